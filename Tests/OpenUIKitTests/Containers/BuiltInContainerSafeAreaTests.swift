import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// UINavigationController and UITabBarController: their bars, the safe
/// area they give their children, and the order of callbacks when the
/// visible child changes.
///
/// Sources: Apple, "UINavigationController" and "UITabBarController"
/// (children fill the container; the bars are translucent and the content
/// extends under them, its safe area shrunk by the bars), "Positioning
/// content relative to the safe area"; useyourloaf.com, "Supporting iPhone X"
/// (navigation bar 44 points, 32 in landscape; tab bar 49 above the home
/// indicator); Apple, `selectedIndex`/`viewControllers` of UITabBarController
/// (selection kept across a new set of controllers, else the same index,
/// else the first).
@MainActor
@Suite(.uikitTest) struct BuiltInContainerSafeAreaTests {
    @Test func aNavigationBarShrinksTheTopOfItsChildrensSafeArea() {
        let content = titled("A")
        let navigation = UINavigationController(rootViewController: content)
        withTestWindow(root: navigation) { window in
            #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
            #expect(content.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
            #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
            #expect(navigation.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))

            let label = addViewPinned(to: content.view.safeAreaLayoutGuide, in: content.view)
            TestClock.runUntilIdle()
            #expect(label.frame == CGRect(x: 0, y: 91, width: 390, height: 719))

            // Landscape: no status bar, a 32-point bar, the sensor housing at the sides.
            window.rotate(to: .landscapeLeft, animated: false)
            TestClock.runUntilIdle()
            #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 844, height: 32))
            #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 32, left: 47, bottom: 21, right: 47))
            #expect(label.frame == CGRect(x: 47, y: 32, width: 750, height: 337))

            // A hidden bar gives the space back.
            window.rotate(to: .portrait, animated: false)
            navigation.setNavigationBarHidden(true, animated: false)
            TestClock.runUntilIdle()
            #expect(navigation.navigationBar.isHidden)
            #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
            #expect(label.frame == CGRect(x: 0, y: 47, width: 390, height: 763))
            expectSound(window)
        }
    }

    @Test func aTabBarShrinksTheBottomAndANavigationBarInsideItTheTop() {
        let first = titled("A")
        let second = titled("B")
        let navigation = UINavigationController(rootViewController: first)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, second]
        withTestWindow(root: tabs) { window in
            #expect(tabs.selectedIndex == 0)
            #expect(tabs.selectedViewController === navigation)
            #expect(tabs.tabBar.frame == CGRect(x: 0, y: 761, width: 390, height: 83))
            #expect(navigation.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 83, right: 0))
            #expect(first.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 83, right: 0))
            #expect(!second.isViewLoaded)
            #expect(tabs.tabBar.items?.map(\.title) == [nil, "B"])
            second.tabBarItem = UITabBarItem(title: "Second", image: nil, tag: 2)
            #expect(tabs.tabBar.items?.map(\.tag) == [0, 2])
            #expect(tabs.tabBar.items?.last?.title == "Second")

            tabs.selectedIndex = 1
            TestClock.runUntilIdle()
            #expect(second.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 83, right: 0))
            #expect(navigation.view.superview == nil)
            #expect(tabs.tabBar.selectedItem === second.tabBarItem)

            tabs.tabBar.isHidden = true
            tabs.view.setNeedsLayout()
            TestClock.runUntilIdle()
            #expect(second.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
            expectSound(window)
        }
    }
}
