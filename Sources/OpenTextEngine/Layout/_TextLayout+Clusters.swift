import Foundation

/// Text as grapheme clusters with their advances and break opportunities,
/// split into paragraphs.
extension _TextLayout {
    /// A grapheme cluster with its glyphs and advance.
    package struct Cluster {
        package var glyphs: [UInt16]
        /// The advance, the attribute's kerning included.
        package var advance: CGFloat
        package var font: UIFont
        /// A space or tab: it hangs at the end of a line.
        package var isSpace: Bool
        /// A line may break after it (a space, a hyphen before a letter, CJK).
        package var breaksAfter: Bool
        /// A hyphen (U+002D, U+2010): a line may break after it.
        package var isHyphen = false
        /// The colours of the run the cluster comes from.
        package var color: CGColor? = nil
        package var background: CGColor? = nil
        /// The character the cluster shows.
        package var character: Character? = nil
    }

    /// A paragraph: its clusters (without the newline ending it) and style.
    package struct Paragraph {
        package var clusters: [Cluster] = []
        package var style: NSParagraphStyle
        /// The font an empty paragraph's line is as high as.
        package var font: UIFont
    }

    /// Splits runs into paragraphs at newlines (LF, CR, CR LF, U+2028, U+2029, NEL).
    /// Text without characters has no paragraph (it measures 0 × 0, as
    /// TextKit lays out no line for it); text that ends with a newline has
    /// an empty last one, as TextKit's extra line fragment.
    package static func paragraphs(of runs: [Run]) -> [Paragraph] {
        guard let first = runs.first, runs.contains(where: { !$0.text.isEmpty }) else { return [] }
        var paragraphs = [Paragraph(style: first.paragraphStyle, font: first.font)]
        for run in runs {
            for character in run.text {
                // Classified by the first scalar: comparing Characters is slow.
                let scalars = character.unicodeScalars
                let first = scalars.first?.value ?? 0
                let single = scalars.count == 1
                if isNewline(first, single: single, character) {
                    paragraphs.append(Paragraph(style: run.paragraphStyle, font: run.font))
                    continue
                }
                if paragraphs[paragraphs.count - 1].clusters.isEmpty {
                    paragraphs[paragraphs.count - 1].style = run.paragraphStyle
                    paragraphs[paragraphs.count - 1].font = run.font
                }
                let (glyphs, advance) = run.font._glyphs(for: character)
                let space = single && (first == 0x20 || first == 0x09 || first == 0x3000)
                paragraphs[paragraphs.count - 1].clusters.append(
                    Cluster(
                        glyphs: glyphs, advance: advance + (run.kern.isFinite ? run.kern : 0), font: run.font, isSpace: space,
                        breaksAfter: space || isCJK(first), isHyphen: single && (first == 0x2D || first == 0x2010),
                        color: run.color, background: run.background, character: character))
            }
        }
        for index in paragraphs.indices { markBreaks(&paragraphs[index].clusters) }
        return paragraphs
    }

    /// Adds the font's kerning between neighbouring clusters of one font,
    /// and the break opportunities that depend on the next cluster.
    private static func markBreaks(_ clusters: inout [Cluster]) {
        guard clusters.count > 1 else { return }
        for index in 0..<(clusters.count - 1) {
            let next = clusters[index + 1]
            if clusters[index].font === next.font, let left = clusters[index].glyphs.last, let right = next.glyphs.first {
                clusters[index].advance += clusters[index].font._kerning(left, right)
            }
            // Between two CJK characters, or a CJK one and a letter; after a hyphen before a non-space.
            if !next.isSpace, next.breaksAfter { clusters[index].breaksAfter = true }
            if clusters[index].isHyphen, !next.isSpace { clusters[index].breaksAfter = true }
        }
    }

    /// Whether a character (its first scalar, whether it has only one) ends
    /// a paragraph: LF, CR, CR LF, NEL, U+2028, U+2029.
    package static func isNewline(_ first: UInt32, single: Bool, _ character: Character) -> Bool {
        switch first {
        case 0x0A, 0x85, 0x2028, 0x2029: single
        case 0x0D: single || character == "\r\n"
        default: false
        }
    }

    /// Whether a character (its first scalar) is a CJK ideograph, kana,
    /// hangul or fullwidth form: a line may break before and after it.
    package static func isCJK(_ value: UInt32) -> Bool {
        (0x2E80...0x9FFF).contains(value) || (0xAC00...0xD7AF).contains(value) || (0xF900...0xFAFF).contains(value)
            || (0xFF00...0xFFEF).contains(value) || (0x2_0000...0x3_FFFF).contains(value)
    }
}
