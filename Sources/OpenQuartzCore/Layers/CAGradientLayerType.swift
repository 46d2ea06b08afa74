import Foundation

/// The geometry of a gradient layer.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Along the line from the start point to the end point (the default).
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Ellipses around the start point; the end point is on the outermost one.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around the start point, starting towards the end point and turning clockwise on screen.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
