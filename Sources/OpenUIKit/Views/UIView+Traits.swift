import Foundation

extension UIView: UITraitEnvironment {}

extension UIView {
    /// Takes this view's traits from where they come from: its controller for
    /// a root view, else its superview; then passes changes down.
    func _inheritTraits() {
        if let controller = _owningController {
            controller._refreshTraits()
            _applyTraits(controller._traits)
        } else if let superview = _superview {
            _applyTraits(superview._traits)
        }
    }

    /// Sets this view's traits; when they changed, notifies the view and then
    /// its subtree, top-down, and asks for layout.
    ///
    /// - Complexity: O(size of the subtree whose traits change); O(1) when unchanged.
    func _applyTraits(_ traits: UITraitCollection) {
        guard traits != _traits else { return }
        let previous = _traits
        _traits = traits
        // A first assignment is silent, as for controllers.
        if previous != UITraitCollection() { traitCollectionDidChange(previous) }
        // A root view's minimum margins follow the size class.
        if _owningController != nil { _layoutMarginsInputsDidChange() }
        // Engine frames snap to a new pixel grid.
        if previous.displayScale != traits.displayScale, let engine = _autoLayout.itemEngine {
            for subview in _subviews where engine.existingItem(for: subview) != nil { subview._noteNewEngineFrame(in: self) }
        }
        setNeedsLayout()
        for subview in _subviews { subview._inheritTraits() }
    }
}
