import Foundation

/// What ``CGContext/drawPath(using:)`` paints of the current path.
public enum CGPathDrawingMode: Int32, Sendable {
    /// The inside, by the winding rule.
    case fill = 0
    /// The inside, by the even-odd rule.
    case eoFill = 1
    /// The outline.
    case stroke = 2
    /// The inside by the winding rule, then the outline.
    case fillStroke = 3
    /// The inside by the even-odd rule, then the outline.
    case eoFillStroke = 4
}
