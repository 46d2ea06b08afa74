import Foundation

/// An image: pixels at a scale, with a size in points.
///
/// OpenUIKit makes images from drawing (``UIGraphicsImageRenderer``) and
/// writes them as PNG (``pngData()``); it does not read image files.
public final class UIImage: NSObject, Sendable {
    /// The size in points: pixels divided by ``scale``.
    public let size: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    let pixelWidth: Int
    let pixelHeight: Int
    /// Premultiplied pixels, top row first (see `_Pixel`).
    let pixels: [UInt32]

    init(bitmap: _Bitmap, scale: CGFloat) {
        self.scale = scale
        pixelWidth = bitmap.width
        pixelHeight = bitmap.height
        pixels = bitmap.copyPixels()
        size = CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale)
    }

    /// The image as PNG (8-bit RGBA, straight alpha); nil for an empty
    /// image, which PNG cannot hold (as UIKit gives nil for an image
    /// without pixels).
    public func pngData() -> Data? {
        guard pixelWidth > 0, pixelHeight > 0 else { return nil }
        return pixels.withUnsafeBufferPointer { _PNGEncoder.encode(width: pixelWidth, height: pixelHeight, pixels: $0) }
    }

    /// Draws the image at `point` (its top-left corner) in the current context, at its size.
    @preconcurrency @MainActor
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Draws the image stretched over `rect` in the current context.
    @preconcurrency @MainActor
    public func draw(in rect: CGRect) {
        guard let context = _GraphicsContexts.current(for: "UIImage.draw(in:)") else { return }
        context._draw(_bitmap(), in: rect)
    }

    /// The pixels as a bitmap (a copy).
    func _bitmap() -> _Bitmap {
        let bitmap = _Bitmap(width: pixelWidth, height: pixelHeight)
        pixels.withUnsafeBufferPointer { buffer in
            if let base = buffer.baseAddress { memcpy(bitmap.pixels, base, buffer.count * MemoryLayout<UInt32>.stride) }
        }
        return bitmap
    }

    /// The pixel at `(x, y)`, in straight (not premultiplied) RGBA bytes:
    /// OpenUIKit's own, for tests.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)? {
        guard x >= 0, y >= 0, x < pixelWidth, y < pixelHeight else { return nil }
        let (r, g, b, a) = _Pixel.straightBytes(pixels[y * pixelWidth + x])
        return (r, g, b, a)
    }

    public override var description: String {
        "<UIImage: \(pixelWidth)×\(pixelHeight) pixels, \(size.width)×\(size.height) points at \(scale)x>"
    }
}
