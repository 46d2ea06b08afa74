import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Memory warnings, the status-bar chain and preferred content size.
///
/// Sources:
/// - Seed 001: on a memory warning every controller's
///   `didReceiveMemoryWarning` is called; modern UIKit no longer unloads views
///   (Apple, `didReceiveMemoryWarning()` documentation: sent to the view
///   controller when the app receives a memory warning).
///   No source found fixes the order in which controllers hear it; see the
///   comments at the expectations.
/// - Seed 000, "Delegating Control to a Child View Controller": a container
///   hands the status bar to a child by overriding `childForStatusBarStyle` /
///   `childForStatusBarHidden`; a flexible container reads its child's
///   `preferredContentSize`.
/// - Apple, `preferredContentSizeDidChange(forChildContentContainer:)`: called
///   on the parent when a child's preferred content size changes.
@MainActor
@Suite(.uikitTest) struct DelegationTests {
    final class Split: UIViewController {
        var styleChild: UIViewController?
        var hiddenChild: UIViewController?
        var style: UIStatusBarStyle = .default
        override var childForStatusBarStyle: UIViewController? { styleChild }
        override var childForStatusBarHidden: UIViewController? { hiddenChild }
        override var preferredStatusBarStyle: UIStatusBarStyle { style }
        var sizeChanges: [CGSize] = []
        override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
            super.preferredContentSizeDidChange(forChildContentContainer: container)
            sizeChanges.append(container.preferredContentSize)
        }
    }

    final class Bar: UIViewController {
        var style: UIStatusBarStyle = .default
        var hidden = false
        override var preferredStatusBarStyle: UIStatusBarStyle { style }
        override var prefersStatusBarHidden: Bool { hidden }
    }

    @Test func memoryWarningsReachControllersOutsideEveryWindow() {
        let loose = Content()
        let looseChild = Content()
        loose.addChild(looseChild)
        let trace = recorder((loose, "Loose"), (looseChild, "LooseChild"))
        UIApplication.shared.simulateMemoryWarning()
        // order not fixed by any source found: parent before child (ours).
        #expect(trace.take() == ["Loose.didReceiveMemoryWarning()", "LooseChild.didReceiveMemoryWarning()"])
    }

    @Test func memoryWarningsReachEveryControllerShownOrNot() {
        let root = Container()
        let shown = Content()
        let offscreen = Content() // a child whose view was never added
        let grandchild = Content()
        let hiddenRoot = Content() // root of a window that is not shown
        withTestWindow(root: root) { _ in
            root.displayContentController(shown)
            root.addChild(offscreen)
            offscreen.didMove(toParent: root)
            shown.addChild(grandchild)
            grandchild.didMove(toParent: shown)
            let hiddenWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            hiddenWindow.rootViewController = hiddenRoot
            let trace = recorder(
                (root, "Root"), (shown, "Shown"), (offscreen, "Offscreen"),
                (grandchild, "Grandchild"), (hiddenRoot, "HiddenRoot"))
            final class Count: @unchecked Sendable { var value = 0 } // posted synchronously on this thread
            let notified = Count()
            let observer = NotificationCenter.default.addObserver(
                forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: nil
            ) { _ in notified.value += 1 }
            UIApplication.shared.simulateMemoryWarning()
            NotificationCenter.default.removeObserver(observer)
            let lines = trace.take()
            // Windows in creation order, each tree root first, children in order.
            // order not fixed by any source found: the whole order above is
            // ours; the sources only say every controller hears the warning.
            #expect(
                lines == [
                    "Root.didReceiveMemoryWarning()",
                    "Shown.didReceiveMemoryWarning()",
                    "Grandchild.didReceiveMemoryWarning()",
                    "Offscreen.didReceiveMemoryWarning()",
                    "HiddenRoot.didReceiveMemoryWarning()",
                ])
            #expect(notified.value == 1)
            #expect(shown.isViewLoaded && !offscreen.isViewLoaded)
            withExtendedLifetime(hiddenWindow) {}
        }
    }

    @Test func theWindowFollowsTheStatusBarChain() {
        let split = Split()
        let primary = Bar()
        let detail = Bar()
        withTestWindow(root: split) { window in
            for child in [primary, detail] {
                split.addChild(child)
                split.view.addSubview(child.view)
                child.didMove(toParent: split)
            }
            let manager = window.statusBarManager
            #expect(manager.statusBarStyle == .default && manager.styleController === split)

            split.style = .darkContent
            split.setNeedsStatusBarAppearanceUpdate()
            #expect(manager.statusBarStyle == .darkContent)

            split.styleChild = detail
            detail.style = .lightContent
            split.setNeedsStatusBarAppearanceUpdate()
            #expect(manager.statusBarStyle == .lightContent && manager.styleController === detail)

            split.hiddenChild = primary
            primary.hidden = true
            primary.setNeedsStatusBarAppearanceUpdate() // any controller in the tree may ask
            #expect(manager.isStatusBarHidden && manager.hiddenController === primary)
            #expect(manager.statusBarFrame == .zero)

            primary.hidden = false
            primary.setNeedsStatusBarAppearanceUpdate()
            #expect(!manager.isStatusBarHidden)
            #expect(manager.statusBarFrame == CGRect(x: 0, y: 0, width: 390, height: 47))
        }
    }

    @Test func aStatusBarChainThatLoopsIsCut() {
        final class Loop: UIViewController {
            weak var next_: UIViewController?
            override var childForStatusBarStyle: UIViewController? { next_ }
        }
        let a = Loop()
        let b = Loop()
        withTestWindow(root: a) { window in
            a.addChild(b)
            a.next_ = b
            b.next_ = a
            let (_, reports) = UIApplication.shared.diagnostics.recording { a.setNeedsStatusBarAppearanceUpdate() }
            #expect(reports.map(\.kind) == [.misuse])
            #expect(window.statusBarManager.styleController === b)
            b.next_ = nil
        }
    }

    @Test func preferredContentSizeReachesTheParent() {
        let split = Split()
        let child = Content()
        split.addChild(child)
        child.didMove(toParent: split)
        let trace = recorder((split, "Split"), (child, "Child"))
        child.preferredContentSize = CGSize(width: 320, height: 480)
        child.preferredContentSize = CGSize(width: 320, height: 480) // unchanged: no call
        child.preferredContentSize = CGSize(width: 200, height: 100)
        // Apple, `preferredContentSizeDidChange(forChildContentContainer:)`:
        // the parent hears each change of a child's preferred size; that an
        // unchanged value gives no call is ours (no source found).
        #expect(
            trace.take() == [
                "Split.preferredContentSizeDidChange(forChildContentContainer: Child)",
                "Split.preferredContentSizeDidChange(forChildContentContainer: Child)",
            ])
        #expect(split.sizeChanges == [CGSize(width: 320, height: 480), CGSize(width: 200, height: 100)])
        #expect(
            split.size(forChildContentContainer: child, withParentContainerSize: CGSize(width: 10, height: 20))
                == CGSize(width: 10, height: 20))
    }
}
