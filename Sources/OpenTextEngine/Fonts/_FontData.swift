/// Bounds-checked big-endian reads from the bytes of a font file: every
/// read past the end answers `nil`, so a truncated or corrupt file is an
/// error the reader reports, never a trap.
package struct _FontData: Sendable {
    package let bytes: [UInt8]

    /// The byte at `offset`, or `nil` outside the data.
    package func u8(_ offset: Int) -> UInt8? {
        guard offset >= 0, offset < bytes.count else { return nil }
        return bytes[offset]
    }

    /// The unsigned 16-bit number at `offset`, or `nil` when it does not fit.
    package func u16(_ offset: Int) -> UInt16? {
        guard offset >= 0, offset <= bytes.count - 2 else { return nil }
        return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }

    /// The signed 16-bit number at `offset`, or `nil` when it does not fit.
    package func i16(_ offset: Int) -> Int16? { u16(offset).map { Int16(bitPattern: $0) } }

    /// The unsigned 32-bit number at `offset`, or `nil` when it does not fit.
    package func u32(_ offset: Int) -> UInt32? {
        guard let high = u16(offset), let low = u16(offset + 2) else { return nil }
        return UInt32(high) << 16 | UInt32(low)
    }
}

/// Why a font file could not be read.
package struct _FontError: Error, Sendable, CustomStringConvertible {
    package let description: String

    package init(_ description: String) { self.description = description }

    /// The error for a table that ends before the data it declares.
    package static func truncated(_ table: String) -> _FontError { _FontError("the '\(table)' table is truncated or corrupt") }
}
