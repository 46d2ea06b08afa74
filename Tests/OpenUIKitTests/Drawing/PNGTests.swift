import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The PNG files OpenUIKit writes, read back by a small independent reader:
/// signature, chunk layout and CRCs, the `IHDR` fields, the zlib stream
/// (deflate with fixed Huffman codes, Adler-32) and the pixels,
/// un-premultiplied.
///
/// Sources: the PNG specification (chunk layout, `IHDR`, CRC-32;
/// https://www.libpng.org/pub/png/spec/1.1/PNG-Chunks.html), its
/// deflate/zlib chapter (https://libpng.org/pub/png/spec/1.2/PNG-Compression.html,
/// RFC 1950 for zlib, RFC 1951 for deflate); `pngData(actions:)`
/// (https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer/pngdata(actions:)).
@MainActor
@Suite(.uikitTest) struct PNGTests {
    struct Chunk {
        var type: String
        var data: [UInt8]
        var crc: UInt32
    }

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

    /// Reads bits least significant first, as deflate packs them.
    struct BitReader {
        let bytes: [UInt8]
        var position = 0 // in bits

        mutating func bits(_ count: Int) -> Int? {
            var value = 0
            for bit in 0..<count {
                guard position / 8 < bytes.count else { return nil }
                value |= Int(bytes[position / 8] >> (position % 8) & 1) << bit
                position += 1
            }
            return value
        }

        /// A Huffman code of `count` bits, most significant first, appended to `code`.
        mutating func code(_ code: Int, more count: Int) -> Int? {
            var value = code
            for _ in 0..<count {
                guard let bit = bits(1) else { return nil }
                value = value << 1 | bit
            }
            return value
        }

        /// A literal/length symbol of the fixed code (RFC 1951, 3.2.6).
        mutating func fixedSymbol() -> Int? {
            guard let seven = code(0, more: 7) else { return nil }
            if seven <= 0b001_0111 { return 256 + seven }
            guard let eight = code(seven, more: 1) else { return nil }
            if (0x30...0xBF).contains(eight) { return eight - 0x30 }
            if (0xC0...0xC7).contains(eight) { return 280 + eight - 0xC0 }
            guard let nine = code(eight, more: 1) else { return nil }
            return 144 + nine - 0x190
        }
    }

    static let lengthBases = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
    ]
    static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBases = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289,
        16385, 24577,
    ]
    static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    /// Inflates a zlib stream of stored or fixed-Huffman blocks and checks
    /// its Adler-32; nil for anything else.
    static func inflate(_ stream: [UInt8]) -> [UInt8]? {
        guard stream.count >= 6, (UInt16(stream[0]) << 8 | UInt16(stream[1])) % 31 == 0, stream[0] & 0x0F == 8 else { return nil }
        var reader = BitReader(bytes: Array(stream[2...]))
        var out: [UInt8] = []
        var isLast = false
        while !isLast {
            guard let last = reader.bits(1), let type = reader.bits(2) else { return nil }
            isLast = last == 1
            switch type {
            case 0:
                reader.position = (reader.position + 7) / 8 * 8
                guard let length = reader.bits(16), let complement = reader.bits(16), length ^ complement == 0xFFFF else { return nil }
                for _ in 0..<length {
                    guard let byte = reader.bits(8) else { return nil }
                    out.append(UInt8(byte))
                }
            case 1:
                while true {
                    guard let symbol = reader.fixedSymbol() else { return nil }
                    if symbol < 256 {
                        out.append(UInt8(symbol))
                        continue
                    }
                    if symbol == 256 { break }
                    let index = symbol - 257
                    guard index < 29, let extra = reader.bits(lengthExtra[index]), let distanceCode = reader.code(0, more: 5),
                        distanceCode < 30, let distanceBits = reader.bits(distanceExtra[distanceCode])
                    else { return nil }
                    let length = lengthBases[index] + extra
                    let distance = distanceBases[distanceCode] + distanceBits
                    guard distance <= out.count else { return nil }
                    for _ in 0..<length { out.append(out[out.count - distance]) }
                }
            default:
                return nil
            }
        }
        let end = 2 + (reader.position + 7) / 8
        guard stream.count >= end + 4 else { return nil }
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in out {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        guard bigEndian(stream[end..<(end + 4)]) == b << 16 | a else { return nil }
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
        #expect(Self.bigEndian(header[0..<4]) == 6) // 3 points at 2×
        #expect(Self.bigEndian(header[4..<8]) == 4)
        #expect(Array(header[8...]) == [8, 6, 0, 0, 0]) // 8 bits, RGBA, deflate, filter 0, no interlace
        #expect(chunks[2].data.isEmpty)

        let raw = try #require(Self.inflate(chunks[1].data))
        #expect(raw.count == 4 * (1 + 6 * 4))
        let row = Array(raw[0..<25])
        #expect(row[0] == 0) // filter type None
        #expect(Array(row[1..<5]) == [255, 0, 0, 255])
        #expect(Array(row[9..<13]) == [0, 0, 255, 128]) // straight alpha: blue at half
        #expect(Array(row[17..<21]) == [0, 0, 0, 0])
    }

    /// Runs of one color and repeated rows compress; the bytes come back.
    @Test func largeFlatImagesCompress() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let data = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 100), format: format).pngData { context in
            context.fill(CGRect(x: 0, y: 0, width: 200, height: 100))
        }
        let chunks = Self.chunks([UInt8](data))
        let raw = try #require(Self.inflate(chunks[1].data))
        #expect(raw.count == 100 * (1 + 200 * 4))
        #expect(Array(raw[1..<5]) == [0, 0, 0, 255])
        #expect(Array(raw[(raw.count - 4)...]) == [0, 0, 0, 255])
        #expect(chunks[1].data.count < 2_000) // from 80,100 bytes
    }

    @Test func aWindowPictureIsAPNGOfItsPixelSize() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 5, height: 4))
        window.backgroundColor = .green
        let data = try #require(
            UIGraphicsImageRenderer(bounds: window.bounds).image { _ in
                window.drawHierarchy(in: window.bounds, afterScreenUpdates: true)
            }.pngData())
        let header = Self.chunks([UInt8](data))[0].data
        #expect(Self.bigEndian(header[0..<4]) == 15)
        #expect(Self.bigEndian(header[4..<8]) == 12)
    }
}
