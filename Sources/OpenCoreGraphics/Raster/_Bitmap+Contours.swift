import Foundation

extension _Bitmap {
    /// Fills contours (each a move then lines, quadratic and cubic curves,
    /// as glyph outlines are) mapped by `transform` to pixels, by `rule`, in
    /// `color` at `opacity`, within `clip`: the rasterizer's entry point for
    /// text.
    package func fill(
        contours: [_PathElement], rule: CGPathFillRule, transform: CGAffineTransform, clip: _PixelRect, color: CGColor, opacity: CGFloat = 1
    ) {
        let polygons = _Flattener.polylines(of: contours, transform: transform, tolerance: 0.01).map(\.points)
        fill(polygons, rule: rule, clip: clip, mask: nil, paint: .solid(color._pixel(opacity: opacity)))
    }
}
