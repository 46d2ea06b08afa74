import Foundation

extension UIWindow {
    /// The controller whose status bar chain decides the window's status bar:
    /// the root, or the top presented controller that takes it over.
    ///
    /// Apple's documentation of `modalPresentationCapturesStatusBarAppearance`:
    /// a presented controller takes over the status bar when it is presented
    /// full screen, or when that property is true.
    var _statusBarAppearanceRoot: UIViewController? {
        guard var current = _rootViewController else { return nil }
        var decider = current
        var visited: [UIViewController] = [current]
        while let presented = current._modal.presented, !visited._containsIdentical(presented) {
            visited.append(presented)
            let style = presented._modal.presentation?.style
            if style == .fullScreen || presented.modalPresentationCapturesStatusBarAppearance { decider = presented }
            current = presented
        }
        return decider
    }
}
