import Foundation
import OpenUIKit

/// The mail sample's pop animator: the message slides off to the right and
/// the inbox, under it, comes in from a third of the way to the left.
///
/// As iOS code writes one for an interactive pop: the revealed view goes
/// into the container under the leaving one, one linear `UIView.animate`
/// moves both (linear, so that the percentage driving it is the distance
/// covered), and its completion puts the transforms back and calls
/// `completeTransition(!transitionWasCancelled)`.
@MainActor
final class PopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// How long the slide takes when it runs on its own, in seconds.
    static let duration: TimeInterval = 0.4

    /// Told of each call UIKit makes, as a line of the trace.
    var log: ((String) -> Void)?

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        log?("animateTransition(using:), interactive: \(transitionContext.isInteractive)")
        let container = transitionContext.containerView
        guard let leaving = transitionContext.view(forKey: .from), let revealed = transitionContext.view(forKey: .to) else {
            return transitionContext.completeTransition(false)
        }
        container.insertSubview(revealed, belowSubview: leaving)
        let width = container.bounds.width
        revealed.transform = CGAffineTransform(translationX: -width / 3, y: 0)
        UIView.animate(
            withDuration: Self.duration, delay: 0, options: .curveLinear,
            animations: {
                leaving.transform = CGAffineTransform(translationX: width, y: 0)
                revealed.transform = .identity
            },
            completion: { _ in
                leaving.transform = .identity
                revealed.transform = .identity
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }

    func animationEnded(_ transitionCompleted: Bool) {
        log?("animationEnded(\(transitionCompleted))")
    }
}
