import Foundation

/// How a button (or, in UIKit, a cell) draws its background: the part a
/// button configuration uses — a colour, a corner radius and a stroke.
public struct UIBackgroundConfiguration: Hashable, Sendable {
    /// The background colour; nil leaves it to the button's style.
    public var backgroundColor: UIColor?
    /// The corner radius, used as it is with ``UIButton/Configuration/CornerStyle/fixed``.
    public var cornerRadius: CGFloat = 0
    /// The outline's colour; nil draws none unless the style has one.
    public var strokeColor: UIColor?
    /// The outline's width, in points; 0 by default.
    public var strokeWidth: CGFloat = 0

    /// A configuration with no colour, radius or stroke.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
}
