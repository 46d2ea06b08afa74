import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor
@Suite(.uikitTest) struct TabBarControllerLifecycleTests {
    /// Switching tabs. Source: pgzxc.github.io/posts/efa3afd7.html
    /// ("IOS开发之——UITabBarViewController-控制器加载(3)", printed log):
    /// switching to the second tab gives Contact viewDidLoad, Contact
    /// viewWillAppear, Message viewWillDisappear, Message viewDidDisappear,
    /// Contact viewDidAppear — new will-appear before the old controller's
    /// two callbacks, new did-appear last. [IsAppearing] (Apple,
    /// `viewIsAppearing(_:)`) for viewIsAppearing after the superview's
    /// layout.
    @Test func switchingTabs() {
        let a = titled("A")
        let b = titled("B")
        let tabs = UITabBarController()
        let trace = recorder((tabs, "Tabs"), (a, "A"), (b, "B"))
        tabs.viewControllers = [a, b]
        // order not fixed by any source found: setting viewControllers gives
        // each child willMove then didMove, one child after the other (ours).
        #expect(
            trace.take() == [
                "A.willMove(toParent: Tabs)",
                "A.didMove(toParent: Tabs)",
                "B.willMove(toParent: Tabs)",
                "B.didMove(toParent: Tabs)",
            ])
        withTestWindow(root: tabs) { window in
            trace.reset()
            tabs.selectedViewController = b
            TestClock.runUntilIdle()
            #expect(
                trace.take() == [
                    "B.loadView()",
                    "B.viewDidLoad()",
                    "B.viewWillAppear(animated: false)",
                    "A.viewWillDisappear(animated: false)",
                    "A.viewDidDisappear(animated: false)",
                    // order not fixed by any source found: the tab bar
                    // controller's layout lines, and B's safe area and margins
                    // before its viewIsAppearing (ours).
                    "Tabs.viewWillLayoutSubviews()",
                    "Tabs.viewDidLayoutSubviews()",
                    "B.viewSafeAreaInsetsDidChange()",
                    "B.viewLayoutMarginsDidChange()",
                    "B.viewIsAppearing(animated: false)",
                    "B.viewWillLayoutSubviews()",
                    "B.viewDidLayoutSubviews()",
                    "B.viewDidAppear(animated: false)",
                ])
            #expect(tabs.selectedIndex == 1)
            let (_, reports) = UIApplication.shared.diagnostics.recording {
                tabs.selectedIndex = 5
                tabs.selectedViewController = Content()
            }
            #expect(reports.map(\.kind) == [.misuse, .misuse])
            #expect(tabs.selectedIndex == 1)

            // A new set keeps the selected controller when it stays.
            let c = titled("C")
            tabs.viewControllers = [c, b]
            #expect(tabs.selectedIndex == 1 && tabs.selectedViewController === b)
            #expect(a.parent == nil && c.tabBarController === tabs)
            tabs.viewControllers = [c]
            TestClock.runUntilIdle()
            #expect(tabs.selectedViewController === c)
            #expect(c.appearanceState == "appeared" && b.appearanceState == "disappeared")
            expectSound(window)
        }
    }
}
