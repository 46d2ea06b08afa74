import Foundation

/// Reads PNG files (the PNG specification, third edition): colour types
/// 0 (grey), 2 (RGB), 3 (palette), 4 (grey and alpha) and 6 (RGBA) at
/// every bit depth the format allows, `tRNS` transparency, the five row
/// filters and Adam7 interlacing; every chunk's CRC and the zlib stream's
/// Adler-32 are checked.
///
/// Anything malformed — a bad signature or CRC, a truncated file, an
/// image larger than ``_Bitmap/maximumSide`` or ``_Bitmap/maximumPixels``,
/// a zlib stream that inflates past the size the header promises — gives
/// nil. Memory is bounded by the header's size, itself bounded.
package enum _PNGDecoder {
    package struct Header {
        package var width = 0
        package var height = 0
        package var bitDepth = 0
        package var colorType = 0
        package var interlaced = false

        /// Samples per pixel.
        package var channels: Int {
            switch colorType {
            case 0, 3: return 1
            case 4: return 2
            case 2: return 3
            default: return 4
            }
        }

        package var bitsPerPixel: Int { channels * bitDepth }

        /// Bytes in one row of `width` pixels, without the filter byte.
        package func rowBytes(_ width: Int) -> Int { (width * bitsPerPixel + 7) / 8 }

        package var isValid: Bool {
            switch colorType {
            case 0: return [1, 2, 4, 8, 16].contains(bitDepth)
            case 3: return [1, 2, 4, 8].contains(bitDepth)
            case 2, 4, 6: return bitDepth == 8 || bitDepth == 16
            default: return false
            }
        }
    }

    /// The pixels of `data` (premultiplied, top row first) and their size, or nil.
    package static func decode(_ data: Data) -> (width: Int, height: Int, pixels: [UInt32])? {
        let bytes = [UInt8](data)
        guard bytes.count >= 8, Array(bytes[0..<8]) == _PNGEncoder.signature else { return nil }
        var header: Header?
        var palette: [UInt32] = []
        var transparency: [UInt8] = []
        var compressed: [UInt8] = []
        var offset = 8
        var sawEnd = false
        while offset + 12 <= bytes.count {
            let length = Int(bigEndian(bytes, offset))
            guard length <= 0x7FFF_FFFF, length <= bytes.count - offset - 12 else { return nil }
            let type = Array(bytes[(offset + 4)..<(offset + 8)])
            let body = Array(bytes[(offset + 8)..<(offset + 8 + length)])
            var crc = _PNGEncoder.CRC32()
            crc.update(type)
            crc.update(body)
            guard crc.value == bigEndian(bytes, offset + 8 + length) else { return nil }
            offset += 12 + length
            switch String(decoding: type, as: UTF8.self) {
            case "IHDR":
                guard header == nil, length == 13 else { return nil }
                header = Header(
                    width: Int(bigEndian(body, 0)), height: Int(bigEndian(body, 4)), bitDepth: Int(body[8]),
                    colorType: Int(body[9]), interlaced: body[12] == 1)
                guard let h = header, h.isValid, body[10] == 0, body[11] == 0, body[12] <= 1 else { return nil }
                guard h.width > 0, h.height > 0, h.width <= _Bitmap.maximumSide, h.height <= _Bitmap.maximumSide,
                    h.width * h.height <= _Bitmap.maximumPixels
                else { return nil }
            case "PLTE":
                guard length % 3 == 0, length / 3 <= 256 else { return nil }
                palette = stride(from: 0, to: length, by: 3).map { i in
                    UInt32(body[i]) | UInt32(body[i + 1]) << 8 | UInt32(body[i + 2]) << 16 | 0xFF00_0000
                }
            case "tRNS": transparency = body
            case "IDAT":
                guard header != nil else { return nil }
                compressed += body
            case "IEND": sawEnd = true
            default:
                // An unknown critical chunk (upper-case first letter) cannot be skipped.
                guard type[0] & 0x20 != 0 else { return nil }
            }
            if sawEnd { break }
        }
        guard sawEnd, let header, header.colorType != 3 || !palette.isEmpty else { return nil }
        let expected = passes(header).reduce(0) { $0 + ($1.height > 0 && $1.width > 0 ? $1.height * (1 + header.rowBytes($1.width)) : 0) }
        guard let raw = _Inflate.zlib(compressed, limit: expected), raw.count == expected else { return nil }
        return pixels(raw, header: header, palette: palette, transparency: transparency)
    }

    private static func bigEndian(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }

    /// A pass: its pixels' first column and row and the step between them.
    package struct Pass {
        package var x0: Int, y0: Int, dx: Int, dy: Int, width: Int, height: Int
    }

    /// The passes of the image: one, or Adam7's seven.
    package static func passes(_ header: Header) -> [Pass] {
        guard header.interlaced else {
            return [Pass(x0: 0, y0: 0, dx: 1, dy: 1, width: header.width, height: header.height)]
        }
        let adam7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        return adam7.map { x0, y0, dx, dy in
            Pass(
                x0: x0, y0: y0, dx: dx, dy: dy, width: (header.width - x0 + dx - 1) / dx,
                height: (header.height - y0 + dy - 1) / dy)
        }
    }

    private static func pixels(_ raw: [UInt8], header: Header, palette: [UInt32], transparency: [UInt8]) -> (
        width: Int, height: Int, pixels: [UInt32]
    )? {
        var result = [UInt32](repeating: 0, count: header.width * header.height)
        var offset = 0
        let bytesPerPixel = max(1, header.bitsPerPixel / 8)
        for pass in passes(header) where pass.width > 0 && pass.height > 0 {
            let rowBytes = header.rowBytes(pass.width)
            var previous = [UInt8](repeating: 0, count: rowBytes)
            var row = [UInt8](repeating: 0, count: rowBytes)
            for y in 0..<pass.height {
                let filter = raw[offset]
                for i in 0..<rowBytes { row[i] = raw[offset + 1 + i] }
                offset += 1 + rowBytes
                guard unfilter(&row, previous: previous, filter: filter, bytesPerPixel: bytesPerPixel) else { return nil }
                for x in 0..<pass.width {
                    let pixel = sample(row, x: x, header: header, palette: palette, transparency: transparency)
                    result[(pass.y0 + y * pass.dy) * header.width + pass.x0 + x * pass.dx] = pixel
                }
                swap(&row, &previous)
            }
        }
        return (header.width, header.height, result)
    }

    /// Undoes one row's filter (PNG 9.2) in place; false for an unknown filter type.
    package static func unfilter(_ row: inout [UInt8], previous: [UInt8], filter: UInt8, bytesPerPixel bpp: Int) -> Bool {
        let count = row.count
        switch filter {
        case 0: break
        case 1: for i in bpp..<max(bpp, count) { row[i] &+= row[i - bpp] }
        case 2: for i in 0..<count { row[i] &+= previous[i] }
        case 3:
            for i in 0..<count {
                let left = i >= bpp ? Int(row[i - bpp]) : 0
                row[i] &+= UInt8((left + Int(previous[i])) / 2)
            }
        case 4:
            for i in 0..<count {
                let a = i >= bpp ? Int(row[i - bpp]) : 0
                let b = Int(previous[i])
                let c = i >= bpp ? Int(previous[i - bpp]) : 0
                let p = a + b - c
                let pa = abs(p - a)
                let pb = abs(p - b)
                let pc = abs(p - c)
                row[i] &+= UInt8(pa <= pb && pa <= pc ? a : pb <= pc ? b : c)
            }
        default: return false
        }
        return true
    }

    /// Sample `index` of a row of `depth`-bit samples, as a byte.
    private static func value(_ row: [UInt8], index: Int, depth: Int) -> (byte: UInt8, raw: Int) {
        switch depth {
        case 16:
            let raw = Int(row[index * 2]) << 8 | Int(row[index * 2 + 1])
            return (row[index * 2], raw)
        case 8: return (row[index], Int(row[index]))
        default:
            let bit = index * depth
            let raw = Int(row[bit / 8] >> UInt8(8 - depth - bit % 8)) & ((1 << depth) - 1)
            return (UInt8(raw * 255 / ((1 << depth) - 1)), raw)
        }
    }

    private static func sample(_ row: [UInt8], x: Int, header: Header, palette: [UInt32], transparency: [UInt8]) -> UInt32 {
        let depth = header.bitDepth
        let n = header.channels
        func channel(_ c: Int) -> (byte: UInt8, raw: Int) { value(row, index: x * n + c, depth: depth) }
        var r: UInt8
        var g: UInt8
        var b: UInt8
        var a: UInt8 = 255
        switch header.colorType {
        case 3:
            let index = channel(0).raw
            guard index < palette.count else { return 0xFF00_0000 } // out of range: opaque black
            let entry = palette[index]
            r = UInt8(entry & 0xFF)
            g = UInt8(entry >> 8 & 0xFF)
            b = UInt8(entry >> 16 & 0xFF)
            if index < transparency.count { a = transparency[index] }
        case 0, 4:
            let grey = channel(0)
            (r, g, b) = (grey.byte, grey.byte, grey.byte)
            if header.colorType == 4 {
                a = channel(1).byte
            } else if transparency.count >= 2, grey.raw == Int(transparency[0]) << 8 | Int(transparency[1]) {
                a = 0
            }
        default:
            let (red, green, blue) = (channel(0), channel(1), channel(2))
            (r, g, b) = (red.byte, green.byte, blue.byte)
            if header.colorType == 6 {
                a = channel(3).byte
            } else if transparency.count >= 6 {
                let key = (0..<3).map { Int(transparency[$0 * 2]) << 8 | Int(transparency[$0 * 2 + 1]) }
                if key == [red.raw, green.raw, blue.raw] { a = 0 }
            }
        }
        return premultiply(r, g, b, a)
    }

    /// Straight bytes to a premultiplied pixel, rounding as `_Pixel.straightBytes` undoes it.
    package static func premultiply(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> UInt32 {
        let alpha = UInt32(a)
        guard alpha != 0 else { return 0 }
        func scaled(_ c: UInt8) -> UInt32 { alpha == 255 ? UInt32(c) : (UInt32(c) * alpha + 127) / 255 }
        return scaled(r) | scaled(g) << 8 | scaled(b) << 16 | alpha << 24
    }
}
