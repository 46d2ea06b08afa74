import Foundation

/// The state machine and the competition between recognizers.
///
/// Apple, "About the gesture recognizer state machine", "Coordinating
/// multiple gesture recognizers" and `UIGestureRecognizerDelegate`: by
/// default, once one recognizer recognizes, the others that share its
/// touches fail (unless the delegate lets them recognize simultaneously);
/// a recognizer required to fail makes the other wait in `.possible` until
/// it fails (then the other recognizes) or recognizes (then the other
/// fails); `gestureRecognizerShouldBegin(_:)` returning false fails it.
extension UIGestureRecognizer {
    var _activeTouches: [UITouch] {
        var result: [UITouch] = []
        for touch in _touches where touch._isActive { result.append(touch) }
        return result
    }

    /// Whether `touch`, beginning now, goes to this recognizer.
    func _accepts(_ touch: UITouch) -> Bool {
        guard isEnabled, !_state._isFinal else { return false }
        return delegate?.gestureRecognizer(self, shouldReceive: touch) ?? true
    }

    // MARK: Moving the state

    /// A subclass asked for `new`.
    func _requestState(_ new: State) {
        let old = _state
        if _pendingState != nil {
            switch new {
            case .changed, .began: return
            case .ended: _pendingState = .ended
            case .failed, .cancelled:
                _pendingState = nil
                _apply(.failed)
            case .possible: _pendingState = nil
            }
            return
        }
        guard Self._allows(from: old, to: new) else {
            UIApplication.shared.diagnostics.report(
                .misuse, "\(self): the state cannot go from \(old) to \(new); the change was ignored.")
            return
        }
        guard old == .possible, new == .began || new == .ended else {
            _apply(new)
            return
        }
        _begin(new)
    }

