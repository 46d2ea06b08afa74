import Foundation

/// More of UIKit's semantic colours, at their light-mode values (OpenUIKit
/// has no dark mode yet).
///
/// The values are the light-mode ones Noah Gilmore read from iOS 13's
/// colours and tabulated in "Backwards compatibility for iOS 13 system
/// colors" (noahgilmore.com/blog/dark-mode-uicolor-compatibility, and his
/// ColorCompatibility library): the grey label and separator colours are
/// #3C3C43 at an alpha, the grouped backgrounds #F2F2F7 and white, the
/// greys from #AEAEB2 to #F2F2F7.
extension UIColor {
    /// Text of secondary importance: #3C3C43 at 60 %.
    public static let secondaryLabel = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
    /// Text of tertiary importance: #3C3C43 at 30 %.
    public static let tertiaryLabel = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
    /// Placeholder text in controls: #3C3C43 at 30 %.
    public static let placeholderText = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
    /// A thin line between pieces of content, letting what is under it show: #3C3C43 at 29 %.
    public static let separator = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
    /// A separator that hides what is under it: #C6C6C8.
    public static let opaqueSeparator = UIColor(red: 198 / 255, green: 198 / 255, blue: 200 / 255, alpha: 1)
    /// The background of a grouped interface (a settings page): #F2F2F7.
    public static let systemGroupedBackground = UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
    /// The background of a group's content in a grouped interface: white.
    public static let secondarySystemGroupedBackground = UIColor.white
    /// A second-level grey: #AEAEB2.
    public static let systemGray2 = UIColor(red: 174 / 255, green: 174 / 255, blue: 178 / 255, alpha: 1)
    /// A third-level grey: #C7C7CC.
    public static let systemGray3 = UIColor(red: 199 / 255, green: 199 / 255, blue: 204 / 255, alpha: 1)
    /// A fourth-level grey: #D1D1D6.
    public static let systemGray4 = UIColor(red: 209 / 255, green: 209 / 255, blue: 214 / 255, alpha: 1)
    /// A fifth-level grey: #E5E5EA.
    public static let systemGray5 = UIColor(red: 229 / 255, green: 229 / 255, blue: 234 / 255, alpha: 1)
    /// A sixth-level grey: #F2F2F7.
    public static let systemGray6 = UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
}
