import OpenUIKit

/// Puts a view or a view controller in a window of a device's size, safe
/// area and traits for the length of a snapshot, as swift-snapshot-testing's
/// `prepareView` does on iOS, and draws it.
@MainActor
enum _SnapshotHost {
    /// The picture's scale: the traits' display scale, else the main
    /// screen's (on iOS, the simulator's; here 3, an iPhone's).
    static func scale(for traits: UITraitCollection) -> CGFloat {
        traits.displayScale > 0 ? traits.displayScale : UIScreen.main.scale
    }

    /// Runs `body` with `controller` the root of a shown window of `size`
    /// (else the configuration's, else its view's), with the configuration's
    /// safe area and traits and then `traits`; takes the controller out of
    /// the window afterwards.
    ///
    /// Unlike swift-snapshot-testing on iOS, the controller is the window's
    /// root (not a child of a container that overrides its traits: the
    /// window's screen gives them), and a navigation or tab bar controller
    /// keeps the whole screen and its insets (on iOS the window loses the
    /// top inset's height, a workaround its source calls inaccurate).
    static func withController<Result>(
        _ controller: UIViewController, config: ViewImageConfig, size: CGSize?, traits: UITraitCollection,
        _ body: () -> Result
    ) -> Result {
        let combined = UITraitCollection(traitsFrom: [config.traits, traits])
        let size = size ?? config.size ?? controller.view.frame.size
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.screen = _SnapshotScreen(size: size, scale: scale(for: combined), safeArea: config.safeArea, traits: combined)
        window.rootViewController = controller
        window.isHidden = false
        UIApplication.shared.runUntilIdle()
        defer {
            window.isHidden = true
            window.rootViewController = nil
            UIApplication.shared.runUntilIdle()
        }
        return body()
    }

    /// Runs `body` with `view` in a window: where it is when it is in one
    /// already (OpenUIKit's tests draw a bar in the window of its
    /// controller), else in a window of `size` (else its own) without safe
    /// area, put back where it was afterwards.
    static func withView<Result>(
        _ view: UIView, size: CGSize?, traits: UITraitCollection, _ body: () -> Result
    ) -> Result {
        if view.window != nil { return body() }
        let frame = view.frame
        let superview = view.superview
        let index = superview?.subviews.firstIndex { $0 === view }
        let size = size ?? frame.size
        let host = UIViewController()
        return withController(host, config: ViewImageConfig(size: size), size: nil, traits: traits) {
            host.view.addSubview(view)
            view.frame = CGRect(origin: .zero, size: size)
            UIApplication.shared.runUntilIdle()
            defer {
                view.removeFromSuperview()
                view.frame = frame
                if let superview, let index { superview.insertSubview(view, at: index) }
            }
            return body()
        }
    }

    /// What `view` shows, drawn at `scale` (`drawHierarchy(in:afterScreenUpdates:)`,
    /// which shows the presentation values mid-animation).
    static func picture(of view: UIView, scale: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { _ in
            view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }
    }
}
