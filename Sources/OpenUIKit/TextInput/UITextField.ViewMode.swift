extension UITextField {
    /// When an overlay view (the clear button, the left or right view)
    /// shows, with UIKit's raw values.
    public enum ViewMode: Int, Sendable, Hashable {
        /// Never.
        case never = 0
        /// Only while the text field is editing.
        case whileEditing = 1
        /// Only while the text field is not editing.
        case unlessEditing = 2
        /// Always.
        case always = 3
    }
}
