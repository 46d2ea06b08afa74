import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor
@Suite struct ScratchRepro {
    @Test func repro() {
        TestClock.useManualTime()
        let c2 = titled("C2"), c3 = titled("C3"), c4 = titled("C4"), c6 = titled("C6")
        let nav = UINavigationController()
        nav.title = "Nav"
        let tabs = UITabBarController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let marks = TraceMarks(recorder((tabs, "Tabs"), (nav, "Nav"), (c2, "C2"), (c3, "C3"), (c4, "C4"), (c6, "C6")))
        let delegate = InteractiveTransitioningDelegate(marks: marks)
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.presentation = interaction
        c6.transitioningDelegate = delegate
        c6.modalPresentationStyle = .fullScreen
        nav.viewControllers = [c2]
        tabs.viewControllers = [nav, c3, c4]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        nav.pushViewController(c4, animated: true)
        tabs.present(c6, animated: true)
        nav.popViewController(animated: true)
        print("-- select")
        tabs.selectedIndex = 1
        tabs.selectedIndex = 0
        print(marks.take().joined(separator: "\n"))
        print("-- cancel")
        interaction.cancel()
        TestClock.settle()
        print(marks.take().joined(separator: "\n"))
        print(tabs.appearanceState, window.invariantViolations(settled: true))
        window.isHidden = true
        window.rootViewController = nil
        TestClock.settle()
    }
}
