import Foundation

/// Reads the PNG files snapshots are kept in: 8-bit RGBA, not interlaced
/// (what `UIImage.pngData()` writes), any zlib stream (stored, fixed and
/// dynamic Huffman blocks, RFC 1950/1951) and any row filter (PNG
/// specification, 9.2). Other PNGs give nil.
enum _SnapshotPNG {
    /// The width, height and straight RGBA bytes of `data`, or nil.
    static func decode(_ data: Data) -> (width: Int, height: Int, rgba: [UInt8])? {
        let bytes = [UInt8](data)
        guard bytes.count > 8, Array(bytes[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { return nil }
        var index = 8
        var width = 0
        var height = 0
        var compressed: [UInt8] = []
        while index + 8 <= bytes.count {
            let length = Int(bytes[index]) << 24 | Int(bytes[index + 1]) << 16 | Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            let type = String(decoding: bytes[(index + 4)..<(index + 8)], as: UTF8.self)
            let start = index + 8
            guard length >= 0, start + length + 4 <= bytes.count else { return nil }
            let body = bytes[start..<(start + length)]
            if type == "IHDR" {
                guard length == 13 else { return nil }
                let b = Array(body)
                width = Int(b[0]) << 24 | Int(b[1]) << 16 | Int(b[2]) << 8 | Int(b[3])
                height = Int(b[4]) << 24 | Int(b[5]) << 16 | Int(b[6]) << 8 | Int(b[7])
                guard b[8] == 8, b[9] == 6, b[12] == 0, width > 0, height > 0, width <= 16_384, height <= 16_384 else { return nil }
            } else if type == "IDAT" {
                compressed += body
            } else if type == "IEND" {
                break
            }
            index = start + length + 4
        }
        var inflater = Inflater(compressed, start: 2)
        guard width > 0, compressed.count > 2, var raw = inflater.inflate() else { return nil }
        let stride = width * 4
        guard raw.count >= height * (stride + 1) else { return nil }
        var rgba = [UInt8](repeating: 0, count: height * stride)
        for y in 0..<height {
            let filter = raw[y * (stride + 1)]
            let row = y * (stride + 1) + 1
            for x in 0..<stride {
                let a = x >= 4 ? Int(rgba[y * stride + x - 4]) : 0
                let b = y > 0 ? Int(rgba[(y - 1) * stride + x]) : 0
                let c = x >= 4 && y > 0 ? Int(rgba[(y - 1) * stride + x - 4]) : 0
                let value = Int(raw[row + x])
                var out: Int
                switch filter {
                case 0: out = value
                case 1: out = value + a
                case 2: out = value + b
                case 3: out = value + (a + b) / 2
                case 4:
                    let p = a + b - c
                    let pa = abs(p - a)
                    let pb = abs(p - b)
                    let pc = abs(p - c)
                    out = value + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c)
                default: return nil
                }
                rgba[y * stride + x] = UInt8(truncatingIfNeeded: out)
            }
        }
        raw.removeAll()
        return (width, height, rgba)
    }
}

/// A deflate decoder (RFC 1951).
private struct Inflater {
    let input: [UInt8]
    var position: Int
    var bit = 0
    var output: [UInt8] = []

    init(_ input: [UInt8], start: Int) {
        self.input = input
        position = start
    }

    mutating func bits(_ count: Int) -> Int? {
        var value = 0
        for i in 0..<count {
            guard position < input.count else { return nil }
            value |= Int((input[position] >> UInt8(bit)) & 1) << i
            bit += 1
            if bit == 8 {
                bit = 0
                position += 1
            }
        }
        return value
    }

    /// A canonical Huffman code: counts per length and symbols in order.
    struct Code {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []
        init(lengths: [Int]) {
            for length in lengths { counts[length] += 1 }
            counts[0] = 0
            var offsets = [Int](repeating: 0, count: 16)
            for length in 1..<16 { offsets[length] = offsets[length - 1] + counts[length - 1] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, length) in lengths.enumerated() where length > 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
        }
    }

    mutating func decode(_ code: Code) -> Int? {
        var value = 0
        var first = 0
        var index = 0
        for length in 1..<16 {
            guard let b = bits(1) else { return nil }
            value |= b
            let count = code.counts[length]
            if value - count < first { return code.symbols[index + (value - first)] }
            index += count
            first += count
            first <<= 1
            value <<= 1
        }
        return nil
    }

    static let lengthBase = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
    ]
    static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBase = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289,
        16385, 24577,
    ]
    static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    mutating func inflate() -> [UInt8]? {
        var last = 0
        while last == 0 {
            guard let final = bits(1), let type = bits(2) else { return nil }
            last = final
            switch type {
            case 0:
                if bit > 0 {
                    bit = 0
                    position += 1
                }
                guard position + 4 <= input.count else { return nil }
                let length = Int(input[position]) | Int(input[position + 1]) << 8
                position += 4
                guard position + length <= input.count else { return nil }
                output += input[position..<(position + length)]
                position += length
            case 1:
                var lengths = [Int](repeating: 8, count: 288)
                for i in 144..<256 { lengths[i] = 9 }
                for i in 256..<280 { lengths[i] = 7 }
                guard block(Code(lengths: lengths), Code(lengths: [Int](repeating: 5, count: 30))) else { return nil }
            case 2:
                guard let (literals, distances) = dynamicCodes(), block(literals, distances) else { return nil }
            default:
                return nil
            }
        }
        return output
    }

    mutating func dynamicCodes() -> (Code, Code)? {
        guard let hlit = bits(5), let hdist = bits(5), let hclen = bits(4) else { return nil }
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var codeLengths = [Int](repeating: 0, count: 19)
        for i in 0..<(hclen + 4) {
            guard let value = bits(3) else { return nil }
            codeLengths[order[i]] = value
        }
        let lengthCode = Code(lengths: codeLengths)
        var lengths: [Int] = []
        while lengths.count < hlit + 257 + hdist + 1 {
            guard let symbol = decode(lengthCode) else { return nil }
            switch symbol {
            case 0..<16: lengths.append(symbol)
            case 16:
                guard let previous = lengths.last, let repeatCount = bits(2) else { return nil }
                lengths += [Int](repeating: previous, count: 3 + repeatCount)
            case 17:
                guard let repeatCount = bits(3) else { return nil }
                lengths += [Int](repeating: 0, count: 3 + repeatCount)
            default:
                guard let repeatCount = bits(7) else { return nil }
                lengths += [Int](repeating: 0, count: 11 + repeatCount)
            }
        }
        return (Code(lengths: Array(lengths[0..<(hlit + 257)])), Code(lengths: Array(lengths[(hlit + 257)...].prefix(hdist + 1))))
    }

    mutating func block(_ literals: Code, _ distances: Code) -> Bool {
        while true {
            guard let symbol = decode(literals) else { return false }
            if symbol < 256 {
                output.append(UInt8(symbol))
            } else if symbol == 256 {
                return true
            } else {
                let index = symbol - 257
                guard index < Self.lengthBase.count, let extra = bits(Self.lengthExtra[index]),
                    let distanceSymbol = decode(distances), distanceSymbol < Self.distanceBase.count,
                    let distanceExtra = bits(Self.distanceExtra[distanceSymbol])
                else { return false }
                let length = Self.lengthBase[index] + extra
                let distance = Self.distanceBase[distanceSymbol] + distanceExtra
                guard distance <= output.count else { return false }
                let start = output.count - distance
                for i in 0..<length { output.append(output[start + i]) }
            }
        }
    }
}
