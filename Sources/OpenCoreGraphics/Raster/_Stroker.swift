import Foundation

/// How a stroke is drawn: width, caps, joins, miter limit and dashes.
package struct _StrokeStyle {
    package var width: CGFloat
    package var cap: CGLineCap = .butt
    package var join: CGLineJoin = .miter
    package var miterLimit: CGFloat = 10
    package var dashPhase: CGFloat = 0
    package var dashLengths: [CGFloat] = []

    package init(
        width: CGFloat, cap: CGLineCap = .butt, join: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dashPhase: CGFloat = 0, dashLengths: [CGFloat] = []
    ) {
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dashPhase = dashPhase
        self.dashLengths = dashLengths
    }
}

/// Turns polylines into the polygons their stroke covers: a rectangle per
/// segment, a polygon per join and per cap, each wound positively so
/// that together they fill by the winding rule.
package enum _Stroker {
    /// The stroke of `polylines` (dashed first when `style` has dashes), in
    /// their space; curves of round caps and joins within `tolerance`.
    /// Pieces that miss `visible` (when given) are left out.
    package static func polygons(of polylines: [_Polyline], style: _StrokeStyle, tolerance: CGFloat, visible: CGRect = .infinite)
        -> [[CGPoint]]
    {
        let half = abs(style.width) / 2
        guard half > 0, half.isFinite else { return [] }
        let lines = dashed(polylines, phase: style.dashPhase, lengths: style.dashLengths) ?? polylines
        var count = 0
        for line in lines { count += line.points.count }
        // Each point makes about three polygons of four edges or more.
        guard count <= _Rasterizer.maximumEdges / 8 else {
            _reportDrawingMisuse(
                "OpenUIKit: a stroke of \(count) points is more than one stroke draws (\(_Rasterizer.maximumEdges / 8)); it is not drawn. Simplify the path."
            )
            return []
        }
        var out: [[CGPoint]] = []
        for line in lines { stroke(line, half: half, style: style, tolerance: tolerance, into: &out) }
        guard !visible.isInfinite else { return out }
        // The miter limit bounds how far a piece reaches from its points.
        let reach = half * max(1.5, style.join == .miter ? style.miterLimit : 1)
        let area = visible.insetBy(dx: -reach, dy: -reach)
        return out.filter { polygon in
            var (x0, y0, x1, y1) = (CGFloat.infinity, CGFloat.infinity, -CGFloat.infinity, -CGFloat.infinity)
            for p in polygon {
                guard p.x.isFinite, p.y.isFinite else { return false }
                (x0, y0, x1, y1) = (min(x0, p.x), min(y0, p.y), max(x1, p.x), max(y1, p.y))
            }
            return x1 >= area.minX && x0 <= area.maxX && y1 >= area.minY && y0 <= area.maxY
        }
    }

    private static func stroke(_ line: _Polyline, half: CGFloat, style: _StrokeStyle, tolerance: CGFloat, into out: inout [[CGPoint]]) {
        // Consecutive equal points make no direction: drop them.
        var points: [CGPoint] = []
        for p in line.points where points.last != p { points.append(p) }
        if line.closed, points.count > 1, points.first == points.last { points.removeLast() }
        guard points.count > 1 else {
            // A zero-length subpath: a dot for round and square caps.
            guard let p = line.points.first, !line.closed else { return }
            switch style.cap {
            case .round: out.append(circle(p, half, tolerance))
            case .square: out.append(square(p, direction: CGPoint(x: 1, y: 0), half))
            case .butt: break
            }
            return
        }
        let count = points.count
        let segments = line.closed ? count : count - 1
        for i in 0..<segments {
            let a = points[i]
            let b = points[(i + 1) % count]
            let n = normal(a, b, half)
            out.append(
                oriented([
                    CGPoint(x: a.x + n.x, y: a.y + n.y), CGPoint(x: b.x + n.x, y: b.y + n.y),
                    CGPoint(x: b.x - n.x, y: b.y - n.y), CGPoint(x: a.x - n.x, y: a.y - n.y),
                ]))
        }
        let joints = line.closed ? 0..<count : 1..<(count - 1)
        for i in joints {
            let previous = points[(i + count - 1) % count]
            let p = points[i]
            let next = points[(i + 1) % count]
            join(previous, p, next, half: half, style: style, tolerance: tolerance, into: &out)
        }
        guard !line.closed else { return }
        cap(points[0], from: points[1], half: half, style: style, tolerance: tolerance, into: &out)
        cap(points[count - 1], from: points[count - 2], half: half, style: style, tolerance: tolerance, into: &out)
    }

    private static func join(
        _ a: CGPoint, _ p: CGPoint, _ b: CGPoint, half: CGFloat, style: _StrokeStyle, tolerance: CGFloat, into out: inout [[CGPoint]]
    ) {
        if style.join == .round {
            out.append(circle(p, half, tolerance))
            return
        }
        let n1 = normal(a, p, half)
        let n2 = normal(p, b, half)
        let turn = (p.x - a.x) * (b.y - p.y) - (p.y - a.y) * (b.x - p.x)
        guard turn != 0 else { return } // straight on, or straight back (a butt end either way)
        // The outer side is left of the path when it turns right, and back.
        let s: CGFloat = turn > 0 ? -1 : 1
        let o1 = CGPoint(x: p.x + s * n1.x, y: p.y + s * n1.y)
        let o2 = CGPoint(x: p.x + s * n2.x, y: p.y + s * n2.y)
        if style.join == .miter {
            // The miter's length over the width is 1 / sin(θ/2), θ the angle between the segments.
            let d1 = unit(CGPoint(x: p.x - a.x, y: p.y - a.y))
            let d2 = unit(CGPoint(x: b.x - p.x, y: b.y - p.y))
            let cosTheta = -(d1.x * d2.x + d1.y * d2.y)
            let sinHalf = ((1 - cosTheta) / 2).squareRoot()
            if sinHalf > 0, 1 / sinHalf <= style.miterLimit {
                let bisector = unit(CGPoint(x: o1.x + o2.x - 2 * p.x, y: o1.y + o2.y - 2 * p.y))
                let reach = half / sinHalf
                let tip = CGPoint(x: p.x + bisector.x * reach, y: p.y + bisector.y * reach)
                out.append(oriented([p, o1, tip, o2]))
                return
            }
        }
        out.append(oriented([p, o1, o2]))
    }

    private static func cap(
        _ p: CGPoint, from q: CGPoint, half: CGFloat, style: _StrokeStyle, tolerance: CGFloat, into out: inout [[CGPoint]]
    ) {
        switch style.cap {
        case .butt: return
        case .round: out.append(circle(p, half, tolerance))
        case .square:
            let d = unit(CGPoint(x: p.x - q.x, y: p.y - q.y))
            let n = CGPoint(x: -d.y * half, y: d.x * half)
            let e = CGPoint(x: p.x + d.x * half, y: p.y + d.y * half)
            out.append(
                oriented([
                    CGPoint(x: p.x + n.x, y: p.y + n.y), CGPoint(x: e.x + n.x, y: e.y + n.y),
                    CGPoint(x: e.x - n.x, y: e.y - n.y), CGPoint(x: p.x - n.x, y: p.y - n.y),
                ]))
        }
    }

    private static func unit(_ v: CGPoint) -> CGPoint {
        let l = hypot(v.x, v.y)
        return l > 0 ? CGPoint(x: v.x / l, y: v.y / l) : .zero
    }

    private static func normal(_ a: CGPoint, _ b: CGPoint, _ half: CGFloat) -> CGPoint {
        let d = unit(CGPoint(x: b.x - a.x, y: b.y - a.y))
        return CGPoint(x: -d.y * half, y: d.x * half)
    }

    private static func square(_ p: CGPoint, direction d: CGPoint, _ half: CGFloat) -> [CGPoint] {
        [
            CGPoint(x: p.x - half, y: p.y - half), CGPoint(x: p.x + half, y: p.y - half),
            CGPoint(x: p.x + half, y: p.y + half), CGPoint(x: p.x - half, y: p.y + half),
        ]
    }

    /// A polygon within `tolerance` of the circle around `c`.
    package static func circle(_ c: CGPoint, _ r: CGFloat, _ tolerance: CGFloat) -> [CGPoint] {
        let ratio = max(-1, min(1, 1 - tolerance / max(r, 1e-9)))
        let step = acos(ratio)
        let n = step > 0 ? min(256, max(8, Int((2 * CGFloat.pi / step).rounded(.up)))) : 8
        return (0..<n).map { i in
            let angle = 2 * CGFloat.pi * CGFloat(i) / CGFloat(n)
            return CGPoint(x: c.x + r * cos(angle), y: c.y + r * sin(angle))
        }
    }

    /// `polygon`, reversed if needed so that it winds positively.
    private static func oriented(_ polygon: [CGPoint]) -> [CGPoint] {
        var area: CGFloat = 0
        for i in 0..<polygon.count {
            let a = polygon[i]
            let b = polygon[(i + 1) % polygon.count]
            area += a.x * b.y - b.x * a.y
        }
        return area < 0 ? polygon.reversed() : polygon
    }

    /// `polylines` cut into dashes (open polylines); nil when `lengths` makes
    /// no pattern (empty, or a negative, non-finite or all-zero length).
    package static func dashed(_ polylines: [_Polyline], phase: CGFloat, lengths: [CGFloat]) -> [_Polyline]? {
        guard !lengths.isEmpty else { return nil }
        var total: CGFloat = 0
        for length in lengths {
            guard length.isFinite, length >= 0 else { return nil }
            total += length
        }
        guard total > 0, phase.isFinite else { return nil }
        let pattern = lengths.count % 2 == 0 ? lengths : lengths + lengths
        let cycle = pattern.reduce(0, +)
        var result: [_Polyline] = []
        var guardCount = 0 // at most a million dashes
        for line in polylines {
            var points = line.points
            if line.closed, let first = points.first { points.append(first) }
            // Where in the pattern each subpath starts.
            var offset = phase.truncatingRemainder(dividingBy: cycle)
            if offset < 0 { offset += cycle }
            var index = 0
            while offset >= pattern[index] {
                offset -= pattern[index]
                index = (index + 1) % pattern.count
            }
            var remaining = pattern[index] - offset
            var current: [CGPoint] = index % 2 == 0 ? [points[0]] : []
            for i in 0..<(points.count - 1) {
                var a = points[i]
                let b = points[i + 1]
                var length = hypot(b.x - a.x, b.y - a.y)
                while length > remaining, guardCount < 1_000_000 {
                    guardCount += 1
                    let f = remaining / length
                    let cut = CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
                    if index % 2 == 0 {
                        current.append(cut)
                        result.append(_Polyline(points: current, closed: false))
                        current = []
                    } else {
                        current = [cut]
                    }
                    length -= remaining
                    a = cut
                    index = (index + 1) % pattern.count
                    remaining = pattern[index]
                }
                remaining -= length
                if index % 2 == 0 { current.append(b) }
            }
            if index % 2 == 0, current.count > 1 { result.append(_Polyline(points: current, closed: false)) }
        }
        return result
    }
}
