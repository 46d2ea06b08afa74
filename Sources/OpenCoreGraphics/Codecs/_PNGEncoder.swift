import Foundation

/// Writes PNG files: 8-bit RGBA, no interlacing, filter type 0 on every
/// row, in a zlib stream compressed by ``_Deflate`` (fixed Huffman codes,
/// matches with the pixel before and the row above) — written without a
/// compression library.
///
/// The format: the signature, then chunks (length, type, data, CRC-32 of
/// type and data): `IHDR`, `IDAT` (the zlib stream), `IEND`.
package enum _PNGEncoder {
    package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The PNG of `width × height` premultiplied pixels, top row first.
    package static func encode(width: Int, height: Int, pixels: UnsafeBufferPointer<UInt32>) -> Data {
        precondition(pixels.count >= width * height, "PNG: fewer pixels than width × height")
        var raw = [UInt8](repeating: 0, count: height * (1 + width * 4))
        raw.withUnsafeMutableBufferPointer { out in
            var index = 0
            for y in 0..<height {
                out[index] = 0 // filter type None
                index += 1
                for x in 0..<width {
                    let (r, g, b, a) = _Pixel.straightBytes(pixels[y * width + x])
                    out[index] = r
                    out[index + 1] = g
                    out[index + 2] = b
                    out[index + 3] = a
                    index += 4
                }
            }
        }
        var header = [UInt8]()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header += [8, 6, 0, 0, 0] // bit depth 8, RGBA, deflate, adaptive filtering, no interlace
        var file = signature
        appendChunk("IHDR", header, to: &file)
        appendChunk("IDAT", zlib(raw, rowLength: 1 + width * 4), to: &file)
        appendChunk("IEND", [], to: &file)
        return Data(file)
    }

    /// A zlib stream (RFC 1950) of `bytes`: header, deflate data, Adler-32.
    package static func zlib(_ bytes: [UInt8], rowLength: Int) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01] // deflate, 32 KiB window; no preset dictionary; check bits
        out += _Deflate.compress(bytes, rowLength: rowLength)
        out.appendBigEndian(adler32(bytes))
        return out
    }

    private static func appendChunk(_ type: String, _ data: [UInt8], to file: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        file.appendBigEndian(UInt32(data.count))
        file += typeBytes
        file += data
        var crc = CRC32()
        crc.update(typeBytes)
        crc.update(data)
        file.appendBigEndian(crc.value)
    }

    /// Adler-32 (RFC 1950): two sums modulo 65,521.
    package static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        var index = 0
        while index < bytes.count {
            // 5,552 bytes is the most that can be summed before the 32-bit sums could overflow.
            let end = min(index + 5_552, bytes.count)
            while index < end {
                a &+= UInt32(bytes[index])
                b &+= a
                index += 1
            }
            a %= 65_521
            b %= 65_521
        }
        return b << 16 | a
    }

    /// CRC-32 as PNG and zlib use it (reflected polynomial 0xEDB88320).
    package struct CRC32 {
        package static let table: [UInt32] = (0..<256).map { n in
            var c = UInt32(n)
            for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
            return c
        }

        private var state: UInt32 = 0xFFFF_FFFF

        package mutating func update(_ bytes: [UInt8]) {
            let table = Self.table
            for byte in bytes {
                state = table[Int((state ^ UInt32(byte)) & 0xFF)] ^ (state >> 8)
            }
        }

        package var value: UInt32 { state ^ 0xFFFF_FFFF }
    }
}

extension Array where Element == UInt8 {
    package mutating func appendBigEndian(_ value: UInt32) {
        append(UInt8(value >> 24))
        append(UInt8((value >> 16) & 0xFF))
        append(UInt8((value >> 8) & 0xFF))
        append(UInt8(value & 0xFF))
    }
}
