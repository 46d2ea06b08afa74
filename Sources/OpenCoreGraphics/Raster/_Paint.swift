import Foundation

/// What a fill paints at each pixel: one colour, or a gradient.
package enum _Paint {
    case solid(UInt32)
    case gradient(_GradientPaint)
}

/// A gradient placed in pixel space: colours looked up by a parameter `t`
/// that a linear or radial geometry gives each pixel centre.
package struct _GradientPaint {
    package enum Geometry {
        /// `t` runs from 0 at `start` to 1 at `end`, constant across the line.
        case linear(start: CGPoint, end: CGPoint)
        /// `t` places the point on the circle between two circles.
        case radial(c0: CGPoint, r0: CGFloat, c1: CGPoint, r1: CGFloat)
        /// `t` is the distance from `center` with the ellipse `radii` at 1
        /// (a `CAGradientLayer` of type `.radial`).
        case ellipse(center: CGPoint, radii: CGSize)
        /// `t` is the angle about `center` from `start` (radians), turning
        /// towards the y axis, over a full turn (a `.conic` gradient layer).
        case conic(center: CGPoint, start: CGFloat)
    }

    package static let steps = 1024

    /// Premultiplied pixels for `t` in `0...1`, `steps + 1` of them.
    package let table: [UInt32]
    package let geometry: Geometry
    /// Maps pixel space to the gradient's space.
    package let inverse: CGAffineTransform
    package let extendsStart: Bool
    package let extendsEnd: Bool

    package init(
        colors: [CGColor], locations: [CGFloat], geometry: Geometry, transform: CGAffineTransform, extendsStart: Bool, extendsEnd: Bool
    ) {
        var table: [UInt32] = []
        table.reserveCapacity(Self.steps + 1)
        for step in 0...Self.steps {
            table.append(Self.color(at: CGFloat(step) / CGFloat(Self.steps), colors: colors, locations: locations))
        }
        self.table = table
        self.geometry = geometry
        inverse = transform.inverted()
        self.extendsStart = extendsStart
        self.extendsEnd = extendsEnd
    }

    /// The colour at `t` between the stops, interpolated in straight
    /// (unpremultiplied) components as Core Graphics does.
    private static func color(at t: CGFloat, colors: [CGColor], locations: [CGFloat]) -> UInt32 {
        guard let first = colors.first, let last = colors.last else { return _Pixel.transparent }
        if t <= locations[0] { return first._pixel(opacity: 1) }
        for i in 1..<colors.count where t <= locations[i] {
            let span = locations[i] - locations[i - 1]
            let f = span > 0 ? (t - locations[i - 1]) / span : 1
            let a = colors[i - 1]
            let b = colors[i]
            return _Pixel.premultiplied(
                red: a.red + (b.red - a.red) * f, green: a.green + (b.green - a.green) * f, blue: a.blue + (b.blue - a.blue) * f,
                alpha: a.alpha + (b.alpha - a.alpha) * f)
        }
        return last._pixel(opacity: 1)
    }

    /// The pixel at the centre of pixel `(x, y)`, transparent where the
    /// gradient does not extend.
    @inline(__always) package func pixel(x: Int, y: Int) -> UInt32 {
        let p = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5).applying(inverse)
        guard var t = parameter(at: p), !t.isNaN else { return _Pixel.transparent }
        if t < 0 {
            guard extendsStart else { return _Pixel.transparent }
            t = 0
        } else if t > 1 {
            guard extendsEnd else { return _Pixel.transparent }
            t = 1
        }
        return table[Int((t * CGFloat(Self.steps)).rounded())]
    }

    private func parameter(at p: CGPoint) -> CGFloat? {
        switch geometry {
        case .linear(let start, let end):
            let dx = end.x - start.x
            let dy = end.y - start.y
            let length = dx * dx + dy * dy
            guard length > 0 else { return nil }
            return ((p.x - start.x) * dx + (p.y - start.y) * dy) / length
        case .ellipse(let center, let radii):
            guard radii.width != 0, radii.height != 0 else { return nil }
            let u = (p.x - center.x) / radii.width
            let v = (p.y - center.y) / radii.height
            return (u * u + v * v).squareRoot()
        case .conic(let center, let start):
            var angle = atan2(p.y - center.y, p.x - center.x) - start
            angle = angle.truncatingRemainder(dividingBy: 2 * .pi)
            if angle < 0 { angle += 2 * .pi }
            return angle / (2 * .pi)
        case .radial(let c0, let r0, let c1, let r1):
            // The largest t with r(t) ≥ 0 and |p − c(t)| = r(t).
            let cd = CGPoint(x: c1.x - c0.x, y: c1.y - c0.y)
            let dr = r1 - r0
            let pd = CGPoint(x: p.x - c0.x, y: p.y - c0.y)
            let a = cd.x * cd.x + cd.y * cd.y - dr * dr
            let b = pd.x * cd.x + pd.y * cd.y + r0 * dr
            let c = pd.x * pd.x + pd.y * pd.y - r0 * r0
            if abs(a) < 1e-9 {
                guard b != 0 else { return nil }
                let t = c / (2 * b)
                return r0 + t * dr >= 0 ? t : nil
            }
            let discriminant = b * b - a * c
            guard discriminant >= 0 else { return nil }
            let root = discriminant.squareRoot()
            let t1 = (b + root) / a
            let t2 = (b - root) / a
            let (high, low) = (max(t1, t2), min(t1, t2))
            if r0 + high * dr >= 0 { return high }
            if r0 + low * dr >= 0 { return low }
            return nil
        }
    }
}

