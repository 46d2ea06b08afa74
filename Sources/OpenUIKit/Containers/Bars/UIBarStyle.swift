import Foundation

/// The look of a bar: a light background with dark content, or a black one
/// with light content.
///
/// A navigation controller whose bar shows decides the status bar's style
/// from its bar's style (``UINavigationController/preferredStatusBarStyle``).
public enum UIBarStyle: Int, Sendable, CustomStringConvertible {
    /// The standard light bar with dark content.
    case `default` = 0
    /// A black bar with light content.
    case black = 1
    /// A translucent black bar (deprecated in UIKit: use `.black` with `isTranslucent`).
    case blackTranslucent = 2

    /// The old name of ``black``.
    public static let blackOpaque = UIBarStyle.black

    public var description: String {
        switch self {
        case .default: ".default"
        case .black: ".black"
        case .blackTranslucent: ".blackTranslucent"
        }
    }
}
