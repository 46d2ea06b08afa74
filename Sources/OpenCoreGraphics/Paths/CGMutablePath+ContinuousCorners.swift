import Foundation

/// Rounded rectangles with Apple's continuous ("squircle") corners.
///
/// A continuous corner leaves the straight side about 1.528 radii from the
/// corner, not 1, so its curvature eases in instead of jumping from 0 to
/// 1 / radius. The shape is data published by PaintCode's reconstruction
/// of iOS 7's `bezierPathWithRoundedRect:cornerRadius:` (paintcodeapp.com,
/// "Drawing Code for iOS 7 Rounded Rectangles"): per corner, three cubic
/// curves joined by two short lines, their points given in radii from the
/// corner, symmetric about its diagonal (the reach is 1.52866483).
///
/// The radius is held to half the shorter side. Where the full corner
/// would not fit in half the side, UIKit draws another shape (PaintCode
/// found three; a 208 × 50 rectangle with a radius of 20 comes out with
/// round-capped ends: coderapp.vercel.app/answer/75592757); OpenUIKit
/// blends each corner towards a quarter circle until it fits, so a radius
/// of half the side gives a capsule's round ends.
extension CGMutablePath {
    /// How far a continuous corner reaches along each side, in radii.
    package static let _continuousReach: CGFloat = 1.528_664_83

    /// One step of a corner in its own frame: `a` radii back from the
    /// corner along the side it is entered by, `b` radii along the side it
    /// leaves by; a line has only its end.
    package struct _CornerStep {
        package var points: [(a: CGFloat, b: CGFloat)]
    }

    /// PaintCode's continuous corner after its start at (1.52866483, 0).
    package static let _continuousSteps: [_CornerStep] = [
        _CornerStep(points: [(1.088_493_23, 0), (0.868_406_89, 0), (0.669_934_27, 0.065_496)]),
        _CornerStep(points: [(0.631_493_99, 0.074_911)]),
        _CornerStep(points: [(0.372_823_92, 0.169_058_99), (0.169_058_99, 0.372_823_92), (0.074_911, 0.631_493_99)]),
        _CornerStep(points: [(0.065_496, 0.669_934_27)]),
        _CornerStep(points: [(0, 0.868_406_89), (0, 1.088_493_23), (0, 1.528_664_83)]),
    ]

    /// A quarter circle in the same steps (the others collapse onto its
    /// ends), so that the two can be blended point by point.
    package static let _circularSteps: [_CornerStep] = {
        let k: CGFloat = 1 - 0.552_284_749_8 // 4/3 (√2 − 1): a quarter circle as one cubic
        return [
            _CornerStep(points: [(1, 0), (1, 0), (1, 0)]),
            _CornerStep(points: [(1, 0)]),
            _CornerStep(points: [(k, 0), (0, k), (0, 1)]),
            _CornerStep(points: [(0, 1)]),
            _CornerStep(points: [(0, 1), (0, 1), (0, 1)]),
        ]
    }()

    /// Adds `rect` with continuous corners of `radius` where `rounded` says
    /// (top left, top right, bottom right, bottom left), clockwise on the
    /// screen from the top side's start.
    package func _addContinuousRoundedRect(_ rect: CGRect, radius: CGFloat, rounded: [Bool], transform: CGAffineTransform) {
        let r = rect.standardized
        let half = min(r.width, r.height) / 2
        let radius = radius.isFinite ? min(max(0, radius), max(0, half)) : 0
        guard radius > 0, rounded.count == 4 else {
            addRect(r, transform: transform)
            return
        }
        // Towards a quarter circle just enough for the corner to fit in half the side.
        let excess = Self._continuousReach * radius - half
        let t = excess > 0 ? min(1, excess / ((Self._continuousReach - 1) * radius)) : 0
        let reach = Self._continuousReach + (1 - Self._continuousReach) * t
        // Each corner: the corner point, the direction along the side it is
        // entered by, and along the side it leaves by.
        let corners: [(CGPoint, CGVector, CGVector)] = [
            (CGPoint(x: r.maxX, y: r.minY), CGVector(dx: 1, dy: 0), CGVector(dx: 0, dy: 1)),
            (CGPoint(x: r.maxX, y: r.maxY), CGVector(dx: 0, dy: 1), CGVector(dx: -1, dy: 0)),
            (CGPoint(x: r.minX, y: r.maxY), CGVector(dx: -1, dy: 0), CGVector(dx: 0, dy: -1)),
            (CGPoint(x: r.minX, y: r.minY), CGVector(dx: 0, dy: -1), CGVector(dx: 1, dy: 0)),
        ]
        let roundedAt = [rounded[1], rounded[2], rounded[3], rounded[0]]
        func point(_ corner: Int, _ a: CGFloat, _ b: CGFloat) -> CGPoint {
            let (c, entering, leaving) = corners[corner]
            let s = roundedAt[corner] ? radius : 0
            return CGPoint(
                x: c.x - a * s * entering.dx + b * s * leaving.dx, y: c.y - a * s * entering.dy + b * s * leaving.dy)
        }
        move(to: point(3, 0, reach), transform: transform)
        for corner in 0..<4 {
            addLine(to: point(corner, reach, 0), transform: transform)
            guard roundedAt[corner] else { continue }
            for (smooth, round) in zip(Self._continuousSteps, Self._circularSteps) {
                var points: [CGPoint] = []
                for (p, q) in zip(smooth.points, round.points) {
                    points.append(point(corner, p.a + (q.a - p.a) * t, p.b + (q.b - p.b) * t))
                }
                if points.count == 3 {
                    addCurve(to: points[2], control1: points[0], control2: points[1], transform: transform)
                } else if let end = points.first {
                    addLine(to: end, transform: transform)
                }
            }
        }
        closeSubpath()
    }
}
