import Foundation

/// A slider's value and bounds, kept sound: the value inside the bounds,
/// no NaN anywhere.
///
/// Apple, `minimumValue`: "If you change the value of this property, and
/// the current value of the slider is below the new minimum, the slider
/// adjusts the value property to match the new minimum" (and the same for
/// `maximumValue`). UIKit's answer to a minimum above the maximum is not
/// published: OpenUIKit moves the other bound to meet it and reports it.
extension UISlider {
    func _clamped(_ value: Float) -> Float { min(_maximumValue, max(_minimumValue, value)) }

    func _setValue(_ newValue: Float, property: String) {
        guard !newValue.isNaN else {
            UIApplication.shared.diagnostics.report(
                .misuse, "\(_shortDescription): \(property) nan is not a value; the value stays \(_value).")
            return
        }
        _value = _clamped(newValue)
        setNeedsLayout()
    }

    func _setBound(_ newValue: Float, minimum: Bool) {
        let name = minimum ? "minimumValue" : "maximumValue"
        guard newValue.isFinite else {
            UIApplication.shared.diagnostics.report(
                .misuse,
                "\(_shortDescription): \(name) \(newValue) is not a finite bound; it stays \(minimum ? _minimumValue : _maximumValue).")
            return
        }
        if minimum {
            _minimumValue = newValue
            if _maximumValue < newValue {
                UIApplication.shared.diagnostics.report(
                    .misuse,
                    "\(_shortDescription): minimumValue \(newValue) is above maximumValue \(_maximumValue); the maximum moves up to it.")
                _maximumValue = newValue
            }
        } else {
            _maximumValue = newValue
            if _minimumValue > newValue {
                UIApplication.shared.diagnostics.report(
                    .misuse,
                    "\(_shortDescription): maximumValue \(newValue) is below minimumValue \(_minimumValue); the minimum moves down to it.")
                _minimumValue = newValue
            }
        }
        _value = _clamped(_value)
        setNeedsLayout()
    }
}
