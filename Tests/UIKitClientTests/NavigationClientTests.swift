import UIKit
import XCTest

/// A navigation delegate as iOS code writes one: an `NSObject` subclass
/// conforming to the protocol, not isolated by hand.
final class NavigationSpy: NSObject, UINavigationControllerDelegate {
    var shown: [UIViewController] = []

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        shown.append(viewController)
    }
}

/// The built-in containers driven from plain XCTest cases.
///
/// Sources: Apple, `UINavigationController` (`pushViewController(_:animated:)`
/// makes the controller the top of the stack; `popViewController(animated:)`
/// returns the controller it popped; `viewControllers` lists the stack root
/// first; `navigationController` is the nearest navigation ancestor), the
/// delegate's `navigationController(_:didShow:animated:)` ("called just
/// after the navigation controller displays a view controller's view");
/// `UIViewController.title` (containers use it: the navigation item's title
/// follows it); `UITabBarController.selectedIndex` / `selectedViewController`.
final class NavigationClientTests: ClientTestCase {
    func test_pushAndPopWithoutAnimation() {
        let root = UIViewController()
        let detail = UIViewController()
        let navigation = UINavigationController(rootViewController: root)

        navigation.pushViewController(detail, animated: false)
        XCTAssertEqual(navigation.viewControllers, [root, detail])
        XCTAssertTrue(navigation.topViewController === detail)
        XCTAssertEqual(detail.navigationController, navigation)

        let popped = navigation.popViewController(animated: false)
        XCTAssertEqual(popped, detail)
        XCTAssertEqual(navigation.viewControllers, [root])
        XCTAssertNil(detail.navigationController)
    }

    func test_theDelegateHearsWhatIsShown() {
        let root = UIViewController()
        let detail = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let spy = NavigationSpy()
        navigation.delegate = spy
        let host = WindowHost(navigation)
        defer { host.tearDown() }
        spinRunLoop()
        spy.shown.removeAll()

        navigation.pushViewController(detail, animated: false)
        spinRunLoop()
        XCTAssertEqual(spy.shown, [detail])
    }

    func test_titleReachesTheNavigationItem() {
        let inbox = UIViewController()
        inbox.title = "Inbox"
        XCTAssertEqual(inbox.navigationItem.title, "Inbox")
    }

    func test_tabSelection() {
        let first = UIViewController()
        let second = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        XCTAssertEqual(tabs.selectedIndex, 0)
        tabs.selectedIndex = 1
        XCTAssertEqual(tabs.selectedViewController, second)
        XCTAssertEqual(second.tabBarController, tabs)
    }
}
