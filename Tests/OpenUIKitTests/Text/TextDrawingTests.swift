import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenTextEngine
@testable import OpenUIKit

/// Text drawn into pictures: glyph outlines converted to paths and filled,
/// pixel by pixel where the coverage can be computed by hand.
///
/// Sources: Roboto-Regular's own `glyf` data (units per em 2048; "l" is the
/// rectangle 156…342 × 0…1536; `.notdef` a box 100…808 × 0…1456 with
/// triangles inside), read by the checked TrueType reader; the TrueType
/// outline rules (Apple's TrueType Reference Manual, "Digitizing Letterform
/// Designs": two consecutive off-curve points imply an on-curve point at
/// their midpoint; outlines fill by the non-zero winding rule); Apple's
/// `NSAttributedString.Key.foregroundColor` ("the default value is
/// black") and `UILabel.textColor` (`.label`, black in light mode).
@MainActor
@Suite(.uikitTest) struct TextDrawingTests {
    /// Roboto at 128 points: 1/16 pixel per font unit at scale 1.
    let font = UIFont.systemFont(ofSize: 128)

    func image(_ width: CGFloat, _ height: CGFloat, _ draw: () -> Void) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format).image { _ in draw() }
    }

    func alpha(_ image: UIImage, _ x: Int, _ y: Int) -> Int { Int(image.rgba(x, y)?.a ?? 0) }

    /// "l"'s contour, four on-curve corners, becomes a move, three lines and a close.
    @Test func anOutlineOfCornersBecomesLines() throws {
        let roboto = try _TrueTypeFont(bytes: RobotoAdvances().bytes)
        let contours = roboto.outline(of: roboto.glyph(for: "l"))
        #expect(contours.count == 1)
        let p = contours[0].map { CGPoint(x: $0.x, y: $0.y) }
        #expect(_TrueTypeFont.pathElements(of: contours) == [.move(p[0]), .line(p[1]), .line(p[2]), .line(p[3]), .close])
        #expect(p == [CGPoint(x: 342, y: 1536), CGPoint(x: 342, y: 0), CGPoint(x: 156, y: 0), CGPoint(x: 156, y: 1536)])
    }

    /// Two consecutive off-curve points imply the on-curve midpoint
    /// between them; a contour of off-curve points only starts at the
    /// midpoint of its last and first.
    @Test func offCurvePointsImplyMidpoints() {
        let on = _GlyphPoint(x: 0, y: 0, onCurve: true)
        let a = _GlyphPoint(x: 10, y: 0, onCurve: false)
        let b = _GlyphPoint(x: 10, y: 10, onCurve: false)
        #expect(
            _TrueTypeFont.pathElements(of: [[on, a, b]]) == [
                .move(.zero), .quad(CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 5)), .quad(CGPoint(x: 10, y: 10), .zero), .close,
            ])
        let c = _GlyphPoint(x: 0, y: 10, onCurve: false)
        let d = _GlyphPoint(x: 0, y: 0, onCurve: false)
        #expect(
            _TrueTypeFont.pathElements(of: [[a, b, c, d]]) == [
                .move(CGPoint(x: 5, y: 0)), .quad(CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 5)),
                .quad(CGPoint(x: 10, y: 10), CGPoint(x: 5, y: 10)), .quad(CGPoint(x: 0, y: 10), CGPoint(x: 0, y: 5)),
                .quad(CGPoint(x: 0, y: 0), CGPoint(x: 5, y: 0)), .close,
            ])
        #expect(_TrueTypeFont.pathElements(of: [[], [on]]) == [.move(.zero), .close])
    }

    /// "l" at 128 points with its baseline at y = 100 covers x 156/16 =
    /// 9.75 to 342/16 = 21.375 and y 100 − 1536/16 = 4 to 100: column 9 is
    /// a quarter covered (64), column 21 three eighths (96), columns 10…20
    /// whole (255); nothing above row 4, at or below row 100, or beside.
    @Test func theLetterLIsItsRectangle() {
        let picture = image(30, 110) {
            "l".draw(with: CGRect(x: 0, y: 100, width: 0, height: 0), attributes: [.font: font], context: nil)
        }
        for y in [4, 50, 99] {
            #expect(alpha(picture, 8, y) == 0)
            #expect(alpha(picture, 9, y) == 64)
            for x in 10...20 { #expect(alpha(picture, x, y) == 255) }
            #expect(alpha(picture, 21, y) == 96)
            #expect(alpha(picture, 22, y) == 0)
        }
        #expect(alpha(picture, 15, 3) == 0)
        #expect(alpha(picture, 15, 100) == 0)
        // Foreground colour: black by default.
        #expect(picture.rgba(15, 50) == .black)
    }

    /// The context's transform moves and scales glyphs, its clip cuts
    /// them, and `.foregroundColor` paints them.
    @Test func glyphsHonourTheTransformClipAndColour() {
        let picture = image(60, 220) {
            let cg = UIGraphicsGetCurrentContext()!
            cg.translateBy(x: 10, y: 0)
            cg.scaleBy(x: 2, y: 2)
            cg.clip(to: CGRect(x: 0, y: 0, width: 30, height: 40))
            "l".draw(
                with: CGRect(x: 0, y: 100, width: 0, height: 0), attributes: [.font: font, .foregroundColor: UIColor.red], context: nil)
        }
        // x 10 + 2 × 9.75 = 29.5 to 10 + 2 × 21.375 = 52.75; y 8 to 80 (clip at 80).
        #expect(alpha(picture, 28, 40) == 0)
        #expect(alpha(picture, 29, 40) == 128)
        #expect(picture.rgba(40, 40) == .red)
        #expect(alpha(picture, 52, 40) == 191)
        #expect(alpha(picture, 40, 79) == 255)
        #expect(alpha(picture, 40, 80) == 0)
    }

    /// A character Roboto lacks draws `.notdef`, a box: its left side
    /// 100…154 units (6.25…9.625 pixels) inked, its right edge at 808/16 =
    /// 50.5 half covering column 50; any missing character draws the same.
    @Test func aMissingCharacterDrawsTheBox() {
        let draw: (String) -> UIImage = { text in
            self.image(60, 110) {
                text.draw(with: CGRect(x: 0, y: 100, width: 0, height: 0), attributes: [.font: self.font], context: nil)
            }
        }
        let picture = draw("\u{E000}")
        #expect(alpha(picture, 5, 50) == 0)
        #expect(alpha(picture, 6, 50) == 191)
        #expect(alpha(picture, 7, 50) == 255)
        #expect(alpha(picture, 50, 50) == 128)
        #expect(alpha(picture, 51, 50) == 0)
        #expect(draw("😀").pngData() == picture.pngData())
    }

    /// The same drawing twice gives the same bytes.
    @Test func drawingIsDeterministic() {
        let draw = {
            self.image(200, 100) {
                let text = NSMutableAttributedString(string: "Hello, wörld! ", attributes: [.font: UIFont.systemFont(ofSize: 17)])
                text.append(
                    NSAttributedString(
                        string: "Bold", attributes: [.font: UIFont.boldSystemFont(ofSize: 20), .backgroundColor: UIColor.yellow]))
                text.draw(in: CGRect(x: 5, y: 5, width: 120, height: 90))
                "Swift".draw(at: CGPoint(x: 130, y: 70), withAttributes: nil)
            }.pngData()
        }
        let first = draw()
        #expect(first != nil)
        #expect(first == draw())
    }

    /// A label's text is inked inside the text rect centred vertically in
    /// its bounds, and nowhere else.
    @Test func aLabelDrawsInsideItsTextRect() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        label.text = "Hello"
        let picture = image(200, 60) { label.draw(label.bounds) }
        let size = label.intrinsicContentSize
        let top = Int(((60 - size.height) / 2).rounded())
        let text = CGRect(x: 0, y: CGFloat(top), width: size.width.rounded(.up), height: size.height)
        var inside = 0
        for y in 0..<60 {
            for x in 0..<200 where alpha(picture, x, y) > 0 {
                if text.contains(CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)) {
                    inside += 1
                } else {
                    Issue.record("ink at \(x), \(y)")
                }
            }
        }
        #expect(inside > 100)
        // Text colour: .label, black in light mode.
        var black = false
        for y in 0..<60 { for x in 0..<40 where picture.rgba(x, y) == .black { black = true } }
        #expect(black)
    }

    /// A label on screen is drawn by the display pass, and redrawn when
    /// its text or size changes.
    @Test func aLabelOnScreenRedrawsWhenItsTextChanges() {
        withTestWindow(size: CGSize(width: 100, height: 30)) { window in
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
            window.addSubview(label)
            label.text = "A"
            let first = displayedPicture(of: window).pngData()
            label.text = "B"
            let second = displayedPicture(of: window)
            #expect(second.pngData() != first)
            var inked = false
            for y in 0..<Int(30 * second.scale) where (second.rgba(Int(5 * second.scale), y)?.r ?? 255) < 128 { inked = true }
            #expect(inked)
            label.frame.size.height = 20
            #expect(displayedPicture(of: window).pngData() != second.pngData())
            label.text = ""
            let empty = displayedPicture(of: window)
            for x in 0..<100 { #expect(empty.rgba(atPoint: CGFloat(x) + 0.5, 15) == empty.rgba(atPoint: 99.5, 29.5)) }
        }
    }

    /// Non-finite, huge, negative and tiny rectangles, points, font sizes
    /// and transforms draw nothing or something, never trap.
    @Test func badNumbersDrawWithoutATrap() {
        let bad: [CGFloat] = [.nan, .infinity, -.infinity, 1e308, -1e308, -1, 0, .greatestFiniteMagnitude, .leastNonzeroMagnitude]
        for value in bad {
            let (picture, reports) = UIApplication.shared.diagnostics.recording {
                image(20, 20) {
                    let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: value), .kern: value]
                    "Text".draw(at: CGPoint(x: value, y: value), withAttributes: attributes)
                    "Text".draw(in: CGRect(x: 0, y: 0, width: value, height: value), withAttributes: attributes)
                    "Text".draw(
                        with: CGRect(x: value, y: 5, width: value, height: 10), options: .usesLineFragmentOrigin, attributes: attributes,
                        context: nil)
                    UIGraphicsGetCurrentContext()?.scaleBy(x: value, y: value)
                    "Text".draw(at: .zero, withAttributes: nil)
                    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
                    label.text = "Text"
                    label.font = .systemFont(ofSize: value)
                    label.drawText(in: CGRect(x: value, y: value, width: value, height: value))
                }
            }
            #expect(picture.size == CGSize(width: 20, height: 20))
            // The two `systemFont(ofSize:)` calls report a size that is not a
            // point size (negative, non-finite, or past 16,384 points: our
            // choice); nothing else here is reported.
            let isPointSize = value >= 0 && value <= 16_384
            #expect(reports.allSatisfy { $0.kind == .misuse && $0.message.hasPrefix("systemFont(ofSize:)") }, "\(value): \(reports)")
            #expect(reports.count == (isPointSize ? 0 : 2), "\(value): \(reports)")
        }
    }

    /// Any Unicode draws without a trap, in every drawing call.
    @Test(arguments: UnicodeTortureTests.tortures) func tortureStringsDraw(_ text: String) {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        label.text = text
        label.numberOfLines = 0
        _ = image(60, 60) {
            text.draw(at: .zero, withAttributes: nil)
            text.draw(in: CGRect(x: 0, y: 0, width: 10, height: 20), withAttributes: [.backgroundColor: UIColor.red])
            text.draw(
                with: CGRect(x: 0, y: 20, width: 20, height: 20), options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
                context: nil)
            NSAttributedString(string: text).draw(with: CGRect(x: 0, y: 40, width: 0, height: 0), context: nil)
            label.drawText(in: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 30))
            label.drawText(in: label.bounds)
        }
    }
}
