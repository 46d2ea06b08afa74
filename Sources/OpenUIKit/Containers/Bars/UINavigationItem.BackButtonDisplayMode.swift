import Foundation

extension UINavigationItem {
    /// What the back button shows while an item is below the top.
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The item's back title (or title); "Back" when that does not fit.
        case `default` = 0
        /// "Back", whatever the item's title.
        case generic = 1
        /// No title: the chevron alone.
        case minimal = 2
    }
}
