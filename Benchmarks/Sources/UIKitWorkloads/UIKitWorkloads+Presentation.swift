import OpenUIKit

extension UIKitWorkloads {
    /// A shown window whose root presents and dismisses `count` controllers
    /// one after the other (their views are loaded outside the timed part).
    @MainActor
    public final class Presentations {
        public let window: UIWindow
        public let root = UIViewController()
        public let presented: [UIViewController]

        public init(count: Int, style: UIModalPresentationStyle) {
            UIApplication.shared.clock.useManualTime()
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.rootViewController = root
            window.makeKeyAndVisible()
            presented = (0..<count).map { _ in
                let controller = UIViewController()
                controller.modalPresentationStyle = style
                controller.loadViewIfNeeded()
                return controller
            }
            UIApplication.shared.runUntilIdle()
        }

        /// Presents each controller and dismisses it, not animated, running
        /// the turn after each call (appearance, layout, completions).
        @inline(never) // a profiler can find it (release builds inline across modules)
        public func presentAndDismissAll() {
            let app = UIApplication.shared
            for controller in presented {
                root.present(controller, animated: false)
                app.runUntilIdle()
                root.dismiss(animated: false)
                app.runUntilIdle()
            }
        }

        /// The same, animated: the clock is advanced past each transition.
        @inline(never)
        public func presentAndDismissAllAnimated() {
            let clock = UIApplication.shared.clock
            for controller in presented {
                root.present(controller, animated: true)
                clock.advance(by: 0.5)
                root.dismiss(animated: true)
                clock.advance(by: 0.5)
            }
        }

        public func tearDown() {
            window.isHidden = true
            window.rootViewController = nil
        }
    }
}
