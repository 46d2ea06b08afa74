import Foundation

extension UIPageViewController {
    /// The direction of a change of page.
    public enum NavigationDirection: Int, Sendable {
        /// Toward the next page: from the right, or from the bottom.
        case forward = 0
        /// Toward the previous page: from the left, or from the top.
        case reverse = 1
    }
}
