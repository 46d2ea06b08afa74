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
}
