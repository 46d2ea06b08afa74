import Foundation

/// A color for Core Graphics calls: red, green, blue and alpha in the sRGB
/// space.
///
/// Core Graphics is not part of Foundation on Linux; OpenCoreGraphics
/// provides the part of `CGColor` the drawing API takes. Components are
/// clamped to `0...1` (NaN becomes 0), as a `UIColor`'s are, so a colour
/// made either way compares equal. UIKit code gets one from a `UIColor`
/// with `cgColor`.
public final class CGColor: Equatable, Hashable, Sendable, CustomStringConvertible {
    package let red: CGFloat
    package let green: CGFloat
    package let blue: CGFloat
    /// The color's opacity, `0...1`.
    public let alpha: CGFloat

    /// Creates a color from sRGB components in `0...1`.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = _clampedComponent(red)
        self.green = _clampedComponent(green)
        self.blue = _clampedComponent(blue)
        self.alpha = _clampedComponent(alpha)
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

    public var description: String { "CGColor(\(_hexString(red: red, green: green, blue: blue, alpha: alpha)))" }

    /// The pixel this color paints at `opacity`.
    package func _pixel(opacity: CGFloat) -> UInt32 {
        _Pixel.premultiplied(red: red, green: green, blue: blue, alpha: alpha * opacity)
    }
}

/// `value` clamped to `0...1`, NaN as 0: how colour components are stored.
package func _clampedComponent(_ value: CGFloat) -> CGFloat {
    value.isNaN ? 0 : Swift.min(Swift.max(value, 0), 1)
}

/// `#RRGGBB`, or `#RRGGBBAA` when `alpha` is below 1: how colours describe
/// themselves.
package func _hexString(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) -> String {
    func byte(_ value: CGFloat) -> String {
        let digits = String(Int((value * 255).rounded()), radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }
    return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
}
