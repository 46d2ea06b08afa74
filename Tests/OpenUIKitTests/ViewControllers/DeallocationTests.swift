import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Ownership (DESIGN.md): a parent owns its children, a controller its view,
/// a window its root controller; back references are weak, so a removed
/// child that nobody else holds is freed.
///
/// Source for the detached case: seed 003 — a table view controller whose
/// view is added with `addSubview` alone is freed at once, and its table
/// loses its data source.
@MainActor
@Suite(.uikitTest) struct DeallocationTests {
    @Test func aRemovedChildWithNoOtherOwnerIsFreed() {
        let container = Container()
        weak var weakChild: Content?
        weak var weakView: UIView?
        withTestWindow(root: container) { _ in
            do {
                let child = Content()
                weakChild = child
                weakView = child.view
                container.displayContentController(child)
                TestClock.runUntilIdle()
                container.hideContentController(child)
            }
            TestClock.runUntilIdle()
            #expect(weakChild == nil)
            #expect(weakView == nil)
        }
    }

    @Test func aChildShownWithoutAddChildIsFreedWhileItsViewStays() {
        let host = Content()
        weak var weakTable: Content?
        var tableView: UIView?
        withTestWindow(root: host) { _ in
            UIApplication.shared.diagnostics.silencedKinds.insert(.detachedViewController)
            defer { UIApplication.shared.diagnostics.silencedKinds.remove(.detachedViewController) }
            do {
                let table = Content()
                weakTable = table
                host.view.addSubview(table.view)
                tableView = table.view
            }
            TestClock.runUntilIdle()
            #expect(weakTable == nil) // the seed's vanishing table
            #expect(tableView?.superview === host.view) // its view is still shown
            #expect(tableView?.next === host.view) // and answers to no controller
        }
    }

    @Test func theOldChildOfATransitionIsFreedAfterTheCompletion() {
        let container = Container()
        weak var weakOld: Content?
        let new = Content()
        withTestWindow(root: container) { _ in
            do {
                let old = Content()
                weakOld = old
                container.displayContentController(old)
                TestClock.runUntilIdle()
                container.cycle(from: old, to: new)
            }
            #expect(weakOld != nil) // the transition holds it until it ends
            TestClock.advance(by: 0.3)
            #expect(weakOld == nil)
        }
    }

    @Test func aHiddenWindowAndItsTreeAreFreed() {
        weak var weakWindow: UIWindow?
        weak var weakRoot: Container?
        weak var weakChild: Content?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let root = Container()
            let child = Content()
            weakWindow = window
            weakRoot = root
            weakChild = child
            window.rootViewController = root
            root.displayContentController(child)
            window.makeKeyAndVisible()
            TestClock.runUntilIdle()
            window.isHidden = true
        }
        TestClock.runUntilIdle()
        #expect(weakWindow == nil)
        #expect(weakRoot == nil)
        #expect(weakChild == nil)
    }

    @Test func replacingTheRootViewControllerFreesTheOldOne() {
        weak var weakOld: Content?
        withTestWindow { window in
            do {
                let old = Content()
                weakOld = old
                window.rootViewController = old
                TestClock.runUntilIdle()
            }
            window.rootViewController = Content()
            TestClock.runUntilIdle()
            #expect(weakOld == nil)
        }
    }
}
