import Foundation

/// Timing along a cubic Bézier curve: one of UIKit's named curves, or a
/// curve through two control points of your own.
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// The named curve these parameters were made with (`.easeInOut`, where
    /// UIKit leaves it undefined, for control points).
    public let animationCurve: UIView.AnimationCurve
    /// The first control point, in the unit square.
    public let controlPoint1: CGPoint
    /// The second control point, in the unit square.
    public let controlPoint2: CGPoint
    private let kind: Kind
    private enum Kind { case named, systemDefault, controlPoints }

    /// Parameters with Core Animation's default timing function, the
    /// Bézier curve through (0.25, 0.1) and (0.25, 1) (Apple, `init()` and
    /// `CAMediaTimingFunctionName.default`).
    public override init() {
        animationCurve = .easeInOut
        controlPoint1 = CGPoint(x: 0.25, y: 0.1)
        controlPoint2 = CGPoint(x: 0.25, y: 1)
        kind = .systemDefault
        super.init()
    }

    /// Parameters with one of UIKit's named curves.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        (controlPoint1, controlPoint2) = Self.controlPoints(of: curve)
        kind = .named
        super.init()
    }

    /// Parameters with a curve from (0, 0) to (1, 1) through two control
    /// points. Their x coordinates are kept in `0...1` (the curve must go
    /// forward in time); a point that is not finite is reported and the
    /// ease-in-out curve's point used instead.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        let (default1, default2) = Self.controlPoints(of: .easeInOut)
        func checked(_ point: CGPoint, _ fallback: CGPoint) -> CGPoint {
            guard point.x.isFinite, point.y.isFinite else {
                UIApplication.shared.diagnostics.report(
                    .misuse, "UICubicTimingParameters: control point \(point) is not finite; using \(fallback).")
                return fallback
            }
            return CGPoint(x: min(max(point.x, 0), 1), y: point.y)
        }
        controlPoint1 = checked(point1, default1)
        controlPoint2 = checked(point2, default2)
        animationCurve = .easeInOut
        kind = .controlPoints
        super.init()
    }

    /// `.builtin` for a named curve and the system's default one, `.cubic`
    /// for control points of your own.
    public var timingCurveType: UITimingCurveType { kind == .controlPoints ? .cubic : .builtin }
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }

    var _curve: _TimingCurve {
        kind == .named
            ? .named(animationCurve)
            : .cubic(
                x1: Double(controlPoint1.x), y1: Double(controlPoint1.y),
                x2: Double(controlPoint2.x), y2: Double(controlPoint2.y))
    }

    /// The control points of Core Animation's named timing functions.
    private static func controlPoints(of curve: UIView.AnimationCurve) -> (CGPoint, CGPoint) {
        switch curve {
        case .easeInOut: (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        case .easeIn: (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .linear: (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        }
    }
}
