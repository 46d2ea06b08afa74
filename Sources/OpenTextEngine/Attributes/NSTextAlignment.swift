/// How lines of text are aligned horizontally, with UIKit's raw values.
public enum NSTextAlignment: Int, Sendable {
    /// Aligned to the left edge.
    case left = 0
    /// Centred.
    case center = 1
    /// Aligned to the right edge.
    case right = 2
    /// Both edges (laid out as natural for now: the spaces are not stretched).
    case justified = 3
    /// The script's natural alignment (left: text is laid out left to right for now).
    case natural = 4
}
