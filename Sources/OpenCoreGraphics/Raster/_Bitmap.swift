import Foundation

/// A grid of premultiplied pixels (see ``_Pixel``), top row first: the
/// storage of window backing stores, view contents and images.
///
/// Zeroed (transparent) when made; opaque fills copy whole rows, so filling
/// a screen costs about a memory copy.
package final class _Bitmap {
    package let width: Int
    package let height: Int
    package let pixels: UnsafeMutablePointer<UInt32>

    package init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        let count = max(1, self.width * self.height)
        guard let memory = calloc(count, MemoryLayout<UInt32>.stride) else {
            Violations.outOfMemory("a \(width)×\(height) bitmap")
        }
        pixels = memory.bindMemory(to: UInt32.self, capacity: count)
    }

    deinit { free(pixels) }

    package var bounds: _PixelRect { _PixelRect(width: width, height: height) }

    @inline(__always) package func row(_ y: Int) -> UnsafeMutablePointer<UInt32> { pixels + y * width }

    package subscript(x: Int, y: Int) -> UInt32 {
        get { pixels[y * width + x] }
        set { pixels[y * width + x] = newValue }
    }

    /// Sets every pixel of `rect` to transparent.
    package func clear(_ rect: _PixelRect) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        for y in r.minY..<r.maxY {
            memset(row(y) + r.minX, 0, r.width * MemoryLayout<UInt32>.stride)
        }
    }

    /// Paints `pixel` over every pixel of `rect`.
    package func fill(_ rect: _PixelRect, with pixel: UInt32) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty, pixel != _Pixel.transparent else { return }
        if _Pixel.alpha(pixel) == 255 {
            // Opaque: write one row, then copy it (memcpy is fast in any build).
            let first = row(r.minY) + r.minX
            for x in 0..<r.width { first[x] = pixel }
            for y in (r.minY + 1)..<max(r.minY + 1, r.maxY) {
                memcpy(row(y) + r.minX, first, r.width * MemoryLayout<UInt32>.stride)
            }
            return
        }
        for y in r.minY..<r.maxY {
            fillSpan(y: y, from: r.minX, to: r.maxX, with: pixel)
        }
    }

    /// Paints `pixel` over `x0..<x1` of row `y` (already clipped).
    @inline(__always) package func fillSpan(y: Int, from x0: Int, to x1: Int, with pixel: UInt32) {
        let line = row(y)
        if _Pixel.alpha(pixel) == 255 {
            for x in x0..<x1 { line[x] = pixel }
        } else {
            for x in x0..<x1 { line[x] = _Pixel.over(pixel, line[x]) }
        }
    }

    /// Paints `source` (a bitmap whose pixel (0, 0) lands on `(x, y)` here)
    /// over this one within `clip`, at `opacity` (a byte).
    package func composite(_ source: _Bitmap, atX x: Int, y: Int, clip: _PixelRect, opacity: UInt32) {
        let r = clip.intersection(bounds).intersection(source.bounds.offsetBy(dx: x, dy: y))
        guard !r.isEmpty, opacity > 0 else { return }
        for row in r.minY..<r.maxY {
            let from = source.row(row - y) - x
            let to = self.row(row)
            for column in r.minX..<r.maxX {
                var pixel = from[column]
                if opacity < 255 { pixel = _Pixel.scaled(pixel, by: opacity) }
                to[column] = _Pixel.over(pixel, to[column])
            }
        }
    }

    /// The box around the pixels that are not transparent (empty when all are).
    ///
    /// - Complexity: O(pixels).
    package func inkBounds() -> _PixelRect {
        var box = _PixelRect.empty
        for y in 0..<height {
            let line = row(y)
            var first = 0
            while first < width, line[first] == 0 { first += 1 }
            guard first < width else { continue }
            var last = width - 1
            while line[last] == 0 { last -= 1 }
            let span = _PixelRect(minX: first, minY: y, maxX: last + 1, maxY: y + 1)
            box = box.isEmpty ? span : box.union(span)
        }
        return box
    }

    /// A copy of the pixels, as an array.
    package func copyPixels() -> [UInt32] {
        let count = width * height
        return [UInt32](unsafeUninitializedCapacity: count) { buffer, initialized in
            if count > 0, let base = buffer.baseAddress {
                memcpy(base, pixels, count * MemoryLayout<UInt32>.stride)
            }
            initialized = count
        }
    }
}
