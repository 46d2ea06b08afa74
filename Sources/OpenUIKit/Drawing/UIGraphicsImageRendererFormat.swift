import Foundation

/// A renderer's configuration: its scale and whether images are opaque.
@preconcurrency @MainActor
open class UIGraphicsImageRendererFormat: NSObject {
    /// Pixels per point; the main screen's scale by default.
    open var scale: CGFloat
    /// Whether images have no transparency (they start black); false by default.
    open var opaque = false

    public override init() {
        scale = UIScreen.main.scale
        super.init()
    }

    /// The format for the main screen.
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The format for the main screen.
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}
