import Foundation

extension _Stroker {
    /// The part of `polylines` from `start` to `end` of their total length
    /// (fractions in `0...1`, as `CAShapeLayer.strokeStart`/`strokeEnd`):
    /// open polylines; the whole input when the range is all of it.
    package static func trimmed(_ polylines: [_Polyline], from start: CGFloat, to end: CGFloat) -> [_Polyline] {
        let a = min(max(start.isNaN ? 0 : start, 0), 1)
        let b = min(max(end.isNaN ? 1 : end, 0), 1)
        guard a > 0 || b < 1 else { return polylines }
        guard a < b else { return [] }
        var total: CGFloat = 0
        for line in polylines { total += length(of: line) }
        guard total > 0, total.isFinite else { return [] }
        let from = a * total
        let to = b * total
        var result: [_Polyline] = []
        var walked: CGFloat = 0
        for line in polylines {
            var points = line.points
            if line.closed, let first = points.first { points.append(first) }
            var current: [CGPoint] = []
            for i in 0..<(points.count - 1) {
                let p = points[i]
                let q = points[i + 1]
                let segment = hypot(q.x - p.x, q.y - p.y)
                let segmentStart = walked
                walked += segment
                guard walked >= from, segmentStart <= to, segment > 0 else { continue }
                func at(_ distance: CGFloat) -> CGPoint {
                    let f = min(max((distance - segmentStart) / segment, 0), 1)
                    return CGPoint(x: p.x + (q.x - p.x) * f, y: p.y + (q.y - p.y) * f)
                }
                if current.isEmpty { current.append(at(max(from, segmentStart))) }
                current.append(at(min(to, walked)))
            }
            if current.count > 1 { result.append(_Polyline(points: current, closed: false)) }
        }
        return result
    }

    private static func length(of line: _Polyline) -> CGFloat {
        var points = line.points
        if line.closed, let first = points.first { points.append(first) }
        var sum: CGFloat = 0
        for i in 0..<(points.count - 1) { sum += hypot(points[i + 1].x - points[i].x, points[i + 1].y - points[i].y) }
        return sum
    }
}
