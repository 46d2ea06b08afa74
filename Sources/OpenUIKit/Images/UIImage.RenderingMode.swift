extension UIImage {
    /// Whether an image is drawn with its own colors or as a template (its
    /// alpha, in a tint color), with UIKit's raw values.
    public enum RenderingMode: Int, Sendable, Hashable {
        /// The context decides: image views draw bitmaps as they are and
        /// symbol images as templates.
        case automatic = 0
        /// Always the image's own colors.
        case alwaysOriginal = 1
        /// Always a template in the tint color.
        case alwaysTemplate = 2
    }
}
