import Foundation

/// Animates changes to views and lets you pause, scrub, reverse, stop and
/// continue the animation while it runs.
///
/// ```swift
/// let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.alpha = 0 }
/// animator.pauseAnimation()
/// animator.fractionComplete = 0.5          // card shows alpha 0.5
/// animator.isReversed = true
/// animator.startAnimation()                // back to alpha 1 in 0.5 s
/// ```
///
/// The animation blocks run when the animator becomes active (started,
/// paused, or scrubbed); their changes move along the animator's timing on
/// the application's clock. Misuse that UIKit answers with an exception is
/// reported through the diagnostics channel and changes nothing.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    /// The timing the animations follow.
    open private(set) var timingParameters: (any UITimingCurveProvider)?
    /// The duration of the main animations, fixed at creation.
    open private(set) var duration: TimeInterval
    /// The delay before the animations start (`startAnimation(afterDelay:)` sets it).
    open internal(set) var delay: TimeInterval = 0
    /// Whether the animator can be paused and stopped; set it only while inactive.
    open var isInterruptible: Bool {
        get { _isInterruptible }
        set { _setInterruptible(newValue) }
    }
    /// Whether the animated views take touches (kept; OpenUIKit has no
    /// touches yet); set it only while inactive.
    open var isUserInteractionEnabled: Bool {
        get { _isUserInteractionEnabled }
        set { _setUserInteractionEnabled(newValue) }
    }
    /// Whether the app hit-tests the animated views itself (kept; no touches yet).
    open var isManualHitTestingEnabled = false
    /// Whether scrubbing a paused animation moves its views linearly (true)
    /// or along the timing curve.
    open var scrubsLinearly = true
    /// Whether the animator stays active and paused at its end instead of
    /// finishing (its completions then do not run).
    open var pausesOnCompletion = false

    var _isInterruptible = true
    var _isUserInteractionEnabled = true
    var _state: UIViewAnimatingState = .inactive
    var _curve: _TimingCurve
    /// The duration the animation runs for (a physical spring sets its own).
    var _effectiveDuration: TimeInterval
    var _pendingBlocks: [(block: () -> Void, delayFactor: Double)] = []
    var _completions: [(UIViewAnimatingPosition) -> Void] = []
    var _animation: Animator.Animation?
    var _isReversed = false
    var _stoppedFraction: CGFloat = 0
    /// Keeps the animator alive while it runs, as UIKit does (a running
    /// animator need not be kept by its creator).
    var _keepAlive: UIViewPropertyAnimator?

    /// An animator with the given timing. A duration that is negative or
    /// not finite is reported and taken as 0.
    public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        let safe = duration.isFinite ? max(0, duration) : 0
        if safe != duration {
            UIApplication.shared.diagnostics.report(
                .misuse, "UIViewPropertyAnimator: duration \(duration) must be finite and not negative; using \(safe).")
        }
        self.duration = safe
        timingParameters = parameters
        let provided = _ProvidedTiming(parameters, duration: safe)
        _curve = provided.curve
        _effectiveDuration = provided.duration ?? safe
        super.init()
    }

    /// An animator along one of UIKit's named curves.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator along a cubic curve through two control points.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator along a spring with `ratio` damping, fitted to `duration`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator that starts at once (after `delay`), as
    /// `UIView.animate(withDuration:delay:options:animations:completion:)`
    /// with a position for its completion. The options' curve is used;
    /// transition and direction options are ignored.
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        let animator = self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    isolated deinit {
        _releasedWhileHeld()
    }

    // MARK: UIViewAnimating

    open var state: UIViewAnimatingState { _state }
    open var isRunning: Bool { _state == .active && _animation?.isPaused == false }
    open var isReversed: Bool {
        get { _isReversed }
        set { _setReversed(newValue) }
    }
    open var fractionComplete: CGFloat {
        get { _fractionComplete }
        set { _setFractionComplete(newValue) }
    }

    open func startAnimation() { _start(afterDelay: nil) }
    open func startAnimation(afterDelay delay: TimeInterval) { _start(afterDelay: delay) }
    open func pauseAnimation() { _pause() }
    open func stopAnimation(_ withoutFinishing: Bool) { _stop(withoutFinishing: withoutFinishing) }
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) { _finish(at: finalPosition) }

    // MARK: UIViewImplicitlyAnimating

    open func addAnimations(_ animation: @escaping () -> Void) { _addAnimations(animation, delayFactor: 0) }
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        _addAnimations(animation, delayFactor: delayFactor)
    }
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { _completions.append(completion) }
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        _continue(with: parameters, durationFactor: durationFactor)
    }
}
