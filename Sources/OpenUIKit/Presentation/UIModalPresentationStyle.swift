import Foundation

/// How a presented controller's view covers the screen.
///
/// Which styles take the presenter's view off screen (and so give it
/// disappearance callbacks) is UIKit's: `.fullScreen` and `.currentContext`
/// remove it once the presentation ends; the sheets, the `over…` styles,
/// `.popover` and `.custom` (unless its presentation controller's
/// `shouldRemovePresentersView` says so) leave it.
public enum UIModalPresentationStyle: Int, Sendable {
    /// The presented view covers the screen; the presenter's view leaves.
    case fullScreen = 0
    /// A card over the presenter, which stays on screen.
    case pageSheet = 1
    /// A smaller card over the presenter, which stays on screen.
    case formSheet = 2
    /// The presented view covers the context controller's view, which leaves.
    case currentContext = 3
    /// A presentation the transitioning delegate's presentation controller manages.
    case custom = 4
    /// The presented view covers the screen; the presenter's view stays under it.
    case overFullScreen = 5
    /// The presented view covers the context controller's view, which stays under it.
    case overCurrentContext = 6
    /// A popover next to a source view or bar button item.
    case popover = 7
    /// tvOS only: the screen blurred behind the presented view.
    @available(iOS, unavailable)
    case blurOverFullScreen = 8
    /// Returned by adaptation callbacks to keep the current style.
    case none = -1
    /// The system's choice: a page sheet for a plain controller on current iOS.
    case automatic = -2
}

extension UIModalPresentationStyle {
    /// The style a presentation actually uses: `.automatic` is a page sheet
    /// (WWDC 2019, "Modernizing Your UI for iOS 13"), and `.none` and the
    /// tvOS blur, which cannot present here, are full screen.
    var _resolved: UIModalPresentationStyle {
        switch self {
        case .automatic: .pageSheet
        case .none: .fullScreen
        case .fullScreen, .pageSheet, .formSheet, .currentContext, .custom, .overFullScreen, .overCurrentContext, .popover:
            self
        default: .overFullScreen
        }
    }

    /// Whether the style covers a context controller rather than the screen.
    var _isContextual: Bool { self == .currentContext || self == .overCurrentContext }
}
