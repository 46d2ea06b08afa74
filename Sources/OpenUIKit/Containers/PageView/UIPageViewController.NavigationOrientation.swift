import Foundation

extension UIPageViewController {
    /// The axis along which pages follow each other.
    public enum NavigationOrientation: Int, Sendable {
        /// Pages follow each other from left to right.
        case horizontal = 0
        /// Pages follow each other from top to bottom.
        case vertical = 1
    }
}
