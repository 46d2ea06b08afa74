import Foundation

/// How a shape layer's stroke turns corners.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Pointed, within the miter limit (the default).
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// Rounded.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// Cut off straight.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
