import Foundation

/// What a renderer's drawing gets: the Core Graphics context, and a few
/// shortcuts.
@preconcurrency @MainActor
open class UIGraphicsImageRendererContext: NSObject {
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
