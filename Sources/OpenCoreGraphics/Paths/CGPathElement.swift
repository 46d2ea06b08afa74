import Foundation

/// One element of a path as ``CGPath/applyWithBlock(_:)`` presents it: its
/// kind and its points (0 to 3, by ``type``), valid during the call only.
public struct CGPathElement {
    /// The kind of element.
    public var type: CGPathElementType
    /// The element's points: the control points, then the end point.
    public var points: UnsafeMutablePointer<CGPoint>

    /// Creates an element.
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}
