import Foundation

extension UIView {
    /// Marks this view for layout and its ancestors as leading to it, so that
    /// a layout pass descends only into subtrees that need it.
    ///
    /// - Complexity: O(depth) the first time, O(1) when already marked.
    func _setNeedsLayout() {
        _needsLayout = true
        _markAncestorsSubtreeNeedsLayout()
        if _window != nil { UIApplication.shared._setNeedsTurn() }
    }

    private func _markAncestorsSubtreeNeedsLayout() {
        var ancestor = _superview
        while let view = ancestor, !view._subtreeNeedsLayout {
            view._subtreeNeedsLayout = true
            ancestor = view._superview
        }
    }

    /// After a move, this view lays out again and its new ancestors learn of
    /// any pending layout inside it.
    func _setNeedsLayoutAfterMove() {
        setNeedsLayout()
        if _subtreeNeedsLayout { _markAncestorsSubtreeNeedsLayout() }
    }

    /// Lays out from the topmost ancestor that needs layout, as UIKit does,
    /// after updating constraints and solving the tree's engine.
    func _layoutIfNeeded() {
        let root = _treeRoot
        // A layout pass can change constraints (a stack view noticing a
        // hidden subview); settle, a bounded number of times.
        for _ in 0..<8 {
            root._runConstraintPasses()
            root._layoutEngine?.solveAndDistribute()
            _layoutFromTopmostDirtyAncestor()
            guard root._constraintPassPending || root._layoutEngine?.needsSolve == true
                || _needsLayout || _subtreeNeedsLayout else { return }
        }
    }

    private func _layoutFromTopmostDirtyAncestor() {
        var top: UIView = self
        var ancestor = _superview
        while let view = ancestor {
            if view._needsLayout { top = view }
            ancestor = view._superview
        }
        top._layoutSubtreeIfNeeded()
    }

    /// Lays out this view if it needs it, then every subtree marked below it,
    /// top-down: a controller's root view is wrapped in the controller's
    /// `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()`.
    func _layoutSubtreeIfNeeded() {
        guard _needsLayout || _subtreeNeedsLayout else { return }
        if _needsLayout {
            // As UIKit's engine, solve when frames are about to be read: a
            // safe area or margin the layout above just changed reaches this
            // view's subviews in this pass, not the next.
            if let engine = _layoutItemEngine, engine.needsSolve { engine.solveAndDistribute() }
            _needsLayout = false
            _performLayout()
        }
        _subtreeNeedsLayout = false
        for subview in _subviews where subview._needsLayout || subview._subtreeNeedsLayout {
            subview._layoutSubtreeIfNeeded()
        }
    }

    private func _performLayout() {
        guard let controller = _owningController else {
            layoutSubviews()
            _updateSubviewsSafeArea()
            return
        }
        controller._deliverViewIsAppearingIfPending()
        controller._callViewWillLayoutSubviews()
        layoutSubviews()
        controller._callViewDidLayoutSubviews()
        _updateSubviewsSafeArea()
    }

    /// Drops every layout mark in this subtree (used when a turn is cut off).
    func _clearLayoutFlags() {
        guard _needsLayout || _subtreeNeedsLayout else { return }
        _needsLayout = false
        _subtreeNeedsLayout = false
        for subview in _subviews { subview._clearLayoutFlags() }
    }
}
