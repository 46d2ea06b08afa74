import Foundation

/// The navigation controller's toolbar, the bars' heights as the top item
/// changes them, and `hidesBottomBarWhenPushed`.
///
/// Apple, `UINavigationController.toolbar`, `isToolbarHidden` ("The default
/// value is true") and `UIViewController.setToolbarItems(_:animated:)`: the
/// toolbar shows the top controller's items. Apple,
/// `hidesBottomBarWhenPushed`, says the topmost controller's value decides;
/// what UIKit does is hide the bottom bar while any controller from the top
/// down to the root has it: qiita.com/satorun/items/bc86606a0bd40275ac97
/// (iOS 10.3.1: a controller pushed above one with `true` leaves the tab
/// bar hidden whatever its own value), stackoverflow.com/questions/5641465
/// ("the bottom bar remains hidden until the view controller is popped"),
/// jianshu.com/p/4e94dd08623b (UIKit walks the stack from the top to the
/// root; any `true` hides the bar). OpenUIKit keeps that rule for the tab
/// bar and the toolbar alike, reading each controller's value when it comes
/// into the stack (UIKit reads them at each change: a value changed while
/// the controller is in the stack counts only from its next push).
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
