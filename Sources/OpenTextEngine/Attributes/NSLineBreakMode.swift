/// How a line that does not fit is broken or shortened, with UIKit's raw values.
public enum NSLineBreakMode: Int, Sendable {
    /// Wraps at word boundaries (a word wider than the line wraps between characters).
    case byWordWrapping = 0
    /// Wraps between characters (grapheme clusters).
    case byCharWrapping = 1
    /// Cuts off the line at the edge.
    case byClipping = 2
    /// Shows the end of the line, with an ellipsis for the missing start.
    case byTruncatingHead = 3
    /// Shows the start of the line, with an ellipsis for the missing end.
    case byTruncatingTail = 4
    /// Shows both ends, with an ellipsis for the missing middle.
    case byTruncatingMiddle = 5
}
