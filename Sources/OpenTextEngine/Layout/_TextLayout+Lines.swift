import Foundation

/// Breaking paragraphs into lines, truncating the last, and stacking them.
extension _TextLayout {
    /// Lays out every paragraph in the container, line after line.
    package static func lay(_ paragraphs: [Paragraph], in container: Container) -> [Line] {
        var lines: [Line] = []
        var y: CGFloat = 0
        for (index, paragraph) in paragraphs.enumerated() {
            let style = paragraph.style
            let paragraphMode = container.lineBreakMode ?? style.lineBreakMode
            if index > 0 { y += paragraphs[index - 1].style.paragraphSpacing + style.paragraphSpacingBefore }
            var start = 0
            var first = true
            repeat {
                if container.maximumLines > 0, lines.count == container.maximumLines {
                    lines[lines.count - 1].isTruncated = true
                    return lines
                }
                if !lines.isEmpty { y += style.lineSpacing }
                let indent = first ? style.firstLineHeadIndent : style.headIndent
                let right = style.tailIndent > 0 ? min(container.width, style.tailIndent) : container.width + style.tailIndent
                let available = max(0, right - indent)
                let isLastAllowed = container.maximumLines > 0 && lines.count == container.maximumLines - 1
                let wraps = paragraphMode == .byWordWrapping || paragraphMode == .byCharWrapping
                let mode = isLastAllowed && container.truncatesLastLine && wraps ? NSLineBreakMode.byTruncatingTail : paragraphMode
                let clusters = paragraph.clusters
                var items: ArraySlice<Cluster>
                var truncated = false
                if isLastAllowed, mode != .byWordWrapping, mode != .byCharWrapping {
                    items = clusters[start...]
                    let more = index < paragraphs.count - 1
                    if mode == .byClipping {
                        truncated = more || width(of: items) > available
                    } else if more || width(of: items) > available {
                        (items, truncated) = (truncate(items, to: available, mode: mode, more: more), true)
                    }
                    start = clusters.count
                } else {
                    let end = lineEnd(clusters, from: start, available: available, byCharacter: mode == .byCharWrapping)
                    items = clusters[start..<end]
                    start = end
                }
                var line = place(items, x: indent, top: y, paragraph: paragraph, usesFontLeading: container.usesFontLeading)
                line.isTruncated = truncated
                line.paragraph = index
                if mode == .byClipping, isLastAllowed { line.width = min(line.width, available) }
                y = line.top + line.height
                lines.append(line)
                first = false
            } while start < paragraph.clusters.count
        }
        return lines
    }

    /// Where the line that starts at `start` ends: after the last break
    /// opportunity that fits, or (no opportunity, or wrapping by
    /// character) after the last cluster that fits, always at least one
    /// cluster. Spaces at the end of a line hang past its edge.
    private static func lineEnd(_ clusters: [Cluster], from start: Int, available: CGFloat, byCharacter: Bool) -> Int {
        var width: CGFloat = 0
        var lastBreak: Int?
        var index = start
        while index < clusters.count {
            let cluster = clusters[index]
            if !cluster.isSpace {
                if width + cluster.advance > available, index > start {
                    if !byCharacter, let lastBreak { return lastBreak }
                    return index
                }
            }
            width += cluster.advance
            if cluster.breaksAfter { lastBreak = index + 1 }
            index += 1
        }
        return clusters.count
    }

    /// The width of clusters, trailing spaces left out.
    package static func width(of clusters: ArraySlice<Cluster>) -> CGFloat {
        var end = clusters.endIndex
        while end > clusters.startIndex, clusters[end - 1].isSpace { end -= 1 }
        var width: CGFloat = 0
        for cluster in clusters[clusters.startIndex..<end] { width += cluster.advance }
        return width
    }

    /// Places clusters on a line at `x`, its top at `top`: the line is as
    /// high as its tallest font (the paragraph's font when empty), shaped
    /// by the paragraph's line height multiple and limits.
    private static func place(
        _ clusters: ArraySlice<Cluster>, x: CGFloat, top: CGFloat, paragraph: Paragraph, usesFontLeading: Bool
    ) -> Line {
        var line = Line(x: x, top: top)
        var ascent: CGFloat = 0
        var descent: CGFloat = 0
        var leading: CGFloat = 0
        var pen = x
        var previous: UIFont?
        for cluster in clusters {
            if previous !== cluster.font {
                ascent = max(ascent, cluster.font.ascender)
                descent = max(descent, -cluster.font.descender)
                leading = max(leading, cluster.font.leading)
                previous = cluster.font
            }
            var offset: CGFloat = 0
            var character = cluster.character
            for glyph in cluster.glyphs {
                line.glyphs.append(
                    Glyph(
                        glyph: glyph, x: pen + offset, font: cluster.font, color: cluster.color, background: cluster.background,
                        character: character))
                character = nil
                if cluster.glyphs.count > 1 { offset += cluster.font._advance(ofGlyph: glyph) }
            }
            pen += cluster.advance
        }
        if clusters.isEmpty {
            (ascent, descent, leading) = (paragraph.font.ascender, -paragraph.font.descender, paragraph.font.leading)
        }
        line.width = width(of: clusters)
        if !usesFontLeading { leading = 0 }
        let natural = ascent + descent + leading
        let style = paragraph.style
        var height = style.lineHeightMultiple > 0 ? natural * style.lineHeightMultiple : natural
        if style.minimumLineHeight > 0 { height = max(height, style.minimumLineHeight) }
        if style.maximumLineHeight > 0 { height = min(height, style.maximumLineHeight) }
        line.height = height
        // Extra height goes above the text, as TextKit places it.
        line.baseline = top + height - descent - leading
        return line
    }
}
