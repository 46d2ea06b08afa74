import Foundation

/// Text laid out in lines: the glyphs of each line with their x
/// positions, its baseline and its width. What measurement answers and
/// what drawing will draw.
///
/// Lines break at word boundaries (after spaces and hyphens, and between
/// CJK characters) or between grapheme clusters, and the last line allowed
/// is clipped or truncated with "…" (U+2026). Every character is laid out
/// left to right, right-to-left scripts included (no bidirectional
/// reordering yet).
struct _TextLayout {
    /// A run of text with one set of attributes.
    struct Run {
        var text: Substring
        var font: UIFont
        /// Extra space after each character (`.kern`).
        var kern: CGFloat
        var paragraphStyle: NSParagraphStyle
        /// The colours of the text and behind it (`nil`: the drawer's default, none).
        var color: CGColor? = nil
        var background: CGColor? = nil
    }

    /// What the text is laid out in.
    struct Container {
        /// The width lines break at (infinite: no breaking but at newlines).
        var width: CGFloat = .infinity
        /// The most lines (0: as many as the text needs).
        var maximumLines = 0
        /// The height lines are dropped below, the last kept one truncated (infinite: none).
        var maximumHeight: CGFloat = .infinity
        /// A line break mode that replaces the paragraph styles' (a label's).
        var lineBreakMode: NSLineBreakMode?
        /// Whether the fonts' leading is added to each line.
        var usesFontLeading = false
        /// Whether the last line allowed ends with an ellipsis when text is
        /// left out even in a wrapping mode (`.truncatesLastVisibleLine`).
        var truncatesLastLine = false
    }

    /// A glyph placed on a line.
    struct Glyph {
        var glyph: UInt16
        /// The x of the glyph's origin in the layout.
        var x: CGFloat
        var font: UIFont
        /// The colours of the glyph and behind it, from its run.
        var color: CGColor? = nil
        var background: CGColor? = nil
        /// The character (grapheme cluster) the glyph shows; nil for the
        /// second and later glyphs of one character (an SVG `<text>` is
        /// written from these).
        var character: Character? = nil
    }

    /// A line of text.
    struct Line {
        var glyphs: [Glyph] = []
        /// Where the line starts (its indent and alignment offset).
        var x: CGFloat = 0
        /// The width of the line's text, trailing spaces left out.
        var width: CGFloat = 0
        /// The top of the line, its baseline and its height, from the top of the layout.
        var top: CGFloat = 0
        var baseline: CGFloat = 0
        var height: CGFloat = 0
        /// Whether an ellipsis replaced some of the text, or text was clipped or dropped after it.
        var isTruncated = false
        /// The index of the paragraph the line belongs to.
        var paragraph = 0
    }

    private(set) var lines: [Line] = []

    /// The size the lines cover: the widest line (with its indent) and the bottom of the last.
    private(set) var size: CGSize = .zero

    /// The baseline of the first line (0 without lines).
    var firstBaseline: CGFloat { lines.first?.baseline ?? 0 }
    /// The baseline of the last line (0 without lines).
    var lastBaseline: CGFloat { lines.last?.baseline ?? 0 }

    /// Lays out `runs` in `container`.
    init(runs: [Run], container: Container) {
        let paragraphs = _TextLayout.paragraphs(of: runs)
        var limited = container
        if !container.width.isFinite || container.width < 0 { limited.width = .infinity }
        lines = _TextLayout.lay(paragraphs, in: limited)
        if container.maximumHeight.isFinite, let last = lines.last, last.top + last.height > container.maximumHeight {
            // Keep the lines that fit the height (at least one), the last truncated.
            var fitting = 0
            for line in lines where line.top + line.height <= container.maximumHeight + 0.0001 { fitting += 1 }
            limited.maximumLines = max(1, limited.maximumLines == 0 ? fitting : min(fitting, limited.maximumLines))
            limited.truncatesLastLine = true
            lines = _TextLayout.lay(paragraphs, in: limited)
        }
        align(paragraphs, width: limited.width)
    }

    /// Moves the lines to their alignment and measures the whole.
    private mutating func align(_ paragraphs: [Paragraph], width: CGFloat) {
        var widest: CGFloat = 0
        for line in lines { widest = max(widest, line.x + line.width) }
        let reference = width.isFinite ? width : widest
        for index in lines.indices {
            let line = lines[index]
            let style = line.paragraph < paragraphs.count ? paragraphs[line.paragraph].style : NSParagraphStyle()
            let right = style.tailIndent > 0 ? min(reference, style.tailIndent) : reference + style.tailIndent
            let free = max(0, right - line.x - line.width)
            let offset: CGFloat =
                switch style.alignment {
                case .center: free / 2
                case .right: free
                case .left, .natural, .justified: 0
                }
            guard offset > 0 else { continue }
            lines[index].x += offset
            for glyph in lines[index].glyphs.indices { lines[index].glyphs[glyph].x += offset }
        }
        let bottom = lines.last.map { $0.top + $0.height } ?? 0
        size = CGSize(width: widest, height: bottom)
    }
}
