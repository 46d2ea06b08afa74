import Foundation
@_spi(Testing) import OpenUIKit
import OpenUIKitTesting
import Testing

/// Anti-aliased fills and strokes, pixel by pixel, at scale 1 (one pixel a
/// point). Each expected value is a coverage computed by hand, in the doc
/// comment of its test; a pixel's alpha is its coverage × 255 (the
/// rasterizer samples 16 × 16 points a pixel, so values within 2 of the
/// exact area pass where a curve crosses the pixel).
///
/// Sources: Apple, "Drawing Shapes Using Bézier Paths" and `CGLineCap`
/// (butt: "squared off … at the endpoint", square: "extended beyond the
/// endpoint for a distance equal to half the line width", round:
/// "rounded"), `CGLineJoin` (miter: "joined with a sharp (angled) corner",
/// round, bevel: "squared off"), `CGContext.setMiterLimit` ("If the miter
/// length divided by the line width exceeds the limit, the join is
/// beveled"), `CGPathFillRule` (winding, even-odd), `setLineDash(phase:lengths:)`.
@MainActor
@Suite(.uikitTest) struct PathRasterTests {
    func image(_ width: CGFloat, _ height: CGFloat, _ draw: (CGContext) -> Void) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format).image { draw($0.cgContext) }
    }

    func alpha(_ image: UIImage, _ x: Int, _ y: Int) -> Int { Int(image.rgba(x, y)?.a ?? 0) }

    /// A rectangle ending half-way through a pixel covers half of it:
    /// 0.5 × 255 = 127.5, and the rasterizer's 128/256 rounds to 128; a
    /// quarter-pixel-wide one covers a quarter: 64.
    @Test func partialPixelsAreCoveredByTheirArea() {
        let picture = image(4, 3) { cg in
            cg.addRect(CGRect(x: 0, y: 0, width: 2.5, height: 1))
            cg.addRect(CGRect(x: 0, y: 2, width: 0.25, height: 1))
            cg.fillPath()
        }
        #expect(alpha(picture, 1, 0) == 255)
        #expect(alpha(picture, 2, 0) == 128)
        #expect(alpha(picture, 3, 0) == 0)
        #expect(alpha(picture, 0, 2) == 64)
    }

    /// A circle of radius 5 around (5, 5): pixel (5, 0) loses the sliver
    /// above the circle, 5 − ∫₀¹ √(25 − u²) du = 5 − (½√24 + 12.5 asin 0.2)
    /// ≈ 0.0335, so its coverage is 0.9665 (246.5); pixel (0, 0) lies
    /// wholly outside (its nearest point (1, 1) is 5.66 from the centre).
    @Test func aCircleIsAntiAliased() {
        let picture = image(10, 10) { cg in
            cg.setFillColor(UIColor.red.cgColor)
            cg.fillEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(abs(alpha(picture, 5, 0) - 246) <= 2)
        #expect(abs(alpha(picture, 0, 5) - 246) <= 2)
        #expect(alpha(picture, 0, 0) == 0)
        #expect(picture.rgba(5, 5) == RGBA(255, 0, 0))
    }

    /// A line from (2, 5) to (8, 5), 2 wide, covers y 4…6. Butt: x 2…8;
    /// square: x 1…9; round: a half disc of radius 1 past each end, so
    /// pixel (8, 4) holds a quarter disc: π/4 = 0.785 (200.3).
    @Test func eachLineCap() {
        func line(_ cap: CGLineCap) -> UIImage {
            image(10, 10) { cg in
                cg.setLineWidth(2)
                cg.setLineCap(cap)
                cg.move(to: CGPoint(x: 2, y: 5))
                cg.addLine(to: CGPoint(x: 8, y: 5))
                cg.strokePath()
            }
        }
        let butt = line(.butt)
        #expect(alpha(butt, 2, 4) == 255 && alpha(butt, 7, 5) == 255)
        #expect(alpha(butt, 1, 4) == 0 && alpha(butt, 8, 4) == 0)
        let square = line(.square)
        #expect(alpha(square, 1, 4) == 255 && alpha(square, 8, 5) == 255)
        #expect(alpha(square, 0, 4) == 0 && alpha(square, 9, 4) == 0)
        let round = line(.round)
        #expect(abs(alpha(round, 8, 4) - 200) <= 2)
        #expect(abs(alpha(round, 1, 5) - 200) <= 2)
    }

    /// A right angle (2, 6) → (6, 6) → (6, 2), 2 wide: the outer corner
    /// square is pixel (6, 6). Miter (√2 ≤ 10): full; bevel: cut along its
    /// diagonal, 0.5 (128); round: a quarter disc, π/4 (200.3); a miter
    /// limit of 1 (< √2) bevels.
    @Test func eachLineJoinAndTheMiterLimit() {
        func corner(_ join: CGLineJoin, limit: CGFloat = 10) -> UIImage {
            image(10, 10) { cg in
                cg.setLineWidth(2)
                cg.setLineJoin(join)
                cg.setMiterLimit(limit)
                cg.move(to: CGPoint(x: 2, y: 6))
                cg.addLine(to: CGPoint(x: 6, y: 6))
                cg.addLine(to: CGPoint(x: 6, y: 2))
                cg.strokePath()
            }
        }
        #expect(alpha(corner(.miter), 6, 6) == 255)
        #expect(abs(alpha(corner(.bevel), 6, 6) - 128) <= 1)
        #expect(abs(alpha(corner(.round), 6, 6) - 200) <= 2)
        #expect(abs(alpha(corner(.miter, limit: 1), 6, 6) - 128) <= 1)
        #expect(alpha(corner(.miter), 5, 5) == 255)
    }

    /// Dashes 2 on, 2 off along y = 5 from x = 0: pixels 0, 1 painted, 2, 3
    /// not, 4, 5 painted; a phase of 1 shifts the pattern left by 1.
    @Test func dashes() {
        func dashed(phase: CGFloat) -> UIImage {
            image(12, 10) { cg in
                cg.setLineWidth(2)
                cg.setLineDash(phase: phase, lengths: [2, 2])
                cg.move(to: CGPoint(x: 0, y: 5))
                cg.addLine(to: CGPoint(x: 12, y: 5))
                cg.strokePath()
            }
        }
        let plain = dashed(phase: 0)
        #expect([0, 1, 2, 3, 4, 5].map { alpha(plain, $0, 4) } == [255, 255, 0, 0, 255, 255])
        let shifted = dashed(phase: 1)
        #expect([0, 1, 2, 3, 4].map { alpha(shifted, $0, 4) } == [255, 0, 0, 255, 255])
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 5))
        path.addLine(to: CGPoint(x: 12, y: 5))
        path.lineWidth = 2
        path.setLineDash([2, 2], count: 2, phase: 0)
        let viaPath = image(12, 10) { _ in path.stroke() }
        #expect([0, 1, 2, 3, 4, 5].map { alpha(viaPath, $0, 4) } == [255, 255, 0, 0, 255, 255])
    }

    /// Two nested squares wound the same way: by the winding rule the inner
    /// one is inside (winding 2), by even-odd it is a hole (2 crossings).
    @Test func evenOddAndNonzero() {
        func filled(_ rule: CGPathFillRule) -> UIImage {
            image(10, 10) { cg in
                cg.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
                cg.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
                cg.fillPath(using: rule)
            }
        }
        #expect(alpha(filled(.winding), 5, 5) == 255)
        #expect(alpha(filled(.evenOdd), 5, 5) == 0)
        #expect(alpha(filled(.evenOdd), 1, 1) == 255)
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
        #expect(path.contains(CGPoint(x: 5, y: 5), using: .winding))
        #expect(!path.contains(CGPoint(x: 5, y: 5), using: .evenOdd))
    }

    /// Black to white from x = 0 to x = 10: pixel 4's centre (4.5) is at
    /// t = 0.45, gray 0.45 × 255 = 114.75 (115). A radial gradient from a
    /// point to radius 5 around (5, 5): pixel (7, 5)'s centre (7.5, 5.5) is
    /// √6.5 = 2.55 away, t = 0.51, 130.
    @Test func linearAndRadialGradients() {
        let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [.black, .white], locations: [0, 1])!
        let linear = image(10, 2) { cg in
            cg.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 10, y: 0), options: [])
        }
        #expect(abs(Int(linear.rgba(4, 0)!.r) - 115) <= 1)
        #expect(linear.rgba(4, 0)!.a == 255)
        let radial = image(10, 10) { cg in
            cg.drawRadialGradient(
                gradient, startCenter: CGPoint(x: 5, y: 5), startRadius: 0, endCenter: CGPoint(x: 5, y: 5), endRadius: 5, options: [])
        }
        #expect(abs(Int(radial.rgba(7, 5)!.r) - 130) <= 1)
        #expect(radial.rgba(0, 0)!.a == 0) // past the end circle, not extended
    }

    /// A clip to a circle keeps a rectangle's fill inside it.
    @Test func clippingToAPath() {
        let picture = image(10, 10) { cg in
            cg.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
            cg.clip()
            cg.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(alpha(picture, 0, 0) == 0)
        #expect(alpha(picture, 5, 5) == 255)
        #expect(abs(alpha(picture, 5, 0) - 246) <= 2)
    }

    /// Arcs: `UIBezierPath`'s clockwise is the screen's (y down), the
    /// opposite of `CGPath`'s; a tangent arc rounds a corner.
    @Test func arcsAndTheirDirections() {
        let down = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(abs(down.bounds.maxY - 10) < 0.01 && down.bounds.minY > -0.01)
        let up = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(up.bounds.minY < -9.9)
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)
        #expect(abs(path.currentPoint.x - 10) < 1e-9 && abs(path.currentPoint.y - 4) < 1e-9)
        let box = path.boundingBoxOfPath
        #expect(abs(box.maxX - 10) < 0.02 && abs(box.minX) < 1e-9)
        var types: [CGPathElementType] = []
        path.applyWithBlock { types.append($0.pointee.type) }
        #expect(types == [.moveToPoint, .addLineToPoint, .addCurveToPoint])
        #expect(UIBezierPath(cgPath: path).reversing().currentPoint == .zero)
    }
}

