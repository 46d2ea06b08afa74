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
package struct _TextLayout {
    /// A run of text with one set of attributes.
    package struct Run {
        package var text: Substring
        package var font: UIFont
        /// Extra space after each character (`.kern`).
        package var kern: CGFloat
        package var paragraphStyle: NSParagraphStyle
        /// The colours of the text and behind it (`nil`: the drawer's default, none).
        package var color: CGColor? = nil
        package var background: CGColor? = nil

        package init(
            text: Substring, font: UIFont, kern: CGFloat, paragraphStyle: NSParagraphStyle, color: CGColor? = nil,
            background: CGColor? = nil
        ) {
            self.text = text
            self.font = font
            self.kern = kern
            self.paragraphStyle = paragraphStyle
            self.color = color
            self.background = background
        }
    }

    /// What the text is laid out in.
    package struct Container {
        /// The width lines break at (infinite: no breaking but at newlines).
        package var width: CGFloat = .infinity
        /// The most lines (0: as many as the text needs).
        package var maximumLines = 0
        /// The height lines are dropped below, the last kept one truncated (infinite: none).
        package var maximumHeight: CGFloat = .infinity
        /// A line break mode that replaces the paragraph styles' (a label's).
        package var lineBreakMode: NSLineBreakMode?
        /// Whether the fonts' leading is added to each line.
        package var usesFontLeading = false
        /// Whether the last line allowed ends with an ellipsis when text is
        /// left out even in a wrapping mode (`.truncatesLastVisibleLine`).
        package var truncatesLastLine = false

        package init(
            width: CGFloat = .infinity, maximumLines: Int = 0, maximumHeight: CGFloat = .infinity,
            lineBreakMode: NSLineBreakMode? = nil, usesFontLeading: Bool = false, truncatesLastLine: Bool = false
        ) {
            self.width = width
            self.maximumLines = maximumLines
            self.maximumHeight = maximumHeight
            self.lineBreakMode = lineBreakMode
            self.usesFontLeading = usesFontLeading
            self.truncatesLastLine = truncatesLastLine
        }
    }

    /// A glyph placed on a line.
    package struct Glyph {
        package var glyph: UInt16
        /// The x of the glyph's origin in the layout.
        package var x: CGFloat
        package var font: UIFont
        /// The colours of the glyph and behind it, from its run.
        package var color: CGColor? = nil
        package var background: CGColor? = nil
        /// The character (grapheme cluster) the glyph shows; nil for the
        /// second and later glyphs of one character (an SVG `<text>` is
        /// written from these).
        package var character: Character? = nil
    }

    /// A line of text.
    package struct Line {
        package var glyphs: [Glyph] = []
        /// Where the line starts (its indent and alignment offset).
        package var x: CGFloat = 0
        /// The width of the line's text, trailing spaces left out.
        package var width: CGFloat = 0
        /// The top of the line, its baseline and its height, from the top of the layout.
        package var top: CGFloat = 0
        package var baseline: CGFloat = 0
        package var height: CGFloat = 0
        /// Whether an ellipsis replaced some of the text, or text was clipped or dropped after it.
        package var isTruncated = false
        /// The index of the paragraph the line belongs to.
        package var paragraph = 0
    }

    package private(set) var lines: [Line] = []

    /// The size the lines cover: the widest line (with its indent) and the bottom of the last.
    package private(set) var size: CGSize = .zero

    /// The baseline of the first line (0 without lines).
    package var firstBaseline: CGFloat { lines.first?.baseline ?? 0 }
    /// The baseline of the last line (0 without lines).
    package var lastBaseline: CGFloat { lines.last?.baseline ?? 0 }

    /// Lays out `runs` in `container`.
    package init(runs: [Run], container: Container) {
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
