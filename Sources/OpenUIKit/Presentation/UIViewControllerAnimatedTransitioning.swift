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
}

extension UIViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
}
