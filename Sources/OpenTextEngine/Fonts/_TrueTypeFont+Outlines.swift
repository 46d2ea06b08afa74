/// A point of a glyph outline in font units: on the curve, or the control
/// point of a quadratic Bézier between its neighbours.
package struct _GlyphPoint: Equatable, Sendable {
    package var x: Double
    package var y: Double
    package var onCurve: Bool
}

extension _TrueTypeFont {
    /// The outline of a glyph: its contours of on- and off-curve points in
    /// font units (y up), composite glyphs resolved. An empty glyph (a
    /// space), a glyph out of range, or one whose data is corrupt has no
    /// contours.
    package func outline(of glyph: UInt16) -> [[_GlyphPoint]] {
        var budget = 1 << 16
        do throws(_FontError) {
            return try contours(of: glyph, depth: 0, budget: &budget)
        } catch {
            return []
        }
    }

    /// The deepest nesting of composite glyphs followed (fonts use 1 or 2).
    private static let compositeDepthLimit = 8

    private func contours(of glyph: UInt16, depth: Int, budget: inout Int) throws(_FontError) -> [[_GlyphPoint]] {
        guard depth <= Self.compositeDepthLimit, Int(glyph) + 1 < glyphOffsets.count else { return [] }
        let start = glyphOffsets[Int(glyph)]
        let end = glyphOffsets[Int(glyph) + 1]
        guard end > start else { return [] }
        guard let contourCount = data.i16(start) else { throw .truncated("glyf") }
        return contourCount >= 0
            ? try simpleContours(at: start, count: Int(contourCount), budget: &budget)
            : try compositeContours(at: start, depth: depth, budget: &budget)
    }

    private func simpleContours(at start: Int, count: Int, budget: inout Int) throws(_FontError) -> [[_GlyphPoint]] {
        var ends: [Int] = []
        for index in 0..<count {
            guard let end = data.u16(start + 10 + 2 * index) else { throw .truncated("glyf") }
            ends.append(Int(end))
        }
        let pointCount = (ends.last ?? -1) + 1
        budget -= pointCount
        guard budget >= 0 else { throw _FontError("a glyph has more points than any font needs") }
        guard let instructionLength = data.u16(start + 10 + 2 * count) else { throw .truncated("glyf") }
        var cursor = start + 12 + 2 * count + Int(instructionLength)
        var flags: [UInt8] = []
        flags.reserveCapacity(pointCount)
        while flags.count < pointCount {
            guard let flag = data.u8(cursor) else { throw .truncated("glyf") }
            cursor += 1
            flags.append(flag)
            if flag & 0x08 != 0 {
                guard let repeats = data.u8(cursor) else { throw .truncated("glyf") }
                cursor += 1
                for _ in 0..<repeats where flags.count < pointCount { flags.append(flag) }
            }
        }
        let xs = try coordinates(flags, &cursor, short: 0x02, same: 0x10)
        let ys = try coordinates(flags, &cursor, short: 0x04, same: 0x20)
        var contours: [[_GlyphPoint]] = []
        var first = 0
        for end in ends where end >= first && end < pointCount {
            contours.append((first...end).map { _GlyphPoint(x: Double(xs[$0]), y: Double(ys[$0]), onCurve: flags[$0] & 1 != 0) })
            first = end + 1
        }
        return contours
    }

    /// Reads one axis of delta-encoded coordinates.
    private func coordinates(_ flags: [UInt8], _ cursor: inout Int, short: UInt8, same: UInt8) throws(_FontError) -> [Int] {
        var value = 0
        var values: [Int] = []
        values.reserveCapacity(flags.count)
        for flag in flags {
            if flag & short != 0 {
                guard let delta = data.u8(cursor) else { throw .truncated("glyf") }
                cursor += 1
                value += flag & same != 0 ? Int(delta) : -Int(delta)
            } else if flag & same == 0 {
                guard let delta = data.i16(cursor) else { throw .truncated("glyf") }
                cursor += 2
                value += Int(delta)
            }
            values.append(value)
        }
        return values
    }

    private func compositeContours(at start: Int, depth: Int, budget: inout Int) throws(_FontError) -> [[_GlyphPoint]] {
        var placed: [[_GlyphPoint]] = []
        var cursor = start + 10
        while true {
            guard let flags = data.u16(cursor), let component = data.u16(cursor + 2) else { throw .truncated("glyf") }
            cursor += 4
            var dx = 0.0
            var dy = 0.0
            if flags & 0x01 != 0 {
                guard let a = data.i16(cursor), let b = data.i16(cursor + 2) else { throw .truncated("glyf") }
                (dx, dy) = (Double(a), Double(b))
                cursor += 4
            } else {
                guard let a = data.u8(cursor), let b = data.u8(cursor + 1) else { throw .truncated("glyf") }
                (dx, dy) = (Double(Int8(bitPattern: a)), Double(Int8(bitPattern: b)))
                cursor += 2
            }
            // Point-matched placement (flag 0x02 clear) is taken as no offset.
            if flags & 0x02 == 0 { (dx, dy) = (0, 0) }
            var matrix = (a: 1.0, b: 0.0, c: 0.0, d: 1.0)
            if flags & 0x08 != 0 {
                matrix.a = try f2dot14(cursor)
                matrix.d = matrix.a
                cursor += 2
            } else if flags & 0x40 != 0 {
                (matrix.a, matrix.d) = (try f2dot14(cursor), try f2dot14(cursor + 2))
                cursor += 4
            } else if flags & 0x80 != 0 {
                matrix = (try f2dot14(cursor), try f2dot14(cursor + 2), try f2dot14(cursor + 4), try f2dot14(cursor + 6))
                cursor += 8
            }
            for contour in try contours(of: component, depth: depth + 1, budget: &budget) {
                var moved: [_GlyphPoint] = []
                for point in contour {
                    let x: Double = matrix.a * point.x + matrix.c * point.y + dx
                    let y: Double = matrix.b * point.x + matrix.d * point.y + dy
                    moved.append(_GlyphPoint(x: x, y: y, onCurve: point.onCurve))
                }
                placed.append(moved)
            }
            guard flags & 0x20 != 0 else { return placed }
        }
    }

    private func f2dot14(_ offset: Int) throws(_FontError) -> Double {
        guard let raw = data.i16(offset) else { throw .truncated("glyf") }
        return Double(raw) / 16384
    }
}
