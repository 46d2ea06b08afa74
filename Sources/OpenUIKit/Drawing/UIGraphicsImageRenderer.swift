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
