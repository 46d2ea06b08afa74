import Foundation

extension UIBarButtonItem {
    /// How a bar button item's title shows.
    public enum Style: Int, Sendable {
        /// The standard item.
        case plain = 0
        /// The bordered item of iOS 6 (deprecated in UIKit since iOS 8: use ``plain``).
        @available(*, deprecated, message: "Use UIBarButtonItem.Style.plain when minimum deployment target is iOS 7 or later")
        case bordered = 1
        /// An item for a completing action (its title bold, in UIKit).
        case done = 2
    }
}