/// `strokeStart`/`strokeEnd` (Apple: "the relative location at which to
/// begin/stop stroking the path", fractions of its length) and
/// `drawPath(using:)` (fill, then stroke).
@MainActor
@Suite(.uikitTest) struct StrokeRangeTests {
    /// A line from (0, 5) to (10, 5), 2 wide: `strokeEnd` 0.5 paints x 0…5,
    /// `strokeStart` 0.2 starts at x 2.
    @Test func aShapeLayerStrokesPartOfItsPath() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let shape = CAShapeLayer()
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 5))
        path.addLine(to: CGPoint(x: 10, y: 5))
        shape.path = path
        shape.strokeColor = UIColor.red.cgColor
        shape.lineWidth = 2
        shape.strokeEnd = 0.5
        view.layer.addSublayer(shape)
        let half = freshPicture(of: view, scale: 1)
        #expect((0..<10).map { half.rgba($0, 4)!.a } == [255, 255, 255, 255, 255, 0, 0, 0, 0, 0])
        shape.strokeStart = 0.2
        let middle = freshPicture(of: view, scale: 1)
        #expect((0..<10).map { middle.rgba($0, 4)!.a } == [0, 0, 255, 255, 255, 0, 0, 0, 0, 0])
    }

    @Test func drawPathFillsThenStrokes() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { context in
            let cg = context.cgContext
            cg.setFillColor(UIColor.green.cgColor)
            cg.setStrokeColor(UIColor.red.cgColor)
            cg.setLineWidth(2)
            cg.addRect(CGRect(x: 2, y: 2, width: 6, height: 6))
            cg.drawPath(using: .fillStroke)
        }
        #expect(image.rgba(5, 5) == .green)
        #expect(image.rgba(2, 5) == .red)
        #expect(image.rgba(1, 5) == .red)
    }
}
