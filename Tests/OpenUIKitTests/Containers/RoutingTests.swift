import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// `show(_:sender:)`, `showDetailViewController(_:sender:)` and
/// `targetViewController(forAction:sender:)`.
///
/// Sources: Apple, `UIViewController.show(_:sender:)` ("the navigation
/// controller … pushes", otherwise presented modally),
/// `showDetailViewController(_:sender:)` (a split view installs `vc` as its
/// detail; without a container that handles it, presented), and
/// `targetViewController(forAction:sender:)` (this controller when it
/// handles the action, else the nearest ancestor that does, else nil; a
/// controller may override the method to return another target). The
/// selector names are UIKit's (`showViewController:sender:`,
/// `showDetailViewController:sender:`).
@MainActor
@Suite(.uikitTest) struct RoutingTests {
    /// A controller that takes `show` itself by overriding
    /// `targetViewController(forAction:sender:)`, as UIKit lets it.
    final class Shower: UIViewController {
        var shown: [UIViewController] = []
        override func show(_ vc: UIViewController, sender: Any?) { shown.append(vc) }
        override func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
            action == .showViewController ? self : super.targetViewController(forAction: action, sender: sender)
        }
    }

    @Test func selectors() {
        let literal: Selector = "showViewController:sender:"
        #expect(literal == .showViewController)
        #expect(Selector("showDetailViewController:sender:") == .showDetailViewController)
        #expect(Selector.showViewController.description == "showViewController:sender:")
        #expect(literal != .showDetailViewController)
    }

    @Test func showInANavigationControllerPushes() {
        let a = titled("A")
        let b = titled("B")
        let navigation = UINavigationController(rootViewController: a)
        withTestWindow(root: navigation) { window in
            #expect(a.targetViewController(forAction: .showViewController, sender: nil) === navigation)
            #expect(a.targetViewController(forAction: .showDetailViewController, sender: nil) == nil)
            #expect(a.targetViewController(forAction: "somethingElse:", sender: nil) == nil)
            a.show(b, sender: nil)
            TestClock.settle()
            #expect(navigation.viewControllers == [a, b])
            #expect(a.presentedViewController == nil)
            expectSound(window)
        }
    }

    @Test func withNoContainerShowAndShowDetailPresent() {
        let root = titled("Root")
        withTestWindow(root: root) { window in
            let b = titled("B")
            root.show(b, sender: nil)
            TestClock.settle()
            #expect(root.presentedViewController === b)
            root.dismiss(animated: false)
            TestClock.settle()
            let c = titled("C")
            root.showDetailViewController(c, sender: nil)
            TestClock.settle()
            #expect(root.presentedViewController === c)
            root.dismiss(animated: false)
            TestClock.settle()
            expectSound(window)
        }
    }

    /// A subclass that overrides `show(_:sender:)` gets the call as the
    /// receiver (dynamic dispatch) and, when it also returns itself from
    /// `targetViewController(forAction:sender:)`, from its children.
    @Test func aSubclassThatOverridesShow() {
        let shower = Shower()
        let child = titled("Child")
        shower.addChild(child)
        child.didMove(toParent: shower)
        let x = titled("X")
        shower.show(x, sender: nil)
        #expect(shower.shown == [x])
        let y = titled("Y")
        child.show(y, sender: nil)
        #expect(shower.shown == [x, y])
        #expect(child.targetViewController(forAction: .showViewController, sender: nil) === shower)
    }

    /// In a split view, the column's navigation controller takes `show`
    /// (a push in the column) and the split view `showDetailViewController`.
    @Test func inASplitView() {
        let (split, p, _) = makeDoubleColumn()
        #expect(p.splitViewController === split)
        #expect(p.targetViewController(forAction: .showViewController, sender: nil) === p.navigationController)
        #expect(p.targetViewController(forAction: .showDetailViewController, sender: nil) === split)
        #expect(split.targetViewController(forAction: .showDetailViewController, sender: nil) === split)
        withPadWindow(root: split) { window in
            let q = titled("Q")
            p.show(q, sender: nil)
            TestClock.settle()
            #expect(p.navigationController!.viewControllers == [p, q])
            expectSound(window)
        }
    }
}
