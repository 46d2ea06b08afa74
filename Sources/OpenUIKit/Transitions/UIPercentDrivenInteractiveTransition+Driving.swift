import Foundation

/// Driving the animations: starting them held or running, setting them to a
/// percentage, running them on or back.
///
/// Sources: Apple, `UIPercentDrivenInteractiveTransition` (the animator sets
/// the animations up; `update(_:)`, `finish()` and `cancel()` call through
/// to the context), `completionSpeed` (the rest takes
/// `(1 - percentComplete) * duration / completionSpeed`), `pause()`
/// (calls `pauseInteractiveTransition()` so a running transition can be
/// driven), `interruptibleAnimator(using:)` (the same animator for the whole
/// transition); WWDC 2016 session 216, "Advances in UIKit Animations and
/// Transitions" (an interruptible animator is paused, scrubbed and continued).
extension UIPercentDrivenInteractiveTransition {
    private func _report(_ message: String) {
        UIApplication.shared.diagnostics.report(.misuse, "UIPercentDrivenInteractiveTransition: " + message)
    }

    /// The transition driven now, nil once it ended.
    private var _liveContext: _TransitionContext? {
        guard let context = _context, !context.hasCompleted else { return nil }
        return context
    }

    var _currentPercent: CGFloat {
        guard _liveContext != nil else { return _percentComplete }
        if let interruptible = _interruptible { return interruptible.fractionComplete }
        if let timeline = _timeline, _liveContext?.isInteractive == false { return timeline.fraction }
        return _percentComplete
    }

    func _setCompletionSpeed(_ value: CGFloat) {
        guard value.isFinite, value > 0 else {
            return _report("completionSpeed must be greater than 0, not \(value); it stays \(_completionSpeed).")
        }
        _completionSpeed = value
    }

    func _start(_ transitionContext: any UIViewControllerContextTransitioning) {
        guard _liveContext == nil else {
            return _report("startInteractiveTransition(_:) was called while it drives another transition; nothing changed.")
        }
        guard let context = transitionContext as? _TransitionContext, context.animator != nil, !context.hasCompleted else {
            return _report(
                "startInteractiveTransition(_:) needs a transition context UIKit made for an animator; it drives nothing.")
        }
        _context = context
        _percentComplete = 0
        _timeline = nil
        _interruptible = nil
        if let interruptible = context._interruptibleAnimator() {
            _interruptible = interruptible
            context.isInterruptible = true
            context.coordinator?.startAlongsideAnimations(in: interruptible)
            if wantsInteractiveStart { interruptible.pauseAnimation() } else { interruptible.startAnimation() }
            return
        }
        let timeline = _TransitionTimeline(duration: context.transitionDuration)
        _timeline = timeline
        timeline.capture { context._runAnimations() }
        if wantsInteractiveStart { timeline.pause() }
    }

    func _update(_ percent: CGFloat) {
        guard let context = _liveContext else {
            return _report("update(_:) was called while it drives no transition; nothing changed.")
        }
        guard percent.isFinite else {
            return _report("update(_:) takes a finite fraction, not \(percent); the transition stays at \(_percentComplete).")
        }
        guard context.isInteractive else {
            return _report("update(_:) was called after finish() or cancel(); call pause() first. Nothing changed.")
        }
        let fraction = min(max(percent, 0), 1)
        _percentComplete = fraction
        if let interruptible = _interruptible {
            interruptible.fractionComplete = fraction
        } else if let timeline = _timeline {
            timeline.scrub(to: Double(fraction) * timeline.duration)
        }
        context.updateInteractiveTransition(fraction)
    }

    func _end(cancelled: Bool) {
        let name = cancelled ? "cancel()" : "finish()"
        guard let context = _liveContext else {
            return _report("\(name) was called while it drives no transition; nothing changed.")
        }
        guard context.isInteractive else {
            return _report("\(name) was called on a transition that is not being driven (finished or cancelled already); nothing changed.")
        }
        let speed = Double(_completionSpeed)
        if let interruptible = _interruptible {
            interruptible.isReversed = cancelled
            let left = cancelled ? interruptible.fractionComplete : 1 - interruptible.fractionComplete
            let timing = timingCurve ?? UICubicTimingParameters(animationCurve: completionCurve)
            context.completionCurve = completionCurve
            if cancelled { context.cancelInteractiveTransition() } else { context.finishInteractiveTransition() }
            // A factor of 0 would mean "at its own pace": an animator at its end needs no time at all.
            interruptible.continueAnimation(withTimingParameters: timing, durationFactor: max(left / CGFloat(speed), 1e-9))
            return
        }
        let curve: _TimingCurve =
            timingCurve.map { _ProvidedTiming($0, duration: context.transitionDuration).curve } ?? .named(completionCurve)
        context.completionCurve = completionCurve
        if cancelled { context.cancelInteractiveTransition() } else { context.finishInteractiveTransition() }
        _timeline?.play(forward: !cancelled, speed: speed, curve: curve)
    }

    func _pause() {
        guard let context = _liveContext else {
            return _report("pause() was called while it drives no transition; nothing changed.")
        }
        guard !context.isInteractive else { return }
        if let interruptible = _interruptible {
            interruptible.pauseAnimation()
            _percentComplete = interruptible.fractionComplete
        } else if let timeline = _timeline {
            timeline.pause()
            _percentComplete = timeline.fraction
        }
        context.pauseInteractiveTransition()
        context.percentComplete = min(max(_percentComplete, 0), 1)
    }
}
