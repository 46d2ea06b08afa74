import Foundation

/// Whether a gradient paints past its ends with its end colours.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Paints the first colour before the start.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    /// Paints the last colour after the end.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}
