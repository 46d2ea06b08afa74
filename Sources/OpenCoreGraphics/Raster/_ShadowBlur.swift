import Foundation

/// A blurred shape painted in one colour: coverage rasterized over the area
/// the blur can reach, blurred by three box blurs each way (integers, so
/// deterministic), then blended.
package enum _ShadowBlur {
    /// Paints `pixel` over `polygons` (pixel space) blurred by a Gaussian
    /// of about `sigma` pixels, within `clip`.
    package static func paint(_ polygons: [[CGPoint]], sigma: CGFloat, pixel: UInt32, clip: _PixelRect, into bitmap: _Bitmap) {
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
        coverage.withUnsafeMutableBufferPointer { buffer in
            guard let values = buffer.baseAddress else { return }
            if r > 0 { blur(values, width: width, height: height, radius: r) }
            for y in visible.minY..<visible.maxY {
                let line = bitmap.row(y)
                let row = values + (y - area.minY) * width - area.minX
                for x in visible.minX..<visible.maxX {
                    let c = UInt32(min(255, max(0, row[x])))
                    guard c > 0 else { continue }
                    line[x] = _Pixel.over(c == 255 ? pixel : _Pixel.scaled(pixel, by: c), line[x])
                }
            }
        }
    }

    /// Three box blurs along each row, then three down each column: each
    /// value becomes the rounded mean of the `2 × radius + 1` around it
    /// (zeros past the ends). Columns are blurred a row at a time, with a
    /// running sum per column, so memory is read in order.
    private static func blur(_ values: UnsafeMutablePointer<Int32>, width: Int, height: Int, radius: Int) {
        let size = Int32(2 * radius + 1)
        let half = size / 2
        // (n + half) / size by a multiplication: with m = ⌈2³² / size⌉ the
        // quotient ⌊n·m / 2³²⌋ is exact while n·(m·size − 2³²) < 2³², true
        // here (n ≤ 255·size + size, and σ ≤ 100 makes size ≤ 201).
        let m = (UInt64(1) << 32 + UInt64(size) - 1) / UInt64(size)
        @inline(__always) func mean(_ sum: Int32) -> Int32 { Int32(truncatingIfNeeded: (UInt64(UInt32(sum + half)) &* m) >> 32) }
        let scratch = UnsafeMutablePointer<Int32>.allocate(capacity: width)
        defer { scratch.deallocate() }
        for y in 0..<height {
            let row = values + y * width
            for _ in 0..<3 {
                var sum: Int32 = 0
                for i in 0..<min(radius, width) { sum += row[i] }
                for i in 0..<width {
                    if i + radius < width { sum += row[i + radius] }
                    scratch[i] = mean(sum)
                    if i >= radius { sum -= row[i - radius] }
                }
                row.update(from: scratch, count: width)
            }
        }
        let other = UnsafeMutablePointer<Int32>.allocate(capacity: width * height)
        defer { other.deallocate() }
        let sums = UnsafeMutablePointer<Int32>.allocate(capacity: width)
        defer { sums.deallocate() }
        for pass in 0..<3 {
            let (from, to) = pass % 2 == 0 ? (values, other) : (other, values)
            sums.initialize(repeating: 0, count: width)
            for y in 0..<min(radius, height) {
                let row = from + y * width
                for x in 0..<width { sums[x] += row[x] }
            }
            for y in 0..<height {
                if y + radius < height {
                    let entering = from + (y + radius) * width
                    for x in 0..<width { sums[x] += entering[x] }
                }
                let out = to + y * width
                for x in 0..<width { out[x] = mean(sums[x]) }
                if y >= radius {
                    let leaving = from + (y - radius) * width
                    for x in 0..<width { sums[x] -= leaving[x] }
                }
            }
        }
        values.update(from: other, count: width * height) // three passes end in `other`
    }
}
