import Foundation

/// An object that animates a transition between two controllers.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// How long the animation lasts.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Animates: adds the `.to` view to the container, animates, and calls
    /// `completeTransition(_:)` at the end.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// Called after the transition ended (completed or cancelled).
    func animationEnded(_ transitionCompleted: Bool)
    /// The animator (a `UIViewPropertyAnimator`, say) an interactive
    /// transition pauses, scrubs and continues; the same object for the
    /// whole transition. Optional in UIKit: without it, the animations
    /// `animateTransition(using:)` starts are driven instead.
    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating
}

extension UIViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
    public func interruptibleAnimator(
        using transitionContext: any UIViewControllerContextTransitioning
    ) -> any UIViewImplicitlyAnimating {
        _NoInterruptibleAnimator()
    }
}
