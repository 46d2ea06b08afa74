import Foundation

extension _Bitmap {
    /// The longest side, in pixels, of a bitmap OpenUIKit allocates (the
    /// largest texture side of current iOS devices).
    package static let maximumSide = 16_384

    /// The most pixels one bitmap may hold: 64 Mi pixels, 256 MiB.
    package static let maximumPixels = 1 << 26

    /// The size in pixels of `size` points at `scale` (each side rounded
    /// up), or nil when it is not one to allocate: a side or the scale is
    /// NaN, infinite or negative, or the bitmap would pass
    /// ``maximumSide`` or ``maximumPixels``.
    package static func pixelSize(of size: CGSize, scale: CGFloat) -> (width: Int, height: Int)? {
        guard scale.isFinite, scale >= 0 else { return nil }
        let width = (size.width * scale).rounded(.up)
        let height = (size.height * scale).rounded(.up)
        let side = CGFloat(maximumSide)
        guard width >= 0, height >= 0, width <= side, height <= side else { return nil } // false for NaN
        let pixels = (Int(width), Int(height))
        guard pixels.0 * pixels.1 <= maximumPixels else { return nil }
        return pixels
    }

    /// A number as Core Graphics and Core Animation print one in their
    /// logs (`%f`: `3.000000`, `nan`, `inf`).
    package static func _logFormat(_ value: CGFloat) -> String { String(format: "%f", Double(value)) }
}
