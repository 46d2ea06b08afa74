import Foundation

extension UIMenuElement {
    /// Whether an element shows as checked.
    public enum State: Int, Sendable {
        /// Not checked.
        case off = 0
        /// Checked.
        case on = 1
        /// Partly checked.
        case mixed = 2
    }
}
