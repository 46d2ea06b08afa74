import Foundation

extension UIViewController {
    /// Ends the appearance transition in progress where the view actually
    /// is: one that was moved meanwhile (into a shown window while it was
    /// disappearing, out of one while it was appearing) turns back first.
    func _endAppearanceWhereTheViewIs() {
        guard _appearState == .appearing || _appearState == .disappearing else { return }
        let shown = _view?._window?._isShowing == true
        if (_appearState == .appearing) != shown { _beginAppearance(shown, animated: false) }
        _endAppearance()
    }

    /// Takes this controller's view off screen for a presentation over it,
    /// remembering where it was.
    ///
    /// A view an animator moved into a presentation's container is
    /// remembered at `home`, where it was when the presentation began.
    func _removeViewForPresentation(home: _RemovedView? = nil) {
        guard let view = _view, let superview = view._superview else { return }
        if superview is _UITransitionView, let home {
            _modal.removedView = home
        } else {
            let index = superview._subviews._lastIndex(ofIdentical: view) ?? superview._subviews.count
            _modal.removedView = _RemovedView(superview: superview, index: index, frame: view.frame)
        }
        view.removeFromSuperview()
    }

    /// Where this controller's view is now, to put it back there later.
    var _viewHome: _RemovedView? {
        guard let view = _view, let superview = view._superview else { return nil }
        let index = superview._subviews._lastIndex(ofIdentical: view) ?? superview._subviews.count
        return _RemovedView(superview: superview, index: index, frame: view.frame)
    }

    /// Where the view a presentation took off screen goes back to, when it
    /// can (the view is still out of every tree and its old superview lives).
    var _superviewToRestoreInto: UIView? {
        guard let removed = _modal.removedView, let view = _view, view._superview == nil, let superview = removed.superview
        else { return nil }
        // Only into the tree of the controller that still holds it (a child
        // taken from its parent meanwhile does not go back there), and only
        // while a built-in container would show it (its top, its selected tab).
        guard superview._enclosingController === _parent else { return nil }
        if let navigation = _parent as? UINavigationController, navigation.topViewController !== self { return nil }
        if let tabs = _parent as? UITabBarController, tabs.selectedViewController !== self { return nil }
        return superview
    }

    /// Puts back the view a presentation took off screen, below `container`
    /// when that is in the same superview.
    func _restoreViewAfterPresentation(below container: UIView?) {
        guard let removed = _modal.removedView, let superview = _superviewToRestoreInto, let view = _view else { return }
        _modal.removedView = nil
        view.frame = removed.frame
        if let container, container._superview === superview {
            superview.insertSubview(view, belowSubview: container)
        } else {
            superview.insertSubview(view, at: min(removed.index, superview._subviews.count))
        }
    }
}
