import Foundation

extension UISplitViewController {
    /// The edge of the split view the primary column sits along.
    public enum PrimaryEdge: Int, Sendable {
        /// The leading edge (the left in a left-to-right layout).
        case leading = 0
        /// The trailing edge.
        case trailing = 1
    }
}
