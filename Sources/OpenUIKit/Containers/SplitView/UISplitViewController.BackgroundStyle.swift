import Foundation

extension UISplitViewController {
    /// The background of the primary column.
    public enum BackgroundStyle: Int, Sendable {
        /// No special background.
        case none = 0
        /// The translucent sidebar background.
        case sidebar = 1
    }
}
