import Foundation

extension UIPageViewController {
    /// Where the spine of a page-curl page view controller sits.
    ///
    /// Pass one (as its raw value, or itself) for
    /// ``UIPageViewController/OptionsKey/spineLocation`` in the options of
    /// ``UIPageViewController/init(transitionStyle:navigationOrientation:options:)``.
    public enum SpineLocation: Int, Sendable {
        /// No spine: the transition style is not ``UIPageViewController/TransitionStyle/pageCurl``.
        case none = 0
        /// The spine is at the left or top edge; one page shows at a time.
        case min = 1
        /// The spine is in the middle; two pages show at a time.
        case mid = 2
        /// The spine is at the right or bottom edge; one page shows at a time.
        case max = 3

        /// The spine's name in UIKit's messages.
        ///
        /// No source found prints UIKit's names for spine locations; the
        /// Objective-C constants' names are used.
        var _name: String {
            switch self {
            case .none: "UIPageViewControllerSpineLocationNone"
            case .min: "UIPageViewControllerSpineLocationMin"
            case .mid: "UIPageViewControllerSpineLocationMid"
            case .max: "UIPageViewControllerSpineLocationMax"
            }
        }

        /// How many pages show at a time with this spine.
        var _pageCount: Int { self == .mid ? 2 : 1 }
    }
}
