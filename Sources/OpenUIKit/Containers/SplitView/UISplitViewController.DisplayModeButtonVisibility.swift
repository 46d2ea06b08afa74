import Foundation

extension UISplitViewController {
    /// When the split view shows the button that changes its display mode.
    public enum DisplayModeButtonVisibility: Int, Sendable {
        /// The split view decides.
        case automatic = 0
        /// The button never shows.
        case never = 1
        /// The button always shows.
        case always = 2
    }
}
