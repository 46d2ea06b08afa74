import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// `UIPercentDrivenInteractiveTransition` with an interruptible animator, a
/// running start that is paused, and misuse.
///
/// Sources (outside this repository):
/// - [WWDC16] WWDC 2016 session 216, "Advances in UIKit Animations and
///   Transitions": an animator that offers an interruptible animator is
///   paused, scrubbed and continued by the interaction; its completion
///   completes the transition.
/// - [Percent] Apple, `UIPercentDrivenInteractiveTransition` (`update(_:)`,
///   `finish()`, `cancel()`, `pause()` calling `pauseInteractiveTransition()`,
///   `wantsInteractiveStart`, `completionSpeed` greater than 0),
///   `interruptibleAnimator(using:)` (the same animator for the whole
///   transition), `UIViewPropertyAnimator.isReversed` (a reversed animator
///   ends with the views at their start).
/// - [Context] Apple, `UIViewControllerContextTransitioning`:
///   `updateInteractiveTransition(_:)`, `finishInteractiveTransition()`,
///   `cancelInteractiveTransition()`, `transitionWasCancelled`.
/// - [Wangling] wangling.me/2014/02/the-inconsistent-order-of-view-transition-events.html
///   (a cancelled interactive pop's order).
@MainActor
@Suite(.uikitTest) struct PercentDrivenTransitionTests {
    /// A pop whose animator offers a property animator: `update(_:)` sets its
    /// `fractionComplete`, `cancel()` reverses and continues it, and its
    /// completion cancels the pop [WWDC16], [Percent], [Wangling].
    @Test func anInterruptibleAnimatorIsScrubbedAndReversed() {
        let interaction = UIPercentDrivenInteractiveTransition()
        let transition = PropertyAnimatorTransition()
        withInteractivePop(interaction: interaction, animator: transition) { scene, window in
            let (navigation, a, b, marks) = (scene.navigation, scene.a, scene.b, scene.marks)
            let animator = try! #require(transition.animator)
            #expect(animator.state == .active && !animator.isRunning)
            #expect(b.transitionCoordinator?.isInterruptible == true)
            interaction.update(0.5)
            #expect(animator.fractionComplete == 0.5)
            #expect(abs(b.view.presentationValues.transform.tx - 195) < 0.001)
            _ = marks.take()
            interaction.cancel()
            #expect(animator.isReversed && animator.isRunning)
            TestClock.advance(by: 0.2)
            #expect(
                appearanceLines(marks.take()) == [
                    "A.viewWillDisappear(animated: true)",
                    "A.viewDidDisappear(animated: true)",
                    "B.viewWillAppear(animated: true)",
                    "B.viewDidAppear(animated: true)",
                ])
            #expect(navigation.viewControllers == [a, b] && b.view.transform == .identity)
            #expect(transition.animator == nil)
            expectSound(window)
        }
    }

    /// A transition that starts running (`wantsInteractiveStart` false) and is
    /// paused halfway becomes interactive and can be driven [Percent].
    @Test func aRunningTransitionIsPausedAndDriven() {
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.wantsInteractiveStart = false
        withInteractivePop(interaction: interaction) { scene, window in
            let (navigation, a, b) = (scene.navigation, scene.a, scene.b)
            let coordinator = try! #require(b.transitionCoordinator)
            var interactive: [Bool] = []
            coordinator.notifyWhenInteractionChanges { interactive.append($0.isInteractive) }
            #expect(!coordinator.isInteractive && !coordinator.initiallyInteractive)
            TestClock.advance(by: 0.2)
            interaction.pause()
            #expect(coordinator.isInteractive && abs(interaction.percentComplete - 0.5) < 0.001)
            #expect(abs(coordinator.percentComplete - 0.5) < 0.001)
            TestClock.advance(by: 1)
            #expect(abs(b.view.presentationValues.transform.tx - 195) < 0.001)
            interaction.update(0.75)
            #expect(abs(b.view.presentationValues.transform.tx - 292.5) < 0.001)
            interaction.completionSpeed = 2
            interaction.finish()
            TestClock.advance(by: 0.05)
            #expect(navigation.viewControllers == [a] && a.appearanceState == "appeared")
            #expect(interactive == [true, false])
            expectSound(window)
        }
    }

    /// Misuse is reported and changes nothing: driving with no transition,
    /// non-finite percentages, finishing twice, cancelling after a finish, a
    /// completion speed that is not above 0 [Percent]; the context refuses
    /// interactive calls once the interaction or the transition ended
    /// [Context]. Nothing crashes and the stack ends sound.
    @Test func misuseIsReportedAndChangesNothing() {
        let a = titled("A")
        let b = titled("B")
        withPushedStack(a, b) { navigation, window in
            let marks = TraceMarks(recorder((a, "A"), (b, "B")))
            let interaction = UIPercentDrivenInteractiveTransition()
            let log = TransitionNavigationLog(marks, interaction: interaction)
            navigation.delegate = log
            let (_, reports) = UIApplication.shared.diagnostics.recording {
                interaction.update(0.5)
                interaction.finish()
                interaction.completionSpeed = 0
                interaction.completionSpeed = .nan
                navigation.popViewController(animated: true)
                TestClock.runUntilIdle()
                interaction.update(.nan)
                interaction.update(.infinity)
                interaction.update(-3)
                interaction.finish()
                interaction.finish()
                interaction.cancel()
                interaction.update(0.5)
                TestClock.settle()
                interaction.cancel()
            }
            #expect(
                reports.map(\.message) == [
                    "UIPercentDrivenInteractiveTransition: update(_:) was called while it drives no transition; nothing changed.",
                    "UIPercentDrivenInteractiveTransition: finish() was called while it drives no transition; nothing changed.",
                    "UIPercentDrivenInteractiveTransition: completionSpeed must be greater than 0, not 0.0; it stays 1.0.",
                    "UIPercentDrivenInteractiveTransition: completionSpeed must be greater than 0, not nan; it stays 1.0.",
                    "UIPercentDrivenInteractiveTransition: update(_:) takes a finite fraction, not nan; the transition stays at 0.0.",
                    "UIPercentDrivenInteractiveTransition: update(_:) takes a finite fraction, not inf; the transition stays at 0.0.",
                    "UIPercentDrivenInteractiveTransition: finish() was called on a transition that is not being driven (finished or cancelled already); nothing changed.",
                    "UIPercentDrivenInteractiveTransition: cancel() was called on a transition that is not being driven (finished or cancelled already); nothing changed.",
                    "UIPercentDrivenInteractiveTransition: update(_:) was called after finish() or cancel(); call pause() first. Nothing changed.",
                    "UIPercentDrivenInteractiveTransition: cancel() was called while it drives no transition; nothing changed.",
                ])
            #expect(reports.allSatisfy { $0.kind == .misuse })
            #expect(interaction.completionSpeed == 1)
            #expect(navigation.viewControllers == [a] && a.appearanceState == "appeared")
            expectSound(window)
            withExtendedLifetime(log) {}
        }
    }

    /// The context's own interactive members, used by an interaction
    /// controller of the app's: each reports misuse once the interaction or
    /// the transition ended, and the transition ends once [Context].
    @Test func theContextRefusesInteractiveCallsOutOfTurn() {
        let interaction = KeepingInteraction()
        withInteractivePop(interaction: interaction) { scene, window in
            let (navigation, a, b) = (scene.navigation, scene.a, scene.b)
            let context = try! #require(interaction.context)
            #expect(context.isInteractive)
            let (_, reports) = UIApplication.shared.diagnostics.recording {
                context.updateInteractiveTransition(.nan)
                context.updateInteractiveTransition(0.3)
                context.cancelInteractiveTransition()
                context.updateInteractiveTransition(0.3)
                context.completeTransition(false)
                context.finishInteractiveTransition()
                context.pauseInteractiveTransition()
                context.completeTransition(false)
            }
            #expect(reports.count == 5 && reports.allSatisfy { $0.kind == .misuse })
            #expect(context.transitionWasCancelled && !context.isInteractive)
            #expect(navigation.viewControllers == [a, b] && b.appearanceState == "appeared")
            expectSound(window)
        }
    }
}
