extension UITextField {
    /// The border a text field draws, with UIKit's raw values.
    public enum BorderStyle: Int, Sendable, Hashable {
        /// No border (the default).
        case none = 0
        /// A thin rectangle.
        case line = 1
        /// A rectangle with a shadow on its top and left edges.
        case bezel = 2
        /// A rounded rectangle on a white fill, the style of most iOS forms.
        case roundedRect = 3
    }
}
