import Foundation

/// A view's part in the turn's two passes: what is pending for it and below it.
struct _ViewLayoutState {
    /// `layoutSubviews()` is due.
    var needsLayout = false
    /// Some view below needs layout (the pass descends only where this is set).
    var subtreeNeedsLayout = false
    /// `updateConstraints()` is due.
    var needsUpdateConstraints = false
    /// Some view below needs its constraints updated.
    var subtreeNeedsUpdateConstraints = false
    /// Set by `UIView.updateConstraints()`, to catch overrides that skip super.
    var didCallSuperUpdateConstraints = false
    /// The view has not had the constraint update a window gives each of
    /// its views once the window uses Auto Layout (see `_requestFirstConstraintUpdates`).
    var awaitsFirstConstraintUpdate = true
}

extension UIView {
    /// Marks this view for layout and its ancestors as leading to it, so that
    /// a layout pass descends only into subtrees that need it.
    ///
    /// - Complexity: O(depth) the first time, O(1) when already marked.
    func _setNeedsLayout() {
        _layout.needsLayout = true
        _markAncestorsSubtreeNeedsLayout()
        if _window != nil { UIApplication.shared._setNeedsTurn() }
    }

    private func _markAncestorsSubtreeNeedsLayout() {
        var ancestor = _superview
        while let view = ancestor, !view._layout.subtreeNeedsLayout {
            view._layout.subtreeNeedsLayout = true
            ancestor = view._superview
        }
    }

    /// After a move, this view lays out again and its new ancestors learn of
    /// any pending layout inside it.
    func _setNeedsLayoutAfterMove() {
        setNeedsLayout()
        if _layout.subtreeNeedsLayout { _markAncestorsSubtreeNeedsLayout() }
    }

    /// Lays out from the topmost ancestor that needs layout, as UIKit does,
    /// after updating constraints and solving the tree's engine.
    func _layoutIfNeeded() {
        let root = _treeRoot
        // A layout pass can change constraints (a stack view noticing a
        // hidden subview); settle, a bounded number of times.
        for _ in 0..<8 {
            root._runConstraintPasses()
            root._autoLayout.treeEngine?.solveAndDistribute()
            _layoutFromTopmostDirtyAncestor()
            guard
                root._constraintPassPending || root._autoLayout.treeEngine?.needsSolve == true
                    || _layout.needsLayout || _layout.subtreeNeedsLayout
            else { return }
        }
    }

    private func _layoutFromTopmostDirtyAncestor() {
        var top: UIView = self
        var ancestor = _superview
        while let view = ancestor {
            if view._layout.needsLayout { top = view }
            ancestor = view._superview
        }
        top._layoutSubtreeIfNeeded()
    }

    /// Lays out this view if it needs it, then every subtree marked below it,
    /// top-down: a controller's root view is wrapped in the controller's
    /// `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()`.
    ///
    /// The walk keeps an explicit stack (a tree of any depth works; see
    /// ``_walkTopDown(_:)``): a subview is checked for pending layout when
    /// its turn comes, after its earlier siblings' subtrees, as a recursive
    /// walk would.
    func _layoutSubtreeIfNeeded() {
        _walkTopDown { view in
            guard view._layout.needsLayout || view._layout.subtreeNeedsLayout else { return false }
            if view._layout.needsLayout {
                // Before the mark is taken: what this does to the tree is laid
                // out in this pass, its constraints updated first (bottom-up).
                if view._owningController?._rootViewWillBeLaidOut() == true, view._constraintPassPending {
                    view._runConstraintPasses()
                }
                // As UIKit's engine, solve when frames are about to be read: a
                // safe area or margin the layout above just changed reaches this
                // view's subviews in this pass, not the next.
                if let engine = view._autoLayout.itemEngine, engine.needsSolve { engine.solveAndDistribute() }
                view._layout.needsLayout = false
                view._performLayout()
            }
            view._layout.subtreeNeedsLayout = false
            return true
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
        _walkTopDown { view in
            guard view._layout.needsLayout || view._layout.subtreeNeedsLayout else { return false }
            view._layout.needsLayout = false
            view._layout.subtreeNeedsLayout = false
            return true
        }
    }
}
