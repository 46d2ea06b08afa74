import Foundation

extension UINavigationController {
    /// Takes a collapsing split view's secondary controller onto the stack:
    /// pushes it, or, for a navigation controller (which cannot be pushed),
    /// moves its controllers onto this stack.
    func _collapseSecondary(_ secondary: UIViewController) {
        guard let secondaryNavigation = secondary as? UINavigationController else {
            _changeStack(keeping: _stack.count, then: [secondary], animated: false, operation: .push)
            return
        }
        let moved = secondaryNavigation.viewControllers
        secondaryNavigation._removeChildViewIfShown(secondaryNavigation.topViewController)
        secondaryNavigation.setViewControllers([], animated: false)
        guard !moved.isEmpty else { return }
        _changeStack(keeping: _stack.count, then: moved, animated: false, operation: .push)
    }

    /// Pops the top controller for an expanding split view and returns it:
    /// its view leaves first (it disappears), then the stack shrinks and the
    /// new top comes in; nil when only the root is left.
    func _separateSecondary() -> UIViewController? {
        guard _stack.count > 1, let top = _stack.last else { return nil }
        if !_isTransitioning { _removeChildViewIfShown(top) }
        _changeStack(keeping: _stack.count - 1, then: [], animated: false, operation: .pop)
        return top
    }
}
