import Foundation

/// The system font and Dynamic Type.
extension UIFont {
    /// The system font at the given size, regular weight.
    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        _system(fontSize, .regular, .proportional, "systemFont(ofSize:)")
    }

    /// The system font at the given size and weight.
    public class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        _system(fontSize, weight, .proportional, "systemFont(ofSize:weight:)")
    }

    /// The bold system font at the given size.
    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        _system(fontSize, .bold, .proportional, "boldSystemFont(ofSize:)")
    }

    /// The italic system font at the given size (measured with Roboto Italic).
    public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        let size = _checkedSize(fontSize, "italicSystemFont(ofSize:)")
        return UIFont(
            _size: size, face: .italic, spacing: .proportional, vertical: .sanFrancisco, name: ".SFUI-RegularItalic",
            family: _systemFamilyName, weight: .regular)
    }

    /// The monospaced system font: every character as wide as the digit zero.
    public class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        let size = _checkedSize(fontSize, "monospacedSystemFont(ofSize:weight:)")
        return UIFont(
            _size: size, face: weight._face, spacing: .monospaced, vertical: .sanFrancisco,
            name: ".SFUIMono-\(weight._name)", family: ".SF UI Mono", weight: weight)
    }

    /// The system font with digits of one width.
    public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        _system(fontSize, weight, .monospacedDigits, "monospacedDigitSystemFont(ofSize:weight:)")
    }

    /// The font of a Dynamic Type text style at the default content size
    /// category (Large), with the size and weight Apple publishes.
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let (size, weight) = style._defaultSizeAndWeight
        return _system(size, weight, .proportional, "preferredFont(forTextStyle:)")
    }

    /// The size of standard labels (17 points).
    public class var labelFontSize: CGFloat { 17 }
    /// The size of standard buttons (18 points).
    public class var buttonFontSize: CGFloat { 18 }
    /// The size of small system text (12 points).
    public class var smallSystemFontSize: CGFloat { 12 }
    /// The size of the standard system font (14 points).
    public class var systemFontSize: CGFloat { 14 }

    private static func _system(_ fontSize: CGFloat, _ weight: Weight, _ spacing: _Spacing, _ caller: String) -> UIFont {
        let size = _checkedSize(fontSize, caller)
        var checked = weight
        if !weight.rawValue.isFinite {
            _report("\(caller): the weight \(weight.rawValue) is not a font weight; using regular.")
            checked = .regular
        }
        return UIFont(
            _size: size, face: checked._face, spacing: spacing, vertical: .sanFrancisco, name: ".SFUI-\(checked._name)",
            family: _systemFamilyName, weight: checked)
    }
}
