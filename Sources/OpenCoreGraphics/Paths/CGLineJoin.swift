import Foundation

/// How the corners between the segments of a stroked path are drawn.
public enum CGLineJoin: Int32, Sendable {
    /// The outer edges meet at a point, unless that point lies farther than
    /// the miter limit allows (then as ``bevel``).
    case miter = 0
    /// A circular arc around the corner.
    case round = 1
    /// The outer corners are joined by a straight line.
    case bevel = 2
}
