/// A keyboard layout, with UIKit's raw values.
public enum UIKeyboardType: Int, Sendable, Hashable {
    case `default` = 0
    case asciiCapable = 1
    case numbersAndPunctuation = 2
    case URL = 3
    case numberPad = 4
    case phonePad = 5
    case namePhonePad = 6
    case emailAddress = 7
    case decimalPad = 8
    case twitter = 9
    case webSearch = 10
    case asciiCapableNumberPad = 11

    /// The layout UIKit names `alphabet`: the same as `.asciiCapable`.
    public static var alphabet: UIKeyboardType { .asciiCapable }
}
