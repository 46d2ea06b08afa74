import Foundation

extension UISplitViewController {
    /// A column of a column-style split view controller.
    public enum Column: Int, Sendable {
        /// The leading column (the sidebar).
        case primary = 0
        /// The middle column of a triple-column split view.
        case supplementary = 1
        /// The column that shows the content.
        case secondary = 2
        /// The controller shown instead of the columns while the split view
        /// is collapsed (horizontally compact).
        case compact = 3
    }
}
