import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// How a large title, a prompt, the toolbar and `hidesBottomBarWhenPushed`
/// change the bars' frames and the children's safe areas.
///
/// Sources: Geoff Hackworth, "iPad Navigation Bar and Toolbar Height
/// Changes in iOS 12" (hacknicity.medium.com, 2018: bars and toolbar 44
/// points on iOS 11; "iOS 11's large titles add 52 points to the navigation
/// bar height, giving a total of 96 points"); useyourloaf.com, "Supporting
/// iPhone X" (navigation bar 32 points in landscape; the bottom inset of 34
/// grows with a tab bar or tool bar); Apple, `prefersLargeTitles` and
/// `largeTitleDisplayMode` (`.automatic` inherits from the previous item;
/// `.never` gives the standard bar); the 30-point prompt row is the
/// iOS 7–10 measurement of a bar with a prompt (74 = 44 + 30);
/// Apple, `UINavigationController.isToolbarHidden` ("The default value is
/// true"), `toolbar`, `UIViewController.setToolbarItems(_:animated:)` (the
/// toolbar shows the top controller's items), `hidesBottomBarWhenPushed`;
/// qiita.com/satorun/items/bc86606a0bd40275ac97 (iOS 10.3.1: above a
/// controller with `true` the tab bar stays hidden whatever the pushed
/// controller's value), stackoverflow.com/questions/5641465, and
/// jianshu.com/p/4e94dd08623b (any controller in the stack with `true`
/// hides the bar; see `UINavigationController+Toolbar.swift`).
@MainActor
@Suite(.uikitTest) struct BarSafeAreaTests {
    @Test func aLargeTitleAndAPromptGrowTheBarAndTheSafeArea() {
        let root = titled("A")
        let detail = titled("B")
        let navigation = UINavigationController(rootViewController: root)
        withTestWindow(root: navigation) { window in
            navigation.navigationBar.prefersLargeTitles = true
            TestClock.runUntilIdle()
            #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 96))
            #expect(root.view.safeAreaInsets.top == 143)

            detail.navigationItem.largeTitleDisplayMode = .never
            navigation.pushViewController(detail, animated: false)
            TestClock.runUntilIdle()
            #expect(navigation.navigationBar.frame.height == 44)
            #expect(detail.view.safeAreaInsets.top == 91)

            detail.navigationItem.prompt = "Pick one"
            TestClock.runUntilIdle()
            #expect(navigation.navigationBar.frame.height == 74)
            #expect(detail.view.safeAreaInsets.top == 121)

            // No large title in a compact height: 32 + 30.
            detail.navigationItem.largeTitleDisplayMode = .automatic
            window.rotate(to: .landscapeLeft, animated: false)
            TestClock.runUntilIdle()
            #expect(navigation.navigationBar.frame.height == 62)
            #expect(detail.view.safeAreaInsets.top == 62)
            window.rotate(to: .portrait, animated: false)
            TestClock.runUntilIdle()
            // `.automatic` inherits the root's large title: 96 + 30.
            #expect(navigation.navigationBar.frame.height == 126)
            detail.navigationItem.prompt = nil
            navigation.popViewController(animated: false)
            TestClock.runUntilIdle()
            #expect(root.view.safeAreaInsets.top == 143)
            expectSound(window)
        }
    }

    @Test func theToolbarShowsTheTopItemsAndShrinksTheBottom() {
        let root = titled("A")
        let detail = titled("B")
        let add = UIBarButtonItem(systemItem: .add)
        root.toolbarItems = [add]
        let navigation = UINavigationController(rootViewController: root)
        #expect(navigation.isToolbarHidden)
        #expect(root.hidesBottomBarWhenPushed == false)
        withTestWindow(root: navigation) { window in
            #expect(navigation.toolbar.superview == nil)
            #expect(root.view.safeAreaInsets.bottom == 34)
            navigation.setToolbarHidden(false, animated: false)
            TestClock.runUntilIdle()
            #expect(navigation.toolbar.frame == CGRect(x: 0, y: 766, width: 390, height: 78))
            #expect(navigation.toolbar.items == [add])
            #expect(root.view.safeAreaInsets.bottom == 78)
            #expect(navigation.view.subviews.last === navigation.navigationBar)

            let trash = UIBarButtonItem(systemItem: .trash)
            detail.setToolbarItems([trash], animated: true)
            navigation.pushViewController(detail, animated: false)
            TestClock.runUntilIdle()
            #expect(navigation.toolbar.items == [trash])
            #expect(detail.view.safeAreaInsets.bottom == 78)
            detail.toolbarItems = nil
            #expect(navigation.toolbar.items == nil)

            // Compact height: 32 points above the home indicator's 21.
            window.rotate(to: .landscapeLeft, animated: false)
            TestClock.runUntilIdle()
            #expect(navigation.toolbar.frame == CGRect(x: 0, y: 337, width: 844, height: 53))
            #expect(detail.view.safeAreaInsets.bottom == 53)
            window.rotate(to: .portrait, animated: false)
            navigation.isToolbarHidden = true
            TestClock.runUntilIdle()
            #expect(navigation.toolbar.superview == nil)
            #expect(detail.view.safeAreaInsets.bottom == 34)
            expectSound(window)
        }
    }

    @Test func hidesBottomBarWhenPushedHidesTheTabBarWhileAnyControllerInTheStackHasIt() {
        let root = titled("A")
        let hiding = titled("B")
        hiding.hidesBottomBarWhenPushed = true
        let above = titled("C")
        let navigation = UINavigationController(rootViewController: root)
        let other = titled("D")
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, other]
        withTestWindow(root: tabs) { window in
            #expect(tabs.tabBar.frame == CGRect(x: 0, y: 761, width: 390, height: 83))
            #expect(root.view.safeAreaInsets.bottom == 83)

            navigation.pushViewController(hiding, animated: false)
            TestClock.runUntilIdle()
            #expect(tabs.tabBar.frame == CGRect(x: -390, y: 761, width: 390, height: 83))
            #expect(hiding.view.safeAreaInsets.bottom == 34)
            #expect(navigation.view.safeAreaInsets.bottom == 34)

            // A controller pushed above it does not bring the bar back.
            navigation.pushViewController(above, animated: false)
            TestClock.runUntilIdle()
            #expect(tabs.tabBar.frame.minX == -390)
            #expect(above.view.safeAreaInsets.bottom == 34)

            // The toolbar hides with it.
            navigation.setToolbarHidden(false, animated: false)
            TestClock.runUntilIdle()
            #expect(navigation.toolbar.superview == nil)

            navigation.popToRootViewController(animated: false)
            TestClock.runUntilIdle()
            #expect(tabs.tabBar.frame == CGRect(x: 0, y: 761, width: 390, height: 83))
            // Over the tab bar, the toolbar stops at it.
            #expect(navigation.toolbar.frame == CGRect(x: 0, y: 717, width: 390, height: 44))
            #expect(root.view.safeAreaInsets.bottom == 127)
            expectSound(window)
        }
    }
}
