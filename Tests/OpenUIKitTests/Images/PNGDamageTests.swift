import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Damaged and hostile PNG data gives nil — never a trap, never unbounded
/// memory: `UIImage(data:)` returns nil when it cannot initialize the image
/// (https://developer.apple.com/documentation/uikit/uiimage/init(data:)).
/// The chunk layout and CRC are the PNG specification's
/// (https://www.w3.org/TR/png-3/#5Chunk-layout).
@MainActor
@Suite(.uikitTest) struct PNGDamageTests {
    /// A chunk: length, type, data, CRC-32 (bit by bit, as the specification defines it).
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        var c: UInt32 = 0xFFFF_FFFF
        for byte in body {
            c ^= UInt32(byte)
            for _ in 0..<8 { c = c & 1 == 1 ? (c >> 1) ^ 0xEDB8_8320 : c >> 1 }
        }
        return bigEndian(UInt32(data.count)) + body + bigEndian(~c)
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func header(width: UInt32, height: UInt32, depth: UInt8 = 8, colorType: UInt8 = 6) -> [UInt8] {
        chunk("IHDR", bigEndian(width) + bigEndian(height) + [depth, colorType, 0, 0, 0])
    }

    static func file(_ chunks: [UInt8]...) -> Data { Data(signature + chunks.joined() + chunk("IEND", [])) }

    /// Every prefix of a good file is refused.
    @Test func truncatedFilesGiveNil() {
        let good = [UInt8](PNGDecodingTests.rgb8)
        #expect(UIImage(data: Data(good)) != nil)
        for length in 0..<good.count {
            #expect(UIImage(data: Data(good[0..<length])) == nil, "prefix of \(length) bytes")
        }
    }

    /// Every single changed byte is caught (by the signature, a length or a CRC).
    @Test func anyChangedByteGivesNil() {
        let good = [UInt8](PNGDecodingTests.rgb8)
        for index in 0..<good.count {
            var damaged = good
            damaged[index] ^= 0x5A
            #expect(UIImage(data: Data(damaged)) == nil, "byte \(index) changed")
        }
    }

    /// Compressed data damaged behind a recomputed CRC (so the inflater and
    /// the filters see it): 3,000 pseudo-random copies decode or give nil,
    /// and whatever decodes has the header's size.
    @Test func damagedCompressedDataNeverTraps() {
        for base in [PNGDecodingTests.rgb8, PNGDecodingTests.interlaced, PNGDecodingTests.palette2] {
            let bytes = [UInt8](base)
            // The IDAT chunk: find its type, then its data.
            guard let at = (8..<bytes.count - 4).first(where: { bytes[$0..<$0 + 4].elementsEqual("IDAT".utf8) }) else {
                Issue.record("no IDAT")
                return
            }
            let length = Int(bytes[at - 4]) << 24 | Int(bytes[at - 3]) << 16 | Int(bytes[at - 2]) << 8 | Int(bytes[at - 1])
            let idat = Array(bytes[(at + 4)..<(at + 4 + length)])
            let before = Array(bytes[0..<(at - 4)])
            let after = Array(bytes[(at + 8 + length)...])
            var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
            for _ in 0..<1_000 {
                var damaged = idat
                for _ in 0...(seed % 3) {
                    seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    let position = Int((seed >> 33) % UInt64(damaged.count))
                    damaged[position] = UInt8(truncatingIfNeeded: seed >> 20)
                }
                if seed % 5 == 0 { damaged = Array(damaged.prefix(Int(seed >> 40) % damaged.count)) }
                let image = UIImage(data: Data(before + Self.chunk("IDAT", damaged) + after))
                if let image { #expect(image.size.width > 0 && image.size.height > 0) }
            }
        }
    }

    /// A header of 100,000 × 100,000 pixels (40 GB) is refused before anything is allocated.
    @Test func hugeHeaderGivesNil() {
        #expect(UIImage(data: Self.file(Self.header(width: 100_000, height: 100_000), Self.chunk("IDAT", [0x78, 0x01]))) == nil)
        #expect(UIImage(data: Self.file(Self.header(width: 0xFFFF_FFFF, height: 1), Self.chunk("IDAT", [0x78, 0x01]))) == nil)
    }

    /// A zip bomb: a 1 × 1 image whose 65 KB of deflate data would inflate
    /// to 10 MB (a literal, then matches of 258 bytes at distance 1, fixed
    /// Huffman codes, RFC 1951 3.2.6) is refused once it passes the 5 bytes
    /// the header allows.
    @Test func zipBombGivesNil() {
        var bits: [Bool] = []
        func write(_ value: Int, _ count: Int, huffman: Bool) {
            for bit in 0..<count { bits.append(value >> (huffman ? count - 1 - bit : bit) & 1 == 1) }
        }
        write(1, 1, huffman: false) // final block
        write(1, 2, huffman: false) // fixed codes
        write(0x30, 8, huffman: true) // literal 0
        for _ in 0..<40_000 {
            write(0xC5, 8, huffman: true) // length 258 (symbol 285)
            write(0, 5, huffman: true) // distance 1
        }
        write(0, 7, huffman: true) // end of block
        var deflate = [UInt8](repeating: 0, count: (bits.count + 7) / 8)
        for (index, bit) in bits.enumerated() where bit { deflate[index / 8] |= 1 << (index % 8) }
        let stream = [0x78, 0x01] + deflate + [0, 0, 0, 0]
        #expect(UIImage(data: Self.file(Self.header(width: 1, height: 1), Self.chunk("IDAT", stream))) == nil)
    }

    /// Headers the specification does not allow, and files missing a part.
    @Test func malformedFilesGiveNil() {
        let pixel = PNGDecodingTests.greyTransparency
        #expect(UIImage(data: Data()) == nil)
        #expect(UIImage(data: Data("not a png at all".utf8)) == nil)
        #expect(UIImage(data: Self.file(Self.header(width: 0, height: 1))) == nil)
        #expect(UIImage(data: Self.file(Self.header(width: 1, height: 1, depth: 3, colorType: 0))) == nil)
        #expect(UIImage(data: Self.file(Self.header(width: 1, height: 1, depth: 8, colorType: 5))) == nil)
        #expect(UIImage(data: Self.file(Self.header(width: 1, height: 1, depth: 16, colorType: 3))) == nil)
        // A palette image without PLTE.
        #expect(
            UIImage(
                data: Self.file(Self.header(width: 1, height: 1, colorType: 3), Self.chunk("IDAT", [0x78, 0x01, 0x63, 0, 0, 0, 1, 0, 1])))
                == nil)
        // An unknown critical chunk cannot be skipped; an unknown ancillary one can.
        var good = [UInt8](pixel)
        let iend = good.count - 12
        #expect(UIImage(data: Data(Array(good[0..<iend]) + Self.chunk("ABCD", [1]) + Array(good[iend...]))) == nil)
        #expect(UIImage(data: Data(Array(good[0..<iend]) + Self.chunk("abCD", [1]) + Array(good[iend...]))) != nil)
        // No IEND.
        good.removeLast(12)
        #expect(UIImage(data: Data(good)) == nil)
    }
}
