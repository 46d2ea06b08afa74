import Foundation

extension UITabBarItem {
    /// The standard tab bar items, with UIKit's raw values; each shows its
    /// own title and image, which the item's `title` and `image` do not change.
    public enum SystemItem: Int, Sendable, CaseIterable {
        case more = 0
        case favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent
        case mostViewed

        /// The title UIKit shows for the item (English).
        var _title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }
    }
}
