import Foundation
import OpenUIKit
import Testing

/// The PNG files OpenUIKit writes, read back by a small independent reader:
/// signature, chunk layout and CRCs, the `IHDR` fields, the zlib stream
/// (stored deflate blocks, Adler-32) and the pixels, un-premultiplied.
///
/// Sources: the PNG specification (chunk layout, `IHDR`, CRC-32;
/// https://www.libpng.org/pub/png/spec/1.1/PNG-Chunks.html), its
/// deflate/zlib chapter (https://libpng.org/pub/png/spec/1.2/PNG-Compression.html,
/// RFC 1950 for zlib, RFC 1951 for stored blocks); `pngData(actions:)`
/// (https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer/pngdata(actions:)).
@MainActor
@Suite struct PNGTests {
    struct Chunk { var type: String; var data: [UInt8]; var crc: UInt32 }

    static func bigEndian(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        bytes.reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// CRC-32 bit by bit (the specification's definition, no table).
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            c ^= UInt32(byte)
            for _ in 0..<8 { c = c & 1 == 1 ? (c >> 1) ^ 0xEDB8_8320 : c >> 1 }
        }
        return ~c
    }

    static func chunks(_ file: [UInt8]) -> [Chunk] {
        var result: [Chunk] = []
        var at = 8
        while at + 12 <= file.count {
            let length = Int(bigEndian(file[at..<(at + 4)]))
            let type = String(decoding: file[(at + 4)..<(at + 8)], as: UTF8.self)
            let data = Array(file[(at + 8)..<(at + 8 + length)])
            result.append(Chunk(type: type, data: data, crc: bigEndian(file[(at + 8 + length)..<(at + 12 + length)])))
            at += 12 + length
        }
        return result
    }

    /// Inflates a zlib stream of stored blocks; nil for anything else.
    static func inflateStored(_ stream: [UInt8]) -> [UInt8]? {
        guard stream.count >= 6, (UInt16(stream[0]) << 8 | UInt16(stream[1])) % 31 == 0, stream[0] & 0x0F == 8 else { return nil }
        var out: [UInt8] = []
        var at = 2
        while true {
            let header = stream[at]
            guard header & 0b110 == 0 else { return nil }  // BTYPE 00
            let length = Int(stream[at + 1]) | Int(stream[at + 2]) << 8
            let complement = Int(stream[at + 3]) | Int(stream[at + 4]) << 8
            guard length ^ complement == 0xFFFF else { return nil }
            out += stream[(at + 5)..<(at + 5 + length)]
            at += 5 + length
            if header & 1 == 1 { break }
        }
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in out { a = (a + UInt32(byte)) % 65_521; b = (b + a) % 65_521 }
        guard bigEndian(stream[at..<(at + 4)]) == b << 16 | a else { return nil }
        return out
    }

    @Test func aRenderedImageIsAValidPNGWithItsPixels() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let data = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2), format: format).pngData { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 2))
            UIColor(red: 0, green: 0, blue: 1, alpha: 0.5).setFill()
            context.fill(CGRect(x: 1, y: 0, width: 1, height: 2))
        }
        let file = [UInt8](data)
        #expect(Array(file.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let chunks = Self.chunks(file)
        #expect(chunks.map(\.type) == ["IHDR", "IDAT", "IEND"])
        for chunk in chunks {
            #expect(chunk.crc == Self.crc32(Array(chunk.type.utf8) + chunk.data), "CRC of \(chunk.type)")
        }
        let header = chunks[0].data
        #expect(header.count == 13)
        #expect(Self.bigEndian(header[0..<4]) == 6)  // 3 points at 2×
        #expect(Self.bigEndian(header[4..<8]) == 4)
        #expect(Array(header[8...]) == [8, 6, 0, 0, 0])  // 8 bits, RGBA, deflate, filter 0, no interlace
        #expect(chunks[2].data.isEmpty)

        let raw = try #require(Self.inflateStored(chunks[1].data))
        #expect(raw.count == 4 * (1 + 6 * 4))
        let row = Array(raw[0..<25])
        #expect(row[0] == 0)  // filter type None
        #expect(Array(row[1..<5]) == [255, 0, 0, 255])
        #expect(Array(row[9..<13]) == [0, 0, 255, 128])  // straight alpha: blue at half
        #expect(Array(row[17..<21]) == [0, 0, 0, 0])
    }

    @Test func largeImagesSpanSeveralStoredBlocks() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let data = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 100), format: format).pngData { context in
            context.fill(CGRect(x: 0, y: 0, width: 200, height: 100))
        }
        let chunks = Self.chunks([UInt8](data))
        let raw = try #require(Self.inflateStored(chunks[1].data))
        #expect(raw.count == 100 * (1 + 200 * 4))  // 80,100 bytes: two blocks
        #expect(Array(raw[1..<5]) == [0, 0, 0, 255])
    }

    @Test func aWindowPictureIsAPNGOfItsPixelSize() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 5, height: 4))
        window.backgroundColor = .green
        let data = try #require(UIGraphicsImageRenderer(bounds: window.bounds).image { _ in
            window.drawHierarchy(in: window.bounds, afterScreenUpdates: true)
        }.pngData())
        let header = Self.chunks([UInt8](data))[0].data
        #expect(Self.bigEndian(header[0..<4]) == 15)
        #expect(Self.bigEndian(header[4..<8]) == 12)
    }
}
