import Foundation

extension UIPageViewController {
    /// How a page view controller moves from page to page.
    public enum TransitionStyle: Int, Sendable {
        /// Pages turn like the pages of a book, around the spine.
        case pageCurl = 0
        /// Pages scroll into place side by side.
        case scroll = 1
    }
}
