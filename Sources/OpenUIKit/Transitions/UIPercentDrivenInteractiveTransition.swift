import Foundation

/// An interaction controller that drives any animator's animations from a
/// percentage: call ``update(_:)`` as the user moves, then ``finish()`` or
/// ``cancel()``.
///
/// ```swift
/// let interaction = UIPercentDrivenInteractiveTransition()
/// navigationController.popViewController(animated: true)  // the delegate returns `interaction`
/// interaction.update(0.5)   // the animator's views stand halfway
/// interaction.cancel()      // they run back; the pop is cancelled
/// ```
///
/// With an animator that offers `interruptibleAnimator(using:)`, that
/// animator is paused, scrubbed through `fractionComplete` and continued;
/// otherwise the animations `animateTransition(using:)` starts are held,
/// set and run on as UIKit does by stopping the container layer's time.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// How much faster than its own pace the rest of the transition runs
    /// after ``finish()`` or ``cancel()``; must be greater than 0.
    open var completionSpeed: CGFloat {
        get { _completionSpeed }
        set { _setCompletionSpeed(newValue) }
    }
    /// The curve the rest of the transition follows after ``finish()`` or ``cancel()``.
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// The timing for the rest of the transition; when set, it wins over ``completionCurve``.
    open var timingCurve: (any UITimingCurveProvider)?
    /// Whether the transition starts driven (paused at 0) rather than running.
    open var wantsInteractiveStart = true

    var _completionSpeed: CGFloat = 1
    var _percentComplete: CGFloat = 0
    /// The transition being driven, until it ends.
    weak var _context: _TransitionContext?
    /// The animations held and set (when the animator offers no interruptible animator).
    var _timeline: _TransitionTimeline?
    /// The animator's interruptible animator, when it offers one.
    var _interruptible: (any UIViewImplicitlyAnimating)?

    public override init() {
        super.init()
    }

    /// The duration of the transition at its own pace (0 before one starts).
    open var duration: CGFloat { CGFloat(_context?.transitionDuration ?? 0) }

    /// How far the transition has come (`0...1`): the last value given to
    /// ``update(_:)``, or where a running transition stands.
    open var percentComplete: CGFloat { _currentPercent }

    /// Takes over `transitionContext`: starts its animator's animations,
    /// paused at the start when ``wantsInteractiveStart`` is true.
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        _start(transitionContext)
    }

    /// Sets the transition to `percentComplete` of the way (clamped to `0...1`).
    open func update(_ percentComplete: CGFloat) { _update(percentComplete) }

    /// Lets the transition run on to its end from where it stands.
    open func finish() { _end(cancelled: false) }

    /// Lets the transition run back to its start; it ends cancelled.
    open func cancel() { _end(cancelled: true) }

    /// Holds a running transition where it stands, so it can be driven again.
    open func pause() { _pause() }
}
