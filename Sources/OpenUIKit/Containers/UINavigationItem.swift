import Foundation

/// What a navigation bar shows while a controller is on top of a
/// navigation stack: its title, and what the back button says.
///
/// Bar button items and title views wait for controls; see Coverage.md.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// The title shown in the middle of the bar.
    open var title: String?
    /// A line of text shown above the title.
    open var prompt: String?
    /// The back button's title when this item is below the top, or nil for the item's title.
    open var backButtonTitle: String?
    /// Whether the back button is hidden while this item is on top.
    open var hidesBackButton = false
    /// How a large title shows when the bar prefers large titles.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic

    /// Creates an item with a title.
    public init(title: String?) {
        self.title = title
        super.init()
    }

    /// The large-title modes.
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic, always, never, inline
    }
}
