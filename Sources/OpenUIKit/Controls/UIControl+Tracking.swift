import Foundation

/// How a control follows the touch that began in it.
///
/// Sources: Apple, `UIControl.Event` (the meaning of each touch event) and
/// `isHighlighted`; the order within a touch method follows Chameleon, the
/// Iconfactory's UIKit for macOS (`UIControl.m`), as Apple publishes none:
/// `touchesBegan` begins tracking and sends `touchDown` (with
/// `touchDownRepeat` when the tap count is above 1) then highlights;
/// `touchesMoved` continues tracking and sends one set of events —
/// `touchDragInside` or `touchDragOutside`, with `touchDragEnter` or
/// `touchDragExit` when the touch crossed the edge — then highlights while
/// inside; `touchesEnded` ends tracking and sends `touchUpInside` or
/// `touchUpOutside`; `touchesCancelled` cancels tracking and sends
/// `touchCancel`. Each action runs once per move even when it was added for
/// several of the events sent.
///
/// The tracking area is the bounds grown by ``_touchInsideMargin`` (70
/// points) on every side: a finger can stray that far and still lift
/// "inside" (Stack Overflow, "UIControlEventTouchDragExit triggers when 100
/// pixels away from UIButton", question 14340122: an answer measures the
/// default at about 70 points).
extension UIControl {
    /// How far outside its bounds a touch still counts as inside, in points.
    static let _touchInsideMargin: CGFloat = 70

    /// Whether `touch` is inside the tracking area.
    func _isInsideTrackingArea(_ touch: UITouch) -> Bool {
        let point = touch.location(in: self)
        guard point.x.isFinite, point.y.isFinite else { return false }
        let margin = Self._touchInsideMargin
        return bounds.insetBy(dx: -margin, dy: -margin).contains(point)
    }

    /// The tracked touch among `touches`: the first in a stable order.
    private func _trackedTouch(_ touches: Set<UITouch>) -> UITouch? {
        var best: UITouch?
        for touch in touches {
            if let current = best, current.timestamp <= touch.timestamp { continue }
            best = touch
        }
        return best
    }

    func _trackingTouchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, !_isTracking, let touch = _trackedTouch(touches) else { return }
        _isTouchInside = true
        _isTracking = beginTracking(touch, with: event)
        if _isTracking {
            _sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
        }
        isHighlighted = true
    }

    func _trackingTouchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = _trackedTouch(touches) else { return }
        let wasInside = _isTouchInside
        _isTouchInside = _isInsideTrackingArea(touch)
        if _isTracking {
            _isTracking = continueTracking(touch, with: event)
            if _isTracking {
                var events: Event = _isTouchInside ? .touchDragInside : .touchDragOutside
                if _isTouchInside && !wasInside { events.insert(.touchDragEnter) }
                if !_isTouchInside && wasInside { events.insert(.touchDragExit) }
                _sendActions(for: events)
            }
        }
        isHighlighted = _isTouchInside
    }

    func _trackingTouchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = _trackedTouch(touches) else { return }
        _isTouchInside = _isInsideTrackingArea(touch)
        if _isTracking {
            endTracking(touch, with: event)
            _sendActions(for: _isTouchInside ? .touchUpInside : .touchUpOutside)
            if _isTouchInside, _sendsPrimaryActionOnTouchUpInside { _sendActions(for: .primaryActionTriggered) }
        }
        _isTracking = false
        _isTouchInside = false
        isHighlighted = false
    }

    func _trackingTouchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if _isTracking {
            cancelTracking(with: event)
            _sendActions(for: .touchCancel)
        }
        _isTracking = false
        _isTouchInside = false
        isHighlighted = false
    }
}

extension UIControl {
    /// Whether `gestureRecognizer` recognizes a single tap of one finger,
    /// the default action of buttons, switches, steppers and segmented
    /// controls (Apple, "Attaching gesture recognizers to UIKit controls":
    /// such a recognizer on a parent view loses
    /// to the control).
    func _isSingleTap(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let tap = gestureRecognizer as? UITapGestureRecognizer else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }
}
