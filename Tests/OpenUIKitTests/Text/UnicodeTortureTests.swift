import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Any Unicode is measured without a trap, deterministically.
///
/// Sources: Unicode Technical Standard #51 (emoji ZWJ sequences), UAX #29
/// (grapheme clusters: a base and its combining marks are one character,
/// never split), The Unicode Standard §3.9 (an ill-formed UTF-8 sequence
/// decodes to U+FFFD).
@MainActor
@Suite(.uikitTest) struct UnicodeTortureTests {
    nonisolated static let tortures: [String] = [
        "👨‍👩‍👧‍👦🏳️‍🌈👍🏽", "Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫ", "مرحبا بالعالم", "שָׁלוֹם", "\u{0}\u{1}\u{7F}", "a\u{200B}b\u{FEFF}c\u{202E}d",
        String(decoding: [0xED, 0xA0, 0x80, 0x61, 0xFF, 0xC0, 0x80], as: UTF8.self), "🇺🇳🇦🇶", "\u{E000}\u{10FFFF}", "",
        "\r\n\r\n\u{2028}\u{2029}", "e\u{301}\u{301}\u{301}\u{301}\u{301}",
    ]

    @Test(arguments: tortures) func tortureStringsMeasureFinitely(_ text: String) {
        let font = UIFont.systemFont(ofSize: 17)
        for mode in [
            NSLineBreakMode.byWordWrapping, .byCharWrapping, .byClipping, .byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail,
        ] {
            let style = NSMutableParagraphStyle()
            style.lineBreakMode = mode
            let rect = text.boundingRect(
                with: CGSize(width: 20, height: 30), options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
                attributes: [.font: font, .paragraphStyle: style], context: nil)
            #expect(rect.width.isFinite && rect.height.isFinite)
            #expect(
                rect
                    == text.boundingRect(
                        with: CGSize(width: 20, height: 30), options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
                        attributes: [.font: font, .paragraphStyle: style], context: nil))
        }
        let label = UILabel()
        label.text = text
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 15
        #expect(label.intrinsicContentSize.height.isFinite)
    }

    @Test func anUnpairedSurrogateInAnAttributedStringIsMeasured() {
        let units: [unichar] = [0x61, 0xD800, 0x62, 0xDC00]
        let text = NSAttributedString(string: String(utf16CodeUnits: units, count: units.count))
        #expect(text.size().width > 0)
    }

    @Test func aHundredThousandCharactersMeasure() {
        let long = String(repeating: "lorem ipsum 😀 ", count: 7_200)
        let font = UIFont.systemFont(ofSize: 12)
        let rect = long.boundingRect(
            with: CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
            attributes: [.font: font], context: nil)
        #expect(rect.height > 100 * font.lineHeight)
        #expect(long.size(withAttributes: [.font: font]).height == font.lineHeight)
    }

    @Test func aFontSizeOfZeroOrHugeMeasuresFinitely() {
        for size: CGFloat in [0, 16384] {
            let rect = "abc def".size(withAttributes: [.font: UIFont.systemFont(ofSize: size)])
            #expect(rect.width.isFinite && rect.height.isFinite)
        }
    }
}
