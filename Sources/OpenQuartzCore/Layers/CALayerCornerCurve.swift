import Foundation

/// The curve of a layer's rounded corners.
///
/// `.circular` corners are quarter circles; `.continuous` corners leave
/// the side about 1.528 radii from the corner and ease their curvature in,
/// as the iOS app icons' do (see `CGMutablePath+ContinuousCorners.swift`).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Quarter circles (the default).
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// A continuous curve.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
