import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// Line breaking and truncation, read from the internal layout's lines.
///
/// Sources: Apple, `NSLineBreakMode` (wrapping "at word boundaries, unless
/// the word itself doesn't fit on a single line"; by characters "before
/// the first character that doesn't fit"; clipping "Lines are simply not
/// drawn past the edge of the text container"; truncating head, tail and
/// middle with "an ellipsis glyph"); UAX #14, Unicode Line Breaking
/// Algorithm (breaks after spaces and hyphens, between ideographs).
@MainActor
@Suite(.uikitTest) struct LineBreakingTests {
    let font = UIFont.systemFont(ofSize: 17)

    func layout(_ text: String, width: CGFloat, lines: Int = 0, mode: NSLineBreakMode = .byWordWrapping) -> _TextLayout {
        let run = _TextLayout.Run(text: Substring(text), font: font, kern: 0, paragraphStyle: NSParagraphStyle())
        return _TextLayout(runs: [run], container: .init(width: width, maximumLines: lines, lineBreakMode: mode))
    }

    /// The text of each line, from its glyphs (each test character is one glyph).
    func texts(_ layout: _TextLayout, _ alphabet: String) -> [String] {
        var byGlyph: [UInt16: Character] = [:]
        for character in alphabet + "\u{2026}" { byGlyph[font._glyphs(for: character).glyphs[0]] = character }
        return layout.lines.map { String($0.glyphs.compactMap { byGlyph[$0.glyph] }) }
    }

    func width(_ text: String) -> CGFloat { text.size(withAttributes: [.font: font]).width }

    @Test func wordsWrapAtSpacesAndTheSpacesHang() {
        let text = "one two three"
        let laid = layout(text, width: width("one two") + 1)
        #expect(texts(laid, text) == ["one two ", "three"])
        #expect(laid.lines[0].width == width("one two"))
        #expect(laid.lines[1].top == font.lineHeight)
        #expect(laid.lines[1].baseline == font.lineHeight + font.ascender)
    }

    @Test func aWordWiderThanTheLineWrapsByCharacters() {
        let laid = layout("abcdefgh", width: width("abc") + 0.5)
        #expect(texts(laid, "abcdefgh") == ["abc", "def", "gh"])
    }

    @Test func charWrappingBreaksInsideWords() {
        let laid = layout("ab cdef", width: width("ab cd") + 0.5, mode: .byCharWrapping)
        #expect(texts(laid, "ab cdef") == ["ab cd", "ef"])
    }

    @Test func hyphensAndIdeographsAreBreakOpportunities() {
        #expect(texts(layout("well-known", width: width("well-kn")), "well-known") == ["well-", "known"])
        let cjk = "日本語の文章"
        #expect(layout(cjk, width: width("日本語") + 0.5).lines.count == 2)
    }

    @Test func theTailHeadAndMiddleTruncateWithAnEllipsis() {
        let text = "abcdefghij"
        let room = width("abcd\u{2026}") + 0.5
        #expect(texts(layout(text, width: room, lines: 1, mode: .byTruncatingTail), text) == ["abcd\u{2026}"])
        // The longest tail that fits beside the ellipsis.
        var tail = ""
        for character in text.reversed() {
            guard width("\u{2026}" + String(character) + tail) <= room else { break }
            tail = String(character) + tail
        }
        #expect(texts(layout(text, width: room, lines: 1, mode: .byTruncatingHead), text) == ["\u{2026}" + tail])
        let middle = texts(layout(text, width: room, lines: 1, mode: .byTruncatingMiddle), text)[0]
        #expect(middle.hasPrefix("ab") && middle.hasSuffix("ij") && middle.contains("\u{2026}"))
        #expect(layout(text, width: room, lines: 1, mode: .byTruncatingTail).lines[0].isTruncated)
    }

    @Test func theLastAllowedLineTruncatesAndClippingCuts() {
        let text = "aa bb cc dd ee"
        let laid = layout(text, width: width("aa bb") + 0.5, lines: 2, mode: .byTruncatingTail)
        // The second line holds the rest, "cc dd ee", cut to what fits beside the ellipsis.
        var kept = ""
        for character in "cc dd ee" {
            guard width(kept + String(character) + "\u{2026}") <= width("aa bb") + 0.5 else { break }
            kept.append(character)
        }
        while kept.hasSuffix(" ") { kept.removeLast() }
        #expect(texts(laid, text) == ["aa bb ", kept + "\u{2026}"])
        #expect(kept.count < 8)
        let clipped = layout(text, width: width("aa") + 0.5, lines: 1, mode: .byClipping)
        #expect(clipped.lines.count == 1 && clipped.lines[0].isTruncated)
        #expect(clipped.lines[0].width <= width("aa") + 0.5)
        let wrapped = layout(text, width: width("aa bb") + 0.5, lines: 1, mode: .byWordWrapping)
        #expect(texts(wrapped, text) == ["aa bb "])
    }

    @Test func aHeightLimitEndsTheLastVisibleLineWithAnEllipsisEvenWhenWrapping() {
        let text = "aa bb cc dd ee ff"
        let run = _TextLayout.Run(text: Substring(text), font: font, kern: 0, paragraphStyle: NSParagraphStyle())
        let laid = _TextLayout(
            runs: [run], container: .init(width: width("aa bb") + 0.5, maximumHeight: 2.5 * font.lineHeight))
        #expect(laid.lines.count == 2)
        #expect(texts(laid, text).last?.hasSuffix("\u{2026}") == true)
    }

    @Test func alignmentAndIndentsMoveLines() {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        style.firstLineHeadIndent = 10
        let run = _TextLayout.Run(text: "ab", font: font, kern: 0, paragraphStyle: style)
        let laid = _TextLayout(runs: [run], container: .init(width: 200))
        #expect(abs(laid.lines[0].x - (10 + (190 - width("ab")) / 2)) < 1e-9)
    }
}
