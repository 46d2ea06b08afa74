import Foundation

extension UISplitViewController {
    /// The split view's own invariants, one line per violation: every
    /// column's child (and every classic controller) is a child of the
    /// split view, no controller holds two columns, a classic split view
    /// has at most two controllers (one while collapsed), and only the
    /// columns the state shows have their views in the split view's view.
    func _splitInvariantViolations() -> [String] {
        var problems: [String] = []
        var holders: [UIViewController] = []
        for column in Self._columnOrder {
            guard let slot = _slot(column) else { continue }
            if slot.child._parent !== self {
                problems.append(
                    "the \(column) column of \(_shortDescription) is held by \(slot.child._shortDescription), which is not its child")
            }
            if holders._lastIndex(ofIdentical: slot.child) != nil {
                problems.append("\(slot.child._shortDescription) holds two columns of \(_shortDescription)")
            }
            holders.append(slot.child)
        }
        for controller in _classic where controller._parent !== self {
            problems.append("\(controller._shortDescription) is a view controller of \(_shortDescription) but not its child")
        }
        if _classic.count > (_isCollapsed ? 1 : 2) {
            problems.append("\(_shortDescription) holds \(_classic.count) classic view controllers")
        }
        guard let view = _view, !view._layout.needsLayout, !view._layout.subtreeNeedsLayout else { return problems }
        var shown: [UIViewController] = []
        for entry in _columnFrames() { shown.append(entry.child) }
        for child in _children {
            guard let childView = child._view, child._modal.removedView == nil else { continue }
            let inside = childView._superview === view
            if inside != (shown._lastIndex(ofIdentical: child) != nil) {
                problems.append(
                    "\(child._shortDescription)'s view is \(inside ? "" : "not ")in \(_shortDescription)'s view, against its display mode")
            }
        }
        return problems
    }
}
