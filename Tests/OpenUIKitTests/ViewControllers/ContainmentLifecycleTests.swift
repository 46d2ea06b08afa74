import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Whole ordered traces for the containment scenarios of the seeds.
///
/// Sources that fixed the expectations:
/// - Apple, "Implementing a Container View Controller" (seeds 000/004):
///   `addChild(_:)` calls `willMove(toParent:)`; `removeFromParent()` calls
///   `didMove(toParent: nil)`; the others are the container's.
/// - Apple, `viewIsAppearing(_:)` documentation: after `viewWillAppear(_:)`,
///   once the view is in the hierarchy and laid out by its superview.
/// - Issue 2 and DESIGN.md "Time": `viewWillAppear` inside `addSubview` on a
///   visible window; `viewDidAppear` and layout at the end of the turn, so the
///   container's `didMove(toParent:)` comes first.
/// - Logs of UIKit (39.103.169.235/p/ad86ca978747): removing a child's view
///   calls `viewWillDisappear` and `viewDidDisappear`; a parent's appearance
///   callbacks run before its children's.
/// - Apple, `viewSafeAreaInsetsDidChange()`: called when the root view's safe
///   area changes — on a notched iPhone, before the first layout of a
///   controller whose view reaches the screen's edges.
/// - Logs of navigation transitions (wangling.me, "The Inconsistent Order of
///   View Transition Events"): old will-disappear, new will-appear, old
///   did-disappear, new did-appear.
@MainActor
@Suite struct ContainmentLifecycleTests {
    @Test func addingAChildToAVisibleContainer() {
        let container = Container()
        let child = Content()
        withTestWindow(root: container) { _ in
            let trace = recorder((container, "Container"), (child, "Child"))
            container.displayContentController(child)
            #expect(trace.take() == [
                "Child.willMove(toParent: Container)",
                "Child.loadView()",
                "Child.viewDidLoad()",
                "Child.viewWillAppear(animated: false)",
                "Child.didMove(toParent: Container)",
            ])
            UIApplication.shared.runUntilIdle()
            #expect(trace.take() == [
                "Container.viewWillLayoutSubviews()",
                "Container.viewDidLayoutSubviews()",
                "Child.viewSafeAreaInsetsDidChange()",
                "Child.viewLayoutMarginsDidChange()",
                "Child.viewIsAppearing(animated: false)",
                "Child.viewWillLayoutSubviews()",
                "Child.viewDidLayoutSubviews()",
                "Child.viewDidAppear(animated: false)",
            ])
        }
    }

    @Test func addingAChildToAContainerNotYetInAWindow() {
        let container = Container()
        let child = Content()
        let trace = recorder((container, "Container"), (child, "Child"))
        container.displayContentController(child)
        #expect(trace.take() == [
            "Child.willMove(toParent: Container)",
            // `content.view.frame = frameForContentController`: Swift loads the
            // child's view (left side) before the container's (right side).
            "Child.loadView()",
            "Child.viewDidLoad()",
            "Container.loadView()",
            "Container.viewDidLoad()",
            "Child.didMove(toParent: Container)",
        ])
        withTestWindow(root: container) { _ in
            #expect(trace.take() == [
                "Container.viewWillAppear(animated: false)",
                "Child.viewWillAppear(animated: false)",
                "Container.viewSafeAreaInsetsDidChange()",
                "Container.viewLayoutMarginsDidChange()",
                "Container.viewIsAppearing(animated: false)",
                "Container.viewWillLayoutSubviews()",
                "Container.viewDidLayoutSubviews()",
                "Child.viewSafeAreaInsetsDidChange()",
                "Child.viewLayoutMarginsDidChange()",
                "Child.viewIsAppearing(animated: false)",
                "Child.viewWillLayoutSubviews()",
                "Child.viewDidLayoutSubviews()",
                "Container.viewDidAppear(animated: false)",
                "Child.viewDidAppear(animated: false)",
            ])
        }
        #expect(trace.take() == [
            "Container.viewWillDisappear(animated: false)",
            "Child.viewWillDisappear(animated: false)",
            "Container.viewDidDisappear(animated: false)",
            "Child.viewDidDisappear(animated: false)",
        ])
    }

    @Test func removingAChild() {
        let container = Container()
        let child = Content()
        withTestWindow(root: container) { _ in
            container.displayContentController(child)
            UIApplication.shared.runUntilIdle()
            let trace = recorder((container, "Container"), (child, "Child"))
            container.hideContentController(child)
            #expect(trace.take() == [
                "Child.willMove(toParent: nil)",
                "Child.viewWillDisappear(animated: false)",
                "Child.viewDidDisappear(animated: false)",
                "Child.didMove(toParent: nil)",
            ])
            #expect(container.children.isEmpty)
            #expect(child.parent == nil)
            UIApplication.shared.runUntilIdle()
            #expect(trace.take() == [
                "Container.viewWillLayoutSubviews()",
                "Container.viewDidLayoutSubviews()",
            ])
        }
    }

    @Test func transitioningBetweenTwoChildren() {
        let container = Container()
        let old = Content()
        let new = Content()
        withTestWindow(root: container) { _ in
            container.displayContentController(old)
            UIApplication.shared.runUntilIdle()
            let trace = recorder((container, "Container"), (old, "Old"), (new, "New"))
            container.cycle(from: old, to: new)
            #expect(trace.take() == [
                "Old.willMove(toParent: nil)",
                "New.willMove(toParent: Container)",
                "New.loadView()",
                "New.viewDidLoad()",
                "Old.viewWillDisappear(animated: true)",
                "New.viewWillAppear(animated: true)",
            ])
            // Both views are in the container while the animation runs.
            #expect(container.view.subviews.count == 2)
            #expect(new.view.frame == container.view.bounds)
            #expect(new.view.presentationValues.frame == container.newViewStartFrame)
            UIApplication.shared.clock.advance(by: 0.1)
            #expect(trace.take() == [
                "Container.viewWillLayoutSubviews()",
                "Container.viewDidLayoutSubviews()",
                // The old view moved past the left edge: a view sticking out
                // of its superview gets the unsafe band there, no more, so
                // its safe area stays as it was.
                "New.viewSafeAreaInsetsDidChange()",
                "New.viewLayoutMarginsDidChange()",
                "New.viewIsAppearing(animated: true)",
                "New.viewWillLayoutSubviews()",
                "New.viewDidLayoutSubviews()",
            ])
            UIApplication.shared.clock.advance(by: 0.15)
            #expect(trace.take() == [
                "Old.viewDidDisappear(animated: true)",
                "New.viewDidAppear(animated: true)",
                "Old.didMove(toParent: nil)",
                "New.didMove(toParent: Container)",
                "Container.viewWillLayoutSubviews()",
                "Container.viewDidLayoutSubviews()",
            ])
            #expect(container.children.map { $0 === new } == [true])
            #expect(container.view.subviews.map { $0 === new.view } == [true])
            #expect(old.viewIfLoaded?.superview == nil)
        }
    }

    @Test func manualForwardingWithBeginAndEnd() {
        let container = ManualContainer()
        let child = Content()
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        container.child = child
        let trace = recorder((container, "Container"), (child, "Child"))
        withTestWindow(root: container) { _ in
            #expect(trace.take() == [
                "Container.viewWillAppear(animated: false)",
                "Child.viewWillAppear(animated: false)",
                "Container.viewSafeAreaInsetsDidChange()",
                "Container.viewLayoutMarginsDidChange()",
                "Container.viewIsAppearing(animated: false)",
                "Container.viewWillLayoutSubviews()",
                "Container.viewDidLayoutSubviews()",
                "Child.viewSafeAreaInsetsDidChange()",
                "Child.viewLayoutMarginsDidChange()",
                "Child.viewIsAppearing(animated: false)",
                "Child.viewWillLayoutSubviews()",
                "Child.viewDidLayoutSubviews()",
                "Container.viewDidAppear(animated: false)",
                "Child.viewDidAppear(animated: false)",
            ])
            // The container forwards by hand: a child view added later gets nothing by itself.
            let late = Content()
            trace.track(late, as: "Late")
            container.addChild(late)
            container.view.addSubview(late.view)
            late.didMove(toParent: container)
            UIApplication.shared.runUntilIdle()
            #expect(trace.take() == [
                "Late.willMove(toParent: Container)",
                "Late.loadView()",
                "Late.viewDidLoad()",
                "Late.didMove(toParent: Container)",
                "Container.viewWillLayoutSubviews()",
                "Container.viewDidLayoutSubviews()",
                "Late.viewSafeAreaInsetsDidChange()",
                "Late.viewLayoutMarginsDidChange()",
                "Late.viewWillLayoutSubviews()",
                "Late.viewDidLayoutSubviews()",
            ])
            #expect(late.appearanceState == "disappeared")
        }
        #expect(trace.take() == [
            "Container.viewWillDisappear(animated: false)",
            "Child.viewWillDisappear(animated: false)",
            "Container.viewDidDisappear(animated: false)",
            "Child.viewDidDisappear(animated: false)",
        ])
    }
}
