import Foundation

/// A color in the sRGB space, with alpha.
///
/// Colors are stored as four components in `0...1`, so they compare and
/// print exactly (renderers format them with a fixed number of digits). As
/// in UIKit, a color is an `NSObject` that compares by value: two colors
/// with the same components are `isEqual(_:)`, `==` and hash alike.
public final class UIColor: NSObject, Sendable {
    public let red: CGFloat
    public let green: CGFloat
    public let blue: CGFloat
    public let alpha: CGFloat

    /// Creates a color from red, green, blue and alpha components in `0...1`.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = _clampedComponent(red)
        self.green = _clampedComponent(green)
        self.blue = _clampedComponent(blue)
        self.alpha = _clampedComponent(alpha)
    }

    /// Creates a gray color.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Returns this color with a different alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Reads the components into the given pointers; always succeeds (as UIKit does for RGB colors).
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    /// Whether `object` is a color with the same components.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return Self._same(self, other)
    }

    /// Whether two optional colors are both nil or have the same components,
    /// without `isEqual(_:)`'s dynamic cast (a view compares its old and new
    /// background colours on every change).
    static func _same(_ a: UIColor?, _ b: UIColor?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return a === b || (a.red == b.red && a.green == b.green && a.blue == b.blue && a.alpha == b.alpha)
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
        return hasher.finalize()
    }

    /// `#RRGGBB` (and `AA` when not opaque), for dumps and renderers.
    public var hexString: String { _hexString(red: red, green: green, blue: blue, alpha: alpha) }

    public override var description: String { "UIColor(\(hexString))" }

    public static let black = UIColor(white: 0, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)
    /// The light-mode values of UIKit's semantic colors.
    public static let systemBackground = UIColor.white
    public static let secondarySystemBackground = UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
    public static let label = UIColor.black
    public static let systemBlue = UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)
    public static let systemRed = UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1)
    public static let systemGreen = UIColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255, alpha: 1)
    public static let systemOrange = UIColor(red: 1, green: 149 / 255, blue: 0, alpha: 1)
    public static let systemYellow = UIColor(red: 1, green: 204 / 255, blue: 0, alpha: 1)
    public static let systemGray = UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 1)
    /// #FF2D55 (Apple's Human Interface Guidelines, Color, light variant).
    public static let systemPink = UIColor(red: 1, green: 45 / 255, blue: 85 / 255, alpha: 1)
}
