import Foundation

extension UIPageViewController {
    /// The keys of the options dictionary a page view controller is created with.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String

        /// Creates a key from its raw value.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The spine location of a page-curl page view controller: a
        /// ``UIPageViewController/SpineLocation`` or its raw value.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")

        /// The space, in points, between the pages of a scroll-style page
        /// view controller: a number, 0 by default.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }
}
