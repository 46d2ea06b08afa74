import Foundation

/// Shortening the last line with an ellipsis.
extension _TextLayout {
    /// The clusters of a line that does not fit `available`, shortened at
    /// its head, middle or tail with "…" (U+2026) in the font of the text
    /// beside it. `more` says text follows the line (a tail or middle
    /// truncation then always shows the ellipsis). When not even the
    /// ellipsis fits, the line is the ellipsis alone.
    static func truncate(_ clusters: ArraySlice<Cluster>, to available: CGFloat, mode: NSLineBreakMode, more: Bool) -> ArraySlice<Cluster> {
        var text = Array(clusters)
        while let last = text.last, last.isSpace { text.removeLast() }
        guard let beside = (mode == .byTruncatingHead ? text.last : text.first) ?? clusters.first else { return clusters }
        let font = beside.font
        let (glyphs, advance) = font._glyphs(for: "\u{2026}")
        let ellipsis = Cluster(
            glyphs: glyphs, advance: advance, font: font, isSpace: false, breaksAfter: false, color: beside.color,
            background: beside.background, character: "\u{2026}")
        let room = available - advance
        guard room > 0 else { return [ellipsis] }
        switch mode {
        case .byTruncatingHead:
            var kept = 0
            var width: CGFloat = 0
            while kept < text.count, width + text[text.count - 1 - kept].advance <= room {
                width += text[text.count - 1 - kept].advance
                kept += 1
            }
            return ArraySlice([ellipsis] + text[(text.count - kept)...])
        case .byTruncatingMiddle:
            var head = 0
            var tail = 0
            var width: CGFloat = 0
            var fromHead = true
            while head + tail < text.count {
                let next = fromHead ? text[head] : text[text.count - 1 - tail]
                guard width + next.advance <= room else { break }
                width += next.advance
                if fromHead { head += 1 } else { tail += 1 }
                fromHead.toggle()
            }
            var middle = Array(text[..<head])
            while let last = middle.last, last.isSpace { middle.removeLast() }
            return ArraySlice(middle + [ellipsis] + text[(text.count - tail)...])
        default:
            var kept = 0
            var width: CGFloat = 0
            while kept < text.count, width + text[kept].advance <= room {
                width += text[kept].advance
                kept += 1
            }
            var head = Array(text[..<kept])
            while let last = head.last, last.isSpace { head.removeLast() }
            return ArraySlice(head + [ellipsis])
        }
    }
}
