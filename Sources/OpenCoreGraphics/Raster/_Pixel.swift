import Foundation

/// One pixel: premultiplied red, green, blue and alpha, a byte each, packed
/// little-end first (`r | g << 8 | b << 16 | a << 24`).
///
/// Blending is Porter–Duff source-over on premultiplied values, in integers
/// with exact rounding, so results are the same on every machine:
/// `out = src + dst × (255 − srcAlpha) / 255`.
///
/// Per-pixel loops belong in this module, beside these operations: a
/// module above calling them per pixel pays a call each (issue 17 measured
/// 10 % more instructions per label when the glyph blend loop lived in the
/// text engine; `@inlinable` did not change that).
package enum _Pixel {
    package static let transparent: UInt32 = 0

    /// The pixel for straight (not premultiplied) components in `0...1`.
    package static func premultiplied(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) -> UInt32 {
        let a = min(max(alpha.isNaN ? 0 : alpha, 0), 1)
        func byte(_ value: CGFloat) -> UInt32 {
            UInt32((min(max(value.isNaN ? 0 : value, 0), 1) * a * 255).rounded())
        }
        let alphaByte = UInt32((a * 255).rounded())
        return byte(red) | byte(green) << 8 | byte(blue) << 16 | alphaByte << 24
    }

    @inline(__always) package static func alpha(_ pixel: UInt32) -> UInt32 { pixel >> 24 }

    /// `x / 255`, rounded to nearest, for `x` in `0...255 × 255` (two lanes at once
    /// when the value holds two 16-bit lanes).
    @inline(__always) private static func divide255(lanes x: UInt32) -> UInt32 {
        let y = x &+ 0x0080_0080
        return ((y &+ ((y >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    }

    /// Every channel of `pixel` times `factor / 255`.
    @inline(__always) package static func scaled(_ pixel: UInt32, by factor: UInt32) -> UInt32 {
        let redBlue = divide255(lanes: (pixel & 0x00FF_00FF) &* factor)
        let greenAlpha = divide255(lanes: ((pixel >> 8) & 0x00FF_00FF) &* factor)
        return redBlue | greenAlpha << 8
    }

    /// `source` over `destination`.
    @inline(__always) package static func over(_ source: UInt32, _ destination: UInt32) -> UInt32 {
        let sourceAlpha = source >> 24
        if sourceAlpha == 255 { return source }
        if sourceAlpha == 0 && source == 0 { return destination }
        return source &+ scaled(destination, by: 255 - sourceAlpha)
    }

    /// The opacity `alpha` as a byte.
    package static func byte(_ alpha: CGFloat) -> UInt32 {
        UInt32((min(max(alpha.isNaN ? 0 : alpha, 0), 1) * 255).rounded())
    }

    /// Straight (un-premultiplied) red, green, blue and alpha bytes, for PNG.
    package static func straightBytes(_ pixel: UInt32) -> (UInt8, UInt8, UInt8, UInt8) {
        let a = pixel >> 24
        guard a != 0 else { return (0, 0, 0, 0) }
        func channel(_ shift: UInt32) -> UInt8 {
            let c = (pixel >> shift) & 0xFF
            if a == 255 { return UInt8(c) }
            return UInt8(min(255, (c * 255 + a / 2) / a))
        }
        return (channel(0), channel(8), channel(16), UInt8(a))
    }
}
