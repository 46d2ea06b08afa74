import Foundation

/// A stepper's value, bounds and step, kept sound, and the stepping itself.
///
/// Apple, `UIStepper.wraps`: with wrapping, stepping past the maximum goes
/// to the minimum and below the minimum to the maximum; without it the
/// value stops at the bound. Apple, `autorepeat`: holding a button steps
/// repeatedly; the delays are not published — ours: the first repeat
/// 0.5 s after the touch goes down, then every 0.1 s.
extension UIStepper {
    static let _repeatDelay: TimeInterval = 0.5
    static let _repeatInterval: TimeInterval = 0.1

    func _setValue(_ newValue: Double) {
        guard !newValue.isNaN else {
            UIApplication.shared.diagnostics.report(
                .misuse, "\(_shortDescription): value nan is not a value; the value stays \(_value).")
            return
        }
        _value = min(_maximumValue, max(_minimumValue, newValue))
        setNeedsLayout()
    }

    func _setBound(_ newValue: Double, minimum: Bool) {
        let name = minimum ? "minimumValue" : "maximumValue"
        let valid = newValue.isFinite && (minimum ? newValue < _maximumValue : newValue > _minimumValue)
        guard valid else {
            let other = minimum ? "less than maximumValue \(_maximumValue)" : "greater than minimumValue \(_minimumValue)"
            UIApplication.shared.diagnostics.report(
                .misuse,
                "\(_shortDescription): \(name) \(newValue) must be finite and \(other); it stays \(minimum ? _minimumValue : _maximumValue)."
            )
            return
        }
        if minimum { _minimumValue = newValue } else { _maximumValue = newValue }
        _value = min(_maximumValue, max(_minimumValue, _value))
        setNeedsLayout()
    }

    func _setStep(_ newValue: Double) {
        guard newValue.isFinite, newValue > 0 else {
            UIApplication.shared.diagnostics.report(
                .misuse, "\(_shortDescription): stepValue \(newValue) must be greater than 0; it stays \(_stepValue).")
            return
        }
        _stepValue = newValue
    }

    /// Whether a step in `direction` (-1 or +1) can change the value.
    func _canStep(_ direction: Int) -> Bool {
        if wraps { return true }
        return direction < 0 ? _value > _minimumValue : _value < _maximumValue
    }

    /// Steps once in `direction`, sending `.valueChanged` when continuous.
    func _step(_ direction: Int) {
        var next = _value + Double(direction) * _stepValue
        if next > _maximumValue {
            next = wraps && _value >= _maximumValue ? _minimumValue : _maximumValue
        } else if next < _minimumValue {
            next = wraps && _value <= _minimumValue ? _maximumValue : _minimumValue
        }
        guard next != _value else { return }
        _value = next
        setNeedsLayout()
        if isContinuous { sendActions(for: .valueChanged) }
    }

    func _scheduleRepeat(after delay: TimeInterval) {
        _repeatTimer.start(after: delay) { [weak self] in
            guard let self, let direction = self._pressedDirection, self.isTracking else { return }
            guard self._canStep(direction) else { return }
            self._step(direction)
            self._scheduleRepeat(after: Self._repeatInterval)
        }
    }

    func _finishTracking() {
        _repeatTimer.cancel()
        _pressedDirection = nil
        if !isContinuous, _value != _valueAtTouchDown { sendActions(for: .valueChanged) }
        setNeedsLayout()
    }
}
