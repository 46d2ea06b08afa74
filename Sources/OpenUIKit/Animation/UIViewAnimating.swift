import Foundation

/// The control of an animation: start, pause, stop, finish, and its state.
///
/// ``UIViewPropertyAnimator`` adopts it; interactive transitions drive the
/// animators they are given through it.
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
    /// Inactive, active or stopped.
    var state: UIViewAnimatingState { get }
    /// Whether the animation is moving (active and not paused).
    var isRunning: Bool { get }
    /// Whether the animation runs back towards its start.
    var isReversed: Bool { get set }
    /// How far through its time the animation is, from 0 to 1.
    var fractionComplete: CGFloat { get set }

    /// Starts or resumes the animation.
    func startAnimation()
    /// Starts the animation after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Holds the animation where it is; it stays active.
    func pauseAnimation()
    /// Stops the animation where it is, leaving the views' values as they show.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Ends a stopped animation, leaving the views at `finalPosition`.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}
