import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Interactive presentations and dismissals: the transitioning delegate's
/// animator driven by a `UIPercentDrivenInteractiveTransition`.
///
/// Sources (outside this repository):
/// - [Affogato] velog.io/@affogato, "iOS View 상태 관련 메서드" (printed
///   log): a presentation as a push: old will, new will, old did, new did.
/// - [Present] Apple, `present(_:animated:completion:)`: the completion runs
///   after the presented controller's `viewDidAppear(_:)`;
///   `dismiss(animated:completion:)`: the completion runs after the dismissal.
/// - [Interaction] Apple, `UIViewControllerTransitioningDelegate.interactionControllerForPresentation(using:)`
///   and `interactionControllerForDismissal(using:)`; `UIPercentDrivenInteractiveTransition`
///   (`update(_:)`, `finish()`, `cancel()`, `completionSpeed`).
/// - [Cancel] Apple, `completeTransition(_:)` (false: the transition was
///   cancelled and UIKit puts things back as they were);
///   `UIViewControllerContextTransitioning.transitionWasCancelled`.
/// - [Wangling] wangling.me/2014/02/the-inconsistent-order-of-view-transition-events.html:
///   a cancelled interactive pop turns the incoming controller back first
///   (will-, did-disappear), then the outgoing one (will-, did-appear).
@MainActor
@Suite(.uikitTest) struct InteractivePresentationTests {
    /// Presented interactively and finished [Affogato], [Present],
    /// [Interaction]; then a dismissal cancelled halfway leaves B presented
    /// [Cancel]; then one finished.
    @Test func interactivePresentFinishedAndDismissalCancelled() {
        let presenting = UIPercentDrivenInteractiveTransition()
        withInteractivePresentation(presenting: presenting) { a, b, marks, delegate, window in
            b.transitionCoordinator?.animate(alongsideTransition: nil) { context in
                marks.mark("coordinator.completion(isCancelled: \(context.isCancelled))")
            }
            TestClock.runUntilIdle()
            #expect(
                appearanceLines(marks.take()) == [
                    "B.loadView()",
                    "B.viewDidLoad()",
                    "A.viewWillDisappear(animated: true)",
                    "B.viewWillAppear(animated: true)",
                    "animator.animateTransition(interactive: true)",
                ])
            presenting.update(0.5)
            TestClock.advance(by: 1)
            #expect(b.view.presentationValues.transform.ty == 422)
            #expect(b.isBeingPresented)
            presenting.finish()
            TestClock.advance(by: 0.2)
            #expect(
                appearanceLines(marks.take()) == [
                    "A.viewDidDisappear(animated: true)",
                    "B.viewDidAppear(animated: true)",
                    "animator.animationEnded(true)",
                    "present completion",
                    // order not fixed by any source found: the coordinator's
                    // completion after the presentation's own.
                    "coordinator.completion(isCancelled: false)",
                ])
            #expect(a.view.window == nil && b.view.window === window)
            expectSound(window)

            let dismissing = UIPercentDrivenInteractiveTransition()
            delegate.dismissal = dismissing
            b.dismiss(animated: true) { marks.mark("dismiss completion") }
            TestClock.runUntilIdle()
            #expect(
                appearanceLines(marks.take()) == [
                    "B.viewWillDisappear(animated: true)",
                    "A.viewWillAppear(animated: true)",
                    "animator.animateTransition(interactive: true)",
                ])
            dismissing.update(0.5)
            TestClock.advance(by: 1)
            #expect(b.view.presentationValues.transform.ty == 422)
            dismissing.cancel()
            TestClock.advance(by: 0.2)
            #expect(
                appearanceLines(marks.take()) == [
                    // order not fixed by any source found: a cancelled
                    // dismissal turns back as a cancelled pop [Wangling].
                    "A.viewWillDisappear(animated: false)",
                    "A.viewDidDisappear(animated: false)",
                    "B.viewWillAppear(animated: false)",
                    "B.viewDidAppear(animated: false)",
                    "animator.animationEnded(false)",
                ])
            #expect(a.presentedViewController === b && b.presentingViewController === a)
            #expect(!b.isBeingDismissed)
            #expect(a.view.window == nil && b.view.window === window)
            #expect(b.view.transform == .identity && b.view.presentationValues.transform == .identity)
            #expect(a.appearanceState == "disappeared" && b.appearanceState == "appeared")
            expectSound(window)

            delegate.dismissal = nil
            b.dismiss(animated: true) { marks.mark("dismiss completion") }
            TestClock.settle()
            #expect(
                appearanceLines(marks.take()) == [
                    "B.viewWillDisappear(animated: true)",
                    "A.viewWillAppear(animated: true)",
                    "animator.animateTransition(interactive: false)",
                    "B.viewDidDisappear(animated: true)",
                    "A.viewDidAppear(animated: true)",
                    "animator.animationEnded(true)",
                    "dismiss completion",
                ])
            #expect(a.presentedViewController == nil && window.subviews == [a.view])
            expectSound(window)
        }
    }

    /// A presentation cancelled halfway: B turns back and leaves, A comes
    /// back [Wangling] (order not fixed by any source found for a
    /// presentation), the links go, the completion does not run [Cancel].
    @Test func interactivePresentCancelled() {
        let presenting = UIPercentDrivenInteractiveTransition()
        withInteractivePresentation(presenting: presenting) { a, b, marks, _, window in
            TestClock.runUntilIdle()
            _ = marks.take()
            presenting.update(0.25)
            presenting.cancel()
            TestClock.advance(by: 0.1)
            #expect(
                appearanceLines(marks.take()) == [
                    "B.viewWillDisappear(animated: false)",
                    "B.viewDidDisappear(animated: false)",
                    "A.viewWillAppear(animated: false)",
                    "A.viewDidAppear(animated: false)",
                    "animator.animationEnded(false)",
                ])
            #expect(a.presentedViewController == nil && b.presentingViewController == nil)
            #expect(window.subviews == [a.view] && b.view.window == nil)
            expectSound(window)
        }
    }
}
