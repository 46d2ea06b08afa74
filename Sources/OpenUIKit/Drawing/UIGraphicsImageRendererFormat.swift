import Foundation

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
