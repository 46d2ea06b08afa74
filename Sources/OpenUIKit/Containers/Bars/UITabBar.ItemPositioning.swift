import Foundation

extension UITabBar {
    /// How a tab bar places its items.
    public enum ItemPositioning: Int, Sendable {
        /// Fill in a compact width, centred in a regular one.
        case automatic = 0
        /// Across the whole width, equal widths.
        case fill = 1
        /// Centred, at ``UITabBar/itemWidth`` and ``UITabBar/itemSpacing``.
        case centered = 2
    }
}
