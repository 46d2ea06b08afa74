import UIKit
import XCTest

/// A split view delegate as iOS code writes one: an `NSObject` subclass
/// implementing only the methods it needs.
final class SplitSpy: NSObject, UISplitViewControllerDelegate {
    var collapsed = 0
    var expanded = 0

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) { collapsed += 1 }
    func splitViewControllerDidExpand(_ svc: UISplitViewController) { expanded += 1 }
    func splitViewController(
        _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        .primary
    }
}

/// A double-column split view built as an iOS team builds one.
///
/// Sources: Apple, `UISplitViewController.init(style:)`,
/// `setViewController(_:for:)` and `viewController(for:)` (the controller
/// set, which the split view wraps in a navigation controller when it is
/// not one: zhaoxin.pro, "Strongly Recommend You to Add Your Own
/// UINavigationControllers even in iOS 14", quoting Apple's documentation),
/// `viewControllers` (expanded: the primary then the secondary), `style`,
/// `preferredDisplayMode`, `preferredPrimaryColumnWidthFraction`,
/// `splitViewController` (the nearest split view ancestor).
final class SplitViewClientTests: ClientTestCase {
    func test_aDoubleColumnSplitViewWrapsItsColumns() {
        let split = UISplitViewController(style: .doubleColumn)
        let sidebar = UIViewController()
        let detail = UIViewController()
        let spy = SplitSpy()
        split.delegate = spy
        split.preferredDisplayMode = .oneBesideSecondary
        split.preferredPrimaryColumnWidthFraction = 0.3
        split.setViewController(sidebar, for: .primary)
        split.setViewController(detail, for: .secondary)
        detail.navigationItem.leftBarButtonItem = split.displayModeButtonItem

        XCTAssertEqual(split.style, .doubleColumn)
        XCTAssertTrue(detail.navigationItem.leftBarButtonItem === split.displayModeButtonItem)
        XCTAssertEqual(split.preferredDisplayMode, .oneBesideSecondary)
        XCTAssertEqual(split.preferredPrimaryColumnWidthFraction, 0.3)
        XCTAssertTrue(split.viewController(for: .primary) === sidebar)
        XCTAssertTrue(split.viewController(for: .secondary) === detail)
        XCTAssertNotNil(sidebar.navigationController)
        XCTAssertTrue(sidebar.navigationController?.parent === split)
        XCTAssertTrue(detail.splitViewController === split)
        XCTAssertEqual(split.viewControllers.count, 2)
        XCTAssertFalse(split.isCollapsed)
    }

    func test_showDetailViewControllerReachesTheSplitView() {
        useRealTimeAsOnADevice()
        let split = UISplitViewController(style: .doubleColumn)
        let sidebar = UIViewController()
        let detail = UIViewController()
        split.setViewController(sidebar, for: .primary)
        split.setViewController(detail, for: .secondary)
        let host = WindowHost(split)
        defer { host.tearDown() }
        spinRunLoop()

        let next = UIViewController()
        sidebar.showDetailViewController(next, sender: nil)
        spinRunLoop()
        XCTAssertTrue(next.splitViewController === split)
        XCTAssertNil(sidebar.presentedViewController)
    }
}
