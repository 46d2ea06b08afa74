import Foundation

extension UISplitViewController {
    /// How many columns a split view controller manages, fixed when it is created.
    public enum Style: Int, Sendable {
        /// A classic split view controller (before iOS 14): a primary and a
        /// secondary controller set through ``UISplitViewController/viewControllers``.
        case unspecified = 0
        /// Primary and secondary columns.
        case doubleColumn = 1
        /// Primary, supplementary and secondary columns.
        case tripleColumn = 2
    }
}
