import Foundation
import OpenUIKit

/// The transitioning delegate of the mail sample's card: it vends the
/// card's presentation controller and its two animators.
///
/// A controller holds its `transitioningDelegate` weakly, as in UIKit: keep
/// this object alive for as long as the card is shown.
@MainActor
final class CardTransitions: NSObject, UIViewControllerTransitioningDelegate {
    /// Told of each call UIKit makes to the delegate, the presentation
    /// controller and the animators, with the name of who heard it.
    var log: ((String) -> Void)?

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        log?("CardTransitions.presentationController(forPresented:presenting:source:)")
        let controller = CardPresentationController(presentedViewController: presented, presenting: presenting)
        controller.log = log.map { log in { log("CardPresentation.\($0)") } }
        return controller
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        log?("CardTransitions.animationController(forPresented:presenting:source:)")
        return animator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        log?("CardTransitions.animationController(forDismissed:)")
        return animator(presenting: false)
    }

    private func animator(presenting: Bool) -> CardAnimator {
        let animator = CardAnimator(presenting: presenting)
        animator.log = log.map { log in { log("CardAnimator.\($0)") } }
        return animator
    }
}