    private static func _allows(from old: State, to new: State) -> Bool {
        switch (old, new) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed): true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): true
        case (_, .possible): old._isFinal
        default: false
        }
    }

    /// Leaves `.possible` for `new` (began or recognized), if the delegate,
    /// the failure requirements and the competitors allow it.
    private func _begin(_ new: State) {
        guard _shouldBeginCheck?() ?? true, _touchedViewsAllowBeginning(),
            delegate?.gestureRecognizerShouldBegin(self) ?? true
        else {
            _apply(.failed)
            return
        }
        switch _failureRequirementStatus() {
        case .recognized:
            _apply(.failed)
            return
        case .waiting:
            _pendingState = new
            return
        case .failed: break
        }
        for other in _competitors() where other._state == .began || other._state == .changed {
            if !_mayRecognizeAlongside(other), other.canPrevent(self), canBePrevented(by: other) {
                _apply(.failed)
                return
            }
        }
        _apply(new)
    }

    /// Whether each view the recognizer's touches began in lets it begin
    /// (Apple, `UIView.gestureRecognizerShouldBegin(_:)`: a view may refuse
    /// a gesture, as a slider refuses swipes along its track).
    private func _touchedViewsAllowBeginning() -> Bool {
        var asked: [UIView] = []
        for touch in _touches {
            guard let view = touch.view, !asked._containsIdentical(view) else { continue }
            asked.append(view)
            if !view.gestureRecognizerShouldBegin(self) { return false }
        }
        return true
    }

    private enum _RequirementStatus { case failed, waiting, recognized }

    /// Where the recognizers this one must wait for stand.
    private func _failureRequirementStatus() -> _RequirementStatus {
        var waiting = false
        for other in _requiredToFail() {
            switch other._state {
            case .began, .changed, .ended: return .recognized
            case .possible where !other._touches.isEmpty: waiting = true
            default: break
            }
        }
        return waiting ? .waiting : .failed
    }

    /// The recognizers this one must wait for: those given to
    /// ``require(toFail:)`` and the competitors the delegates and
    /// subclasses name.
    func _requiredToFail() -> [UIGestureRecognizer] {
        var result = _failureRequirements
        for other in _competitors() where !result._containsIdentical(other) {
            if shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self)
                || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
                || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
            {
                result.append(other)
            }
        }
        return result
    }

    /// The other recognizers that receive any of this one's touches, in order.
    func _competitors() -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        for touch in _touches {
            for other in touch.gestureRecognizers ?? [] where other !== self && !result._containsIdentical(other) {
                result.append(other)
            }
        }
        return result
    }

    func _mayRecognizeAlongside(_ other: UIGestureRecognizer) -> Bool {
        delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
            || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
    }

    /// Sets the state and does what follows from it: the view's touches
    /// cancelled, the competitors failed, the handlers run, the recognizers
    /// waiting for this one told.
    func _apply(_ new: State) {
        let old = _state
        _state = new
        for observer in _stateObservers { observer(self) }
        let recognized = old == .possible && (new == .began || new == .ended)
        if recognized {
            for other in _competitors() where other._state == .possible {
                let waitsForThis = other._requiredToFail()._containsIdentical(self)
                if waitsForThis || (!_mayRecognizeAlongside(other) && canPrevent(other) && other.canBePrevented(by: self)) {
                    other._pendingState = nil
                    other._apply(.failed)
                }
            }
            if cancelsTouchesInView { _cancelTouchesForView() }
        }
        if new != .failed && new != .possible {
            for handler in _handlers { handler(self) }
        }
        if new == .failed || recognized { _resolveWaiters() }
        if new._isFinal {
            _flushHeldTouches()
            _resetIfDone()
        }
    }

    /// The recognizers waiting for this one recognize or fail now, when nothing else holds them.
    private func _resolveWaiters() {
        for other in _competitors() + _allWaitingOnThis() {
            guard let pending = other._pendingState, other._state == .possible else { continue }
            switch other._failureRequirementStatus() {
            case .waiting: continue
            case .recognized:
                other._pendingState = nil
                other._apply(.failed)
            case .failed:
                other._pendingState = nil
                other._begin(pending)
            }
        }
    }

    /// Recognizers that named this one in ``require(toFail:)`` and wait,
    /// found through this one's touches.
    private func _allWaitingOnThis() -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        for touch in _touches {
            for other in touch.gestureRecognizers ?? [] where other._failureRequirements._containsIdentical(self) {
                if !result._containsIdentical(other) { result.append(other) }
            }
        }
        return result
    }

    // MARK: Ending

    /// Ends a gesture the recognizer can no longer follow (turned off,
    /// detached): cancelled once began, failed before, then reset.
    func _abandon() {
        switch _state {
        case .began, .changed: _apply(.cancelled)
        case .possible:
            _pendingState = nil
            _apply(.failed)
        default: break
        }
        _resetNow()
    }

    /// Detaches the recognizer from its view.
    func _detach() {
        _abandon()
        for touch in _touches {
            if let index = touch.gestureRecognizers?._lastIndex(ofIdentical: self) {
                touch.gestureRecognizers?.remove(at: index)
            }
        }
        _touches.removeAll()
        _view = nil
    }

    /// Resets a finished recognizer once none of its touches is down.
    func _resetIfDone() {
        guard _state._isFinal, _activeTouches.isEmpty else { return }
        _resetNow()
    }

    private func _resetNow() {
        guard _state != .possible || !_touches.isEmpty else { return }
        let wasPossible = _state == .possible
        _state = .possible
        _pendingState = nil
        _touches.removeAll()
        reset()
        if !wasPossible { for observer in _stateObservers { observer(self) } }
    }

    // MARK: Locations

    func _centroid(in view: UIView?) -> CGPoint {
        let touches = _activeTouches.isEmpty ? _touches : _activeTouches
        guard !touches.isEmpty else { return .zero }
        var x: CGFloat = 0
        var y: CGFloat = 0
        for touch in touches {
            let point = touch.location(in: view)
            x += point.x
            y += point.y
        }
        return CGPoint(x: x / CGFloat(touches.count), y: y / CGFloat(touches.count))
    }

    func _location(ofTouch index: Int, in view: UIView?) -> CGPoint {
        let touches = _activeTouches
        guard touches.indices.contains(index) else {
            UIApplication.shared.diagnostics.report(
                .misuse, "\(self): location(ofTouch: \(index), in:) is out of range (\(touches.count) touches); returning .zero.")
            return .zero
        }
        return touches[index].location(in: view)
    }
}
