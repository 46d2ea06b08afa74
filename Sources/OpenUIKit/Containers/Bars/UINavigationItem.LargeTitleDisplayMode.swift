import Foundation

extension UINavigationItem {
    /// Whether an item's title shows large when its bar prefers large titles.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the item below it in the stack shows (large for the root).
        case automatic = 0
        /// Large.
        case always = 1
        /// Not large.
        case never = 2
        /// Inline, in the standard bar (iOS 17).
        case inline = 3
    }
}
