import Foundation

extension CGAffineTransform {
    /// Whether the transform keeps horizontal lines horizontal (translation,
    /// scale and flips only).
    package var _keepsAxes: Bool { b == 0 && c == 0 }

    /// Whether this is the identity, without `==` (a hot path).
    package var _isIdentity: Bool { a == 1 && b == 0 && c == 0 && d == 1 && tx == 0 && ty == 0 }

    /// The box around `rect` mapped by this transform; no allocation, and
    /// four multiplications when the transform keeps axes.
    @inline(__always)
    package func _box(of rect: CGRect) -> CGRect {
        guard _keepsAxes else { return rect.applying(self) }
        let x0 = a * rect.minX + tx
        let x1 = a * rect.maxX + tx
        let y0 = d * rect.minY + ty
        let y1 = d * rect.maxY + ty
        return CGRect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
    }

    /// This transform, preceded by a move of `(dx, dy)`.
    @inline(__always)
    package func _translated(_ dx: CGFloat, _ dy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(a: a, b: b, c: c, d: d, tx: tx + a * dx + c * dy, ty: ty + b * dx + d * dy)
    }
}

extension _Bitmap {
    /// Paints `pixel` over the pixels of `shape` (in user space, mapped to
    /// this bitmap's pixels by `transform`) that lie inside `clip`.
    ///
    /// Transforms that keep axes rasterize row by row; others test each
    /// pixel's centre mapped back to user space.
    package func fill(_ shape: _Shape, transform: CGAffineTransform, clip: _PixelRect, with pixel: UInt32) {
        guard pixel != _Pixel.transparent else { return }
        if transform._keepsAxes {
            let device = shape.applyingAxisAligned(transform)
            if device.hole == nil, device.outer.rx == 0 || device.outer.ry == 0 {
                fill(_PixelRect(covering: device.outer.rect).intersection(clip), with: pixel)
                return
            }
            let area = _PixelRect(covering: device.boundingBox).intersection(clip).intersection(bounds)
            guard !area.isEmpty else { return }
            for y in area.minY..<area.maxY {
                let centre = CGFloat(y) + 0.5
                guard let (x0, x1) = device.outer.span(atY: centre) else { continue }
                var first = max(area.minX, _PixelRect.firstCentre(atOrAfter: x0))
                let end = min(area.maxX, _PixelRect.firstCentre(atOrAfter: x1))
                if let (h0, h1) = device.hole?.span(atY: centre) {
                    let holeStart = max(first, _PixelRect.firstCentre(atOrAfter: h0))
                    let holeEnd = min(end, _PixelRect.firstCentre(atOrAfter: h1))
                    if holeStart < holeEnd {
                        if first < holeStart { fillSpan(y: y, from: first, to: holeStart, with: pixel) }
                        first = holeEnd
                    }
                }
                if first < end { fillSpan(y: y, from: first, to: end, with: pixel) }
            }
            return
        }
        let area = _PixelRect(covering: transform._box(of: shape.boundingBox)).intersection(clip).intersection(bounds)
        guard !area.isEmpty else { return }
        let inverse = transform.inverted()
        // The centre mapped back is snapped to a grid of 2^-20 points: a
        // centre that lies exactly on the shape's edge then falls on the
        // same side whatever translation the transform carries (a group's
        // surface starts where the damage does, so the same view is mapped
        // through different translations by a full repaint and by an
        // incremental one, which round differently in the last bits;
        // `PresentationDamageFuzzTests` found it: OPENUIKIT_FUZZ_SEED=255).
        let grid: CGFloat = 1_048_576
        for y in area.minY..<area.maxY {
            let line = row(y)
            for x in area.minX..<area.maxX {
                let p = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5).applying(inverse)
                let snapped = CGPoint(x: (p.x * grid).rounded() / grid, y: (p.y * grid).rounded() / grid)
                if shape.contains(snapped) { line[x] = _Pixel.over(pixel, line[x]) }
            }
        }
    }
}

extension _Bitmap {
    /// Paints `count` pixels from `source` over those at `destination`:
    /// opaque ones are copied, transparent ones (most of a label's) skipped.
    @inline(__always)
    package static func blendRun(_ source: UnsafeMutablePointer<UInt32>, into destination: UnsafeMutablePointer<UInt32>, count: Int) {
        for i in 0..<count {
            let pixel = source[i]
            if pixel >> 24 == 255 {
                destination[i] = pixel
            } else if pixel != 0 {
                destination[i] = _Pixel.over(pixel, destination[i])
            }
        }
    }

    /// Paints `image` stretched over `rect` (user space, mapped to this
    /// bitmap's pixels by `transform`) within `clip`, at `opacity` (a byte).
    ///
    /// Each pixel takes the image pixel its centre maps to (nearest
    /// neighbour: no filtering).
    package func draw(_ image: _Bitmap, in rect: CGRect, transform: CGAffineTransform, clip: _PixelRect, opacity: UInt32) {
        guard image.width > 0, image.height > 0, rect.width != 0, rect.height != 0, opacity > 0 else { return }
        let area = _PixelRect(covering: transform._box(of: rect)).intersection(clip).intersection(bounds)
        guard !area.isEmpty else { return }
        let inverse = transform.inverted()
        let scaleX = CGFloat(image.width) / rect.width
        let scaleY = CGFloat(image.height) / rect.height
        @inline(__always) func source(_ local: CGFloat, _ origin: CGFloat, _ scale: CGFloat, _ count: Int) -> Int? {
            // Compared before converting: a tiny `rect` makes the scale huge.
            let index = ((local - origin) * scale).rounded(.down)
            return index >= 0 && index < CGFloat(count) ? Int(index) : nil
        }
        if transform._keepsAxes {
            // Columns and rows map independently: look each up once.
            var columns = [Int](repeating: -1, count: area.width)
            for x in area.minX..<area.maxX {
                let local = (CGFloat(x) + 0.5 - transform.tx) / transform.a
                columns[x - area.minX] = source(local, rect.minX, scaleX, image.width) ?? -1
            }
            // One image pixel a device pixel (contents drawn at the
            // store's scale, moved by whole or fractional pixels): the
            // columns found are consecutive, and a row is a run.
            let first = columns[0]
            var consecutive = first >= 0
            var index = 1
            while consecutive, index < columns.count {
                consecutive = columns[index] == first + index
                index += 1
            }
            for y in area.minY..<area.maxY {
                let local = (CGFloat(y) + 0.5 - transform.ty) / transform.d
                guard let sourceRow = source(local, rect.minY, scaleY, image.height) else { continue }
                let from = image.row(sourceRow)
                let to = row(y)
                if consecutive, opacity == 255 {
                    Self.blendRun(from + first, into: to + area.minX, count: area.width)
                    continue
                }
                for x in area.minX..<area.maxX {
                    let column = columns[x - area.minX]
                    guard column >= 0 else { continue }
                    var pixel = from[column]
                    if opacity < 255 { pixel = _Pixel.scaled(pixel, by: opacity) }
                    to[x] = _Pixel.over(pixel, to[x])
                }
            }
            return
        }
        for y in area.minY..<area.maxY {
            let to = row(y)
            for x in area.minX..<area.maxX {
                let p = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5).applying(inverse)
                guard let column = source(p.x, rect.minX, scaleX, image.width),
                    let sourceRow = source(p.y, rect.minY, scaleY, image.height)
                else { continue }
                var pixel = image[column, sourceRow]
                if opacity < 255 { pixel = _Pixel.scaled(pixel, by: opacity) }
                to[x] = _Pixel.over(pixel, to[x])
            }
        }
    }
}
