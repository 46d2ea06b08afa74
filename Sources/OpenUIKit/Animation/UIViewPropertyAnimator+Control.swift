import Foundation

/// Starting, pausing, scrubbing, reversing, stopping and finishing.
///
/// Sources: Apple, `UIViewAnimating` (the state diagram: start and pause
/// make an animator active, its end makes it inactive, `stopAnimation(false)`
/// stopped and `finishAnimation(at:)` inactive again), `stopAnimation(_:)`
/// (the views keep the values they show), `finishAnimation(at:)` (the final
/// position of the views; `.current` leaves them), `fractionComplete` (set
/// only while paused; setting it on an inactive animator activates it),
/// `isReversed`, `continueAnimation(withTimingParameters:durationFactor:)`
/// (the factor times the original duration is the new duration), and the
/// exception texts UIKit raises, quoted where published; the header's
/// notes that `isInterruptible` and `isUserInteractionEnabled` raise when
/// set on an active animator.
extension UIViewPropertyAnimator {
    var _now: TimeInterval { UIApplication.shared.clock.now }

    func _report(_ message: String) {
        UIApplication.shared.diagnostics.report(.misuse, message)
    }

    func _start(afterDelay requested: TimeInterval?) {
        var wait: TimeInterval = 0
        if let requested {
            wait = requested.isFinite ? max(0, requested) : 0
            if wait != requested {
                _report(
                    "UIViewPropertyAnimator: startAnimation(afterDelay:) takes a finite, non-negative delay, not \(requested); using \(wait)."
                )
            }
            delay = wait
        }
        switch _state {
        case .stopped:
            _report(
                "UIViewPropertyAnimator: startAnimation() was called on a stopped animator; call finishAnimation(at:) first. Nothing changed."
            )
        case .inactive:
            _activate(paused: false, delay: wait)
        case .active:
            guard let animation = _animation, animation.isPaused else { return }
            animation.resume(at: _now + wait, over: animation.remainingAtOwnPace)
            _keepAlive = self
            _scheduleTurn()
        }
    }

    func _pause() {
        guard _isInterruptible else {
            return _report("UIViewPropertyAnimator: pauseAnimation() was called on an animator that is not interruptible; it runs on.")
        }
        switch _state {
        case .stopped:
            _report("UIViewPropertyAnimator: pauseAnimation() was called on a stopped animator; nothing changed.")
        case .inactive:
            _activate(paused: true, delay: 0)
        case .active:
            _animation?.pause(at: max(_now, _animation?.anchorTime ?? _now))
            _keepAlive = nil
        }
    }

    var _fractionComplete: CGFloat {
        switch _state {
        case .inactive: return 0
        case .stopped: return _stoppedFraction
        case .active: return CGFloat(_animation?.progress(at: _now) ?? 0)
        }
    }

    func _setFractionComplete(_ value: CGFloat) {
        guard value.isFinite else {
            return _report("UIViewPropertyAnimator: fractionComplete \(value) is not a fraction; it stays \(_fractionComplete).")
        }
        let fraction = Double(min(max(value, 0), 1))
        switch _state {
        case .stopped:
            _report("UIViewPropertyAnimator: fractionComplete was set on a stopped animator; nothing changed.")
        case .inactive:
            _activate(paused: true, delay: 0)
            _scrub(to: fraction)
        case .active:
            guard _animation?.isPaused == true else {
                return _report(
                    "UIViewPropertyAnimator: fractionComplete can be set only while the animator is paused; call pauseAnimation() first. Nothing changed."
                )
            }
            _scrub(to: fraction)
        }
    }

    private func _scrub(to fraction: Double) {
        guard let animation = _animation else { return }
        let value = scrubsLinearly ? fraction : animation.timing.fraction(at: fraction)
        animation.scrub(toProgress: fraction, value: value)
        // The display paints the new presentation values at the end of the turn.
        UIApplication.shared._setNeedsTurn()
    }

    func _setReversed(_ reversed: Bool) {
        guard reversed != _isReversed, _state != .stopped else { return }
        _isReversed = reversed
        guard let animation = _animation else { return }
        if animation.isPaused {
            animation.isReversed = reversed
        } else {
            // A running animation turns round where it stands, at its own pace.
            animation.pause(at: max(_now, animation.anchorTime))
            animation.isReversed = reversed
            animation.resume(at: _now, over: animation.remainingAtOwnPace)
            _scheduleTurn()
        }
    }

    func _continue(with parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        guard _state == .active, let animation = _animation else {
            return _report(
                "UIViewPropertyAnimator: continueAnimation(withTimingParameters:durationFactor:) needs an active animator; nothing changed."
            )
        }
        var factor = Double(durationFactor)
        if !factor.isFinite || factor < 0 {
            _report("UIViewPropertyAnimator: durationFactor \(durationFactor) must be finite and not negative; using 0 (the time left).")
            factor = 0
        }
        var curve: _TimingCurve? = nil
        if let parameters { curve = _ProvidedTiming(parameters, duration: _effectiveDuration).curve }
        animation.pause(at: max(_now, animation.anchorTime))
        // A factor of 0 keeps the animator's own pace for what is left.
        let seconds = factor == 0 ? animation.remainingAtOwnPace : factor * _effectiveDuration
        animation.resume(at: _now, over: seconds, timing: curve)
        _keepAlive = self
        _scheduleTurn()
    }

    func _stop(withoutFinishing: Bool) {
        guard _isInterruptible else {
            return _report("UIViewPropertyAnimator: stopAnimation(_:) was called on an animator that is not interruptible; it runs on.")
        }
        switch _state {
        case .inactive:
            _report("UIViewPropertyAnimator: stopAnimation(_:) was called on an inactive animator; nothing changed.")
        case .stopped:
            if withoutFinishing {
                _becomeInactive()
                _completions.removeAll()
            }
        case .active:
            _stoppedFraction = _fractionComplete
            _holdCurrentValues()
            if withoutFinishing {
                // No final actions: the completions are dropped.
                _becomeInactive()
                _completions.removeAll()
            } else {
                _state = .stopped
                _keepAlive = nil
            }
        }
    }

    func _finish(at position: UIViewAnimatingPosition) {
        guard _state == .stopped else {
            return _report("finishAnimationAtPosition: should only be called on a stopped animator!")
        }
        let tracks = _animation?.tracks ?? []
        switch position {
        case .end: Self._apply(tracks, atStart: false)
        case .start: Self._apply(tracks, atStart: true)
        case .current: break
        }
        _becomeInactive()
        _runCompletions(at: position)
    }

    func _setInterruptible(_ value: Bool) {
        guard _state == .inactive else {
            return _report(
                "UIViewPropertyAnimator: isInterruptible can be set only while the animator is inactive; it stays \(_isInterruptible).")
        }
        _isInterruptible = value
    }

    func _setUserInteractionEnabled(_ value: Bool) {
        guard _state == .inactive else {
            return _report(
                "UIViewPropertyAnimator: isUserInteractionEnabled can be set only while the animator is inactive; it stays \(_isUserInteractionEnabled)."
            )
        }
        _isUserInteractionEnabled = value
    }

    func _scheduleTurn() {
        UIApplication.shared._setNeedsTurn()
        UIApplication.shared._scheduleAnimationTickIfNeeded()
    }
}
