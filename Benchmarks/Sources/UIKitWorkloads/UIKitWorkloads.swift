import OpenUIKit

/// The view-layer workloads, shared by the package-benchmark target and
/// `uikitbench`: each prepares its tree outside the timed part and exposes
/// the timed operation.
@MainActor
public enum UIKitWorkloads {
    /// A shown window whose root container is on screen, with `count`
    /// children whose views are already loaded (loading is not timed).
    @MainActor
    public final class Children {
        public let window: UIWindow
        public let container = UIViewController()
        public let children: [UIViewController]

        public init(count: Int) {
            UIApplication.shared.clock.useManualTime()
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.rootViewController = container
            window.makeKeyAndVisible()
            children = (0..<count).map { _ in
                let child = UIViewController()
                child.loadViewIfNeeded()
                return child
            }
            UIApplication.shared.runUntilIdle()
        }

        /// Adds every child as the container guide does, runs the turn
        /// (appearance, layout), then removes every child and runs the turn.
        @inline(never) // a profiler can find it (release builds inline across modules)
        public func addAndRemoveAll() {
            let bounds = container.view.bounds
            for child in children {
                container.addChild(child)
                child.view.frame = bounds
                container.view.addSubview(child.view)
                child.didMove(toParent: container)
            }
            UIApplication.shared.runUntilIdle()
            for child in children.reversed() {
                child.willMove(toParent: nil)
                child.view.removeFromSuperview()
                child.removeFromParent()
            }
            UIApplication.shared.runUntilIdle()
        }

        public func tearDown() {
            window.isHidden = true
            window.rootViewController = nil
        }
    }

    /// A container whose view holds a tree of `viewCount` views (ten
    /// subviews a node), with a child controller rooted at every hundredth
    /// view, in a shown window.
    @MainActor
    public final class Tree {
        public let window: UIWindow
        public let root = UIViewController()
        public private(set) var controllers = 1

        public init(viewCount: Int) {
            UIApplication.shared.clock.useManualTime()
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.rootViewController = root
            var frontier: [(view: UIView, owner: UIViewController)] = [(root.view, root)]
            var made = 1
            var next = 0
            while made < viewCount {
                let (parentView, owner) = frontier[next]
                next += 1
                for _ in 0..<10 where made < viewCount {
                    made += 1
                    if made % 100 == 0 {
                        let child = UIViewController()
                        owner.addChild(child)
                        child.view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
                        parentView.addSubview(child.view)
                        child.didMove(toParent: owner)
                        controllers += 1
                        frontier.append((child.view, child))
                    } else {
                        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                        parentView.addSubview(view)
                        frontier.append((view, owner))
                    }
                }
            }
            window.makeKeyAndVisible()
            UIApplication.shared.runUntilIdle()
        }

        /// Takes the whole tree off screen and back: every controller
        /// disappears and appears again, every view changes window twice.
        @inline(never) // a profiler can find it (release builds inline across modules)
        public func disappearAndAppear() {
            let view = root.view!
            view.removeFromSuperview()
            window.addSubview(view)
            UIApplication.shared.runUntilIdle()
        }

        public func tearDown() {
            window.isHidden = true
            window.rootViewController = nil
        }
    }
}
