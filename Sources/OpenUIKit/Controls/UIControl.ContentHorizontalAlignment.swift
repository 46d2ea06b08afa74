import Foundation

extension UIControl {
    /// How a control places its content across its width.
    public enum ContentHorizontalAlignment: Int, Sendable {
        /// In the middle.
        case center = 0
        /// Against the left edge.
        case left = 1
        /// Against the right edge.
        case right = 2
        /// Stretched to the width.
        case fill = 3
        /// Against the leading edge (left in left-to-right layouts).
        case leading = 4
        /// Against the trailing edge (right in left-to-right layouts).
        case trailing = 5
    }
}
