import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The drawing API: contexts, colors, paths, renderers, images.
///
/// Sources: Apple's documentation of `UIGraphicsImageRenderer`
/// (https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer/image(actions:)
/// and …/pngdata(actions:)), `UIGraphicsImageRendererFormat.scale` ("the
/// default value is equal to the scale of the main screen",
/// https://developer.apple.com/documentation/uikit/uigraphicsimagerendererformat/scale),
/// `UIGraphicsRendererContext.cgContext`
/// (https://developer.apple.com/documentation/uikit/uigraphicsrenderercontext/cgcontext).
/// Pixel values follow source-over blending of premultiplied bytes.
@MainActor
@Suite(.uikitTest) struct DrawingTests {
    func renderer(_ width: CGFloat, _ height: CGFloat, scale: CGFloat = 1) -> UIGraphicsImageRenderer {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format)
    }

    @Test func aRendererFormatDefaultsToTheMainScreensScale() {
        #expect(UIGraphicsImageRendererFormat().scale == UIScreen.main.scale)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1)).image { _ in }
        #expect(image.size == CGSize(width: 2, height: 1))
        #expect(image.scale == 3)
        #expect(image.rgba(5, 2) == .clear)
    }

    @Test func fillsCoverThePixelsWhoseCentresTheyCover() {
        let image = renderer(4, 2).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            context.cgContext.setFillColor(UIColor.blue.cgColor)
            context.cgContext.fill(CGRect(x: 2.6, y: 0, width: 1, height: 1)) // centre 3.5 inside, 2.5 not
        }
        #expect(image.rgba(0, 0) == .red)
        #expect(image.rgba(1, 1) == .red)
        #expect(image.rgba(2, 0) == .clear)
        #expect(image.rgba(3, 0) == .blue)
        #expect(image.rgba(3, 1) == .clear)
    }

    @Test func translucentColorsBlendSourceOver() {
        let image = renderer(2, 1).image { context in
            UIColor.white.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 1))
            UIColor(red: 1, green: 0, blue: 0, alpha: 0.5).setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
            context.cgContext.setAlpha(0.25)
            context.cgContext.setFillColor(UIColor.black.cgColor)
            context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        }
        // 50 % red: premultiplied (128, 0, 0, 128); over white: 128 + 255·127/255 = 255 and 0 + 127.
        #expect(image.rgba(0, 0) == RGBA(255, 127, 127))
        // 25 % black: (0, 0, 0, 64) over white: 255·191/255 = 191.
        #expect(image.rgba(1, 0) == RGBA(191, 191, 191))
        // Alone, a translucent color keeps its alpha (straight in the image).
        let alone = renderer(1, 1).image { _ in
            UIColor(red: 1, green: 0, blue: 0, alpha: 0.5).setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        #expect(alone.rgba(0, 0) == RGBA(255, 0, 0, 128))
    }

    @Test func transformsClipsAndSavedStates() {
        let image = renderer(8, 8).image { context in
            let cg = context.cgContext
            cg.saveGState()
            cg.translateBy(x: 4, y: 4)
            cg.scaleBy(x: 2, y: 2)
            cg.setFillColor(UIColor.green.cgColor)
            cg.fill(CGRect(x: 0, y: 0, width: 1, height: 1)) // pixels 4..<6
            cg.restoreGState()
            cg.clip(to: CGRect(x: 0, y: 0, width: 2, height: 8))
            cg.setFillColor(UIColor.red.cgColor)
            cg.fill(CGRect(x: 0, y: 0, width: 4, height: 1)) // only 0..<2 survive the clip
            #expect(cg.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 2, height: 8))
        }
        #expect(image.rgba(3, 3) == .clear)
        #expect(image.rgba(4, 4) == .green)
        #expect(image.rgba(5, 5) == .green)
        #expect(image.rgba(6, 6) == .clear)
        #expect(image.rgba(1, 0) == .red)
        #expect(image.rgba(2, 0) == .clear)
    }

    @Test func strokesAreCentredOnTheEdge() {
        let image = renderer(6, 6).image { context in
            UIColor.blue.setStroke()
            context.cgContext.stroke(CGRect(x: 1, y: 1, width: 4, height: 4), width: 2) // 0..<2 and 4..<6
        }
        #expect(image.rgba(0, 0) == .blue)
        #expect(image.rgba(1, 3) == .blue)
        #expect(image.rgba(2, 2) == .clear)
        #expect(image.rgba(3, 3) == .clear)
        #expect(image.rgba(5, 5) == .blue)
    }

    @Test func bezierPathsFillRoundedRectanglesAndOvals() {
        let image = renderer(10, 10).image { _ in
            UIColor.red.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 4).fill()
        }
        #expect(image.rgba(0, 0) == .clear) // outside the corner's curve
        #expect(image.rgba(9, 9) == .clear)
        #expect(image.rgba(5, 0) == .red)
        // The continuous corners (blended to fit) meet in the side's middle,
        // tangent to it: the pixel there is covered to within rounding.
        #expect(image.rgba(0, 5)?.r == 255 && (image.rgba(0, 5)?.a ?? 0) >= 254)
        #expect(image.rgba(5, 5) == .red)
        let oval = renderer(10, 10).image { _ in
            UIColor.green.setStroke()
            let path = UIBezierPath(ovalIn: CGRect(x: 1, y: 1, width: 8, height: 8))
            path.lineWidth = 2
            path.stroke()
        }
        // Paths are anti-aliased: pixel (5, 0) lies inside the ring of radii
        // 3…5 around (5, 5) but for the sliver above the outer circle,
        // 5 − ∫₀¹ √(25 − u²) du ≈ 0.0335 of it, so its coverage is ≈ 0.9665 (alpha ≈ 246).
        let edge = oval.rgba(5, 0)
        #expect(edge.map { $0.g == 255 && $0.r == 0 && abs(Int($0.a) - 246) <= 4 } == true, "\(String(describing: edge))")
        #expect(oval.rgba(5, 1) == .green)
        #expect(oval.rgba(5, 5) == .clear)
        #expect(oval.rgba(0, 0) == .clear)
    }

    @Test func anOpaqueFormatStartsBlack() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = true
        let image = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1), format: format).image { _ in }
        #expect(image.rgba(0, 0) == .black)
    }

    @Test func imagesDrawIntoOtherContexts() {
        let dot = renderer(1, 1, scale: 1).image { context in context.fill(CGRect(x: 0, y: 0, width: 1, height: 1)) }
        let image = renderer(4, 4).image { _ in dot.draw(in: CGRect(x: 2, y: 2, width: 2, height: 2)) }
        #expect(image.rgba(1, 1) == .clear)
        #expect(image.rgba(2, 2) == .black)
        #expect(image.rgba(3, 3) == .black)
    }

    @Test func drawingWithoutAContextIsReported() {
        let (_, reports) = UIApplication.shared.diagnostics.recording {
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        #expect(reports.map(\.kind) == [.misuse, .misuse])
        #expect(UIGraphicsGetCurrentContext() == nil)
    }
}
