import Foundation

extension UIView {
    /// The guide inset from the view's edges by its safe area.
    public var safeAreaLayoutGuide: UILayoutGuide { _systemGuide(.safeArea, stored: \._safeAreaGuide) }

    /// After this view laid out its subviews: each subview's safe area is the
    /// part of this view's unsafe border its untransformed frame overlaps (plus, for a
    /// controller's root view, the controller's additional insets).
    ///
    /// Only subviews whose frames changed are visited, unless this view's
    /// own safe area or bounds changed.
    ///
    /// - Complexity: O(subviews that changed), O(subviews) after a change here.
    func _updateSubviewsSafeArea() {
        if _allSubviewsNeedSafeArea {
            _allSubviewsNeedSafeArea = false
            for subview in _subviewsNeedingSafeArea { subview._needsSafeAreaFromSuperview = false }
            _subviewsNeedingSafeArea.removeAll(keepingCapacity: true)
            for subview in _subviews { subview._setSafeAreaInsets(_safeAreaInsets(of: subview)) }
            return
        }
        guard !_subviewsNeedingSafeArea.isEmpty else { return }
        let changed = _subviewsNeedingSafeArea
        _subviewsNeedingSafeArea.removeAll(keepingCapacity: true)
        for subview in changed {
            subview._needsSafeAreaFromSuperview = false
            if subview._superview === self { subview._setSafeAreaInsets(_safeAreaInsets(of: subview)) }
        }
    }

    /// This view's frame changed: its superview passes it its safe area again.
    func _frameDidChangeForSafeArea() {
        guard let superview = _superview, !_needsSafeAreaFromSuperview else { return }
        _needsSafeAreaFromSuperview = true
        superview._subviewsNeedingSafeArea.append(self)
    }

    /// The safe area a subview gets from this view.
    func _safeAreaInsets(of subview: UIView) -> UIEdgeInsets {
        let safe = _safeAreaInsets
        // The untransformed frame: a transform (a container's slide, say)
        // moves the picture, not the safe area.
        let size = subview._bounds.size
        let frame = CGRect(x: subview._center.x - size.width / 2, y: subview._center.y - size.height / 2,
                           width: size.width, height: size.height)
        let b = _bounds
        func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(0, value), max(0, limit)) }
        var insets = UIEdgeInsets(
            top: clamp(b.minY + safe.top - frame.minY, frame.height),
            left: clamp(b.minX + safe.left - frame.minX, frame.width),
            bottom: clamp(frame.maxY - (b.maxY - safe.bottom), frame.height),
            right: clamp(frame.maxX - (b.maxX - safe.right), frame.width)
        )
        if let controller = subview._owningController {
            insets = insets._adding(controller._containerOverlayInsets)._adding(controller._additionalSafeAreaInsets)
        }
        return insets
    }

    /// Sets the safe area; when it changed, the view (and its controller)
    /// hear of it, the safe-area guide follows, and the view lays out again.
    func _setSafeAreaInsets(_ insets: UIEdgeInsets) {
        guard insets != _safeAreaInsets else { return }
        _safeAreaInsets = insets
        _allSubviewsNeedSafeArea = true
        if let guide = _safeAreaGuide, let engine = _layoutItemEngine, let item = engine.existingItem(for: guide) {
            engine.refreshFrameConstraints(of: item)
        }
        safeAreaInsetsDidChange()
        if let controller = _owningController {
            controller._frameworkCall("viewSafeAreaInsetsDidChange()") { controller.viewSafeAreaInsetsDidChange() }
        }
        setNeedsLayout()
    }
}

extension UIViewController {
    func _setAdditionalSafeAreaInsets(_ insets: UIEdgeInsets) {
        guard insets != _additionalSafeAreaInsets else { return }
        _additionalSafeAreaInsets = insets
        _refreshRootViewSafeArea()
    }

    /// A built-in container's bars over this controller's view changed.
    func _setContainerOverlayInsets(_ insets: UIEdgeInsets) {
        guard insets != _containerOverlayInsets else { return }
        _containerOverlayInsets = insets
        _refreshRootViewSafeArea()
    }

    /// The controller left a built-in container: no bar covers it any more.
    /// A view out of any tree takes the change silently; it gets its safe
    /// area again from the next superview it joins.
    func _leaveContainerOverlay() {
        if let view = _view, view._superview == nil, !(view is UIWindow) {
            _containerOverlayInsets = .zero
        } else {
            _setContainerOverlayInsets(.zero)
        }
    }

    /// Computes the root view's safe area again (its superview's share plus
    /// this controller's own insets).
    private func _refreshRootViewSafeArea() {
        guard let view = _view else { return }
        if let superview = view._superview {
            view._setSafeAreaInsets(superview._safeAreaInsets(of: view))
        } else {
            view._setSafeAreaInsets(_containerOverlayInsets._adding(_additionalSafeAreaInsets))
        }
    }
}
