import Foundation

extension UIViewController {
    func _setNeedsStatusBarAppearanceUpdate() {
        _rootWindow?._updateStatusBarAppearance()
    }

    /// Follows a `childFor…` chain from this controller to the one that decides.
    ///
    /// A chain that comes back to a controller already visited is cut there
    /// (and reported): UIKit would loop.
    func _statusBarDecider(_ next: (UIViewController) -> UIViewController?, property: String) -> UIViewController {
        var decider = self
        var visited: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        while let child = next(decider) {
            guard visited.insert(ObjectIdentifier(child)).inserted else {
                UIApplication.shared.diagnostics.report(
                    .misuse,
                    "\(property) of \(decider._shortDescription) leads back to \(child._shortDescription); the chain is cut there."
                )
                break
            }
            decider = child
        }
        return decider
    }
}

extension UIWindow {
    /// Reads the status bar appearance from the root controller, following
    /// `childForStatusBarStyle` and `childForStatusBarHidden`.
    func _updateStatusBarAppearance() {
        let manager = statusBarManager
        guard let root = _statusBarAppearanceRoot else {
            manager.statusBarStyle = .default
            manager.isStatusBarHidden = false
            manager.styleController = nil
            manager.hiddenController = nil
            manager.statusBarFrame = _statusBarFrame(hidden: false)
            return
        }
        let styleDecider = root._statusBarDecider({ $0.childForStatusBarStyle }, property: "childForStatusBarStyle")
        let hiddenDecider = root._statusBarDecider({ $0.childForStatusBarHidden }, property: "childForStatusBarHidden")
        manager.styleController = styleDecider
        manager.hiddenController = hiddenDecider
        manager.statusBarStyle = styleDecider.preferredStatusBarStyle
        manager.isStatusBarHidden = hiddenDecider.prefersStatusBarHidden
        manager.statusBarFrame = _statusBarFrame(hidden: manager.isStatusBarHidden)
    }

    /// 47 points on a phone in portrait (a notched iPhone), none in
    /// landscape (where such phones hide it), 24 points elsewhere.
    private func _statusBarFrame(hidden: Bool) -> CGRect {
        guard !hidden else { return .zero }
        let height: CGFloat
        switch screen.idiom {
        case .phone: height = bounds.width > bounds.height ? 0 : 47
        default: height = 24
        }
        return CGRect(x: 0, y: 0, width: bounds.width, height: height)
    }
}
