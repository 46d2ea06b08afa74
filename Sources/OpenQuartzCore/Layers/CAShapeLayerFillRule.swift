import Foundation

/// How a shape layer tells its path's inside.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Nonzero winding (the default).
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Even-odd.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}
