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
@Suite(.uikitTest) struct HierarchyConsistencyTests {
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

    /// A custom navigation container puts the pushed child's view into a
    /// wrapper view that is not yet in the container's tree, then adds the
    /// wrapper to its own view. UIKit allows this (issue 9, from running
    /// real container libraries against UIKit): no report, the child stays
    /// in its wrapper and gets its appearance callbacks when the wrapper
    /// joins the shown tree. Sources for the order: seed listing 5-1
    /// (`addChild(_:)` calls `willMove(toParent:)` first, the container
    /// calls `didMove(toParent:)`); the Jianshu post (39.103.169.235/p/ad86ca978747):
    /// a child's view added with `addSubview` gets viewDidLoad,
    /// viewWillAppear, viewDidAppear; Apple, `viewIsAppearing(_:)` and
    /// `viewSafeAreaInsetsDidChange()`, as in
    /// `ContainmentLifecycleTests.addingAChildToAVisibleContainer`. The
    /// wrapper put into another controller's tree is still refused.
    @Test func aChildsViewInAWrapperNotYetInTheTreeIsAllowed() {
        let container = Container()
        let child = Content()
        let stranger = Content()
        withTestWindow(root: container) { window in
            let trace = recorder((container, "Container"), (child, "Child"))
            let wrapper = UIView(frame: container.view.bounds)
            var soundWhileWrapped: [String] = ["not checked"]
            let (_, reports) = UIApplication.shared.diagnostics.recording {
                container.addChild(child)
                wrapper.addSubview(child.view)
                soundWhileWrapped = window.invariantViolations(settled: false)
                container.view.addSubview(wrapper)
                child.didMove(toParent: container)
            }
            #expect(reports.isEmpty)
            #expect(soundWhileWrapped.isEmpty)
            #expect(child.view.superview === wrapper && wrapper.superview === container.view)
            #expect(
                trace.take() == [
                    "Child.willMove(toParent: Container)",
                    "Child.loadView()",
                    "Child.viewDidLoad()",
                    // order not fixed by any source found: viewWillAppear inside
                    // the addSubview that brings the wrapper on screen (ours, as
                    // in addingAChildToAVisibleContainer).
                    "Child.viewWillAppear(animated: false)",
                    "Child.didMove(toParent: Container)",
                ])
            UIApplication.shared.runUntilIdle()
            #expect(
                trace.take() == [
                    // order not fixed by any source found: the container's layout
                    // lines, and safe area and margins before viewIsAppearing
                    // (ours, as in addingAChildToAVisibleContainer).
                    "Container.viewWillLayoutSubviews()",
                    "Container.viewDidLayoutSubviews()",
                    "Child.viewSafeAreaInsetsDidChange()",
                    "Child.viewLayoutMarginsDidChange()",
                    "Child.viewIsAppearing(animated: false)",
                    "Child.viewWillLayoutSubviews()",
                    "Child.viewDidLayoutSubviews()",
                    "Child.viewDidAppear(animated: false)",
                ])
            expectSound(window)

            // The same wrapper moved into a controller that is not the parent.
            container.addChild(stranger)
            container.view.addSubview(stranger.view)
            stranger.didMove(toParent: container)
            let (_, refused) = UIApplication.shared.diagnostics.recording {
                stranger.view.addSubview(wrapper)
            }
            #expect(refused.map(\.kind) == [.hierarchyInconsistency])
            #expect(wrapper.superview === container.view)
            UIApplication.shared.runUntilIdle()
            expectSound(window)
        }
    }
}
