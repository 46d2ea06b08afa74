import Foundation

/// The common base of bar items: a title, a tag, and whether it is enabled.
@MainActor
open class UIBarItem {
    /// The item's title.
    open var title: String?
    /// A number you choose to identify the item.
    open var tag = 0
    /// Whether the item can be chosen.
    open var isEnabled = true

    public init() {}
}

/// What a tab bar shows for a controller: its title, tag and badge.
///
/// Images wait for an image type in the core; see Coverage.md.
@MainActor
open class UITabBarItem: UIBarItem {
    /// The text of the badge on the item, or nil for no badge.
    open var badgeValue: String?

    public override init() { super.init() }
}
