import Foundation

/// The style of the status bar's content.
public enum UIStatusBarStyle: Int, Sendable, CustomStringConvertible {
    case `default` = 0
    case lightContent = 1
    case darkContent = 3
    public var description: String {
        switch self {
        case .default: ".default"
        case .lightContent: ".lightContent"
        case .darkContent: ".darkContent"
        }
    }
}

/// How the status bar animates when it changes.
public enum UIStatusBarAnimation: Int, Sendable {
    case none = 0
    case fade = 1
    case slide = 2
}

/// The status bar as a window resolves it from its controllers.
///
/// UIKit keeps this on the window scene; OpenUIKit has no scenes, so each
/// window has one (``UIWindow/statusBarManager``).
@preconcurrency @MainActor
public final class UIStatusBarManager {
    /// The style the controller chain asks for.
    public internal(set) var statusBarStyle: UIStatusBarStyle = .default
    /// Whether the controller chain hides the status bar.
    public internal(set) var isStatusBarHidden = false
    /// The status bar's frame in window coordinates; zero when hidden.
    public internal(set) var statusBarFrame: CGRect = .zero
    /// The controller whose `preferredStatusBarStyle` decided the style.
    public internal(set) weak var styleController: UIViewController?
    /// The controller whose `prefersStatusBarHidden` decided visibility.
    public internal(set) weak var hiddenController: UIViewController?

    nonisolated init() {}
}
