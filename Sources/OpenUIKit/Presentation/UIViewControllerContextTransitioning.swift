import Foundation

/// What an animator knows of the transition it animates, and how it says
/// that the transition ended.
///
/// UIKit makes the object; animators only use it. An interaction
/// controller reports its progress through the interactive members.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition's views live in while it runs.
    var containerView: UIView { get }
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// Whether an interaction controller drives the transition now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (it ends where it started).
    var transitionWasCancelled: Bool { get }
    /// The style of the presentation, or `.custom` for other transitions.
    var presentationStyle: UIModalPresentationStyle { get }
    /// The rotation the transition applies (identity: OpenUIKit's presentations do not rotate).
    var targetTransform: CGAffineTransform { get }

    /// Sets how far an interactive transition has come (0 … 1).
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Lets an interactive transition run to its end.
    func finishInteractiveTransition()
    /// Lets an interactive transition run back to its start.
    func cancelInteractiveTransition()
    /// Stops an interactive transition where it is.
    func pauseInteractiveTransition()

    /// Ends the transition; the animator must call it once its animations
    /// are done, with false when the transition was cancelled. Until it is
    /// called the transition stays in progress (as in UIKit).
    func completeTransition(_ didComplete: Bool)

    /// The controller for `key`.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view for `key`, or nil when the animator is not to touch it (the
    /// presenter's view of a presentation that leaves it in place).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// Where `vc`'s view starts, in the container's coordinates (`.zero` when unknown).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where `vc`'s view ends, in the container's coordinates (`.zero` when unknown).
    func finalFrame(for vc: UIViewController) -> CGRect
}
