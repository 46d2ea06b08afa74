import Foundation
import OpenUIKit

extension UIKitWorkloads {
    /// A double-column split view filling an iPad's window in landscape,
    /// its primary and secondary navigation stacks `depth` controllers
    /// deep each, shown and laid out; the window then narrows to a Slide
    /// Over width (compact: the split view collapses the secondary stack
    /// onto the primary one) and widens again (regular: it separates them).
    @MainActor
    public final class SplitView {
        /// An iPad's screen: 768 × 1024 points at 2×.
        static let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 768, height: 1024), scale: 2, idiom: .pad)
        static let regular = CGSize(width: 1024, height: 768)
        static let slideOver = CGSize(width: 320, height: 768)

        public let window: UIWindow
        public let split: UISplitViewController

        /// Builds the window, the split view and both stacks (untimed): the
        /// stacks are set in one call each, and every controller's view has
        /// loaded once it has been on top of a stack.
        public init(depth: Int) {
            UIApplication.shared.clock.useManualTime()
            window = UIWindow(frame: CGRect(origin: .zero, size: Self.regular))
            window.screen = Self.screen
            window.rotate(to: .landscapeLeft, animated: false)
            split = UISplitViewController(style: .doubleColumn)
            let primary = Page()
            let secondary = Page()
            split.setViewController(primary, for: .primary)
            split.setViewController(secondary, for: .secondary)
            window.rootViewController = split
            window.makeKeyAndVisible()
            UIApplication.shared.runUntilIdle()
            for root in [primary, secondary] {
                guard let navigation = root.navigationController else { continue }
                navigation.setViewControllers([root] + (1..<max(1, depth)).map { _ in Page() }, animated: false)
            }
            UIApplication.shared.runUntilIdle()
        }

        /// Whether the split view is collapsed now.
        public var isCollapsed: Bool { split.isCollapsed }

        /// Narrows the window to a Slide Over width and lets the run loop
        /// turn (the split view collapses), then widens it again and lets
        /// it turn (the split view expands).
        @inline(never) // a profiler can find it (release builds inline across modules)
        public func collapseAndExpand() {
            let application = UIApplication.shared
            window.resize(to: Self.slideOver, animated: false)
            application.runUntilIdle()
            window.resize(to: Self.regular, animated: false)
            application.runUntilIdle()
        }

        /// One collapse and expansion, checked (untimed): whether the split
        /// view collapsed and how deep the one stack was, then whether it
        /// expanded and how deep the two stacks are again.
        public func checkedCollapseAndExpand() -> String {
            let application = UIApplication.shared
            window.resize(to: Self.slideOver, animated: false)
            application.runUntilIdle()
            let collapsed = "collapsed \(split.isCollapsed), one stack \(stackDepth(.primary))"
            window.resize(to: Self.regular, animated: false)
            application.runUntilIdle()
            return collapsed + "; collapsed \(split.isCollapsed), stacks \(stackDepth(.primary)) and \(stackDepth(.secondary))"
        }

        private func stackDepth(_ column: UISplitViewController.Column) -> Int {
            split.viewController(for: column)?.navigationController?.viewControllers.count ?? 0
        }

        /// Takes the window off screen and lets the controllers go.
        public func tearDown() {
            window.isHidden = true
            window.rootViewController = nil
            UIApplication.shared.runUntilIdle()
        }
    }
}
