import Foundation

/// How a path's inside is told from its outside where its outline crosses
/// itself or nests.
public enum CGPathFillRule: Int, Sendable {
    /// A point is inside when the outline winds around it a nonzero number
    /// of times (counting each direction's turns with opposite signs).
    case winding = 0
    /// A point is inside when a ray from it crosses the outline an odd
    /// number of times.
    case evenOdd = 1
}
