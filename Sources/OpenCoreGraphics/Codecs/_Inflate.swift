/// A deflate decompressor (RFC 1951) for reading PNG: stored blocks and
/// blocks with fixed or dynamic Huffman codes, refusing (nil) anything
/// malformed and anything that would grow past a byte limit, so damaged or
/// hostile input (a "zip bomb") costs bounded memory and never traps.
package struct _Inflate {
    private let input: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var bits: UInt64 = 0
    private var bitCount = 0
    private var out: [UInt8] = []
    private let limit: Int

    private init(input: UnsafeBufferPointer<UInt8>, limit: Int) {
        self.input = input
        self.limit = limit
    }

    /// The bytes `data` (raw deflate) decompresses to, or nil when it is
    /// malformed or would pass `limit` bytes; `consumed` is how many input
    /// bytes the stream used.
    package static func decompress(_ data: UnsafeBufferPointer<UInt8>, limit: Int) -> (bytes: [UInt8], consumed: Int)? {
        var inflate = _Inflate(input: data, limit: limit)
        guard inflate.run() else { return nil }
        return (inflate.out, inflate.position - inflate.bitCount / 8)
    }

    /// A zlib stream (RFC 1950): header, deflate data, Adler-32 checked.
    package static func zlib(_ data: [UInt8], limit: Int) -> [UInt8]? {
        guard data.count >= 6 else { return nil }
        let cmf = Int(data[0])
        let flg = Int(data[1])
        // Method 8 (deflate), window at most 32 KiB, check bits, no preset dictionary.
        guard cmf & 0x0F == 8, cmf >> 4 <= 7, (cmf * 256 + flg) % 31 == 0, flg & 0x20 == 0 else { return nil }
        return data.withUnsafeBufferPointer { buffer -> [UInt8]? in
            let body = UnsafeBufferPointer(rebasing: buffer[2...])
            guard let (bytes, consumed) = decompress(body, limit: limit), consumed + 4 <= body.count else { return nil }
            let trailer = body[consumed..<consumed + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            guard trailer == _PNGEncoder.adler32(bytes) else { return nil }
            return bytes
        }
    }

    // MARK: Bits

    private mutating func need(_ count: Int) -> Bool {
        while bitCount < count {
            guard position < input.count else { return false }
            bits |= UInt64(input[position]) << UInt64(bitCount)
            position += 1
            bitCount += 8
        }
        return true
    }

    private mutating func take(_ count: Int) -> Int? {
        guard count > 0 else { return 0 }
        guard need(count) else { return nil }
        let value = Int(bits & ((1 << UInt64(count)) - 1))
        bits >>= UInt64(count)
        bitCount -= count
        return value
    }

    // MARK: Blocks

    private mutating func run() -> Bool {
        while true {
            guard let final = take(1), let type = take(2) else { return false }
            let ok: Bool
            switch type {
            case 0: ok = stored()
            case 1: ok = huffman(Self.fixedLiterals, Self.fixedDistances)
            case 2: ok = dynamic()
            default: ok = false
            }
            guard ok else { return false }
            if final == 1 { return true }
        }
    }

    private mutating func stored() -> Bool {
        // Skip to a byte boundary; the length and its complement follow.
        bits >>= UInt64(bitCount % 8)
        bitCount -= bitCount % 8
        guard let length = take(16), let complement = take(16), length ^ complement == 0xFFFF else { return false }
        guard out.count + length <= limit else { return false }
        for _ in 0..<length {
            guard let byte = take(8) else { return false }
            out.append(UInt8(byte))
        }
        return true
    }

    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    private mutating func dynamic() -> Bool {
        guard let hlit = take(5), let hdist = take(5), let hclen = take(4) else { return false }
        var lengthLengths = [Int](repeating: 0, count: 19)
        for i in 0..<(hclen + 4) {
            guard let length = take(3) else { return false }
            lengthLengths[Self.codeLengthOrder[i]] = length
        }
        guard let lengthCode = _Huffman(lengths: lengthLengths) else { return false }
        var lengths: [Int] = []
        let total = hlit + 257 + hdist + 1
        while lengths.count < total {
            guard let symbol = decode(lengthCode) else { return false }
            switch symbol {
            case 0...15: lengths.append(symbol)
            case 16:
                guard let previous = lengths.last, let repeats = take(2) else { return false }
                lengths += repeatElement(previous, count: 3 + repeats)
            case 17:
                guard let repeats = take(3) else { return false }
                lengths += repeatElement(0, count: 3 + repeats)
            default:
                guard let repeats = take(7) else { return false }
                lengths += repeatElement(0, count: 11 + repeats)
            }
        }
        guard lengths.count == total, lengths[256] > 0,
            let literals = _Huffman(lengths: Array(lengths[0..<(hlit + 257)])),
            let distances = _Huffman(lengths: Array(lengths[(hlit + 257)...]))
        else { return false }
        return huffman(literals, distances)
    }

    private static let fixedLiterals = _Huffman(
        lengths: [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112) + [Int](repeating: 7, count: 24)
            + [Int](repeating: 8, count: 8))!
    private static let fixedDistances = _Huffman(lengths: [Int](repeating: 5, count: 30))!

    private mutating func huffman(_ literals: _Huffman, _ distances: _Huffman) -> Bool {
        while true {
            guard let symbol = decode(literals) else { return false }
            if symbol < 256 {
                guard out.count < limit else { return false }
                out.append(UInt8(symbol))
            } else if symbol == 256 {
                return true
            } else {
                let index = symbol - 257
                guard index < _Deflate.lengthBases.count, let extra = take(_Deflate.lengthExtraBits[index]) else { return false }
                let length = _Deflate.lengthBases[index] + extra
                guard let code = decode(distances), code < _Deflate.distanceBases.count,
                    let distanceExtra = take(_Deflate.distanceExtraBits[code])
                else { return false }
                let distance = _Deflate.distanceBases[code] + distanceExtra
                guard distance <= out.count, out.count + length <= limit else { return false }
                let start = out.count - distance
                for i in 0..<length { out.append(out[start + i]) }
            }
        }
    }

    /// The next symbol of `code`, read a bit at a time (canonical codes,
    /// RFC 1951 3.2.2: counts per length, symbols in order).
    private mutating func decode(_ code: _Huffman) -> Int? {
        var value = 0
        var first = 0
        var index = 0
        for length in 1...15 {
            guard let bit = take(1) else { return nil }
            value |= bit
            let count = code.counts[length]
            if value - first < count { return code.symbols[index + value - first] }
            index += count
            first = (first + count) << 1
            value <<= 1
        }
        return nil
    }
}

/// A canonical Huffman code: how many codes of each length, and the
/// symbols sorted by code.
package struct _Huffman {
    package let counts: [Int]
    package let symbols: [Int]

    /// Nil when the lengths over-subscribe the code space (a malformed stream).
    package init?(lengths: [Int]) {
        var counts = [Int](repeating: 0, count: 16)
        for length in lengths { counts[length] += 1 }
        counts[0] = 0
        var left = 1
        for length in 1...15 {
            left <<= 1
            left -= counts[length]
            guard left >= 0 else { return nil }
        }
        var offsets = [Int](repeating: 0, count: 16)
        for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
        var symbols = [Int](repeating: 0, count: lengths.count)
        for (symbol, length) in lengths.enumerated() where length != 0 {
            symbols[offsets[length]] = symbol
            offsets[length] += 1
        }
        self.counts = counts
        self.symbols = symbols
    }
}
