import Foundation

/// The names of Core Animation's predefined timing functions.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Even pacing: control points (0, 0) and (1, 1) (the curve's end points,
    /// a straight line).
    public static let linear = CAMediaTimingFunctionName("linear")
    /// Begins slowly: control points (0.42, 0) and (1, 1) (Apple, `easeIn`).
    public static let easeIn = CAMediaTimingFunctionName("easeIn")
    /// Ends slowly: control points (0, 0) and (0.58, 1) (Apple, `easeOut`).
    public static let easeOut = CAMediaTimingFunctionName("easeOut")
    /// Begins and ends slowly: control points (0.42, 0) and (0.58, 1) (Apple, `easeInEaseOut`).
    public static let easeInEaseOut = CAMediaTimingFunctionName("easeInEaseOut")
    /// The system's default: control points (0.25, 0.1) and (0.25, 1) (Apple, `default`).
    public static let `default` = CAMediaTimingFunctionName("default")

    /// The control points (c1x, c1y, c2x, c2y); an unknown name is linear.
    var _controlPoints: (Float, Float, Float, Float) {
        switch self {
        case .easeIn: (0.42, 0, 1, 1)
        case .easeOut: (0, 0, 0.58, 1)
        case .easeInEaseOut: (0.42, 0, 0.58, 1)
        case .default: (0.25, 0.1, 0.25, 1)
        default: (0, 0, 1, 1)
        }
    }
}
