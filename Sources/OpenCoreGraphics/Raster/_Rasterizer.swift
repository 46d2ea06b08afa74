import Foundation

/// Scanline coverage of polygons, anti-aliased and exact in integers once
/// the edges are placed: each pixel row is sampled on 16 lines, and on each
/// line the inside spans are measured in 256ths of a pixel, so a pixel's
/// coverage is a count out of 4096. Nothing depends on memory
/// addresses, hashing or threads: the same polygons give the same bytes.
package enum _Rasterizer {
    /// Sample lines per pixel row.
    package static let subsamples = 16
    /// Steps per pixel along a sample line.
    package static let steps = 256
    /// The most edges one fill draws: each sample line looks at every edge
    /// that spans it, so a fill of more (a path of a million points, say)
    /// is refused with a report rather than taking minutes.
    package static let maximumEdges = 250_000

    private struct Edge {
        package var x0: CGFloat
        package var y0: CGFloat
        package var y1: CGFloat
        package var slope: CGFloat
        package var direction: Int32
    }

    /// Whether `point` lies inside the closed `polylines` by `rule`.
    package static func contains(_ point: CGPoint, polylines: [_Polyline], rule: CGPathFillRule) -> Bool {
        var winding = 0
        for polyline in polylines {
            let points = polyline.points
            for i in 0..<points.count {
                let a = points[i]
                let b = points[(i + 1) % points.count]
                if a.y <= point.y, b.y > point.y, cross(a, b, point) > 0 { winding += 1 }
                if a.y > point.y, b.y <= point.y, cross(a, b, point) < 0 { winding -= 1 }
            }
        }
        return rule == .winding ? winding != 0 : winding & 1 != 0
    }

    @inline(__always) private static func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }

    /// Computes the coverage of the closed `polygons` (pixel space) by
    /// `rule` within `clip`, and calls `row` with each pixel row that some
    /// polygon reaches: the row, the first column, and a coverage byte per
    /// column from there (0 outside, 255 inside).
    package static func rasterize(
        _ polygons: [[CGPoint]], rule: CGPathFillRule, clip: _PixelRect,
        row: (_ y: Int, _ x0: Int, _ coverage: UnsafeBufferPointer<UInt8>) -> Void
    ) {
        guard !clip.isEmpty else { return }
        var count = 0
        for polygon in polygons { count += polygon.count }
        guard count <= maximumEdges else {
            _reportDrawingMisuse(
                "OpenUIKit: a path of \(count) segments is more than one fill draws (\(maximumEdges)); it is not drawn. Simplify the path.")
            return
        }
        var edges: [Edge] = []
        var top = CGFloat.infinity
        var bottom = -CGFloat.infinity
        var left = CGFloat.infinity
        var right = -CGFloat.infinity
        for polygon in polygons where polygon.count > 2 {
            for i in 0..<polygon.count {
                let a = polygon[i]
                let b = polygon[i + 1 == polygon.count ? 0 : i + 1]
                guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite, a.y != b.y else { continue }
                let (p, q, direction): (CGPoint, CGPoint, Int32) = a.y < b.y ? (a, b, 1) : (b, a, -1)
                edges.append(Edge(x0: p.x, y0: p.y, y1: q.y, slope: (q.x - p.x) / (q.y - p.y), direction: direction))
                top = min(top, p.y)
                bottom = max(bottom, q.y)
                left = min(left, min(p.x, q.x))
                right = max(right, max(p.x, q.x))
            }
        }
        guard !edges.isEmpty else { return }
        func clamped(_ v: CGFloat, _ low: Int, _ high: Int) -> CGFloat { min(max(v, CGFloat(low)), CGFloat(high)) }
        let minY = Int(clamped(top, clip.minY, clip.maxY).rounded(.down))
        let maxY = Int(clamped(bottom, clip.minY, clip.maxY).rounded(.up))
        let minX = Int(clamped(left, clip.minX, clip.maxX).rounded(.down))
        let maxX = Int(clamped(right, clip.minX, clip.maxX).rounded(.up))
        guard minY < maxY, minX < maxX else { return }
        // Edges by their top (ties by the rest, so the order is total).
        edges.sort { ($0.y0, $0.x0, $0.y1, $0.slope) < ($1.y0, $1.x0, $1.y1, $1.slope) }
        let width = maxX - minX
        let s = subsamples
        let sx = steps
        let limit = Int32(width * sx)
        var partial = [Int32](repeating: 0, count: width + 2)
        var full = [Int32](repeating: 0, count: width + 2)
        var bytes = [UInt8](repeating: 0, count: width)
        var active: [Int] = []
        var crossings: [(x: Int32, direction: Int32)] = []
        var nextEdge = 0
        let origin = CGFloat(minX)
        for y in minY..<maxY {
            let rowBottom = CGFloat(y + 1)
            while nextEdge < edges.count, edges[nextEdge].y0 < rowBottom {
                active.append(nextEdge)
                nextEdge += 1
            }
            active.removeAll { edges[$0].y1 <= CGFloat(y) }
            if active.isEmpty {
                if nextEdge == edges.count { break }
                continue
            }
            var touched = false
            // A row that only vertical edges cross from top to bottom (the
            // sides of rectangles and of rounded ones between their corners)
            // is the same on every sample line: sample one, count it 16 times.
            var uniform = true
            for index in active {
                let e = edges[index]
                if e.slope != 0 || e.y0 > CGFloat(y) || e.y1 < rowBottom {
                    uniform = false
                    break
                }
            }
            let weight = Int32(uniform ? s : 1)
            for sub in 0..<(uniform ? 1 : s) {
                let sy = CGFloat(y) + (CGFloat(sub) + 0.5) / CGFloat(s)
                crossings.removeAll(keepingCapacity: true)
                for index in active {
                    let e = edges[index]
                    guard e.y0 <= sy, sy < e.y1 else { continue }
                    let x = (e.x0 + (sy - e.y0) * e.slope - origin) * CGFloat(sx)
                    let fixed = x.isNaN || x <= 0 ? 0 : x >= CGFloat(limit) ? limit : Int32(x.rounded())
                    crossings.append((fixed, e.direction))
                }
                guard crossings.count > 1 else { continue }
                crossings.sort { ($0.x, $0.direction) < ($1.x, $1.direction) }
                var winding: Int32 = 0
                for i in 0..<(crossings.count - 1) {
                    winding += crossings[i].direction
                    let inside = rule == .winding ? winding != 0 : winding & 1 != 0
                    guard inside else { continue }
                    let a = crossings[i].x
                    let b = crossings[i + 1].x
                    guard a < b else { continue }
                    touched = true
                    let ia = Int(a) / sx
                    let ib = Int(b) / sx
                    if ia == ib {
                        partial[ia] += (b - a) * weight
                    } else {
                        partial[ia] += (Int32(sx) - a % Int32(sx)) * weight
                        full[ia + 1] += Int32(sx) * weight
                        full[ib] -= Int32(sx) * weight
                        partial[ib] += b % Int32(sx) * weight
                    }
                }
            }
            guard touched else { continue }
            var running: Int32 = 0
            var first = width
            var last = -1
            for x in 0..<width {
                running += full[x]
                let c = Int(partial[x] + running)
                partial[x] = 0
                full[x] = 0
                let byte = UInt8(min(255, (c * 255 + 2048) >> 12))
                bytes[x] = byte
                if byte != 0 {
                    if first == width { first = x }
                    last = x
                }
            }
            partial[width] = 0
            full[width] = 0
            partial[width + 1] = 0
            full[width + 1] = 0
            guard first <= last else { continue }
            bytes.withUnsafeBufferPointer { buffer in
                row(y, minX + first, UnsafeBufferPointer(rebasing: buffer[first...last]))
            }
        }
    }
}
