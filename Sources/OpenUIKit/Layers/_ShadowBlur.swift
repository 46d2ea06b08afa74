import Foundation

/// A blurred shape painted in one colour: coverage rasterized over the area
/// the blur can reach, blurred by three box blurs each way (integers, so
/// deterministic), then blended.
enum _ShadowBlur {
    /// Paints `pixel` over `polygons` (pixel space) blurred by a Gaussian
    /// of about `sigma` pixels, within `clip`.
    static func paint(_ polygons: [[CGPoint]], sigma: CGFloat, pixel: UInt32, clip: _PixelRect, into bitmap: _Bitmap) {
        // Three passes of a box 2r + 1 wide have variance 3((2r + 1)² − 1) / 12 = σ².
        let r = sigma > 0 ? Int((((4 * sigma * sigma + 1).squareRoot() - 1) / 2).rounded()) : 0
        let reach = 3 * r
        let shape = _PixelRect(covering: CGPath.box(around: polygons.lazy.joined()))
        let blurred = _PixelRect(minX: shape.minX - reach, minY: shape.minY - reach, maxX: shape.maxX + reach, maxY: shape.maxY + reach)
        let visible = clip.intersection(bitmap.bounds).intersection(blurred)
        guard !visible.isEmpty else { return }
        let area = _PixelRect(
            minX: visible.minX - reach, minY: visible.minY - reach, maxX: visible.maxX + reach, maxY: visible.maxY + reach
        )
        .intersection(blurred)
        let width = area.width
        let height = area.height
        var coverage = [Int32](repeating: 0, count: width * height)
        var any = false
        _Rasterizer.rasterize(polygons, rule: .winding, clip: area) { y, x0, row in
            any = true
            let base = (y - area.minY) * width - area.minX
            for (i, c) in row.enumerated() { coverage[base + x0 + i] = Int32(c) }
        }
        guard any else { return }
        if r > 0 {
            var scratch = [Int32](repeating: 0, count: max(width, height))
            for _ in 0..<3 {
                for y in 0..<height { blur(&coverage, start: y * width, stride: 1, count: width, radius: r, scratch: &scratch) }
                for x in 0..<width { blur(&coverage, start: x, stride: width, count: height, radius: r, scratch: &scratch) }
            }
        }
        for y in visible.minY..<visible.maxY {
            let line = bitmap.row(y)
            let base = (y - area.minY) * width - area.minX
            for x in visible.minX..<visible.maxX {
                let c = UInt32(min(255, max(0, coverage[base + x])))
                guard c > 0 else { continue }
                line[x] = _Pixel.over(c == 255 ? pixel : _Pixel.scaled(pixel, by: c), line[x])
            }
        }
    }

    /// One box blur of `count` values from `start`, `stride` apart: each
    /// becomes the rounded mean of the `2 × radius + 1` around it (zeros past the ends).
    private static func blur(_ values: inout [Int32], start: Int, stride: Int, count: Int, radius: Int, scratch: inout [Int32]) {
        let size = Int32(2 * radius + 1)
        var sum: Int32 = 0
        for i in 0..<min(radius, count) { sum += values[start + i * stride] }
        for i in 0..<count {
            let entering = i + radius
            if entering < count { sum += values[start + entering * stride] }
            scratch[i] = (sum + size / 2) / size
            let leaving = i - radius
            if leaving >= 0 { sum -= values[start + leaving * stride] }
        }
        for i in 0..<count { values[start + i * stride] = scratch[i] }
    }
}

extension _Bitmap {
    /// Fills contours (each a move then lines, quadratic and cubic curves,
    /// as glyph outlines are) mapped by `transform` to pixels, by `rule`, in
    /// `color` at `opacity`, within `clip`: the rasterizer's entry point for
    /// text.
    func fill(
        contours: [_PathElement], rule: CGPathFillRule, transform: CGAffineTransform, clip: _PixelRect, color: CGColor, opacity: CGFloat = 1
    ) {
        let polygons = _Flattener.polylines(of: contours, transform: transform, tolerance: 0.01).map(\.points)
        fill(polygons, rule: rule, clip: clip, mask: nil, paint: .solid(color._pixel(opacity: opacity)))
    }
}
