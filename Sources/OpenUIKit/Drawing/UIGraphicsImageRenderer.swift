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
@MainActor
open class UIGraphicsImageRenderer {
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

    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    public convenience init(size: CGSize) {
        self.init(size: size, format: UIGraphicsImageRendererFormat())
    }

    /// Runs `actions` in a new context and returns the image drawn.
    public func image(actions: DrawingActions) -> UIImage {
        let surface = render(actions)
        return UIImage(bitmap: surface.bitmap, scale: format.scale)
    }

    /// Runs `actions` in a new context and returns the image drawn, as PNG.
    public func pngData(actions: DrawingActions) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    private func render(_ actions: DrawingActions) -> _Surface {
        let scale = format.scale
        let surface = _Surface(width: Int((bounds.width * scale).rounded(.up)),
                               height: Int((bounds.height * scale).rounded(.up)), opaque: format.opaque)
        let ctm = CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY)
            .concatenating(CGAffineTransform(scaleX: scale, y: scale))
        let context = UIGraphicsImageRendererContext(
            cgContext: CGContext(surface: surface, ctm: ctm, clip: surface.bounds), format: format, scale: scale)
        _GraphicsContexts.with(context.cgContext) { actions(context) }
        return surface
    }
}

/// A renderer's configuration: its scale and whether images are opaque.
@MainActor
open class UIGraphicsImageRendererFormat {
    /// Pixels per point; the main screen's scale by default.
    open var scale: CGFloat
    /// Whether images have no transparency (they start black); false by default.
    open var opaque = false

    public init() { scale = UIScreen.main.scale }

    /// The format for the main screen.
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The format for the main screen.
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// What a renderer's drawing gets: the Core Graphics context, and a few
/// shortcuts.
@MainActor
open class UIGraphicsImageRendererContext {
    /// The context the drawing goes to (also the current context).
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat
    private let scale: CGFloat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat, scale: CGFloat) {
        self.cgContext = cgContext
        self.format = format
        self.scale = scale
    }

    /// What has been drawn so far, as an image.
    open var currentImage: UIImage { UIImage(bitmap: cgContext._surface.bitmap, scale: scale) }

    /// Fills `rect` with the current fill color.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Strokes `rect` with the current stroke color and line width.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    /// Narrows the clip to `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}
