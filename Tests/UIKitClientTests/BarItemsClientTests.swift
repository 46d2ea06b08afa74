import XCTest

#if canImport(UIKit)
    import UIKit
#else
    import OpenUIKit
#endif

/// A screen's bar items set up as an iOS team writes them: navigation items
/// with closure-based bar button items, toolbar items, a system tab bar item.
///
/// Sources: Apple, `UIBarButtonItem.init(systemItem:primaryAction:menu:)`,
/// `init(title:image:primaryAction:menu:)`, `flexibleSpace()`,
/// `fixedSpace(_:)`, `UIAction.init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`;
/// `UINavigationItem.rightBarButtonItem` (the first of
/// `rightBarButtonItems`); `UIViewController.setToolbarItems(_:animated:)`
/// and `UINavigationController.setToolbarHidden(_:animated:)` (the toolbar
/// shows the top controller's items; hidden by default);
/// `UITabBarItem.init(tabBarSystemItem:tag:)`.
final class BarItemsClientTests: XCTestCase {
    func test_navigationItemsToolbarItemsAndASystemTabBarItem() {
        var added = 0
        let list = UIViewController()
        let add = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in added += 1 })
        let filter = UIBarButtonItem(title: "Filter", image: nil, primaryAction: nil, menu: nil)
        list.navigationItem.rightBarButtonItems = [add, filter]
        list.navigationItem.leftItemsSupplementBackButton = true
        list.navigationItem.backButtonDisplayMode = .minimal
        XCTAssertTrue(list.navigationItem.rightBarButtonItem === add)
        XCTAssertNil(list.navigationItem.leftBarButtonItems)

        let share = UIBarButtonItem(title: "Share", image: nil, primaryAction: UIAction(title: "Share") { _ in }, menu: nil)
        list.setToolbarItems([.flexibleSpace(), share, .fixedSpace(20)], animated: false)
        XCTAssertEqual(list.toolbarItems?.count, 3)
        XCTAssertEqual(share.title, "Share")

        let navigation = UINavigationController(rootViewController: list)
        XCTAssertTrue(navigation.isToolbarHidden)
        navigation.setToolbarHidden(false, animated: false)
        navigation.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        XCTAssertEqual(tabs.tabBar.items?.first?.tag, 1)

        let host = WindowHost(tabs)
        defer { host.tearDown() }
        spinRunLoop()
        XCTAssertEqual(navigation.toolbar.items?.count, 3)
        XCTAssertFalse(navigation.toolbar.isHidden)

        #if !canImport(UIKit)
            add._performPrimaryAction()
            XCTAssertEqual(added, 1)
        #endif
    }
}
