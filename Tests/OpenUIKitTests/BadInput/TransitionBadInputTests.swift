import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// An animator whose duration is whatever the test gives, sliding the
/// outgoing view off with one animation of that duration.
@MainActor
final class AnyDurationAnimator: UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    init(_ duration: TimeInterval) { self.duration = duration }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let from = transitionContext.view(forKey: .from)
        if let to = transitionContext.view(forKey: .to), let from { transitionContext.containerView.insertSubview(to, belowSubview: from) }
        UIView.animate(
            withDuration: duration, animations: { from?.transform = CGAffineTransform(translationX: 300, y: 0) },
            completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }
}

/// Interactive pops fed NaN, infinities, huge, negative and tiny numbers:
/// as the animator's duration, the completion speed and the percentages
/// given to `update(_:)`, finished and cancelled. In a child process (see
/// `BadInputSupport.swift`): misuse is reported, the window stays sound and
/// the views' presentation values finite.
@MainActor
@Suite(.uikitTest) struct TransitionBadInputTests {
    @Test func everyNumberInEveryPlace() async {
        explain(
            await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    childSetUp()
                    for (index, value) in badNumbers.enumerated() {
                        probe("interactive pop with \(value)")
                        let interaction = UIPercentDrivenInteractiveTransition()
                        interaction.completionSpeed = value
                        interaction.wantsInteractiveStart = index % 2 == 0
                        withInteractivePop(interaction: interaction, animator: AnyDurationAnimator(TimeInterval(value))) {
                            scene, window in
                            interaction.pause()
                            interaction.update(value)
                            UIApplication.shared.clock.advance(by: 0.1)
                            interaction.update(0.5)
                            interaction.update(value)
                            let frame = scene.b.view.presentationValues.frame
                            require(frame.minX.isFinite && frame.width.isFinite, "a finite frame while driven, not \(frame)")
                            if index % 3 == 0 { interaction.finish() } else { interaction.cancel() }
                            interaction.finish()
                            interaction.update(value)
                            TestClock.settle()
                            requireSound(window, "after ending the pop")
                            let count = scene.navigation.viewControllers.count
                            require(count == 1 || count == 2, "a stack of \(count)")
                            require(scene.b.transitionCoordinator == nil, "no coordinator once settled")
                        }
                    }
                }
            })
    }
}
