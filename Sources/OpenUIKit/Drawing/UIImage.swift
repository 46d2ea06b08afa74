import Foundation

/// An image: pixels at a scale, with a size in points, or a symbol drawn
/// as paths at any size.
///
/// OpenUIKit makes images from drawing (``UIGraphicsImageRenderer``), from
/// PNG data (``init(data:)``) and from its own symbol drawings
/// (``init(systemName:)``), and writes them as PNG (``pngData()``).
public final class UIImage: NSObject, Sendable {
    /// The size in points: pixels divided by ``scale``.
    public let size: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    let pixelWidth: Int
    let pixelHeight: Int
    /// Premultiplied pixels, top row first (see `_Pixel`).
    let pixels: [UInt32]
    /// How the image is drawn: as it is, or as a template in a tint color.
    public let renderingMode: RenderingMode
    /// The symbol drawn, for symbol images.
    let _symbol: _SymbolImage?
    /// The color given by ``withTintColor(_:)``.
    let _tintColor: UIColor?

    init(bitmap: _Bitmap, scale: CGFloat) {
        self.scale = scale
        pixelWidth = bitmap.width
        pixelHeight = bitmap.height
        pixels = bitmap.copyPixels()
        size = CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale)
        renderingMode = .automatic
        _symbol = nil
        _tintColor = nil
    }

    /// A copy of `image` with another rendering mode, symbol or tint.
    init(_ image: UIImage, renderingMode: RenderingMode, symbol: _SymbolImage?, tintColor: UIColor?, pixels: [UInt32]? = nil) {
        scale = symbol?.pixelScale ?? image.scale
        size = symbol.map { CGSize(width: $0.side, height: $0.side) } ?? image.size
        pixelWidth = symbol.map { $0.pixelSide } ?? image.pixelWidth
        pixelHeight = symbol.map { $0.pixelSide } ?? image.pixelHeight
        self.pixels = pixels ?? image.pixels
        self.renderingMode = renderingMode
        _symbol = symbol
        _tintColor = tintColor
    }

    init(width: Int, height: Int, pixels: [UInt32], scale: CGFloat, symbol: _SymbolImage?) {
        self.scale = scale
        pixelWidth = width
        pixelHeight = height
        self.pixels = pixels
        // A symbol's size is its side in points, whatever its pixels round to.
        size =
            symbol.map { CGSize(width: $0.side, height: $0.side) } ?? CGSize(width: CGFloat(width) / scale, height: CGFloat(height) / scale)
        renderingMode = .automatic
        _symbol = symbol
        _tintColor = nil
    }

    /// The image in PNG `data`, at scale 1; nil when the data is not a PNG
    /// OpenUIKit can read or is damaged (UIKit gives nil for data it
    /// cannot decode).
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }

    /// The image in PNG `data`, at `scale` pixels per point (not finite
    /// or not positive: 1); nil when the data cannot be decoded.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let decoded = _PNGDecoder.decode(data) else { return nil }
        let checked = scale.isFinite && scale > 0 ? scale : 1
        self.init(width: decoded.width, height: decoded.height, pixels: decoded.pixels, scale: checked, symbol: nil)
    }

    /// Whether the image is a symbol (from ``init(systemName:)``).
    public var isSymbolImage: Bool { _symbol != nil }

    /// The configuration of a symbol image; nil for other images.
    public var symbolConfiguration: SymbolConfiguration? { _symbol?.configuration }

    /// The configuration the image was made with; nil for bitmap images.
    public var configuration: Configuration? { _symbol?.configuration }

    /// The orientation of the pixels: always `.up` here (PNG has none).
    public var imageOrientation: Orientation { .up }

    /// The image as PNG (8-bit RGBA, straight alpha); nil for an empty
    /// image, which PNG cannot hold (as UIKit gives nil for an image
    /// without pixels).
    public func pngData() -> Data? {
        guard pixelWidth > 0, pixelHeight > 0 else { return nil }
        return pixels.withUnsafeBufferPointer { _PNGEncoder.encode(width: pixelWidth, height: pixelHeight, pixels: $0) }
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
        let kind = _symbol.map { "symbol \($0.name), " } ?? ""
        return "<UIImage: \(kind)\(pixelWidth)×\(pixelHeight) pixels, \(size.width)×\(size.height) points at \(scale)x, \(renderingMode)>"
    }
}
