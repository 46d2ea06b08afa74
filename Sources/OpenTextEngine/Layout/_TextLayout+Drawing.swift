import Foundation

/// Drawing laid-out text into a context.
extension _TextLayout {
    /// Draws the lines into `context`, the layout's top-left corner at
    /// `origin` (user space): each run's background behind its glyphs, then
    /// the glyphs in their run's colour, `color` where the run has none.
    /// Only the first `lineCount` lines are drawn (`nil`: all).
    @MainActor
    package func draw(at origin: CGPoint, in context: CGContext, color: CGColor, lineCount: Int? = nil) {
        guard origin.x.isFinite, origin.y.isFinite else { return }
        if let svg = context._svg { return context._recordText(self, at: origin, color: color, lineCount: lineCount, into: svg) }
        for line in lines.prefix(max(0, lineCount ?? lines.count)) {
            context._fillBackgrounds(of: line, origin: origin)
            context._fillGlyphs(line.glyphs, baseline: CGPoint(x: origin.x, y: origin.y + line.baseline), color: color)
        }
    }

    /// The number of lines whose bottom is within `height` of the layout's
    /// top (at least one when there are lines).
    package func lineCount(within height: CGFloat) -> Int {
        var count = 0
        for line in lines where line.top + line.height <= height + 0.0001 { count += 1 }
        return lines.isEmpty ? 0 : max(1, count)
    }
}

extension CGContext {
    /// Fills `glyphs` (their x relative to `baseline`'s) by the non-zero
    /// rule, as TrueType outlines are filled, in each glyph's colour
    /// (`color` where it has none), through the transform, clip and alpha.
    package func _fillGlyphs(_ glyphs: [_TextLayout.Glyph], baseline: CGPoint, color: CGColor) {
        if _blendCachedGlyphs(glyphs, baseline: baseline, color: color) { return }
        var elements: [_PathElement] = []
        var current: CGColor?
        for glyph in glyphs {
            let glyphColor = glyph.color ?? color
            if let current, current != glyphColor {
                _fillPath(elements, transform: _state.ctm, rule: .winding, color: current)
                elements.removeAll(keepingCapacity: true)
            }
            current = glyphColor
            let x = baseline.x + glyph.x
            guard x.isFinite else { continue }
            let place = CGAffineTransform(translationX: x, y: baseline.y)
            for element in glyph.font._path(ofGlyph: glyph.glyph) { elements.append(element.applying(place)) }
        }
        if let current { _fillPath(elements, transform: _state.ctm, rule: .winding, color: current) }
    }

    /// Blends each glyph's cached mask (``_GlyphCache``) when the transform
    /// only scales (equally, not flipped) and translates and the text is
    /// not too large; returns false, having drawn nothing, otherwise.
    private func _blendCachedGlyphs(_ glyphs: [_TextLayout.Glyph], baseline: CGPoint, color: CGColor) -> Bool {
        let t = _state.ctm
        let scale = t.a
        guard t.b == 0, t.c == 0, t.d == scale, scale > 0, scale.isFinite, t.tx.isFinite, t.ty.isFinite else { return false }
        for glyph in glyphs where glyph.font.pointSize * scale > _GlyphCache.largestPixelSize { return false }
        guard !_state.clip.isEmpty else { return true }
        let bitmap = _surface.bitmap
        let phases = CGFloat(_GlyphCache.phases)
        // The baseline's pixel row and phase are the same for every glyph.
        let y = (baseline.y * scale + t.ty) * phases
        guard y.isFinite, abs(y) < 1e12 else { return true }
        let quarterY = Int(y.rounded())
        let (pixelY, phaseY) = (quarterY >> 2, quarterY & 3)
        var current: (color: CGColor, pixel: UInt32)?
        for glyph in glyphs {
            let glyphColor = glyph.color ?? color
            if current?.color != glyphColor { current = (glyphColor, glyphColor._pixel(opacity: _state.alpha)) }
            guard let pixel = current?.pixel, pixel != _Pixel.transparent else { continue }
            let x = ((baseline.x + glyph.x) * scale + t.tx) * phases
            guard x.isFinite, abs(x) < 1e12 else { continue }
            let quarterX = Int(x.rounded())
            let mask = _GlyphCache.mask(of: glyph.glyph, font: glyph.font, scale: scale, phaseX: quarterX & 3, phaseY: phaseY)
            bitmap.blend(mask, atX: quarterX >> 2, y: pixelY, color: pixel, clip: _state.clip, clipMask: _state.clipMask)
        }
        return true
    }

    /// Fills the background colour of each stretch of `line`'s glyphs that
    /// has one, from the line's top to its bottom.
    package func _fillBackgrounds(of line: _TextLayout.Line, origin: CGPoint) {
        let glyphs = line.glyphs
        var index = 0
        while index < glyphs.count {
            guard let background = glyphs[index].background else {
                index += 1
                continue
            }
            let start = glyphs[index].x
            var end = index
            while end + 1 < glyphs.count, glyphs[end + 1].background == background { end += 1 }
            let last = glyphs[end]
            let right = end + 1 < glyphs.count ? glyphs[end + 1].x : last.x + last.font._advance(ofGlyph: last.glyph)
            let rect = CGRect(x: origin.x + start, y: origin.y + line.top, width: right - start, height: line.height)
            if rect.width > 0, rect.origin.x.isFinite, rect.width.isFinite {
                _fillPath([.move(rect.origin)] + _rectLines(rect), transform: _state.ctm, rule: .winding, color: background)
            }
            index = end + 1
        }
    }

    private func _rectLines(_ r: CGRect) -> [_PathElement] {
        [.line(CGPoint(x: r.maxX, y: r.minY)), .line(CGPoint(x: r.maxX, y: r.maxY)), .line(CGPoint(x: r.minX, y: r.maxY)), .close]
    }
}
