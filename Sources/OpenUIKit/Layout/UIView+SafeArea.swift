import Foundation

/// A view's safe area and what its subviews still need of it.
struct _ViewSafeAreaState {
    var insets: UIEdgeInsets = .zero
    /// Subviews whose frames changed since this view last passed on its safe area.
    var changedSubviews: [UIView] = []
    /// This view is listed in its superview's `changedSubviews`.
    var needsUpdateFromSuperview = false
    /// Every subview needs its safe area again (this view's own changed).
    var allSubviewsNeedUpdate = true
}

extension UIView {
    /// The guide inset from the view's edges by its safe area.
    public var safeAreaLayoutGuide: UILayoutGuide { _systemGuide(.safeArea, stored: \._autoLayout.safeAreaGuide) }

    /// After this view laid out its subviews: each subview's safe area is the
    /// part of this view's unsafe border its untransformed frame overlaps (plus, for a
    /// controller's root view, the controller's additional insets).
    ///
    /// Only subviews whose frames changed are visited, unless this view's
    /// own safe area or bounds changed.
    ///
    /// - Complexity: O(subviews that changed), O(subviews) after a change here.
    func _updateSubviewsSafeArea() {
        if _safeArea.allSubviewsNeedUpdate {
            _safeArea.allSubviewsNeedUpdate = false
            for subview in _safeArea.changedSubviews { subview._safeArea.needsUpdateFromSuperview = false }
            _safeArea.changedSubviews.removeAll(keepingCapacity: true)
            for subview in _subviews { _passSafeAreaAndMargins(to: subview) }
            return
        }
        guard !_safeArea.changedSubviews.isEmpty else { return }
        let changed = _safeArea.changedSubviews
        _safeArea.changedSubviews.removeAll(keepingCapacity: true)
        for subview in changed {
            subview._safeArea.needsUpdateFromSuperview = false
            if subview._superview === self { _passSafeAreaAndMargins(to: subview) }
        }
    }

    /// Gives a subview its safe area, and this view's margins when it preserves them.
    private func _passSafeAreaAndMargins(to subview: UIView) {
        // A changed safe area already brought the margins up to date.
        if !subview._setSafeAreaInsets(_safeAreaInsets(of: subview)), subview.preservesSuperviewLayoutMargins {
            subview._layoutMarginsInputsDidChange()
        }
    }

    /// This view's bounds changed: every subview needs its safe area again,
    /// and this view needs its own from its superview.
    func _boundsDidChangeForSafeArea() {
        _safeArea.allSubviewsNeedUpdate = true
        _frameDidChangeForSafeArea()
    }

    /// This view's frame changed: its superview passes it its safe area again.
    func _frameDidChangeForSafeArea() {
        guard let superview = _superview, !_safeArea.needsUpdateFromSuperview else { return }
        _safeArea.needsUpdateFromSuperview = true
        superview._safeArea.changedSubviews.append(self)
    }

    /// The safe area a subview gets from this view: on each edge, how deep
    /// the subview's untransformed frame reaches into this view's unsafe
    /// band along that edge, inside this view's bounds (a subview that
    /// sticks out past the edge gets the band, not more). Sources: Apple,
    /// `safeAreaInsets` ("for other views ... the insets reflect only the
    /// portion of the view that is covered"); cnblogs.com/huahuahu, "UIKit:
    /// Apps for Every Size and Shape" (a subview past the superview's edge
    /// gets the superview's inset there, "不会延伸出去").
    func _safeAreaInsets(of subview: UIView) -> UIEdgeInsets {
        let safe = _safeArea.insets
        let frame = subview._untransformedFrame
        let b = _bounds
        func depth(_ from: CGFloat, _ to: CGFloat) -> CGFloat { max(0, to - from) }
        var insets = UIEdgeInsets(
            top: depth(max(frame.minY, b.minY), min(frame.maxY, b.minY + safe.top)),
            left: depth(max(frame.minX, b.minX), min(frame.maxX, b.minX + safe.left)),
            bottom: depth(max(frame.minY, b.maxY - safe.bottom), min(frame.maxY, b.maxY)),
            right: depth(max(frame.minX, b.maxX - safe.right), min(frame.maxX, b.maxX))
        )
        if let controller = subview._owningController {
            insets = insets._adding(controller._containerOverlayInsets)._adding(controller._additionalSafeAreaInsets)
        }
        return insets
    }

    /// Sets the safe area; when it changed, the view (and its controller)
    /// hear of it, the safe-area guide and the margins follow, and the view
    /// lays out again. Returns whether it changed.
    @discardableResult
    func _setSafeAreaInsets(_ insets: UIEdgeInsets) -> Bool {
        guard insets != _safeArea.insets else { return false }
        _safeArea.insets = insets
        _safeArea.allSubviewsNeedUpdate = true
        _refreshSystemGuide(_autoLayout.safeAreaGuide)
        safeAreaInsetsDidChange()
        if let controller = _owningController {
            controller._frameworkCall("viewSafeAreaInsetsDidChange()") { controller.viewSafeAreaInsetsDidChange() }
        }
        _layoutMarginsInputsDidChange()
        setNeedsLayout()
        return true
    }
}

extension UIViewController {
    func _setAdditionalSafeAreaInsets(_ insets: UIEdgeInsets) {
        guard [insets.top, insets.left, insets.bottom, insets.right].allSatisfy(_LayoutEngine.takes) else {
            UIApplication.shared.diagnostics.report(
                .misuse,
                "\(_shortDescription): additionalSafeAreaInsets must be finite numbers within ±1e30, not \(insets); they stay \(_additionalSafeAreaInsets)."
            )
            return
        }
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

    /// Computes the root view's safe area again (its superview's share plus
    /// this controller's own insets). A view in no tree keeps what it has
    /// until it joins one, where its new superview computes it.
    private func _refreshRootViewSafeArea() {
        guard let view = _view, let superview = view._superview else { return }
        view._setSafeAreaInsets(superview._safeAreaInsets(of: view))
    }
}
