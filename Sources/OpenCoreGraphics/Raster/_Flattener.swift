import Foundation

/// A subpath made of straight segments.
package struct _Polyline: Sendable {
    package var points: [CGPoint]
    package var closed: Bool
}

/// Turns path elements into polylines: curves become straight segments no
/// farther than a tolerance from them.
package enum _Flattener {
    /// The most segments one curve becomes.
    package static let maximumSegmentsPerCurve = 256

    /// The subpaths of `elements` mapped by `transform`, curves cut into
    /// segments within `tolerance` (in the mapped space). Elements holding a
    /// NaN or infinite coordinate are skipped.
    package static func polylines(of elements: [_PathElement], transform: CGAffineTransform, tolerance: CGFloat) -> [_Polyline] {
        let identity = transform._isIdentity
        var result: [_Polyline] = []
        var current: [CGPoint] = []
        // A subpath of one point (a lone move, or the start a close leaves
        // for a line that follows) paints nothing.
        func finish(closed: Bool) {
            if current.count > 1 { result.append(_Polyline(points: current, closed: closed)) }
            current = []
        }
        for element in elements where element.isFinite {
            let e = identity ? element : element.applying(transform)
            switch e {
            case .move(let p):
                finish(closed: false)
                current = [p]
            case .line(let p):
                if current.isEmpty { current = [p] } else { current.append(p) }
            case .quad(let c, let p):
                let p0 = current.last ?? c
                if current.isEmpty { current = [p0] }
                let dd = hypot(p0.x - 2 * c.x + p.x, p0.y - 2 * c.y + p.y)
                let n = segments(dd / 4, tolerance)
                for i in 1...n {
                    let t = CGFloat(i) / CGFloat(n)
                    let u = 1 - t
                    current.append(
                        CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
                }
            case .cubic(let c1, let c2, let p):
                let p0 = current.last ?? c1
                if current.isEmpty { current = [p0] }
                let d1 = hypot(p0.x - 2 * c1.x + c2.x, p0.y - 2 * c1.y + c2.y)
                let d2 = hypot(c1.x - 2 * c2.x + p.x, c1.y - 2 * c2.y + p.y)
                let n = segments(3 * max(d1, d2) / 4, tolerance)
                for i in 1...n {
                    let t = CGFloat(i) / CGFloat(n)
                    let u = 1 - t
                    let a = u * u * u
                    let b = 3 * u * u * t
                    let cc = 3 * u * t * t
                    let d = t * t * t
                    current.append(
                        CGPoint(x: a * p0.x + b * c1.x + cc * c2.x + d * p.x, y: a * p0.y + b * c1.y + cc * c2.y + d * p.y))
                }
            case .close:
                let start = current.first
                finish(closed: true)
                if let start { current = [start] }
            }
        }
        finish(closed: false)
        return result
    }

    /// The segments for a curve whose second differences are `size`: the
    /// chord's distance from the curve shrinks with the square of their count.
    private static func segments(_ size: CGFloat, _ tolerance: CGFloat) -> Int {
        let n = (size / max(tolerance, 1e-6)).squareRoot().rounded(.up)
        guard n.isFinite else { return maximumSegmentsPerCurve }
        return Int(min(max(n, 1), CGFloat(maximumSegmentsPerCurve)))
    }
}
