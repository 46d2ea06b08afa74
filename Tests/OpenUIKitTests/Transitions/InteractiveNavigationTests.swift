import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Interactive pushes and pops: a navigation delegate's animator driven by a
/// `UIPercentDrivenInteractiveTransition`, finished and cancelled.
///
/// Sources (outside this repository):
/// - [Wangling] wangling.me/2014/02/the-inconsistent-order-of-view-transition-events.html
///   (logs from a device): a navigation push or pop, "interactive or not":
///   current will-disappear, new will-appear, current did-disappear, new
///   did-appear. A cancelled interactive pop: current will-disappear, new
///   will-appear, new will-disappear, new did-disappear, current
///   will-appear, current did-appear (the new controller never gets
///   did-appear).
/// - [Delegate] Apple, `navigationController(_:animationControllerFor:from:to:)`
///   and `navigationController(_:interactionControllerFor:)`: the animator
///   for the operation; the interaction controller for that animator.
/// - [Percent] Apple, `UIPercentDrivenInteractiveTransition`, `update(_:)`,
///   `finish()`, `cancel()`, `completionSpeed` (the rest of the transition
///   takes `(1 - percentComplete) * duration / completionSpeed`).
/// - [Plasma] Plasma/BufferedNavigationController issue 5 (2014): after a
///   cancelled interactive pop the delegate's `didShow` is not called.
/// - [Coordinator] Apple, `transitionCoordinator` (the coordinator of the
///   transition in progress); `UIViewControllerTransitionCoordinatorContext.isCancelled`;
///   radianttap/Coordinator pull request 8 (a cancelled pop gesture leaves
///   the controller on the stack, told apart through the coordinator).
@MainActor
@Suite(.uikitTest) struct InteractiveNavigationTests {
    /// An interactive pop driven to halfway, then finished: the order of
    /// any pop [Wangling], the delegate asked for the animator and then for
    /// the interaction controller [Delegate], the views held where
    /// `update(_:)` puts them and run on over the half that is left [Percent].
    @Test func interactivePopFinished() {
        let interaction = UIPercentDrivenInteractiveTransition()
        withInteractivePop(interaction: interaction) { scene, window in
            let (navigation, a, b, marks) = (scene.navigation, scene.a, scene.b, scene.marks)
            #expect(
                appearanceLines(marks.take()) == [
                    "B.willMove(toParent: nil)",
                    // order not fixed by any source found: the delegate asked
                    // before the will-callbacks, the animator run between them
                    // and the delegate's willShow.
                    "delegate.animationControllerFor(.pop, from: B, to: A)",
                    "delegate.interactionControllerFor",
                    "B.viewWillDisappear(animated: true)",
                    "A.viewWillAppear(animated: true)",
                    "animator.animateTransition(interactive: true)",
                    "delegate.willShow(A, animated: true)",
                ])
            let coordinator = try! #require(b.transitionCoordinator)
            #expect(coordinator.isInteractive && coordinator.initiallyInteractive && coordinator.isAnimated)
            #expect(coordinator.viewController(forKey: .from) === b && coordinator.viewController(forKey: .to) === a)
            #expect(b.view.presentationValues.transform.tx == 0)

            interaction.update(0.5)
            TestClock.advance(by: 1)
            #expect(b.view.presentationValues.transform.tx == 195)
            #expect(interaction.percentComplete == 0.5 && coordinator.percentComplete == 0.5)
            #expect(appearanceLines(marks.take()).isEmpty)

            interaction.finish()
            #expect(!coordinator.isInteractive && !coordinator.isCancelled)
            TestClock.advance(by: 0.19)
            #expect(appearanceLines(marks.take()).isEmpty)
            TestClock.advance(by: 0.01)
            #expect(
                appearanceLines(marks.take()) == [
                    "B.viewDidDisappear(animated: true)",
                    "A.viewDidAppear(animated: true)",
                    // order not fixed by any source found: animationEnded
                    // between the did-callbacks and didMove/didShow.
                    "animator.animationEnded(true)",
                    "B.didMove(toParent: nil)",
                    "delegate.didShow(A, animated: true)",
                ])
            #expect(navigation.viewControllers == [a])
            #expect(navigation.view.subviews == [a.view, navigation.navigationBar])
            #expect(a.transitionCoordinator == nil && navigation.transitionCoordinator == nil)
            expectSound(window)
        }
    }

    /// An interactive pop cancelled halfway ends as UIKit ends it: the
    /// revealed controller's will-disappear and did-disappear, then the top's
    /// will-appear and did-appear, no did-appear for the revealed one
    /// [Wangling]; no `didShow` [Plasma]; the popped controller stays on the
    /// stack with no `didMove(toParent: nil)`, and the coordinator's
    /// completion sees the cancel [Coordinator].
    @Test func interactivePopCancelledHalfway() {
        let interaction = UIPercentDrivenInteractiveTransition()
        withInteractivePop(interaction: interaction) { scene, window in
            let (navigation, a, b, marks) = (scene.navigation, scene.a, scene.b, scene.marks)
            var changes: [Bool] = []
            b.transitionCoordinator?.notifyWhenInteractionChanges { context in changes.append(context.isCancelled) }
            b.transitionCoordinator?.animate(alongsideTransition: nil) { context in
                marks.mark("coordinator.completion(isCancelled: \(context.isCancelled))")
            }
            _ = marks.take()
            interaction.update(0.5)
            interaction.cancel()
            #expect(changes == [true])
            TestClock.advance(by: 0.1)
            // Running back: a quarter of the way out.
            #expect(abs(b.view.presentationValues.transform.tx - 97.5) < 40)
            TestClock.advance(by: 0.1)
            #expect(
                appearanceLines(marks.take()) == [
                    "A.viewWillDisappear(animated: true)",
                    "A.viewDidDisappear(animated: true)",
                    "B.viewWillAppear(animated: true)",
                    "B.viewDidAppear(animated: true)",
                    // order not fixed by any source found: animationEnded
                    // after the appearance callbacks, the coordinator's
                    // completion last (Apple: after the transition finishes).
                    "animator.animationEnded(false)",
                    "coordinator.completion(isCancelled: true)",
                ])
            #expect(navigation.viewControllers == [a, b])
            #expect(b.parent === navigation)
            #expect(navigation.topViewController === b)
            #expect(a.appearanceState == "disappeared" && b.appearanceState == "appeared")
            #expect(navigation.view.subviews == [b.view, navigation.navigationBar])
            #expect(b.view.transform == .identity && b.view.presentationValues.transform == .identity)
            #expect(b.transitionCoordinator == nil)
            expectSound(window)

            // Nothing is left waiting: the next pop runs.
            navigation.delegate = nil
            navigation.popViewController(animated: false)
            TestClock.settle()
            #expect(navigation.viewControllers == [a] && a.appearanceState == "appeared")
            expectSound(window)
        }
    }

    /// A push through the delegate's animator without an interaction
    /// controller runs the animator at its own pace; the interaction
    /// controller is asked for and, nil, not used [Delegate], [Wangling].
    @Test func customAnimatedPushRunsAtItsOwnPace() {
        let a = titled("A")
        let b = titled("B")
        let navigation = UINavigationController(rootViewController: a)
        withTestWindow(root: navigation) { window in
            let marks = TraceMarks(recorder((navigation, "Nav"), (a, "A"), (b, "B")))
            let log = TransitionNavigationLog(marks)
            navigation.delegate = log
            navigation.pushViewController(b, animated: true)
            TestClock.runUntilIdle()
            #expect(
                appearanceLines(marks.take()) == [
                    "B.willMove(toParent: Nav)",
                    "B.loadView()",
                    "B.viewDidLoad()",
                    // order not fixed by any source found: as in interactivePopFinished.
                    "delegate.animationControllerFor(.push, from: A, to: B)",
                    "delegate.interactionControllerFor",
                    "A.viewWillDisappear(animated: true)",
                    "B.viewWillAppear(animated: true)",
                    "animator.animateTransition(interactive: false)",
                    "delegate.willShow(B, animated: true)",
                ])
            #expect(b.transitionCoordinator?.isInteractive == false)
            TestClock.advance(by: 0.2)
            #expect(abs(b.view.presentationValues.transform.tx - 195) < 0.001)
            TestClock.advance(by: 0.2)
            #expect(
                appearanceLines(marks.take()) == [
                    "A.viewDidDisappear(animated: true)",
                    "B.viewDidAppear(animated: true)",
                    "animator.animationEnded(true)",
                    "B.didMove(toParent: Nav)",
                    "delegate.didShow(B, animated: true)",
                ])
            #expect(navigation.view.subviews == [b.view, navigation.navigationBar])
            expectSound(window)
            withExtendedLifetime(log) {}
        }
    }
}
