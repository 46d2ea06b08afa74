import Foundation

extension _Bitmap {
    /// Blends `color` (premultiplied) through a coverage mask of `width` ×
    /// `height` bytes (row by row, 0 to 255), its top left pixel at
    /// (`x`, `y`), within `clip` and the clip `clipMask`: how glyphs are
    /// drawn from their cached masks.
    ///
    /// The loop lives here, beside ``_Pixel``, so that the per-pixel blend
    /// is inlined: the text engine calls this once a glyph.
    ///
    /// - Complexity: O(pixels of the mask inside the clip).
    package func blend(
        coverage: UnsafeBufferPointer<UInt8>, width: Int, height: Int, atX x: Int, y: Int, color: UInt32,
        clip: _PixelRect, clipMask: _Mask?
    ) {
        let area = clip.intersection(bounds).intersection(_PixelRect(minX: x, minY: y, maxX: x + width, maxY: y + height))
        guard !area.isEmpty else { return }
        for py in area.minY..<area.maxY {
            let line = row(py)
            let source = (py - y) * width - x
            for px in area.minX..<area.maxX {
                var alpha = UInt32(coverage[source + px])
                if let clipMask { alpha = (alpha * clipMask.value(x: px, y: py) + 127) / 255 }
                guard alpha > 0 else { continue }
                line[px] = _Pixel.over(alpha < 255 ? _Pixel.scaled(color, by: alpha) : color, line[px])
            }
        }
    }
}
