import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A child's view shown without containment, and views put where their
/// controllers' parents are not.
///
/// Sources:
/// - Seed 001 (iOS 5 notes): `[vc.view addSubview:other.view]` without
///   `addChildViewController:` still gives `other` viewWillAppear/viewDidAppear;
///   rotation and other forwarding need the containment call.
/// - Seed 003: a table view controller whose view is added this way is freed
///   at once (nobody owns it), and its table empties.
/// - UIKit raises `UIViewControllerHierarchyInconsistency` ("child view
///   controller:… should have parent view controller:… but actual parent
///   is:…") when a child's view is put in another controller's view tree.
/// - For the appearance order: a Jianshu post copied at
///   39.103.169.235/p/ad86ca978747 — `[parentVC.view addSubview:childVC.view]`
///   gives the child viewDidLoad, viewWillAppear and viewDidAppear,
///   `removeFromSuperview` gives viewWillDisappear and viewDidDisappear;
///   Apple, `viewIsAppearing(_:)` (after the superview lays the view out,
///   before viewDidAppear); Apple, `viewSafeAreaInsetsDidChange()` (called
///   just before the view appears onscreen).
@MainActor
@Suite struct HierarchyConsistencyTests {
    @Test func addingAViewWithoutAddChildGivesAppearanceAndAnAdvisory() {
        let host = Content()
        let detached = Content()
        withTestWindow(root: host) { window in
            let trace = recorder((host, "Host"), (detached, "Detached"))
            let (_, reports) = UIApplication.shared.diagnostics.recording {
                host.view.addSubview(detached.view)
            }
            #expect(reports.map(\.kind) == [.detachedViewController])
            #expect(reports.first?.message.contains("without addChild(_:)") == true)
            UIApplication.shared.runUntilIdle()
            // order not fixed by any source found: the host's layout lines,
            // and the safe-area and margin calls before viewIsAppearing (ours).
            #expect(
                trace.take() == [
                    "Detached.loadView()",
                    "Detached.viewDidLoad()",
                    "Detached.viewWillAppear(animated: false)",
                    "Host.viewWillLayoutSubviews()",
                    "Host.viewDidLayoutSubviews()",
                    "Detached.viewSafeAreaInsetsDidChange()",
                    "Detached.viewLayoutMarginsDidChange()",
                    "Detached.viewIsAppearing(animated: false)",
                    "Detached.viewWillLayoutSubviews()",
                    "Detached.viewDidLayoutSubviews()",
                    "Detached.viewDidAppear(animated: false)",
                ])
            #expect(detached.parent == nil)
            #expect(host.children.isEmpty)
            #expect(window.invariantViolations(settled: true).isEmpty)
            // Not a child: the warning reaches it as a live controller, after
            // the window's tree (UIKit's controllers observe the notification).
            // order not fixed by any source found: the host before the
            // detached controller (ours); changed in be1b830 from "the host
            // only" with no outside source named.
            UIApplication.shared.simulateMemoryWarning()
            #expect(trace.take() == ["Host.didReceiveMemoryWarning()", "Detached.didReceiveMemoryWarning()"])
        }
    }

    @Test func aChildsViewInAnotherControllersTreeIsRefused() {
        let parent = Content()
        let other = Content()
        let child = Content()
        let root = Content()
        withTestWindow(root: root) { window in
            for container in [parent, other] {
                root.addChild(container)
                root.view.addSubview(container.view)
                container.didMove(toParent: root)
            }
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            UIApplication.shared.runUntilIdle()

            let trace = recorder((child, "Child"))
            let (_, reports) = UIApplication.shared.diagnostics.recording {
                other.view.addSubview(child.view)
            }
            #expect(reports.map(\.kind) == [.hierarchyInconsistency])
            let message = reports.first?.message ?? ""
            #expect(message.hasPrefix("child view controller:<Content: 0x"))
            #expect(message.contains("should have parent view controller:<Content: 0x"))
            #expect(message.contains("but actual parent is:<Content: 0x"))
            // Refused: nothing moved, nothing was called.
            #expect(child.view.superview === parent.view)
            #expect(trace.take().isEmpty)
            #expect(window.invariantViolations(settled: true).isEmpty)
        }
    }

    @Test func addingAChildWhoseViewSitsElsewhereTakesTheViewOut() {
        let host = Content()
        let parent = Content()
        let child = Content()
        withTestWindow(root: host) { window in
            host.addChild(parent)
            host.view.addSubview(parent.view)
            parent.didMove(toParent: host)
            let (_, silent) = UIApplication.shared.diagnostics.recording {
                host.view.addSubview(child.view) // detached, inside host's own view
            }
            #expect(silent.map(\.kind) == [.detachedViewController])
            UIApplication.shared.runUntilIdle()
            let trace = recorder((child, "Child"))
            let (_, reports) = UIApplication.shared.diagnostics.recording {
                parent.addChild(child)
            }
            #expect(reports.map(\.kind) == [.hierarchyInconsistency])
            #expect(child.view.superview == nil)
            // order not fixed by any source found: that UIKit takes the view
            // out after willMove(toParent:), giving the two disappearance
            // callbacks (ours).
            #expect(
                trace.take() == [
                    "Child.willMove(toParent: Content)",
                    "Child.viewWillDisappear(animated: false)",
                    "Child.viewDidDisappear(animated: false)",
                ])
            #expect(window.invariantViolations(settled: true).isEmpty)
        }
    }

    @Test func removingAChildKeepsItsViewWhereItWas() {
        let container = Container()
        let child = Content()
        withTestWindow(root: container) { window in
            container.displayContentController(child)
            UIApplication.shared.runUntilIdle()
            child.willMove(toParent: nil)
            child.removeFromParent()
            // UIKit leaves the view alone: the controller is now shown detached.
            #expect(child.view.superview === container.view)
            #expect(child.appearanceState == "appeared")
            #expect(window.invariantViolations(settled: true).isEmpty)
        }
    }
}
