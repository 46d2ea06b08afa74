import Foundation

/// Becoming active, taking animation blocks, reaching the end, and leaving
/// the views' values where a stop or a finish puts them.
extension UIViewPropertyAnimator {
    /// Makes the animator active: its pending blocks run now, their changes
    /// collected into one animation on the application's animator.
    ///
    /// Order not fixed by any source found: that blocks given while inactive
    /// run when the animator becomes active rather than when they are added.
    func _activate(paused: Bool, delay: TimeInterval) {
        let animator = UIApplication.shared.animator
        let animation = animator.makeAnimation(duration: _effectiveDuration, timing: _curve)
        animation.isReversed = _isReversed
        animation.anchorTime = _now + delay
        animation.remaining = animation.remainingAtOwnPace
        animation.completion = { [weak self] _ in self?._animationReachedEnd() }
        _animation = animation
        _state = .active
        let blocks = _pendingBlocks
        _pendingBlocks.removeAll()
        for (block, factor) in blocks { _run(block, in: animation, windowStart: factor) }
        animation.isPaused = paused
        _keepAlive = paused ? nil : self
        animator.add(animation)
    }

    /// Runs `block` as part of `animation`, its changes moving over the
    /// part of the animation from `windowStart` to its end.
    private func _run(_ block: () -> Void, in animation: Animator.Animation, windowStart: Double) {
        let animator = UIApplication.shared.animator
        let context = Animator.Context(duration: _effectiveDuration, delay: 0, timing: _curve)
        context.windowStart = windowStart
        animator.pushContext(context)
        block()
        animator.popContext()
        animation.tracks += context.tracks
    }

    func _addAnimations(_ block: @escaping () -> Void, delayFactor: CGFloat) {
        var factor = Double(delayFactor)
        if !factor.isFinite || factor < 0 || factor > 1 {
            let clamped = factor.isFinite ? min(max(factor, 0), 1) : 0
            _report("UIViewPropertyAnimator: delayFactor \(delayFactor) must be between 0 and 1; using \(clamped).")
            factor = clamped
        }
        switch _state {
        case .stopped:
            _report("UIViewPropertyAnimator: addAnimations(_:) was called on a stopped animator; the block does not run.")
        case .inactive:
            _pendingBlocks.append((block, factor))
        case .active:
            // Apple, `addAnimations(_:)`: a block added to an active animator
            // runs over the part of the animation that is left.
            guard let animation = _animation else { return }
            let standing = animation.valueFraction(at: _now)
            _run(block, in: animation, windowStart: standing + factor * (1 - standing))
        }
    }

    /// The animation ran to its end (or, reversed, its start).
    func _animationReachedEnd() {
        guard _state == .active, let animation = _animation else { return }
        if pausesOnCompletion {
            // Apple, `pausesOnCompletion`: it stays active at the end and its
            // completions do not run.
            animation.pause(at: _now)
            UIApplication.shared.animator.add(animation)
            _keepAlive = nil
            return
        }
        let position: UIViewAnimatingPosition = animation.isReversed ? .start : .end
        // Apple, `isReversed`: reversed, the views animate back to their
        // original values, which they keep.
        if position == .start { Self._apply(animation.tracks, atStart: true) }
        _becomeInactive()
        _runCompletions(at: position)
    }

    /// Sets each animated property's model value to what shows now, and
    /// takes the animation off the clock.
    func _holdCurrentValues() {
        guard let animation = _animation else { return }
        let animator = UIApplication.shared.animator
        let now = _now
        var values: [(view: UIView, property: AnimatableProperty, value: AnimatableValue)] = []
        for track in animation.tracks {
            guard let view = track.view else { continue }
            if values.contains(where: { $0.view === view && $0.property == track.property }) { continue }
            if let value = animator.presentationValue(of: view, track.property, now: now) {
                values.append((view, track.property, value))
            }
        }
        animator.remove(animation)
        UIView.performWithoutAnimation {
            for entry in values { entry.view._setAnimatableValue(entry.value, for: entry.property) }
        }
    }

    /// Sets the model values `tracks` start from (or end at).
    static func _apply(_ tracks: [Animator.Track], atStart: Bool) {
        let ordered = atStart ? Array(tracks.reversed()) : tracks
        UIView.performWithoutAnimation {
            // For a property moved by several tracks, the first one's start
            // (the last one's end) is applied last and wins.
            for track in ordered {
                track.view?._setAnimatableValue(atStart ? track.from : track.to, for: track.property)
            }
        }
    }

    func _becomeInactive() {
        if let animation = _animation { UIApplication.shared.animator.remove(animation) }
        _animation = nil
        _state = .inactive
        _keepAlive = nil
    }

    func _runCompletions(at position: UIViewAnimatingPosition) {
        let completions = _completions
        _completions.removeAll()
        for completion in completions { completion(position) }
    }

    /// A paused or stopped animator let go: UIKit raises; OpenUIKit reports
    /// it in UIKit's words and takes the animation off the clock (the views
    /// keep their model values).
    func _releasedWhileHeld() {
        let held = _state == .stopped || (_state == .active && _animation?.isPaused == true)
        if held {
            UIApplication.shared.diagnostics.report(
                .misuse,
                "It is an error to release a paused or stopped property animator. Property animators must either finish animating or be explicitly stopped and finished before they can be released."
            )
        }
        if let animation = _animation { UIApplication.shared.animator.remove(animation) }
    }
}
