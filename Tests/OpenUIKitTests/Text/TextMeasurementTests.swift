import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Sizes of measured strings.
///
/// Sources: Apple, `boundingRect(with:options:attributes:context:)`: "This
/// method returns fractional sizes (in the size component of the returned
/// rectangle); to use a returned size to size views, you must raise its
/// value to the nearest higher integer using the ceil function" — so one
/// line measures exactly the font's lineHeight (the haomeiwen.com post
/// "iOS Font", 2018, logs a single-line boundingRect height equal to
/// `font.lineHeight`). Widths are the carried Roboto's advances (a
/// deliberate difference from San Francisco), computed here from the
/// font's `hmtx` by ``RobotoAdvances``.
@MainActor
@Suite(.uikitTest) struct TextMeasurementTests {
    let body = UIFont.systemFont(ofSize: 17)

    @Test func oneLineIsTheFontsLineHeightHighAndItsAdvancesWide() throws {
        let roboto = try RobotoAdvances()
        let size = "Hello, world".size(withAttributes: [.font: body])
        #expect(size.height == body.lineHeight)
        #expect(abs(size.width - roboto.width("Hello, world", size: 17)) < 1e-9)
        let rect = ("Hello" as NSString).boundingRect(
            with: CGSize(width: 1000, height: 1000), options: .usesLineFragmentOrigin, attributes: [.font: body], context: nil)
        #expect(rect == CGRect(x: 0, y: 0, width: roboto.width("Hello", size: 17), height: body.lineHeight))
    }

    @Test func withoutTheLineFragmentOriginTheOriginIsTheBaseline() {
        let rect = "Hello".boundingRect(with: .zero, options: [], attributes: [.font: body], context: nil)
        #expect(rect.minY == -body.ascender)
        #expect(rect.height == body.lineHeight)
    }

    @Test func newlinesStartLinesAndSpacingAddsUp() {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 4
        style.paragraphSpacing = 10
        let size = "a\nb\nc".size(withAttributes: [.font: body, .paragraphStyle: style])
        #expect(size.height == 3 * body.lineHeight + 2 * 4 + 2 * 10)
        let multiple = NSMutableParagraphStyle()
        multiple.lineHeightMultiple = 2
        #expect("a".size(withAttributes: [.font: body, .paragraphStyle: multiple]).height == 2 * body.lineHeight)
    }

    @Test func anEmptyStringIsZeroAndATrailingNewlineAddsALine() {
        #expect("".size(withAttributes: [.font: body]) == .zero)
        #expect("a\n".size(withAttributes: [.font: body]).height == 2 * body.lineHeight)
    }

    /// Apple, `NSStringDrawingOptions.truncatesLastVisibleLine`: "Truncates
    /// and adds the ellipsis character to the last visible line if the text
    /// doesn't fit into the bounds specified."
    @Test func theLastVisibleLineTruncatesToTheHeight() {
        let text = String(repeating: "word ", count: 40)
        let bounds = CGSize(width: 100, height: 2.5 * body.lineHeight)
        let cut = text.boundingRect(
            with: bounds, options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], attributes: [.font: body], context: nil)
        #expect(cut.height == 2 * body.lineHeight)
        let whole = text.boundingRect(with: bounds, options: .usesLineFragmentOrigin, attributes: [.font: body], context: nil)
        #expect(whole.height > 5 * body.lineHeight)
    }

    @Test func kernAndMonospacingWiden() throws {
        let roboto = try RobotoAdvances()
        let kerned = "abc".size(withAttributes: [.font: body, .kern: 2]).width
        #expect(abs(kerned - (roboto.width("abc", size: 17) + 6)) < 1e-9)
        // Roboto's digits are tabular (1,151 units each in hmtx), so monospaced digits need no change.
        let digits = UIFont.monospacedDigitSystemFont(ofSize: 10, weight: .regular)
        #expect("1111".size(withAttributes: [.font: digits]).width == "8888".size(withAttributes: [.font: digits]).width)
        #expect(roboto.advance(roboto.glyph("1")) == roboto.advance(roboto.glyph("8")))
        let mono = UIFont.monospacedSystemFont(ofSize: 10, weight: .regular)
        #expect(abs("il".size(withAttributes: [.font: mono]).width - 2 * roboto.width("0", size: 10)) < 1e-9)
    }

    @Test func attributedRunsMeasureInTheirOwnFonts() throws {
        let roboto = try RobotoAdvances()
        let bold = try RobotoAdvances(face: "Bold")
        let text = NSMutableAttributedString(string: "ab", attributes: [.font: body])
        text.append(NSAttributedString(string: "cd", attributes: [.font: UIFont.boldSystemFont(ofSize: 34)]))
        let size = text.size()
        #expect(abs(size.width - (roboto.width("ab", size: 17) + bold.width("cd", size: 34))) < 1e-9)
        #expect(size.height == 2 * body.lineHeight)
    }

    @Test func aCharacterTheFontLacksIsTheNotdefBox() throws {
        let roboto = try RobotoAdvances()
        // U+0F00 TIBETAN SYLLABLE OM: not in Roboto.
        #expect(roboto.glyph("\u{0F00}") == 0)
        let width = "\u{0F00}\u{0F00}".size(withAttributes: [.font: body]).width
        #expect(abs(width - 2 * CGFloat(roboto.advance(0)) * 17 / 2048) < 1e-9)
    }
}
