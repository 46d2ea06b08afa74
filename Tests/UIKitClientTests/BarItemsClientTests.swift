import UIKit
import XCTest

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
final class BarItemsClientTests: ClientTestCase {
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

        #if canImport(OpenUIKit)
            add._performPrimaryAction()
            XCTAssertEqual(added, 1)
        #endif
    }

    /// A bar subclass that draws over the system's drawing, as iOS code
    /// does (Apple, `UIView.draw(_:)`: "Subclasses that use technologies
    /// such as Core Graphics … override this method"), and a badge set on a
    /// tab bar item after it is shown (Apple, `UITabBarItem.badgeValue`).
    func test_aBarSubclassDrawsOverTheSystemDrawingAndBadgesChange() async {
        await MainActor.run {
            final class StripedBar: UINavigationBar {
                var drawn = 0
                override func draw(_ rect: CGRect) {
                    super.draw(rect)
                    drawn += 1
                    UIColor.systemRed.setFill()
                    UIRectFill(CGRect(x: 0, y: bounds.height - 2, width: bounds.width, height: 2))
                }
            }
            let bar = StripedBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            bar.items = [UINavigationItem(title: "Inbox")]
            let renderer = UIGraphicsImageRenderer(size: bar.bounds.size)
            let image = renderer.image { _ in bar.drawHierarchy(in: bar.bounds, afterScreenUpdates: true) }
            XCTAssertEqual(image.size, CGSize(width: 320, height: 44))
            XCTAssertEqual(bar.drawn, 1)

            let item = UITabBarItem(title: "Mail", image: nil, tag: 0)
            let tabBar = UITabBar(frame: CGRect(x: 0, y: 0, width: 320, height: 49))
            tabBar.items = [item]
            tabBar.selectedItem = item
            item.badgeValue = "2"
            XCTAssertEqual(tabBar.selectedItem?.badgeValue, "2")
        }
    }
}
