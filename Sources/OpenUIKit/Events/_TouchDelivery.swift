import Foundation

/// How a window hands an event's touches to gesture recognizers and views.
///
/// For each event: a beginning touch is hit-tested and given the
/// recognizers of the hit view and its ancestors (that accept it); every
/// recognizer sees its touches first; then each view gets its touches in
/// `touchesBegan/Moved/Ended/Cancelled(_:with:)`, unless a recognizer holds
/// them (`delaysTouchesBegan`, `delaysTouchesEnded` while it is still
/// possible) or cancelled them (`cancelsTouchesInView` on recognition).
/// Apple, `cancelsTouchesInView`, `delaysTouchesBegan`, `delaysTouchesEnded`.
@MainActor
enum _TouchDelivery {
    static func deliver(_ event: UIEvent, in window: UIWindow) {
        var touches: [UITouch] = []
        for touch in event._touches where touch.window === window && !touch._isIgnored { touches.append(touch) }
        for touch in touches where touch.phase == .began && touch.gestureRecognizers == nil {
            touch.view = window.hitTest(touch._location, with: event)
            if let view = touch.view, !view.isMultipleTouchEnabled, hasOtherTouch(than: touch, in: view, window) {
                // Apple, `isMultipleTouchEnabled`: false, the view receives
                // only the first touch of a multi-touch sequence.
                touch._cancelledForView = true
            }
            if let view = touch.view, !touch._cancelledForView, isExcluded(touch, from: view, window) {
                touch._cancelledForView = true
            }
            window._liveTouches.append(touch)
            var recognizers: [UIGestureRecognizer] = []
            for recognizer in touch.view?._recognizersAlongSuperviews ?? [] where recognizer._accepts(touch) {
                recognizers.append(recognizer)
                recognizer._touches.append(touch)
            }
            touch.gestureRecognizers = recognizers
        }
        for touch in touches { touch._lastEvent = event }
        var involved: [UIGestureRecognizer] = []
        for touch in touches {
            for recognizer in touch.gestureRecognizers ?? [] where !involved._containsIdentical(recognizer) {
                involved.append(recognizer)
            }
        }
        for recognizer in involved { send(touches, to: recognizer, event: event) }
        for touch in touches where touch.view != nil && !touch._cancelledForView && touch.phase != .stationary {
            touch._heldPhases.append(touch.phase)
        }
        flush(touches, event: event)
        for recognizer in involved { recognizer._resetIfDone() }
        var live: [UITouch] = []
        for touch in window._liveTouches where touch._isActive { live.append(touch) }
        window._liveTouches = live
    }

    /// Cancels the touches down in `window` (it is being hidden), for its
    /// recognizers and views alike.
    static func cancelAll(in window: UIWindow) {
        var live: [UITouch] = []
        for touch in window._liveTouches where touch._isActive { live.append(touch) }
        guard !live.isEmpty else { return }
        for touch in live { touch._update(phase: .cancelled, location: touch._location) }
        deliver(UIEvent(_touches: live), in: window)
    }

    /// Whether another touch down in `window` is the view's.
    private static func hasOtherTouch(than touch: UITouch, in view: UIView, _ window: UIWindow) -> Bool {
        for other in window._liveTouches where other !== touch && other._isActive && other.view === view {
            if !other._cancelledForView { return true }
        }
        return false
    }

    /// Whether exclusive touch keeps `touch` from `view`: the view is
    /// exclusive and another view is tracking a touch, or another view
    /// tracking a touch is exclusive.
    ///
    /// Apple, `isExclusiveTouch`: an exclusive view blocks touches from the
    /// other views of its window; Microsoft's binding of the same property
    /// (learn.microsoft.com, `UIView.ExclusiveTouch`) spells out both
    /// directions. Gesture recognizers ignore the property (cnblogs.com
    /// mumoozhu/p/4582728, "UIView 的exclusiveTouch属性"): the touch still
    /// reaches them.
    private static func isExcluded(_ touch: UITouch, from view: UIView, _ window: UIWindow) -> Bool {
        for other in window._liveTouches where other !== touch && other._isActive && !other._cancelledForView {
            guard let otherView = other.view, otherView !== view else { continue }
            if view.isExclusiveTouch || otherView.isExclusiveTouch { return true }
        }
        return false
    }

