import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenTextEngine
@testable import OpenUIKit

/// Text painted from cached glyph masks (`_GlyphCache`) looks as text
/// filled from its outlines does, and a picture never depends on what the
/// cache held before it was drawn.
///
/// No UIKit source applies: the cache is ours (Core Graphics keeps a glyph
/// cache of its own, undocumented). The expectations compare our two ways
/// of painting the same outlines with each other.
@MainActor
@Suite(.serialized, .uikitTest) struct GlyphCacheTests {
    let font = UIFont.systemFont(ofSize: 17)

    func image(scale: CGFloat, _ draw: (CGContext) -> Void) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: CGSize(width: 120, height: 30), format: format).image { draw($0.cgContext) }
    }

    /// A glyph whose origin lies on a quarter pixel is blended from its
    /// mask with the coverage the outline's fill gives (a unit either way
    /// for the rounding of a translated edge).
    @Test func aCachedGlyphMatchesItsFilledOutline() {
        for (scale, x) in [(CGFloat(1), CGFloat(10.25)), (2, 10.5), (3, 10)] {
            let glyph = font._glyphs(for: "g").glyphs[0]
            let baseline = CGPoint(x: x, y: 20)
            let cached = image(scale: scale) { context in
                context._fillGlyphs(
                    [_TextLayout.Glyph(glyph: glyph, x: 0, font: font)], baseline: baseline, color: CGColor.black)
            }
            let filled = image(scale: scale) { context in
                let place = CGAffineTransform(translationX: baseline.x, y: baseline.y)
                context._fillPath(
                    font._path(ofGlyph: glyph).map { $0.applying(place) }, transform: context._state.ctm, rule: .winding,
                    color: .black)
            }
            var painted = 0
            var largest = 0
            for y in 0..<Int(30 * scale) {
                for x in 0..<Int(120 * scale) {
                    let a = Int(cached.rgba(x, y)?.a ?? 0)
                    let b = Int(filled.rgba(x, y)?.a ?? 0)
                    if b > 0 { painted += 1 }
                    largest = max(largest, abs(a - b))
                }
            }
            #expect(painted > 20, "the glyph painted something at \(scale)×")
            #expect(largest <= 1, "at \(scale)× the cached glyph differs by \(largest) from its outline")
        }
    }

    /// The same text drawn with the cache full and with it emptied gives
    /// the same bytes.
    @Test func aPictureDoesNotDependOnTheCache() {
        let text = "Quarter pixels: 0.37 é ✓ 🙂" as NSString
        func draw() -> Data? {
            image(scale: 3) { _ in
                text.draw(at: CGPoint(x: 3.37, y: 4.61), withAttributes: [.font: font, .foregroundColor: UIColor.systemBlue])
            }.pngData()
        }
        _GlyphCache.removeAll()
        let cold = draw()
        #expect(_GlyphCache.count > 0)
        let warm = draw()
        #expect(cold != nil)
        #expect(cold == warm)
    }

    /// Text larger than the cache takes, or drawn through a rotation, is
    /// filled from its outlines and still paints.
    @Test func largeOrRotatedTextIsFilled() {
        _GlyphCache.removeAll()
        let big = image(scale: 3) { _ in
            ("W" as NSString).draw(at: .zero, withAttributes: [.font: UIFont.systemFont(ofSize: 100)])
        }
        #expect(_GlyphCache.count == 0)
        #expect(paintedPixels(big) > 100)
        let rotated = image(scale: 1) { context in
            context.rotate(by: 0.1)
            ("Hello" as NSString).draw(at: CGPoint(x: 10, y: 2), withAttributes: [.font: font])
        }
        #expect(_GlyphCache.count == 0)
        #expect(paintedPixels(rotated) > 50)
    }

    func paintedPixels(_ picture: UIImage) -> Int {
        var painted = 0
        for y in 0..<Int(picture.size.height * picture.scale) {
            for x in 0..<Int(picture.size.width * picture.scale) where (picture.rgba(x, y)?.a ?? 0) > 0 { painted += 1 }
        }
        return painted
    }

    /// Positions that are not finite or far off the picture paint nothing
    /// and do not trap.
    @Test func wildPositionsPaintNothing() {
        for x in [CGFloat.nan, .infinity, -.infinity, 1e300, -1e300] {
            let picture = image(scale: 2) { _ in
                ("x" as NSString).draw(at: CGPoint(x: x, y: x), withAttributes: [.font: font])
            }
            #expect(paintedPixels(picture) == 0)
        }
    }
}
