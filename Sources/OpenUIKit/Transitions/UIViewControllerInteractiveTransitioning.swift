import Foundation

/// An object that drives a transition's progress, such as one that follows
/// a gesture.
///
/// UIKit hands it the transition context instead of calling the animator's
/// `animateTransition(using:)`; the object then starts the animations and
/// reports progress through the context's interactive members.
/// ``UIPercentDrivenInteractiveTransition`` does this for any animator.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Takes over the transition described by `transitionContext`.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// How much faster than its own pace the rest runs once the interaction
    /// ends (1 by default).
    var completionSpeed: CGFloat { get }
    /// The curve the rest runs along once the interaction ends.
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts driven (true by default) or starts
    /// running and may be paused later.
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}
