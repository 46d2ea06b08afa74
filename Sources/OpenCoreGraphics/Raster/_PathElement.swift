import Foundation

/// One element of a path, by value (the storage of ``CGPath``).
package enum _PathElement: Equatable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case quad(CGPoint, CGPoint)
    case cubic(CGPoint, CGPoint, CGPoint)
    case close

    /// The element with every point mapped by `t`.
    package func applying(_ t: CGAffineTransform) -> _PathElement {
        switch self {
        case .move(let p): return .move(p.applying(t))
        case .line(let p): return .line(p.applying(t))
        case .quad(let c, let p): return .quad(c.applying(t), p.applying(t))
        case .cubic(let c1, let c2, let p): return .cubic(c1.applying(t), c2.applying(t), p.applying(t))
        case .close: return .close
        }
    }

    /// The element's points, control points first.
    package var points: [CGPoint] {
        switch self {
        case .move(let p), .line(let p): return [p]
        case .quad(let c, let p): return [c, p]
        case .cubic(let c1, let c2, let p): return [c1, c2, p]
        case .close: return []
        }
    }

    /// The end point, if the element has one.
    package var end: CGPoint? {
        switch self {
        case .move(let p), .line(let p), .quad(_, let p), .cubic(_, _, let p): return p
        case .close: return nil
        }
    }

    /// Whether every coordinate is finite.
    package var isFinite: Bool {
        for p in points where !p.x.isFinite || !p.y.isFinite { return false }
        return true
    }
}
