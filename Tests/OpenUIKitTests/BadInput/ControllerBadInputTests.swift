import Foundation
@_spi(Testing) import OpenUIKit
import OpenUIKitTesting
import Testing

/// Containment, transitions and the built-in containers fed
/// self-referential, out-of-range and non-finite input: each family runs in
/// a child process (see `BadInputSupport.swift`), is reported, and leaves
/// both trees sound once the turn settles.
@MainActor
@Suite(.uikitTest) struct ControllerBadInputTests {
    @Test func containmentMisuse() async {
        explain(
            await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    childSetUp()
                    let root = Container()
                    withTestWindow(root: root) { window in
                        let a = Content()
                        let b = Content()
                        let c = Content()
                        root.displayContentController(a)
                        a.addChild(b)
                        a.view.addSubview(b.view)
                        b.didMove(toParent: a)
                        b.addChild(c)
                        b.view.addSubview(c.view)
                        c.didMove(toParent: b)
                        probe("a controller added as its own child")
                        require(reports { a.addChild(a) }.count == 1, "self")
                        probe("a cycle of parents")
                        require(reports { c.addChild(root) }.count == 1, "cycle through the root")
                        require(reports { c.addChild(a) }.count == 1, "cycle")
                        probe("the window's root added as a child, and a child made a root")
                        require(reports { Content().addChild(root) }.count == 1, "root as child")
                        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                        require(reports { other.rootViewController = c }.count == 1, "child as root")
                        probe("removing a root, and removing twice")
                        require(reports { root.removeFromParent() }.isEmpty, "root has no parent: UIKit says nothing")
                        let loose = Content()
                        require(reports { loose.removeFromParent() }.isEmpty, "no parent: UIKit says nothing")
                        probe("willMove/didMove without a containment change, and unbalanced appearance calls")
                        c.willMove(toParent: nil)
                        c.didMove(toParent: root)
                        loose.endAppearanceTransition()
                        loose.beginAppearanceTransition(true, animated: false)
                        loose.beginAppearanceTransition(true, animated: false)
                        loose.endAppearanceTransition()
                        loose.endAppearanceTransition()
                        probe("an override trait collection for a controller that is not a child")
                        require(reports { root.setOverrideTraitCollection(UITraitCollection(), forChild: c) }.count == 1, "override")
                        probe("preferredContentSize")
                        for value in badNumbers {
                            let before = b.preferredContentSize
                            let messages = reports { b.preferredContentSize = CGSize(width: value, height: 10) }
                            let good = value.isFinite && value >= 0
                            require(
                                good ? messages.isEmpty : messages.count == 1 && b.preferredContentSize == before, "\(value): \(messages)")
                        }
                        probe("transition(from:to:) with bad durations and bad controllers")
                        let d = Content()
                        for duration: TimeInterval in [.nan, .infinity, -.infinity, -1, 1e308, 0] {
                            root.addChild(d)
                            var completed = false
                            root.transition(from: a, to: d, duration: duration, options: [], animations: nil) { _ in completed = true }
                            UIApplication.shared.clock.advance(by: 1)
                            require(duration == 1e308 || completed, "completion after \(duration)")
                            TestClock.settle(limit: 2)
                            // Put `a` back for the next round (skipped while the 1e308 one runs).
                            if completed {
                                d.removeFromParent()
                                if a.view.superview == nil { root.view.addSubview(a.view) }
                            }
                        }
                        require(
                            reports { root.transition(from: a, to: a, duration: 0, options: [], animations: nil, completion: nil) }.count
                                == 1, "to itself")
                        require(
                            reports { root.transition(from: c, to: a, duration: 0, options: [], animations: nil, completion: nil) }.count
                                == 1, "not children")
                        probe("a controller's view set to another controller's view, to a window, to nil")
                        require(reports { c.view = b.view }.count == 1, "another's view")
                        let spare = Content()
                        spare.view = UIWindow(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
                        _ = reports {
                            root.addChild(spare)
                            root.view.addSubview(spare.view)
                            spare.didMove(toParent: root)
                        }
                        spare.willMove(toParent: nil)
                        spare.view.removeFromSuperview()
                        spare.removeFromParent()
                        let unloaded = Content()
                        unloaded.view = nil
                        require(unloaded.view != nil, "a view loads again")
                        TestClock.settle(limit: 2)
                        requireSound(window, "after containment misuse")
                    }
                }
            })
    }

    @Test func navigationMisuse() async {
        explain(
            await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    childSetUp()
                    let first = Content()
                    let navigation = UINavigationController(rootViewController: first)
                    withTestWindow(root: navigation) { window in
                        probe("pushing the navigation controller onto itself")
                        require(reports { navigation.pushViewController(navigation, animated: false) }.count == 1, "itself")
                        probe("pushing a controller already on the stack")
                        require(reports { navigation.pushViewController(first, animated: false) }.count == 1, "twice")
                        probe("pushing another navigation controller, and the window's root")
                        _ = reports { navigation.pushViewController(UINavigationController(), animated: false) }
                        _ = reports { navigation.pushViewController(navigation, animated: true) }
                        probe("a stack with a controller twice")
                        let second = Content()
                        require(reports { navigation.setViewControllers([second, second], animated: false) }.count == 1, "duplicate")
                        probe("popping to a controller not on the stack")
                        require(navigation.popToViewController(Content(), animated: false) == nil, "not on the stack")
                        probe("an empty stack, then popping it")
                        _ = reports { navigation.setViewControllers([], animated: false) }
                        _ = navigation.popViewController(animated: false)
                        _ = navigation.popToRootViewController(animated: true)
                        TestClock.settle(limit: 2)
                        probe("pushes while an animated one runs")
                        navigation.setViewControllers([first], animated: false)
                        navigation.pushViewController(second, animated: true)
                        navigation.pushViewController(second, animated: true)
                        _ = navigation.popViewController(animated: true)
                        _ = navigation.popViewController(animated: true)
                        TestClock.settle(limit: 5)
                        requireSound(window, "after navigation misuse")
                    }
                }
            })
    }

    @Test func tabBarMisuse() async {
        explain(
            await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    childSetUp()
                    let tabs = UITabBarController()
                    let one = Content()
                    let two = Content()
                    tabs.viewControllers = [one, two]
                    withTestWindow(root: tabs) { window in
                        for index in [-1, 2, Int.max, Int.min, NSNotFound] {
                            probe("selectedIndex = \(index)")
                            let messages = reports { tabs.selectedIndex = index }
                            require(messages.count == 1 && tabs.selectedViewController != nil, "\(index): \(messages)")
                        }
                        probe("selecting a controller that is not a tab")
                        _ = reports { tabs.selectedViewController = Content() }
                        require(tabs.selectedViewController === one || tabs.selectedViewController === two, "selection")
                        probe("tabs with itself, a duplicate, nil and empty")
                        require(reports { tabs.viewControllers = [one, tabs] }.count == 1, "itself")
                        require(reports { tabs.viewControllers = [one, one] }.count == 1, "duplicate")
                        tabs.viewControllers = nil
                        tabs.selectedIndex = 0
                        tabs.viewControllers = []
                        tabs.setViewControllers([two], animated: true)
                        TestClock.settle(limit: 2)
                        requireSound(window, "after tab bar misuse")
                    }
                }
            })
    }
}
