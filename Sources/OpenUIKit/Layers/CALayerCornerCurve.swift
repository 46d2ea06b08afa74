import Foundation

/// The curve of a layer's rounded corners.
///
/// OpenUIKit draws both as quarter circles: `.continuous` corners (whose
/// curvature eases in, as the iOS app icons' do) differ by a pixel or so
/// near where the corner meets the side.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Quarter circles (the default).
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// A continuous curve (drawn as `.circular` by OpenUIKit).
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
