import Foundation

/// How a shape layer's stroke ends.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Square at the end point (the default).
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// A half circle past the end point.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// Squared off half the line width past the end point.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}
