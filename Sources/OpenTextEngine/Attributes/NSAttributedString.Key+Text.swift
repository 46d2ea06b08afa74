import Foundation

/// The attributes UIKit's text system reads. Foundation on Linux declares
/// the key type but none of these.
extension NSAttributedString.Key {
    /// The `UIFont` of the text (17-point system font by default).
    public static let font = NSAttributedString.Key("NSFont")
    /// The `UIColor` of the text (black by default).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The `UIColor` behind the text (none by default).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The `NSParagraphStyle` of the paragraph.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Extra space after each character, in points (a number).
    public static let kern = NSAttributedString.Key("NSKern")
    /// The underline's ``NSUnderlineStyle`` raw value (stored, not drawn yet).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The strikethrough's ``NSUnderlineStyle`` raw value (stored, not drawn yet).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
}
