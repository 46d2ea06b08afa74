import Foundation

/// The navigation controller's toolbar, the bars' heights as the top item
/// changes them, and `hidesBottomBarWhenPushed`.
///
/// Apple, `UINavigationController.toolbar`, `isToolbarHidden` ("The default
/// value is true") and `UIViewController.setToolbarItems(_:animated:)`: the
/// toolbar shows the top controller's items. Apple,
/// `hidesBottomBarWhenPushed`: the bottom bar hides while a controller with
/// it is pushed; UIKit hides it while any controller from the root to the
/// top has it (a controller pushed above one that hides the bar does not
/// bring it back: the common report, e.g. the many "hidesBottomBarWhenPushed
/// stays hidden for the next controller" questions), which is what
/// OpenUIKit does; the value is read when the controller comes into the stack.
extension UINavigationController {
    /// Whether the toolbar shows: not hidden, and no controller in the stack hides the bottom bars.
    var _showsToolbar: Bool { !_toolbarHidden && !_hidesBottomBar }

    /// Whether a controller from the root to the top hides the bottom bars.
    var _hidesBottomBar: Bool { _hidesBottomBarPrefix.last ?? false }

    func _setToolbarHidden(_ hidden: Bool) {
        guard hidden != _toolbarHidden else { return }
        _toolbarHidden = hidden
        _barHeightMayHaveChanged()
    }

    /// The bar the stack's views go under: the toolbar while it is in the
    /// view, else the navigation bar.
    var _lowestBar: UIView {
        if let container = _view, _toolbar._superview === container { return _toolbar }
        return _navigationBar
    }

    /// The stack changed from `index` up: the toolbar shows the new top's
    /// items, and the bottom bars follow `hidesBottomBarWhenPushed`
    /// (O(controllers from `index`), as the rest of a stack change).
    func _stackDidChange(from index: Int) {
        let hidBefore = _hidesBottomBar
        if index < _hidesBottomBarPrefix.count { _hidesBottomBarPrefix.removeSubrange(index...) }
        while _hidesBottomBarPrefix.count < _stack.count {
            let controller = _stack[_hidesBottomBarPrefix.count]
            _hidesBottomBarPrefix.append((_hidesBottomBarPrefix.last ?? false) || controller.hidesBottomBarWhenPushed)
        }
        _toolbar.setItems(topViewController?.toolbarItems, animated: false)
        if hidBefore != _hidesBottomBar { tabBarController?._view?.setNeedsLayout() }
        _barHeightMayHaveChanged()
    }

    /// A bar's height may have changed (the top item's prompt or large
    /// title, the toolbar shown or hidden): the stack gets the new overlay.
    func _barHeightMayHaveChanged() {
        guard _barOverlayInsets != _stackOverlay else { return }
        _updateStackOverlays()
        _view?.setNeedsLayout()
    }

    /// Places the toolbar along the bottom of the safe area; where the
    /// bottom of the safe area is the screen's (the home indicator), its
    /// background covers it too, as the tab bar's does. The toolbar is in
    /// the view only while it shows (UIKit makes it on demand).
    func _layoutToolbar(in view: UIView) {
        guard _showsToolbar else {
            if _toolbar._superview === view { _toolbar.removeFromSuperview() }
            return
        }
        if _toolbar._superview !== view { view.insertSubview(_toolbar, belowSubview: _navigationBar) }
        let height = UIToolbar._contentHeight(for: traitCollection)
        let bottom = view.safeAreaInsets.bottom
        // Over a parent's bar (a tab bar), the toolbar stops at that bar.
        let covered = _containerOverlayInsets.bottom > 0 ? 0 : bottom
        _toolbar.frame = CGRect(x: 0, y: view.bounds.maxY - bottom - height, width: view.bounds.width, height: height + covered)
    }
}

extension UIViewController {
    /// The toolbar follows the top controller's items.
    func _toolbarItemsDidChange() {
        if let navigation = _parent as? UINavigationController, navigation.topViewController === self {
            navigation._toolbar.setItems(toolbarItems, animated: false)
        }
    }
}
