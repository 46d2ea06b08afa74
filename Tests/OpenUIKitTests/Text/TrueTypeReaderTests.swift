import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// The TrueType reader on the carried font and on damaged copies of it.
///
/// Source: the OpenType specification (Microsoft Typography): the table
/// directory, `head`, `hhea`, `maxp`, `cmap`, `hmtx`, `loca` and `glyf`
/// (simple glyphs: end points, flags with repeats, delta coordinates;
/// composite glyphs: components with offsets and scales).
@Suite(.uikitTest) struct TrueTypeReaderTests {
    @Test func theCarriedFontReadsAsTheFileSays() throws {
        let roboto = try RobotoAdvances()
        let font = try _TrueTypeFont(bytes: roboto.bytes)
        #expect(font.unitsPerEm == roboto.u16(roboto.table("head") + 18))
        #expect(font.glyphCount == roboto.u16(roboto.table("maxp") + 4))
        for scalar in "AHgé€…0".unicodeScalars {
            #expect(Int(font.glyph(for: scalar)) == roboto.glyph(scalar), "\(scalar)")
            #expect(font.advance(of: font.glyph(for: scalar)) == roboto.advance(roboto.glyph(scalar)))
        }
        // An emoji is not in Roboto (format 12 or not, it maps to .notdef).
        #expect(font.glyph(for: "😀") == 0)
    }

    @Test func outlinesHaveContoursOfQuadraticPoints() throws {
        let font = try _TrueTypeFont(bytes: RobotoAdvances().bytes)
        // "O" is two closed contours (outer and inner); "é" is a composite of "e" and the acute accent.
        #expect(font.outline(of: font.glyph(for: "O")).count == 2)
        let e = font.outline(of: font.glyph(for: "e"))
        let eAcute = font.outline(of: font.glyph(for: "é"))
        #expect(eAcute.count > e.count)
        #expect(font.outline(of: font.glyph(for: " ")).isEmpty)
        let points = font.outline(of: font.glyph(for: "O")).flatMap { $0 }
        #expect(points.contains { !$0.onCurve } && points.contains { $0.onCurve })
    }

    @Test func truncatedAndBitFlippedCopiesNeverTrap() throws {
        let bytes = try RobotoAdvances().bytes
        // A deterministic generator (a 64-bit LCG, Knuth's MMIX constants).
        var state: UInt64 = 0x0123_4567_89AB_CDEF
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33)
        }
        var read = 0
        var refused = 0
        for round in 0..<60 {
            var damaged = bytes
            if round % 2 == 0 {
                damaged = Array(bytes.prefix(next() % bytes.count))
            } else {
                // Flip bits in the first 40 KB, where the directory and the small tables are.
                for _ in 0..<(1 + next() % 40) { damaged[next() % 40_000] ^= UInt8(1 << (next() % 8)) }
            }
            do throws(_FontError) {
                let font = try _TrueTypeFont(bytes: damaged)
                read += 1
                for glyph in stride(from: 0, to: font.glyphCount, by: 37) { _ = font.outline(of: UInt16(glyph)) }
                _ = font.glyph(for: "A")
                _ = font.kerning(1, 2)
            } catch {
                refused += 1
                #expect(!error.description.isEmpty)
            }
        }
        #expect(read + refused == 60)
        #expect(refused > 0)
    }

    /// Roboto kerns through `GPOS`, so a `kern` table (format 0: version,
    /// table count; a subtable's version, length, coverage 0x0001, pair
    /// count and search fields; pairs of left glyph, right glyph, value) is
    /// written in place of its 32-byte `post` table.
    @Test func kernFormatZeroPairsAreRead() throws {
        let roboto = try RobotoAdvances()
        var bytes = roboto.bytes
        let post = roboto.table("post")
        for index in 0..<roboto.u16(4) where String(decoding: bytes[12 + 16 * index..<16 + 16 * index], as: UTF8.self) == "post" {
            bytes.replaceSubrange(12 + 16 * index..<16 + 16 * index, with: Array("kern".utf8))
        }
        let a = roboto.glyph("A")
        let v = roboto.glyph("V")
        func u16(_ value: Int) -> [UInt8] { [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        let kern = u16(0) + u16(1) + u16(0) + u16(20) + u16(0x0001) + u16(1) + u16(6) + u16(0) + u16(0) + u16(a) + u16(v) + u16(0xFF9C)
        bytes.replaceSubrange(post..<post + kern.count, with: kern)
        let font = try _TrueTypeFont(bytes: bytes)
        #expect(font.kerning(UInt16(a), UInt16(v)) == -100)
        #expect(font.kerning(UInt16(v), UInt16(a)) == 0)
    }

    @Test func nonFontsAreRefusedWithAReason() {
        for bytes: [UInt8] in [[], [0, 1, 0, 0], Array("OTTO and more bytes here".utf8), [UInt8](repeating: 0xFF, count: 64)] {
            #expect(throws: _FontError.self) { try _TrueTypeFont(bytes: bytes) }
        }
    }
}
