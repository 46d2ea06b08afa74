import Foundation

/// Which corners of a layer ``CALayer/cornerRadius`` rounds. On iOS a
/// layer's y axis points down: `layerMinXMinYCorner` is the top left.
public struct CACornerMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top-left corner on iOS.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The top-right corner on iOS.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The bottom-left corner on iOS.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The bottom-right corner on iOS.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}