    /// Gives `recognizer` its touches of the event, phase by phase.
    private static func send(_ touches: [UITouch], to recognizer: UIGestureRecognizer, event: UIEvent) {
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            guard recognizer._view != nil, recognizer.isEnabled, !recognizer._state._isFinal else { return }
            var group: [UITouch] = []
            for touch in touches where touch.phase == phase && recognizer._touches._containsIdentical(touch) {
                group.append(touch)
            }
            guard !group.isEmpty else { continue }
            let set = Set(group)
            switch phase {
            case .began: recognizer.touchesBegan(set, with: event)
            case .moved: recognizer.touchesMoved(set, with: event)
            case .ended: recognizer.touchesEnded(set, with: event)
            default: recognizer.touchesCancelled(set, with: event)
            }
        }
    }

    /// Delivers to the views the phases no recognizer holds back, grouped
    /// by view and phase in the order of the touches.
    static func flush(_ touches: [UITouch], event: UIEvent?) {
        var batches: [(view: UIView, phase: UITouch.Phase, touches: [UITouch])] = []
        for touch in touches {
            guard let view = touch.view else { continue }
            while let phase = touch._heldPhases.first, !isHeld(touch, phase) {
                touch._heldPhases.removeFirst()
                touch._viewIsTracking = phase == .began || phase == .moved
                if let index = batches.firstIndex(where: { $0.view === view && $0.phase == phase }) {
                    batches[index].touches.append(touch)
                } else {
                    batches.append((view, phase, [touch]))
                }
            }
        }
        for batch in batches { send(batch.phase, Set(batch.touches), to: batch.view, event: event) }
    }

    private static func isHeld(_ touch: UITouch, _ phase: UITouch.Phase) -> Bool {
        let ending = phase == .ended || phase == .cancelled
        for recognizer in touch.gestureRecognizers ?? []
        where recognizer._state == .possible && recognizer._touches._containsIdentical(touch) {
            if recognizer.delaysTouchesBegan || (ending && recognizer.delaysTouchesEnded) { return true }
        }
        return false
    }

    static func send(_ phase: UITouch.Phase, _ touches: Set<UITouch>, to view: UIView, event: UIEvent?) {
        switch phase {
        case .began: view.touchesBegan(touches, with: event)
        case .moved: view.touchesMoved(touches, with: event)
        case .ended: view.touchesEnded(touches, with: event)
        case .cancelled: view.touchesCancelled(touches, with: event)
        case .stationary: break
        }
    }
}

extension UIGestureRecognizer {
    /// A recognized gesture takes its touches from their views: a view that
    /// saw them begin gets `touchesCancelled(_:with:)`, and nothing more.
    func _cancelTouchesForView() {
        var batches: [(view: UIView, touches: [UITouch])] = []
        for touch in _touches where !touch._cancelledForView {
            touch._cancelledForView = true
            touch._heldPhases.removeAll()
            guard touch._viewIsTracking, let view = touch.view else { continue }
            touch._viewIsTracking = false
            if let index = batches.firstIndex(where: { $0.view === view }) {
                batches[index].touches.append(touch)
            } else {
                batches.append((view, [touch]))
            }
        }
        for batch in batches {
            _TouchDelivery.send(.cancelled, Set(batch.touches), to: batch.view, event: batch.touches.first?._lastEvent)
        }
    }

    /// A recognizer that stopped being possible may release touches it held.
    func _flushHeldTouches() {
        _TouchDelivery.flush(_touches, event: _touches.first?._lastEvent)
    }
}
