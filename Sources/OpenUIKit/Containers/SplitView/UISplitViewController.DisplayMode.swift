import Foundation

extension UISplitViewController {
    /// Which columns show, and how they share the split view's width.
    public enum DisplayMode: Int, Sendable {
        /// The split view decides from its size and style.
        case automatic = 0
        /// Only the secondary column shows.
        case secondaryOnly = 1
        /// One column (the primary, or in a triple-column split view the
        /// supplementary) beside the secondary.
        case oneBesideSecondary = 2
        /// One column over the secondary, which keeps the full width.
        case oneOverSecondary = 3
        /// The primary and supplementary columns beside the secondary.
        case twoBesideSecondary = 4
        /// The primary and supplementary columns over the secondary.
        case twoOverSecondary = 5
        /// The primary and supplementary columns push the secondary aside.
        case twoDisplaceSecondary = 6

        /// The classic name of ``secondaryOnly``.
        @available(*, deprecated, renamed: "secondaryOnly")
        public static let primaryHidden = DisplayMode.secondaryOnly
        /// The classic name of ``oneBesideSecondary``.
        @available(*, deprecated, renamed: "oneBesideSecondary")
        public static let allVisible = DisplayMode.oneBesideSecondary
        /// The classic name of ``oneOverSecondary``.
        @available(*, deprecated, renamed: "oneOverSecondary")
        public static let primaryOverlay = DisplayMode.oneOverSecondary
    }
}
