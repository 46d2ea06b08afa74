/// A TrueType font read from its file: the tables text measurement needs
/// (`head`, `hhea`, `maxp`, `OS/2`, `cmap` formats 4 and 12, `hmtx`, `kern`
/// format 0) and, for outlines, `loca` and `glyf` (see
/// `_TrueTypeFont+Outlines.swift`).
///
/// Every read is bounds-checked: a file that is truncated or corrupt is
/// refused with a ``_FontError`` (a missing required table, a table that
/// ends early) or read as far as it makes sense (a cmap entry naming a
/// glyph that does not exist maps to `.notdef`), never a trap.
package final class _TrueTypeFont: Sendable {
    /// The font's design units per em (`head`).
    package let unitsPerEm: Int
    /// The number of glyphs (`maxp`).
    package let glyphCount: Int
    /// The horizontal header's ascender, descender (negative) and line gap, in font units.
    package let ascender: Int, descender: Int, lineGap: Int
    /// `OS/2`'s cap height and x-height in font units (0 when the table is older than version 2).
    package let capHeight: Int, xHeight: Int
    /// The advance width of every glyph, in font units.
    package let advances: [UInt16]
    /// Code point → glyph, from the best Unicode cmap subtable.
    private let characterMap: [UInt32: UInt16]
    /// Kerning pairs (`left << 16 | right`) → adjustment in font units, from `kern` format 0.
    private let kerning: [UInt32: Int16]
    package let data: _FontData
    /// Where each glyph's outline starts in `glyf`: `glyphCount + 1` offsets (empty without `loca`/`glyf`).
    package let glyphOffsets: [Int]

    /// Reads a font from the bytes of a TrueType file.
    package init(bytes: [UInt8]) throws(_FontError) {
        let data = _FontData(bytes: bytes)
        let tables = try Self.tableDirectory(data)
        func table(_ tag: String) throws(_FontError) -> Int {
            guard let offset = tables[tag] else { throw _FontError("the required '\(tag)' table is missing") }
            return offset
        }
        let head = try table("head")
        let hhea = try table("hhea")
        let maxp = try table("maxp")
        guard let unitsPerEm = data.u16(head + 18), (16...16384).contains(unitsPerEm) else {
            throw _FontError("'head' gives no usable unitsPerEm")
        }
        guard let glyphCount = data.u16(maxp + 4), glyphCount > 0 else { throw .truncated("maxp") }
        guard let ascender = data.i16(hhea + 4), let descender = data.i16(hhea + 6), let lineGap = data.i16(hhea + 8),
            let metricCount = data.u16(hhea + 34)
        else { throw .truncated("hhea") }
        self.data = data
        self.unitsPerEm = Int(unitsPerEm)
        self.glyphCount = Int(glyphCount)
        self.ascender = Int(ascender)
        self.descender = Int(descender)
        self.lineGap = Int(lineGap)
        (capHeight, xHeight) = Self.os2Heights(data, tables["OS/2"])
        advances = try Self.advances(data, hmtx: try table("hmtx"), metricCount: Int(metricCount), glyphCount: Int(glyphCount))
        characterMap = try Self.characterMap(data, cmap: try table("cmap"), glyphCount: Int(glyphCount))
        kerning = tables["kern"].map { Self.kerningPairs(data, kern: $0) } ?? [:]
        glyphOffsets = Self.glyphOffsets(data, tables: tables, head: head, glyphCount: Int(glyphCount))
    }

    /// The glyph for a code point; 0 (`.notdef`) when the font lacks it.
    package func glyph(for scalar: Unicode.Scalar) -> UInt16 { characterMap[scalar.value] ?? 0 }

    /// Whether the font maps the code point to a glyph.
    package func hasGlyph(for scalar: Unicode.Scalar) -> Bool { characterMap[scalar.value] != nil }

    /// A glyph's advance width in font units (`.notdef`'s for a glyph out of range).
    package func advance(of glyph: UInt16) -> Int {
        Int(glyph) < advances.count ? Int(advances[Int(glyph)]) : Int(advances.first ?? 0)
    }

    /// The kerning adjustment between two glyphs in font units (0 without a pair).
    package func kerning(_ left: UInt16, _ right: UInt16) -> Int {
        kerning.isEmpty ? 0 : Int(kerning[UInt32(left) << 16 | UInt32(right)] ?? 0)
    }

    // MARK: Tables

    private static func tableDirectory(_ data: _FontData) throws(_FontError) -> [String: Int] {
        guard let version = data.u32(0), let count = data.u16(4) else { throw _FontError("the file is too short for a font") }
        guard version == 0x0001_0000 || version == 0x7472_7565 else {
            throw _FontError("not a TrueType font (sfnt version 0x\(String(version, radix: 16)))")
        }
        var tables: [String: Int] = [:]
        for index in 0..<Int(count) {
            let record = 12 + 16 * index
            guard let tag = data.u32(record), let offset = data.u32(record + 8), let length = data.u32(record + 12) else {
                throw _FontError("the table directory is truncated")
            }
            // A table that does not lie inside the file is left out (reads would fail anyway).
            guard Int(offset) + Int(length) <= data.bytes.count else { continue }
            let name = String(decoding: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> $0) }, as: UTF8.self)
            tables[name] = Int(offset)
        }
        return tables
    }

    private static func os2Heights(_ data: _FontData, _ os2: Int?) -> (Int, Int) {
        guard let os2, let version = data.u16(os2), version >= 2,
            let xHeight = data.i16(os2 + 86), let capHeight = data.i16(os2 + 88)
        else { return (0, 0) }
        return (Int(capHeight), Int(xHeight))
    }

    private static func advances(_ data: _FontData, hmtx: Int, metricCount: Int, glyphCount: Int) throws(_FontError) -> [UInt16] {
        guard metricCount > 0 else { throw .truncated("hhea") }
        var advances: [UInt16] = []
        advances.reserveCapacity(glyphCount)
        for glyph in 0..<min(metricCount, glyphCount) {
            guard let advance = data.u16(hmtx + 4 * glyph) else { throw .truncated("hmtx") }
            advances.append(advance)
        }
        // Glyphs after the last full metric share its advance.
        let last = advances.last ?? 0
        while advances.count < glyphCount { advances.append(last) }
        return advances
    }

    /// The most code points any cmap may map (Unicode has 1,114,112): a
    /// corrupt range cannot make the reader allocate without bound.
    private static let mappingLimit = 0x11_0000

    private static func characterMap(_ data: _FontData, cmap: Int, glyphCount: Int) throws(_FontError) -> [UInt32: UInt16] {
        guard let count = data.u16(cmap + 2) else { throw .truncated("cmap") }
        // Preference: full Unicode (format 12) before the Basic Multilingual Plane (format 4).
        var best: (rank: Int, offset: Int)?
        for index in 0..<Int(count) {
            let record = cmap + 4 + 8 * index
            guard let platform = data.u16(record), let encoding = data.u16(record + 2), let offset = data.u32(record + 4),
                let format = data.u16(cmap + Int(offset))
            else { throw .truncated("cmap") }
            let unicode = platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10))
            guard unicode, format == 4 || format == 12 else { continue }
            let rank = format == 12 ? 2 : 1
            if rank > (best?.rank ?? 0) { best = (rank, cmap + Int(offset)) }
        }
        guard let best else { throw _FontError("'cmap' has no Unicode subtable of format 4 or 12") }
        var map: [UInt32: UInt16] = [:]
        if best.rank == 2 {
            try format12(data, best.offset, glyphCount, into: &map)
        } else {
            try format4(data, best.offset, glyphCount, into: &map)
        }
        return map
    }

    private static func format12(_ data: _FontData, _ start: Int, _ glyphCount: Int, into map: inout [UInt32: UInt16]) throws(_FontError) {
        guard let groups = data.u32(start + 12) else { throw .truncated("cmap") }
        for group in 0..<Int(min(groups, UInt32(mappingLimit))) {
            let record = start + 16 + 12 * group
            guard let first = data.u32(record), let last = data.u32(record + 4), let glyph = data.u32(record + 8) else {
                throw .truncated("cmap")
            }
            guard first <= last, last < UInt32(mappingLimit), map.count + Int(last - first) < mappingLimit else { continue }
            for code in first...last {
                let mapped = UInt64(glyph) + UInt64(code - first)
                if mapped > 0, mapped < UInt64(glyphCount) { map[code] = UInt16(mapped) }
            }
        }
    }

    private static func format4(_ data: _FontData, _ start: Int, _ glyphCount: Int, into map: inout [UInt32: UInt16]) throws(_FontError) {
        guard let doubled = data.u16(start + 6) else { throw .truncated("cmap") }
        let segments = Int(doubled) / 2
        let ends = start + 14
        let starts = ends + 2 * segments + 2
        let deltas = starts + 2 * segments
        let rangeOffsets = deltas + 2 * segments
        for segment in 0..<segments {
            guard let last = data.u16(ends + 2 * segment), let first = data.u16(starts + 2 * segment),
                let delta = data.u16(deltas + 2 * segment), let rangeOffset = data.u16(rangeOffsets + 2 * segment)
            else { throw .truncated("cmap") }
            guard first <= last, first != 0xFFFF else { continue }
            for code in first...last {
                var glyph: UInt16
                if rangeOffset == 0 {
                    glyph = code &+ delta
                } else {
                    let address = rangeOffsets + 2 * segment + Int(rangeOffset) + 2 * Int(code - first)
                    guard let stored = data.u16(address) else { continue }
                    glyph = stored == 0 ? 0 : stored &+ delta
                }
                if glyph > 0, Int(glyph) < glyphCount { map[UInt32(code)] = glyph }
            }
        }
    }

    private static func kerningPairs(_ data: _FontData, kern: Int) -> [UInt32: Int16] {
        guard data.u16(kern) == 0, let tableCount = data.u16(kern + 2) else { return [:] }
        var pairs: [UInt32: Int16] = [:]
        var subtable = kern + 4
        for _ in 0..<tableCount {
            guard let length = data.u16(subtable + 2), let coverage = data.u16(subtable + 4), length >= 6 else { break }
            // Format 0, horizontal, not cross-stream or minimum values.
            if coverage >> 8 == 0, coverage & 0x7 == 0x1, let count = data.u16(subtable + 6) {
                for pair in 0..<Int(count) {
                    let record = subtable + 14 + 6 * pair
                    guard let left = data.u16(record), let right = data.u16(record + 2), let value = data.i16(record + 4) else { break }
                    pairs[UInt32(left) << 16 | UInt32(right)] = value
                }
            }
            subtable += Int(length)
        }
        return pairs
    }

    private static func glyphOffsets(_ data: _FontData, tables: [String: Int], head: Int, glyphCount: Int) -> [Int] {
        guard let loca = tables["loca"], let glyf = tables["glyf"], let format = data.i16(head + 50) else { return [] }
        var offsets: [Int] = []
        offsets.reserveCapacity(glyphCount + 1)
        for glyph in 0...glyphCount {
            let offset = format == 0 ? data.u16(loca + 2 * glyph).map { Int($0) * 2 } : data.u32(loca + 4 * glyph).map { Int($0) }
            guard let offset else { return [] }
            offsets.append(glyf + offset)
        }
        return offsets
    }
}
