import Foundation
import Synchronization

/// Coverage masks of glyphs, rasterized once and reused: a label's text is
/// painted by blending cached masks instead of filling outlines every time.
///
/// A mask is made for one face, glyph and pixel size, with the glyph's
/// origin at one of four horizontal and four vertical quarter-pixel
/// phases; text drawn through a transform that only scales (equally, not
/// flipped) and translates places each glyph at its position rounded to
/// the nearest quarter pixel and blends that mask. The picture depends only
/// on the text and where it is drawn, never on what the cache held before:
/// a miss rasterizes exactly the mask a hit would have returned.
package enum _GlyphCache {
    /// A glyph rasterized at a pixel size and phase.
    package struct Key: Hashable {
        package var face: _FontLibrary.Face
        package var glyph: UInt16
        /// The em size in pixels (the font's point size times the scale), as its bits.
        package var pixelSize: UInt64
        /// The origin's fraction of a pixel, in quarters (0...3).
        package var phaseX: UInt8
        package var phaseY: UInt8
    }

    /// Coverage bytes (0–255) over a box of pixels; `x`/`y` place the box's
    /// top-left corner relative to the pixel holding the glyph's origin.
    package struct Mask: Sendable {
        package let x: Int
        package let y: Int
        package let width: Int
        package let height: Int
        package let coverage: [UInt8]
    }

    /// Quarter-pixel phases.
    package static let phases = 4
    /// Glyphs larger than this (in pixels per em) are filled as paths.
    package static let largestPixelSize: CGFloat = 256
    /// The most masks kept; the cache empties when it would hold more (the
    /// pictures do not depend on it).
    package static let capacity = 4_096

    private static let masks = Mutex<[Key: Mask]>([:])

    /// How many masks are kept.
    package static var count: Int { masks.withLock { $0.count } }

    /// Forgets every mask.
    package static func removeAll() { masks.withLock { $0.removeAll() } }

    /// The mask of `glyph` of `font` at `pixelSize` pixels per em (the font's
    /// point size times `scale`), its origin `phaseX`/`phaseY` quarters of a
    /// pixel into its pixel.
    package static func mask(
        of glyph: UInt16, font: UIFont, scale: CGFloat, phaseX: Int, phaseY: Int
    ) -> Mask {
        let key = Key(
            face: font._face, glyph: glyph, pixelSize: (font.pointSize * scale).bitPattern,
            phaseX: UInt8(phaseX), phaseY: UInt8(phaseY))
        if let mask = masks.withLock({ $0[key] }) { return mask }
        let mask = rasterize(glyph, font: font, scale: scale, phaseX: phaseX, phaseY: phaseY)
        masks.withLock { masks in
            if masks.count >= capacity { masks.removeAll(keepingCapacity: true) }
            masks[key] = mask
        }
        return mask
    }

    private static func rasterize(_ glyph: UInt16, font: UIFont, scale: CGFloat, phaseX: Int, phaseY: Int) -> Mask {
        let place = CGAffineTransform(
            a: scale, b: 0, c: 0, d: scale,
            tx: CGFloat(phaseX) / CGFloat(phases), ty: CGFloat(phaseY) / CGFloat(phases))
        let polygons = _Flattener.polylines(of: font._path(ofGlyph: glyph), transform: place, tolerance: 0.01).map(\.points)
        var left = Int.max
        var top = Int.max
        var right = Int.min
        var bottom = Int.min
        for polygon in polygons {
            for point in polygon where point.x.isFinite && point.y.isFinite {
                left = min(left, Int(point.x.rounded(.down)))
                right = max(right, Int(point.x.rounded(.up)))
                top = min(top, Int(point.y.rounded(.down)))
                bottom = max(bottom, Int(point.y.rounded(.up)))
            }
        }
        guard left < right, top < bottom else { return Mask(x: 0, y: 0, width: 0, height: 0, coverage: []) }
        let width = right - left
        let height = bottom - top
        var coverage = [UInt8](repeating: 0, count: width * height)
        let area = _PixelRect(minX: left, minY: top, maxX: right, maxY: bottom)
        _Rasterizer.rasterize(polygons, rule: .winding, clip: area) { y, x0, row in
            let base = (y - top) * width - left
            for (i, value) in row.enumerated() { coverage[base + x0 + i] = value }
        }
        return Mask(x: left, y: top, width: width, height: height, coverage: coverage)
    }
}

extension _Bitmap {
    /// Blends `color` (premultiplied) through `mask`, its origin pixel at
    /// (`x`, `y`), within `clip` and the clip `clipMask`.
    package func blend(_ mask: _GlyphCache.Mask, atX x: Int, y: Int, color: UInt32, clip: _PixelRect, clipMask: _Mask?) {
        mask.coverage.withUnsafeBufferPointer { coverage in
            blend(
                coverage: coverage, width: mask.width, height: mask.height, atX: x + mask.x, y: y + mask.y, color: color,
                clip: clip, clipMask: clipMask)
        }
    }
}
