import Foundation

extension UIView: UITraitEnvironment {}

extension UIView {
    /// Takes this view's traits from where they come from: its controller for
    /// a root view, else its superview; then passes changes down.
    func _inheritTraits() {
        guard let traits = _inheritedTraits() else { return }
        _applyTraits(traits)
    }

    /// The traits this view should take now (refreshing its controller's
    /// first, for a root view); nil for a view with neither.
    private func _inheritedTraits() -> UITraitCollection? {
        if let controller = _owningController {
            controller._refreshTraits()
            return controller._traits
        }
        return _superview?._traits
    }

    /// Sets this view's traits; when they changed, notifies the view and then
    /// its subtree, top-down, and asks for layout.
    ///
    /// The subtree is walked with an explicit stack (any depth works), in
    /// the order of a recursive walk: each view takes its traits, hears of
    /// the change, and then its subviews (as they are after that) follow,
    /// one subtree after another.
    ///
    /// - Complexity: O(size of the subtree whose traits change); O(1) when unchanged.
    func _applyTraits(_ traits: UITraitCollection) {
        guard _takeTraits(traits) else { return }
        _walkDescendantsTopDown { view in
            guard let inherited = view._inheritedTraits() else { return false }
            return view._takeTraits(inherited)
        }
    }

    /// This view's own part of ``_applyTraits(_:)``; returns whether its
    /// traits changed (and its subviews must follow).
    private func _takeTraits(_ traits: UITraitCollection) -> Bool {
        guard traits != _traits else { return false }
        let previous = _traits
        _traits = traits
        // A first assignment is silent, as for controllers.
        if previous != UITraitCollection._unspecified { traitCollectionDidChange(previous) }
        // A root view's minimum margins follow the size class.
        if _owningController != nil { _layoutMarginsInputsDidChange() }
        // Engine frames snap to a new pixel grid.
        if previous.displayScale != traits.displayScale, let engine = _autoLayout.itemEngine {
            for subview in _subviews where engine.existingItem(for: subview) != nil { subview._noteNewEngineFrame(in: self) }
        }
        setNeedsLayout()
        return true
    }
}
