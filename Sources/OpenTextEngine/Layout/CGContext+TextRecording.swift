import Foundation

// Text in a context in recording mode (``CGContext/_svg`` set): SVG
// `<text>` elements rather than glyph outlines.
extension CGContext {
    /// Writes `layout`'s first `lineCount` lines at `origin` (user space):
    /// one `<text>` a line, a `<tspan>` for each stretch of one font and
    /// colour, placed at its first glyph's x on the line's baseline, so a
    /// browser shows selectable text where the glyphs would be. Background
    /// colours are filled as rectangles first.
    package func _recordText(_ layout: _TextLayout, at origin: CGPoint, color: CGColor, lineCount: Int?, into svg: _SVGWriter) {
        guard _state.alpha > 0, !_state.clip.isEmpty else { return }
        let transform = _SVGWriter.transformAttribute(_state.ctm)
        let n = _SVGWriter.number
        for line in layout.lines.prefix(max(0, lineCount ?? layout.lines.count)) {
            _fillBackgrounds(of: line, origin: origin)
            var spans = ""
            var index = 0
            let glyphs = line.glyphs
            let y = origin.y + line.baseline
            while index < glyphs.count {
                let first = glyphs[index]
                let spanColor = first.color ?? color
                var text = ""
                var end = index
                while end < glyphs.count, glyphs[end].font === first.font, (glyphs[end].color ?? color) == spanColor {
                    if let character = glyphs[end].character { text.append(character) }
                    end += 1
                }
                let x = origin.x + first.x
                if !text.isEmpty, x.isFinite, y.isFinite {
                    let font = first.font
                    spans +=
                        "<tspan x=\"\(n(x))\" y=\"\(n(y))\" font-family=\"\(Self._svgFontFamily(font))\" font-size=\"\(n(font.pointSize))\""
                    spans += " font-weight=\"\(Self._svgFontWeight(font))\""
                    if font._face == .italic { spans += " font-style=\"italic\"" }
                    spans += _SVGWriter.fill(spanColor, opacity: _state.alpha) + ">" + _SVGWriter.escaped(text) + "</tspan>"
                }
                index = end
            }
            guard !spans.isEmpty else { continue }
            svg.append("<text xml:space=\"preserve\"\(transform)\(_clipAttribute)>\(spans)</text>\n")
        }
    }

    /// The font family list for `font`: the face OpenUIKit draws with
    /// (Roboto), then the system's, for a browser without Roboto.
    package static func _svgFontFamily(_ font: UIFont) -> String {
        "Roboto, -apple-system, &apos;Helvetica Neue&apos;, Arial, sans-serif"
    }

    /// The CSS weight of the face `font` draws with.
    package static func _svgFontWeight(_ font: UIFont) -> String {
        switch font._face {
        case .bold: "700"
        case .medium: "500"
        default: "400"
        }
    }
}
