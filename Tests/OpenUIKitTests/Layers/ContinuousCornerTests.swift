import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Continuous ("squircle") corners: `CALayer.cornerCurve = .continuous` and
/// `UIBezierPath(roundedRect:cornerRadius:)`.
///
/// Sources (outside this repository):
/// - [PaintCode] paintcodeapp.com, "Drawing Code for iOS 7 Rounded
///   Rectangles": since iOS 7 every rounded rectangle UIKit draws,
///   `bezierPathWithRoundedRect:cornerRadius:` included, has the new
///   shape; its published reconstruction: each corner leaves the side
///   1.52866483 radii from the corner, three cubics and two short lines,
///   symmetric about the corner's diagonal.
/// - [Curve] Apple, `CALayerCornerCurve.continuous` ("a continuous curve
///   … between the straight edges and the rounded corner") and
///   `cornerCurve` (`.circular` by default).
/// - [Capsule] coderapp.vercel.app/answer/75592757: UIKit's
///   `UIBezierPath(roundedRect: 208 × 50, cornerRadius: 20)` comes out with
///   round-capped ends: where the corners do not fit, UIKit rounds harder
///   rather than overlapping them.
/// - [ByCorners] example-a.com/answer/22464519 (a copied Stack Overflow
///   question and answer, pointing to PaintCode): in iOS 7 a mask from `bezierPathWithRoundedRect:
///   byRoundingCorners:cornerRadii:` no longer lines up with a layer's
///   circular `cornerRadius` of the same size: it has the new shape too.
@MainActor
@Suite(.uikitTest) struct ContinuousCornerTests {
    /// The points a path is made of (ends and control points).
    func points(of path: CGPath) -> [CGPoint] {
        var all: [CGPoint] = []
        path.applyWithBlock { element in
            let count: Int
            switch element.pointee.type {
            case .moveToPoint, .addLineToPoint: count = 1
            case .addQuadCurveToPoint: count = 2
            case .addCurveToPoint: count = 3
            default: count = 0
            }
            for index in 0..<count { all.append(element.pointee.points[index]) }
        }
        return all
    }

