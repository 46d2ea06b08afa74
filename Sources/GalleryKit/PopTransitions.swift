import Foundation
import OpenUIKit

/// The navigation delegate of the mail sample: for a pop it vends a
/// `PopAnimator` and, while `interaction` is set, that percent-driven
/// interaction controller, so that the pop follows `update(_:)` and ends
/// with `finish()` or `cancel()`; pushes keep the built-in slide.
///
/// A navigation controller holds its `delegate` weakly, as in UIKit: keep
/// this object alive for as long as it is the delegate.
@MainActor
final class PopTransitions: NSObject, UINavigationControllerDelegate {
    /// The interaction controller for the next pop, or nil for a pop that
    /// runs at the animator's own pace.
    var interaction: UIPercentDrivenInteractiveTransition?
    /// Names the controllers in the log lines.
    var name: (UIViewController) -> String = { _ in "?" }
    /// Told of each call UIKit makes to the delegate and the animator, with
    /// the name of who heard it.
    var log: ((String) -> Void)?

    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        let isPop = operation == .pop
        log?("PopTransitions.animationControllerFor(\(isPop ? ".pop" : ".push"), from: \(name(fromVC)), to: \(name(toVC)))")
        guard isPop else { return nil }
        let animator = PopAnimator()
        animator.log = log.map { log in { log("PopAnimator.\($0)") } }
        return animator
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        log?("PopTransitions.interactionControllerFor(\(interaction == nil ? "nil" : "percent-driven"))")
        return interaction
    }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        log?("PopTransitions.willShow(\(name(viewController)), animated: \(animated))")
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        log?("PopTransitions.didShow(\(name(viewController)), animated: \(animated))")
    }
}