/// A clip made by a path: a coverage byte per pixel over `area`.
package final class _Mask {
    package let area: _PixelRect
    package var bytes: [UInt8]

    package init(area: _PixelRect) {
        self.area = area
        bytes = [UInt8](repeating: 0, count: max(0, area.width * area.height))
    }

    /// The coverage at `(x, y)` (0 outside the area).
    @inline(__always) package func value(x: Int, y: Int) -> UInt32 {
        guard x >= area.minX, x < area.maxX, y >= area.minY, y < area.maxY else { return 0 }
        return UInt32(bytes[(y - area.minY) * area.width + x - area.minX])
    }

    /// The coverage of `polygons` by `rule`, within `clip`, narrowed by `previous`.
    package static func make(_ polygons: [[CGPoint]], rule: CGPathFillRule, clip: _PixelRect, previous: _Mask?) -> _Mask {
        let mask = _Mask(area: previous.map { clip.intersection($0.area) } ?? clip)
        guard !mask.area.isEmpty else { return mask }
        _Rasterizer.rasterize(polygons, rule: rule, clip: mask.area) { y, x0, coverage in
            let base = (y - mask.area.minY) * mask.area.width - mask.area.minX
            for (i, c) in coverage.enumerated() {
                let x = x0 + i
                var value = UInt32(c)
                if let previous { value = (value * previous.value(x: x, y: y) + 127) / 255 }
                mask.bytes[base + x] = UInt8(value)
            }
        }
        return mask
    }
}

extension _Bitmap {
    /// Paints `paint` over the closed `polygons` (pixel space) by `rule`,
    /// anti-aliased, within `clip` and `mask`, at `opacity` (a byte).
    package func fill(_ polygons: [[CGPoint]], rule: CGPathFillRule, clip: _PixelRect, mask: _Mask?, paint: _Paint, opacity: UInt32 = 255) {
        let area = clip.intersection(bounds)
        guard opacity > 0, !area.isEmpty else { return }
        _Rasterizer.rasterize(polygons, rule: rule, clip: mask.map { area.intersection($0.area) } ?? area) { y, x0, coverage in
            let line = row(y)
            for (i, c) in coverage.enumerated() {
                let x = x0 + i
                var alpha = UInt32(c)
                if let mask { alpha = (alpha * mask.value(x: x, y: y) + 127) / 255 }
                if opacity < 255 { alpha = (alpha * opacity + 127) / 255 }
                guard alpha > 0 else { continue }
                var pixel: UInt32
                switch paint {
                case .solid(let p): pixel = p
                case .gradient(let g): pixel = g.pixel(x: x, y: y)
                }
                if alpha < 255 { pixel = _Pixel.scaled(pixel, by: alpha) }
                line[x] = _Pixel.over(pixel, line[x])
            }
        }
    }
}
