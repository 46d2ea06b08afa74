import Foundation

extension UIViewController {
    /// The coordinator of the animated presentation, dismissal, push or pop
    /// this controller takes part in; else its nearest ancestor's; nil when
    /// no such transition runs.
    ///
    /// Apple's documentation: a presentation's or dismissal's coordinator
    /// while it is in progress, and the ancestors' when the controller has
    /// none of its own. A transition that does not animate has none
    /// (Tencent/MLeaksFinder pull request 2: no coordinator for a pop
    /// without animation). OpenUIKit's is not overridable: Swift cannot
    /// override a member declared in an extension.
    public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        var current: UIViewController? = self
        while let controller = current {
            if let coordinator = _TransitionCoordinator.coordinator(of: controller) { return coordinator }
            current = controller._parent
        }
        return nil
    }
}