    /// The top side runs straight from 1.52866483 radii after the left
    /// corner to as far before the right one [PaintCode]; every point,
    /// control points included, lies in the rectangle, so the curves do
    /// too (a cubic stays in its points' hull).
    @Test func theCornerReachesOnePointFiveTwoEightRadii() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 60)
        let path = UIBezierPath(roundedRect: rect, cornerRadius: 10).cgPath
        let all = points(of: path)
        #expect(abs(all[0].x - (10 + 15.2866483)) < 1e-6 && all[0].y == 20)
        #expect(abs(all[1].x - (110 - 15.2866483)) < 1e-6 && all[1].y == 20)
        for point in all { #expect(rect.insetBy(dx: -1e-9, dy: -1e-9).contains(point), "\(point)") }
        #expect(path.boundingBox == rect)
        // [PaintCode]'s first curve ends 0.66993427 radii along and
        // 0.065496 radii in from the corner: there the continuous edge lies
        // below a quarter circle's (at 0.0561 radii, 1 − √(1 − 0.33²)).
        let big = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 400, height: 400), cornerRadius: 100).cgPath
        #expect(big.contains(CGPoint(x: 66.993427, y: 6.5496 + 0.05)))
        #expect(!big.contains(CGPoint(x: 66.993427, y: 6.5496 - 0.05)))
        #expect(!big.contains(CGPoint(x: 66.993427, y: 6.0)))
    }

    /// The shape is symmetric left to right, top to bottom, and (square)
    /// about its diagonal [PaintCode].
    @Test func theShapeIsSymmetric() {
        let rect = CGRect(x: 0, y: 0, width: 80, height: 80)
        let path = UIBezierPath(roundedRect: rect, cornerRadius: 18).cgPath
        var checked = 0
        // Collected, then expected once (76,800 `#expect`s cost about a
        // third of the test), and a failure lists the first points.
        var asymmetric: [CGPoint] = []
        for i in 0..<160 {
            for j in 0..<160 {
                let x = (CGFloat(i) + 0.37) / 2
                let y = (CGFloat(j) + 0.61) / 2
                let inside = path.contains(CGPoint(x: x, y: y))
                if inside != path.contains(CGPoint(x: 80 - x, y: y)) || inside != path.contains(CGPoint(x: x, y: 80 - y))
                    || inside != path.contains(CGPoint(x: y, y: x))
                {
                    asymmetric.append(CGPoint(x: x, y: y))
                }
                checked += inside ? 1 : 0
            }
        }
        #expect(asymmetric.isEmpty, "\(asymmetric.prefix(5))")
        #expect(checked > 20_000)
    }

    /// A radius too large for the rectangle is held to half the shorter
    /// side, and corners that would not fit round harder until they do: at
    /// half the side the ends are round caps [Capsule]; never outside the
    /// rectangle; bad radii never trap.
    @Test func aSmallRectangleRoundsHarderUpToACapsule() {
        let capsule = CGRect(x: 0, y: 0, width: 208, height: 50)
        for radius: CGFloat in [20, 25, 1000] {
            let path = UIBezierPath(roundedRect: capsule, cornerRadius: radius).cgPath
            for point in points(of: path) { #expect(capsule.insetBy(dx: -1e-9, dy: -1e-9).contains(point)) }
            // The ends: the middle of the left side is on the path's edge.
            #expect(path.contains(CGPoint(x: 0.05, y: 25)))
        }
        let round = UIBezierPath(roundedRect: capsule, cornerRadius: 25).cgPath
        // A round cap: the point 45° round the end, 25 from (25, 25), is on the edge.
        let diagonal = 25 - 25 / CGFloat(2).squareRoot()
        #expect(round.contains(CGPoint(x: diagonal + 0.2, y: diagonal + 0.2)))
        #expect(!round.contains(CGPoint(x: diagonal - 0.2, y: diagonal - 0.2)))
        for bad: CGFloat in [.nan, .infinity, -5, 0] {
            #expect(UIBezierPath(roundedRect: capsule, cornerRadius: bad).cgPath.boundingBox == capsule)
        }
    }

    /// `byRoundingCorners` with equal radii draws the same continuous
    /// corners, on the corners asked for only [ByCorners], [PaintCode].
    @Test func roundingSomeCornersUsesTheSameCurve() {
        let rect = CGRect(x: 0, y: 0, width: 120, height: 80)
        let all = UIBezierPath(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: 16, height: 16))
        #expect(all.cgPath == UIBezierPath(roundedRect: rect, cornerRadius: 16).cgPath)
        let two = UIBezierPath(
            roundedRect: rect, byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 16, height: 16)
        ).cgPath
        #expect(two.contains(CGPoint(x: 119.9, y: 0.1)) && two.contains(CGPoint(x: 0.1, y: 79.9)))
        #expect(!two.contains(CGPoint(x: 0.5, y: 0.5)) && !two.contains(CGPoint(x: 119.5, y: 79.5)))
        for point in points(of: two) { #expect(rect.contains(point) || point.x == rect.maxX || point.y == rect.maxY) }
    }

    /// A layer's continuous corner is used for its background, border,
    /// clip and shadow [Curve]. With a radius of 60, [PaintCode]'s point
    /// (40.196, 3.930) is on the continuous edge, while a quarter circle
    /// passes 3.36 below the top there: pixel (40, 3) is mostly covered by
    /// a circular corner (about 0.64) and barely by a continuous one (about
    /// 0.07). The default curve is circular.
    @Test func aLayerDrawsItsContinuousCorners() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.backgroundColor = .red
        view.layer.cornerRadius = 60
        #expect(view.layer.cornerCurve == .circular)
        func coverage(_ image: UIImage) -> Int { Int(image.rgba(40, 3)?.a ?? 0) }
        let circular = freshPicture(of: view, scale: 1)
        view.layer.cornerCurve = .continuous
        let continuous = freshPicture(of: view, scale: 1)
        #expect(coverage(circular) > 128 && coverage(continuous) < 64, "\(coverage(circular)) \(coverage(continuous))")
        #expect(continuous.rgba(100, 0) == .red && continuous.rgba(100, 100) == .red)
        // The border follows the same curve.
        view.backgroundColor = nil
        view.layer.borderWidth = 8
        view.layer.borderColor = UIColor.blue.cgColor
        #expect(coverage(freshPicture(of: view, scale: 1)) < 64)
        view.layer.cornerCurve = .circular
        #expect(coverage(freshPicture(of: view, scale: 1)) > 128)
        // So does the clip.
        view.layer.borderWidth = 0
        view.layer.cornerCurve = .continuous
        view.clipsToBounds = true
        let child = UIView(frame: view.bounds)
        child.backgroundColor = .green
        view.addSubview(child)
        let clipped = freshPicture(of: view, scale: 1)
        #expect(coverage(clipped) < 64 && clipped.rgba(100, 100) == .green)
        // And the shadow's shape: the shadow of a continuous layer is
        // lighter at that pixel than a circular one's (no blur, offset 0).
        let shadowed = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let card = UIView(frame: shadowed.bounds)
        card.layer.cornerRadius = 60
        card.layer.borderWidth = 0.001
        card.layer.borderColor = UIColor.clear.cgColor
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = 0
        card.layer.shadowOffset = .zero
        shadowed.addSubview(card)
        let circularShadow = coverage(freshPicture(of: shadowed, scale: 1))
        card.layer.cornerCurve = .continuous
        let continuousShadow = coverage(freshPicture(of: shadowed, scale: 1))
        #expect(circularShadow > 128 && continuousShadow < 64, "\(circularShadow) \(continuousShadow)")
    }
}
