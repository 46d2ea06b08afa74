import Foundation

/// Reading names and numbers, byte by byte.
extension _VisualFormatParser {
    /// A C identifier (`[A-Za-z_][A-Za-z0-9_]*`) at the current byte, or "" when none starts there.
    mutating func readName() -> String {
        let start = index
        guard let first = peek, Self.isNameStart(first) else { return "" }
        index += 1
        while let byte = peek, Self.isNameStart(byte) || Self.isDigit(byte) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// Reads a number the way `strtod` would for the forms listed in the
    /// grammar, including `inf` and `nan` (which the caller refuses).
    mutating func readNumber() -> Double? {
        let start = index
        if peek == UInt8(ascii: "-") { index += 1 }
        let signEnd = index
        func isLetter(_ byte: UInt8) -> Bool { Self.isNameStart(byte) && byte != UInt8(ascii: "_") }
        if let byte = peek, isLetter(byte) {
            while let byte = peek, isLetter(byte) { index += 1 }
            let word = String(decoding: bytes[signEnd..<index], as: UTF8.self).lowercased()
            guard word == "inf" || word == "infinity" || word == "nan" else { return nil }
            return word == "nan" ? .nan : (signEnd > start ? -.infinity : .infinity)
        }
        if peek == UInt8(ascii: "0"), index + 2 < bytes.count,
            bytes[index + 1] | 0x20 == UInt8(ascii: "x"), Self.hexValue(bytes[index + 2]) != nil
        {
            index += 2
            var value = 0.0
            while let byte = peek, let digit = Self.hexValue(byte) {
                value = value * 16 + Double(digit)
                index += 1
            }
            return signEnd > start ? -value : value
        }
        var digits = 0
        while let byte = peek, Self.isDigit(byte) {
            index += 1
            digits += 1
        }
        if peek == UInt8(ascii: ".") {
            index += 1
            while let byte = peek, Self.isDigit(byte) {
                index += 1
                digits += 1
            }
        }
        guard digits > 0 else { return nil }
        if let e = peek, e | 0x20 == UInt8(ascii: "e") {
            var end = index + 1
            if end < bytes.count, bytes[end] == UInt8(ascii: "+") || bytes[end] == UInt8(ascii: "-") { end += 1 }
            if end < bytes.count, Self.isDigit(bytes[end]) {
                index = end
                while let byte = peek, Self.isDigit(byte) { index += 1 }
            }
        }
        return Double(String(decoding: bytes[start..<index], as: UTF8.self))
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    static func isNameStart(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }

    static func hexValue(_ byte: UInt8) -> Int? {
        if isDigit(byte) { return Int(byte - UInt8(ascii: "0")) }
        let lower = byte | 0x20
        return lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "f") ? Int(lower - UInt8(ascii: "a")) + 10 : nil
    }

    /// A metric's value: any Swift number or an `NSNumber`.
    static func number(from value: Any) -> Double? {
        switch value {
        case is Bool: return nil
        case let number as Double: return number
        case let number as CGFloat: return Double(number)
        case let number as Float: return Double(number)
        case let number as Int: return Double(number)
        case let number as any BinaryInteger: return Double(number)
        case let number as any BinaryFloatingPoint: return Double(number)
        case let number as NSNumber: return number.doubleValue
        default: return nil
        }
    }
}
