import Foundation

extension UIView {
    /// Marks this view for ``updateConstraints()`` and its ancestors as leading to it.
    func _setNeedsUpdateConstraints() {
        _layout.needsUpdateConstraints = true
        _markAncestorsSubtreeNeedsUpdateConstraints()
        if _window != nil { UIApplication.shared._setNeedsTurn() }
    }

    private func _markAncestorsSubtreeNeedsUpdateConstraints() {
        var ancestor = _superview
        while let view = ancestor, !view._layout.subtreeNeedsUpdateConstraints {
            view._layout.subtreeNeedsUpdateConstraints = true
            ancestor = view._superview
        }
    }

    /// After a move, new ancestors learn of a constraint update pending in this subtree.
    func _setNeedsUpdateConstraintsAfterMove() {
        guard _constraintPassPending else { return }
        _markAncestorsSubtreeNeedsUpdateConstraints()
        if _window != nil { UIApplication.shared._setNeedsTurn() }
    }

    /// Asks for the first constraint update of every view in `views` that
    /// has not had one, when they are in a window whose tree uses Auto Layout.
    ///
    /// UIKit engages constraint-based layout lazily, once a constraint is
    /// made (Apple, `requiresConstraintBasedLayout`: "constraint-based
    /// layout engages lazily when someone tries to use it"); from then on
    /// the window's first layout of a view is preceded by its
    /// `updateConstraints()` — a controller's root view's through
    /// `updateViewConstraints()`, after `viewWillAppear(_:)` and before
    /// `viewWillLayoutSubviews()` (device logs: arm1.ru, "UIViewController
    /// lifecycle"). A window without constraints calls neither.
    static func _requestFirstConstraintUpdates(_ views: [UIView]) {
        for view in views where view._layout.awaitsFirstConstraintUpdate {
            view._layout.awaitsFirstConstraintUpdate = false
            view._setNeedsUpdateConstraints()
        }
    }

    /// ``_requestFirstConstraintUpdates(_:)`` for every view of this tree.
    ///
    /// - Complexity: O(views in the tree).
    func _requestFirstConstraintUpdatesInTree() {
        var views: [UIView] = []
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            views.append(view)
            stack.append(contentsOf: view._subviews.reversed())
        }
        UIView._requestFirstConstraintUpdates(views)
    }

    func _updateConstraintsIfNeeded() {
        _runConstraintPasses()
    }

    /// Whether a constraint pass is pending in this subtree.
    var _constraintPassPending: Bool { _layout.needsUpdateConstraints || _layout.subtreeNeedsUpdateConstraints }

    /// Runs the constraint update pass over this subtree until nothing asks
    /// for another, cutting off (and reporting) a pass that keeps asking.
    func _runConstraintPasses() {
        var passes = 0
        while _constraintPassPending {
            passes += 1
            if passes > 10 {
                UIApplication.shared.diagnostics.report(
                    .layoutFeedbackLoop,
                    "The constraint update pass under \(_shortDescription) was cut off after 10 passes: updateConstraints() keeps calling setNeedsUpdateConstraints() (don't call it there)."
                )
                _clearConstraintFlags()
                return
            }
            _constraintPass()
        }
    }

    /// One pass, bottom-up: subviews before their superview; a controller's
    /// root view through the controller's `updateViewConstraints()`.
    ///
    /// Post-order with an explicit stack (any depth works), in the order of
    /// a recursive walk: a view's subviews (each checked when its turn
    /// comes) and their subtrees, then the view.
    private func _constraintPass() {
        guard _constraintPassPending else { return }
        // A frame: a view whose subtree is under way, and its subviews (a
        // snapshot taken when it was entered) with the next to look at.
        var stack: [(view: UIView, subviews: [UIView], next: Int)] = []
        func enter(_ view: UIView) {
            var subviews: [UIView] = []
            if view._layout.subtreeNeedsUpdateConstraints {
                view._layout.subtreeNeedsUpdateConstraints = false
                subviews = view._subviews
            }
            stack.append((view, subviews, 0))
        }
        enter(self)
        while let top = stack.indices.last {
            let index = stack[top].next
            if index < stack[top].subviews.count {
                stack[top].next = index + 1
                let subview = stack[top].subviews[index]
                if subview._constraintPassPending { enter(subview) }
                continue
            }
            let view = stack.removeLast().view
            view._updateOwnConstraintsIfNeeded()
        }
    }

    /// This view's own part of the pass: `updateConstraints()` (or its
    /// controller's `updateViewConstraints()`) when due.
    private func _updateOwnConstraintsIfNeeded() {
        guard _layout.needsUpdateConstraints else { return }
        _layout.needsUpdateConstraints = false
        _layout.didCallSuperUpdateConstraints = false
        if let controller = _owningController {
            controller._callUpdateViewConstraints()
        } else {
            updateConstraints()
        }
        if !_layout.didCallSuperUpdateConstraints {
            UIApplication.shared.diagnostics.report(
                .misuse,
                "\(_shortDescription) overrides updateConstraints() (or its controller updateViewConstraints()) without calling super; call super last."
            )
        }
    }

    private func _clearConstraintFlags() {
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            view._layout.needsUpdateConstraints = false
            view._layout.subtreeNeedsUpdateConstraints = false
            for subview in view._subviews where subview._constraintPassPending { stack.append(subview) }
        }
    }
}

extension UIViewController {
    func _callUpdateViewConstraints() {
        _frameworkCall("updateViewConstraints()") { updateViewConstraints() }
    }
}
