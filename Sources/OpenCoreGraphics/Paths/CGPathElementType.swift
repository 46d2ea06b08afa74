import Foundation

/// The kind of one element of a path.
public enum CGPathElementType: Int32, Sendable {
    /// Starts a subpath at one point.
    case moveToPoint = 0
    /// A straight line to one point.
    case addLineToPoint = 1
    /// A quadratic curve: a control point, then the end point.
    case addQuadCurveToPoint = 2
    /// A cubic curve: two control points, then the end point.
    case addCurveToPoint = 3
    /// Closes the subpath with a line back to its start (no points).
    case closeSubpath = 4
}
