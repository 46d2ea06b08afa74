import Foundation

extension UIControl {
    /// How a control places its content across its height.
    public enum ContentVerticalAlignment: Int, Sendable {
        /// In the middle.
        case center = 0
        /// Against the top edge.
        case top = 1
        /// Against the bottom edge.
        case bottom = 2
        /// Stretched to the height.
        case fill = 3
    }
}
