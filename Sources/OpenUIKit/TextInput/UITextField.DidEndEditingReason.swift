extension UITextField {
    /// Why editing ended, with UIKit's raw values.
    public enum DidEndEditingReason: Int, Sendable, Hashable {
        /// The text field resigned, or was taken out of its window.
        case committed = 0
    }
}
