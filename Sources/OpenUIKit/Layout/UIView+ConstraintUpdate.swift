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
    private func _constraintPass() {
        guard _constraintPassPending else { return }
        if _layout.subtreeNeedsUpdateConstraints {
            _layout.subtreeNeedsUpdateConstraints = false
            for subview in _subviews where subview._constraintPassPending {
                subview._constraintPass()
            }
        }
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
        _layout.needsUpdateConstraints = false
        _layout.subtreeNeedsUpdateConstraints = false
        for subview in _subviews where subview._constraintPassPending { subview._clearConstraintFlags() }
    }
}

extension UIViewController {
    func _callUpdateViewConstraints() {
        _frameworkCall("updateViewConstraints()") { updateViewConstraints() }
    }
}
