import Foundation
internal import _OpenUIKitShared

/// The pacing of an animation: a cubic Bézier curve from (0, 0) to (1, 1)
/// that maps the fraction of the time elapsed to the fraction of the change.
///
/// Sources: Apple, `CAMediaTimingFunction` (the end points are (0, 0) and
/// (1, 1); `getControlPoint(at:values:)` answers indexes 0 to 3) and
/// `CAMediaTimingFunctionName` (each named function's control points).
///
/// Immutable, so usable from any thread (it is not isolated to the main
/// actor, as Core Animation's is not).
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    private let c1: (x: Float, y: Float)
    private let c2: (x: Float, y: Float)

    /// A timing function with control points (`c1x`, `c1y`) and (`c2x`, `c2y`).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        c1 = (c1x, c1y)
        c2 = (c2x, c2y)
        super.init()
    }

    /// One of Core Animation's named timing functions.
    public convenience init(name: CAMediaTimingFunctionName) {
        let points = name._controlPoints
        self.init(controlPoints: points.0, points.1, points.2, points.3)
    }

    /// Writes the control point at `index` (0: (0, 0), 1 and 2: the two
    /// given, 3: (1, 1)) into `values[0]` and `values[1]`; an index past 3
    /// writes nothing.
    open func getControlPoint(at index: Int, values ptr: UnsafeMutablePointer<Float>) {
        let point: (x: Float, y: Float)
        switch index {
        case 0: point = (0, 0)
        case 1: point = c1
        case 2: point = c2
        case 3: point = (1, 1)
        default:
            let message =
                "CAMediaTimingFunction.getControlPoint(at: \(index), values:): a timing function has control points 0 to 3; nothing written."
            Task { @MainActor in _Misuse.report(message) }
            return
        }
        ptr[0] = point.x
        ptr[1] = point.y
    }

    /// The fraction of the change at `time`, the fraction of the duration
    /// elapsed (clamped to `0...1`).
    package func _value(at time: Double) -> Double {
        let x = time.isNaN ? 0 : min(max(time, 0), 1)
        return Self._bezier(Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), at: x)
    }

    /// Evaluates the cubic Bézier from (0,0) to (1,1) with control points
    /// (x1,y1), (x2,y2) at horizontal position `x` (bisection: with both x
    /// in `0...1` the curve is monotonic in x).
    package static func _bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
        func component(_ t: Double, _ a: Double, _ b: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
        }
        var low = 0.0
        var high = 1.0
        var t = x
        for _ in 0..<40 {
            let value = component(t, x1, x2)
            if abs(value - x) < 1e-9 { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return component(t, y1, y2)
    }
}
