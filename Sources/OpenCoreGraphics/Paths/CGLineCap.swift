import Foundation

/// How the ends of a stroked open subpath are drawn.
public enum CGLineCap: Int32, Sendable {
    /// The stroke ends square at the end point.
    case butt = 0
    /// The stroke ends in a half circle around the end point.
    case round = 1
    /// The stroke ends half its width past the end point, squared off.
    case square = 2
}
