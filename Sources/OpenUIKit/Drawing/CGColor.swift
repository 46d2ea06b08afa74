import Foundation

/// A color for Core Graphics calls: red, green, blue and alpha in the sRGB
/// space.
///
/// Core Graphics is not part of Foundation on Linux; OpenUIKit provides the
/// part of `CGColor` its drawing API takes. Get one from a ``UIColor`` with
/// ``UIColor/cgColor``.
public final class CGColor: Equatable, Hashable, Sendable, CustomStringConvertible {
    let red: CGFloat
    let green: CGFloat
    let blue: CGFloat
    /// The color's opacity, `0...1`.
    public let alpha: CGFloat

    /// Creates a color from sRGB components in `0...1`.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let color = UIColor(red: red, green: green, blue: blue, alpha: alpha)
        self.red = color.red
        self.green = color.green
        self.blue = color.blue
        self.alpha = color.alpha
    }

    /// Creates a gray color.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// Red, green, blue and alpha.
    public var components: [CGFloat]? { [red, green, blue, alpha] }

    /// Four: red, green, blue, alpha.
    public var numberOfComponents: Int { 4 }

    /// This color with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }

    public var description: String { "CGColor(\(UIColor(cgColor: self).hexString))" }

    /// The pixel this color paints at `opacity`.
    func _pixel(opacity: CGFloat) -> UInt32 {
        _Pixel.premultiplied(red: red, green: green, blue: blue, alpha: alpha * opacity)
    }
}
