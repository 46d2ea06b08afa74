import Foundation

/// Advances read straight from the carried Roboto file, independently of
/// OpenUIKit's reader, for tests to compute expected widths by hand: the
/// table directory, `cmap` format 4 walked segment by segment, `hmtx`.
///
/// Source: the OpenType specification (Microsoft Typography), "cmap —
/// Character to Glyph Index Mapping Table" (format 4) and "hmtx —
/// Horizontal Metrics Table".
struct RobotoAdvances {
    let bytes: [UInt8]

    /// Reads `Roboto-<face>.ttf` from the package's sources.
    init(face: String = "Regular") throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let url = root.appendingPathComponent("Sources/OpenTextEngine/Resources/Fonts/Roboto-\(face).ttf")
        bytes = [UInt8](try Data(contentsOf: url))
    }

    func u16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
    func u32(_ at: Int) -> Int { u16(at) << 16 | u16(at + 2) }

    func table(_ tag: String) -> Int {
        for index in 0..<u16(4) {
            let record = 12 + 16 * index
            if String(decoding: bytes[record..<record + 4], as: UTF8.self) == tag { return u32(record + 8) }
        }
        return -1
    }

    /// The glyph of a BMP character through the (3, 1) format 4 subtable.
    func glyph(_ scalar: Unicode.Scalar) -> Int {
        let cmap = table("cmap")
        var subtable = -1
        for index in 0..<u16(cmap + 2) where u16(cmap + 4 + 8 * index) == 3 && u16(cmap + 6 + 8 * index) == 1 {
            subtable = cmap + u32(cmap + 8 + 8 * index)
        }
        let code = Int(scalar.value)
        let segments = u16(subtable + 6) / 2
        for segment in 0..<segments {
            let end = u16(subtable + 14 + 2 * segment)
            let start = u16(subtable + 16 + 2 * segments + 2 * segment)
            guard code >= start, code <= end else { continue }
            let delta = u16(subtable + 16 + 4 * segments + 2 * segment)
            let rangeAt = subtable + 16 + 6 * segments + 2 * segment
            let range = u16(rangeAt)
            if range == 0 { return (code + delta) & 0xFFFF }
            let stored = u16(rangeAt + range + 2 * (code - start))
            return stored == 0 ? 0 : (stored + delta) & 0xFFFF
        }
        return 0
    }

    /// The advance of a glyph in font units.
    func advance(_ glyph: Int) -> Int {
        let metrics = u16(table("hhea") + 34)
        return u16(table("hmtx") + 4 * min(glyph, metrics - 1))
    }

    /// The width of a string of BMP characters at `size` points (2,048 units per em).
    func width(_ text: String, size: CGFloat) -> CGFloat {
        var units = 0
        for scalar in text.unicodeScalars { units += advance(glyph(scalar)) }
        return CGFloat(units) * size / CGFloat(u16(table("head") + 18))
    }
}
