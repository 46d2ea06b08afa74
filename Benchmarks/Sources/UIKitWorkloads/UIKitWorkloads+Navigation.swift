import OpenUIKit

extension UIKitWorkloads {
    /// A plain controller whose view holds one small subview: a page of the
    /// navigation and split view workloads.
    final class Page: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(UIView(frame: CGRect(x: 16, y: 16, width: 120, height: 44)))
        }
    }

    /// A navigation controller shown in a window, its root on screen, and
    /// `depth` plain controllers waiting to be pushed (their views, one
    /// subview each, load when pushed, as an app sees it).
    @MainActor
    public final class NavigationStack {
        /// How long the navigation controller's slide lasts.
        static let slideDuration: TimeInterval = 0.35

        public let window: UIWindow
        public let navigation: UINavigationController
        public let pages: [UIViewController]
        /// Whether pushes and the pop slide (the clock advanced by the slide each step).
        public let animated: Bool

        /// Builds the window, the navigation controller and its root, shown
        /// and laid out, and the controllers to push (none of it timed).
        public init(depth: Int, animated: Bool = false) {
            self.animated = animated
            UIApplication.shared.clock.useManualTime()
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            navigation = UINavigationController(rootViewController: Page())
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            pages = (0..<depth).map { _ in Page() }
            UIApplication.shared.runUntilIdle()
        }

        /// Pushes every controller, one after another, letting the run loop
        /// turn after each (and the slide end, when animated); then pops to
        /// the root and lets the run loop turn.
        @inline(never) // a profiler can find it (release builds inline across modules)
        public func pushAllAndPopToRoot() {
            let application = UIApplication.shared
            for page in pages {
                navigation.pushViewController(page, animated: animated)
                settle(application)
            }
            navigation.popToRootViewController(animated: animated)
            settle(application)
        }

        private func settle(_ application: UIApplication) {
            application.runUntilIdle()
            if animated { application.clock.advance(by: Self.slideDuration) }
        }

        /// Takes the window off screen and lets the stack go.
        public func tearDown() {
            window.isHidden = true
            window.rootViewController = nil
            UIApplication.shared.runUntilIdle()
        }
    }
}
