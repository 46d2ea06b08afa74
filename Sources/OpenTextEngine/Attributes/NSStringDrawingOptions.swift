/// Options for measuring and drawing strings, with UIKit's raw values.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    /// The options' bits.
    public let rawValue: Int

    /// Creates options from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Truncates the last line that fits the height and adds an ellipsis
    /// (only with ``usesLineFragmentOrigin``).
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
    /// Lays the text out in lines from the rectangle's top-left corner (without it, one line on a baseline).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Adds the fonts' leading to the line heights.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Uses glyph bounds instead of typographic bounds (measured as typographic bounds here).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
}
