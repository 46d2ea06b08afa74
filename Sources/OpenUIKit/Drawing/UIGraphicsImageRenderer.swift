import Foundation

/// Makes images from drawing: ``image(actions:)`` runs your drawing with a
/// fresh context and returns what it drew.
///
/// ```swift
/// let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40))
/// let png = renderer.pngData { context in
///     UIColor.red.setFill()
///     context.fill(CGRect(x: 0, y: 0, width: 20, height: 40))
/// }
/// ```
///
/// UIKit's renderers may be used from any thread; OpenUIKit's current-context
/// stack belongs to the main actor, and so does the renderer.
@preconcurrency @MainActor
open class UIGraphicsImageRenderer: NSObject {
    /// The drawing a renderer runs.
    public typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void

    /// The renderer's scale and opacity.
    public let format: UIGraphicsImageRendererFormat
    private let bounds: CGRect

    /// A renderer of images of `bounds.size`, whose drawing sees `bounds`'s
    /// origin at the top-left corner.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds.standardized
        self.format = format
    }

    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: UIGraphicsImageRendererFormat())
    }

    /// A renderer of images of `size`. An empty size gives empty images; a
    /// size that is negative, NaN, infinite or too large to allocate (see
    /// <doc:DisplayAndDrawing>) gives empty images too, reported.
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        // Not standardized: a negative size is a mistake, not a rectangle.
        bounds = CGRect(origin: .zero, size: size)
        self.format = format
    }

    public convenience init(size: CGSize) {
        self.init(size: size, format: UIGraphicsImageRendererFormat())
    }

    /// Runs `actions` in a new context and returns the image drawn.
    public func image(actions: DrawingActions) -> UIImage {
        let (surface, scale) = render(actions)
        return UIImage(bitmap: surface.bitmap, scale: scale)
    }

    /// Runs `actions` in a new context and returns the image drawn, as PNG.
    public func pngData(actions: DrawingActions) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// Draws into a bitmap of the renderer's size, or, when that cannot be
    /// allocated, into an empty one (the actions still run; what they draw
    /// goes nowhere).
    private func render(_ actions: DrawingActions) -> (_Surface, scale: CGFloat) {
        let scale = effectiveScale
        let origin = bounds.origin
        let pixels: (width: Int, height: Int)
        if origin.x.isFinite, origin.y.isFinite, let size = _Bitmap.pixelSize(of: bounds.size, scale: scale) {
            pixels = size
        } else {
            pixels = (0, 0)
            reportUnallocatable(scale: scale)
        }
        let surface = _Surface(width: pixels.width, height: pixels.height, opaque: format.opaque)
        let ctm = CGAffineTransform(translationX: pixels.width > 0 ? -bounds.minX : 0, y: pixels.height > 0 ? -bounds.minY : 0)
            .concatenating(CGAffineTransform(scaleX: scale, y: scale))
        let context = UIGraphicsImageRendererContext(
            cgContext: CGContext(surface: surface, ctm: ctm, clip: surface.bounds), format: format, scale: scale)
        _GraphicsContexts.with(context.cgContext) { actions(context) }
        return (surface, scale)
    }

    /// The format's scale, or the main screen's when the format's is not a
    /// positive, finite number (reported).
    private var effectiveScale: CGFloat {
        let scale = format.scale
        if scale.isFinite, scale > 0 { return scale }
        let fallback = UIScreen.main.scale
        UIApplication.shared.diagnostics.report(
            .misuse,
            "UIGraphicsImageRenderer: format scale \(_Bitmap._logFormat(scale)) is not a positive, finite number; drawing at the main screen's scale \(_Bitmap._logFormat(fallback))."
        )
        return fallback
    }

    /// Reported with the words of UIKit's assertion for a bitmap context it
    /// cannot allocate (spelled as UIKit spells it, "CGBitampContext").
    private func reportUnallocatable(scale: CGFloat) {
        func g(_ value: CGFloat) -> String { String(format: "%.17g", Double(value)) }
        UIApplication.shared.diagnostics.report(
            .misuse,
            "UIGraphicsImageRenderer failed to allocate CGBitampContext: size={\(g(bounds.size.width)), \(g(bounds.size.height))}, scale=\(_Bitmap._logFormat(scale)), origin={\(g(bounds.origin.x)), \(g(bounds.origin.y))}. A renderer's size must be finite and non-negative, and at most \(_Bitmap.maximumSide) pixels a side and \(_Bitmap.maximumPixels) pixels in all; the image is empty."
        )
    }
}
