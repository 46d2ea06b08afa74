import Foundation
import OpenUIKit

/// The mail sample's card animator: the card slides up from below the
/// screen into its frame, and back down when dismissed.
///
/// As iOS code writes one: the presented view goes into the transition's
/// container at its final frame, `UIView.animate` moves it, and the
/// animation's completion calls `completeTransition(_:)`.
@MainActor
final class CardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// How long the slide takes, in seconds.
    static let duration: TimeInterval = 0.3

    /// True for the presentation, false for the dismissal.
    let isPresenting: Bool
    /// Told of each call UIKit makes, as a line of the trace.
    var log: ((String) -> Void)?

    init(presenting: Bool) {
        isPresenting = presenting
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        log?("animateTransition(using:)")
        let container = transitionContext.containerView
        guard let card = transitionContext.view(forKey: isPresenting ? .to : .from) else {
            return transitionContext.completeTransition(false)
        }
        if isPresenting, let presented = transitionContext.viewController(forKey: .to) {
            card.frame = transitionContext.finalFrame(for: presented)
            container.addSubview(card)
        }
        let below = CGAffineTransform(translationX: 0, y: container.bounds.height - card.frame.minY)
        if isPresenting { card.transform = below }
        let presenting = isPresenting
        UIView.animate(
            withDuration: Self.duration, delay: 0, options: presenting ? .curveEaseOut : .curveEaseIn,
            animations: { card.transform = presenting ? .identity : below },
            completion: { _ in
                if !presenting { card.transform = .identity }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }

    func animationEnded(_ transitionCompleted: Bool) {
        log?("animationEnded(\(transitionCompleted))")
    }
}
