import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The bars and their items fed non-finite, negative, huge and conflicting
/// input: each misuse is reported (or kept as UIKit keeps it), nothing
/// crashes, every computed frame stays finite and the trees stay sound.
/// Runs in a child process (see `BadInputSupport.swift`).
@MainActor
@Suite(.uikitTest) struct BarBadInputTests {
    @Test func barsAndItemsFedBadValues() async {
        explain(
            await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    childSetUp()
                    let root = Content()
                    let navigation = UINavigationController(rootViewController: root)
                    let tabs = UITabBarController()
                    tabs.viewControllers = [navigation] + (0..<7).map { _ in Content() }
                    withTestWindow(root: tabs) { window in
                        let bar = navigation.navigationBar
                        let item = UIBarButtonItem(title: String(repeating: "W", count: 10_000))
                        probe("non-finite and negative widths")
                        for value in [CGFloat.nan, -.infinity, .infinity, -1, -.greatestFiniteMagnitude] {
                            require(reports { item.width = value }.count == 1, "width \(value) reported")
                        }
                        require(item.width == 0, "width kept")
                        item.width = .greatestFiniteMagnitude
                        root.navigationItem.rightBarButtonItems = [item, UIBarButtonItem(systemItem: .add)]
                        root.navigationItem.leftBarButtonItems = (0..<200).map { UIBarButtonItem(title: "L\($0)") }
                        root.navigationItem.title = String(repeating: "T", count: 100_000)
                        root.navigationItem.prompt = ""
                        bar.prefersLargeTitles = true
                        TestClock.runUntilIdle()
                        probe("frames of huge items")
                        for entry in root.navigationItem.rightBarButtonItems! + root.navigationItem.leftBarButtonItems! {
                            if let frame = bar._frame(for: entry) {
                                require(frame.width.isFinite && frame.minX.isFinite, "finite item frame \(frame)")
                            }
                        }
                        require(bar._titleFrame.width.isFinite && bar._titleFrame.minX.isFinite, "finite title frame")
                        probe("a custom view with a non-finite frame, in two bars")
                        let view = UIView(frame: CGRect(x: 0, y: 0, width: 1e300, height: 10))
                        let custom = UIBarButtonItem(customView: view)
                        navigation.setToolbarHidden(false, animated: false)
                        root.setToolbarItems([.flexibleSpace(), custom, .fixedSpace(1e308), .flexibleSpace()], animated: false)
                        require(reports { root.navigationItem.leftBarButtonItem = custom }.count == 1, "item in two bars")
                        TestClock.runUntilIdle()
                        for entry in root.toolbarItems ?? [] {
                            if let frame = navigation.toolbar._frame(for: entry) {
                                require(frame.width.isFinite && frame.minX.isFinite, "finite toolbar frame \(frame)")
                            }
                        }
                        probe("tab bar metrics")
                        for value in [CGFloat.nan, .infinity] {
                            require(reports { tabs.tabBar.itemWidth = value }.count == 1, "itemWidth \(value)")
                            require(reports { tabs.tabBar.itemSpacing = value }.count == 1, "itemSpacing \(value)")
                        }
                        tabs.tabBar.itemWidth = -3
                        require(tabs.tabBar.itemWidth == 0, "negative item width becomes 0")
                        tabs.tabBar.itemPositioning = .centered
                        tabs.tabBar.itemWidth = 1e308
                        for tabItem in tabs.tabBar.items ?? [] {
                            if let frame = tabs.tabBar._frame(for: tabItem) {
                                require(!frame.minX.isNaN && !frame.width.isNaN, "no NaN tab item frame \(frame)")
                            }
                        }
                        probe("More: every tab, the More list, out of range, its stack emptied")
                        for index in [0, 4, 7, 5, 8, -1, Int.max] { tabs.selectedIndex = index }
                        tabs.selectedViewController = tabs.moreNavigationController
                        tabs.moreNavigationController.viewControllers = []
                        tabs.selectedIndex = 6
                        tabs.moreNavigationController.topViewController?.removeFromParent()
                        tabs.selectedIndex = 4
                        TestClock.settle()
                        require(window.invariantViolations(settled: true).isEmpty, "\(window.invariantViolations(settled: true))")
                        probe("performing actions that change the bars")
                        let action = UIAction { action in
                            (action.sender as? UIBarButtonItem)?.width = .nan
                            root.navigationItem.rightBarButtonItems = nil
                        }
                        let acting = UIBarButtonItem(systemItem: .done, primaryAction: action)
                        root.navigationItem.rightBarButtonItem = acting
                        acting._performPrimaryAction()
                        TestClock.settle()
                        require(window.invariantViolations(settled: true).isEmpty, "\(window.invariantViolations(settled: true))")
                    }
                }
            })
    }
}
