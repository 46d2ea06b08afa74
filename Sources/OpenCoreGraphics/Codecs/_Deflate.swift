/// A small deflate compressor (RFC 1951) for PNG: one block with the fixed
/// Huffman codes, and matches of two kinds only — the pixel before (4 bytes
/// back) and the row above (`rowLength` bytes back). Runs of one color and
/// repeated rows, which is most of what views paint, shrink a hundredfold;
/// anything else is written as literals.
package struct _Deflate {
    private var out: [UInt8] = []
    private var bits: UInt64 = 0
    private var bitCount = 0

    /// `bytes` compressed; `rowLength` is the distance to the byte above.
    package static func compress(_ bytes: [UInt8], rowLength: Int) -> [UInt8] {
        var deflate = _Deflate()
        deflate.out.reserveCapacity(bytes.count / 32 + 64)
        deflate.write(1, count: 1) // BFINAL: the only block
        deflate.write(1, count: 2) // BTYPE 01: fixed Huffman codes
        let distances = rowLength <= 32_768 && rowLength > 4 ? [4, rowLength] : [4]
        bytes.withUnsafeBufferPointer { data in
            var i = 0
            while i < data.count {
                var best = 0
                var bestDistance = 0
                for distance in distances where i >= distance {
                    var length = 0
                    let limit = min(258, data.count - i)
                    while length < limit, data[i + length] == data[i + length - distance] { length += 1 }
                    if length > best {
                        best = length
                        bestDistance = distance
                    }
                }
                if best >= 3 {
                    deflate.writeMatch(length: best, distance: bestDistance)
                    i += best
                } else {
                    deflate.writeSymbol(Int(data[i]))
                    i += 1
                }
            }
        }
        deflate.writeSymbol(256) // end of block
        deflate.flush()
        return deflate.out
    }

    // MARK: Codes (RFC 1951, 3.2.5 and 3.2.6; `_Inflate` reads with the same tables)

    package static let lengthBases = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
    ]
    package static let lengthExtraBits = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    package static let distanceBases = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289,
        16385, 24577,
    ]
    package static let distanceExtraBits = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]

    /// The last index whose base is at most `value`.
    private static func code(for value: Int, in bases: [Int]) -> Int {
        var index = bases.count - 1
        while bases[index] > value { index -= 1 }
        return index
    }

    private mutating func writeMatch(length: Int, distance: Int) {
        let lengthCode = Self.code(for: length, in: Self.lengthBases)
        writeSymbol(257 + lengthCode)
        write(UInt64(length - Self.lengthBases[lengthCode]), count: Self.lengthExtraBits[lengthCode])
        let distanceCode = Self.code(for: distance, in: Self.distanceBases)
        writeHuffman(distanceCode, length: 5)
        write(UInt64(distance - Self.distanceBases[distanceCode]), count: Self.distanceExtraBits[distanceCode])
    }

    /// A literal/length symbol in the fixed code.
    private mutating func writeSymbol(_ symbol: Int) {
        switch symbol {
        case 0...143: writeHuffman(0x30 + symbol, length: 8)
        case 144...255: writeHuffman(0x190 + symbol - 144, length: 9)
        case 256...279: writeHuffman(symbol - 256, length: 7)
        default: writeHuffman(0xC0 + symbol - 280, length: 8)
        }
    }

    /// Huffman codes go most significant bit first.
    private mutating func writeHuffman(_ code: Int, length: Int) {
        var reversed = 0
        for bit in 0..<length where code & (1 << (length - 1 - bit)) != 0 { reversed |= 1 << bit }
        write(UInt64(reversed), count: length)
    }

    /// Other fields go least significant bit first.
    private mutating func write(_ value: UInt64, count: Int) {
        guard count > 0 else { return }
        bits |= value << UInt64(bitCount)
        bitCount += count
        while bitCount >= 8 {
            out.append(UInt8(bits & 0xFF))
            bits >>= 8
            bitCount -= 8
        }
    }

    private mutating func flush() {
        if bitCount > 0 { out.append(UInt8(bits & 0xFF)) }
        bits = 0
        bitCount = 0
    }
}
