import Foundation

/// What collapsing a column-style split view moved onto the primary's
/// navigation stack: how many controllers the primary had, and how many
/// came from each side column (and from which of its navigation
/// controllers), in stack order.
struct _SplitCollapseRecord {
    var primaryCount: Int
    var moved: [(column: UISplitViewController.Column, count: Int, holder: UIViewController)]
}

extension UISplitViewController {
    /// Collapses when the horizontal size class became compact, expands when
    /// it became regular (an unspecified one changes nothing).
    func _updateCollapsedState() {
        switch traitCollection.horizontalSizeClass {
        case .compact where !_isCollapsed: _collapse()
        case .regular where _isCollapsed: _expand()
        default: break
        }
    }

    private func _collapse() {
        _isCollapsed = true
        if style == .unspecified {
            _collapseClassic()
        } else if _slot(.compact) == nil {
            _collapseColumnsOntoPrimary()
        } else {
            // The compact column's controller shows in place of the columns.
            _view?.setNeedsLayout()
            _layoutIfShown()
        }
        delegate?.splitViewControllerDidCollapse(self)
    }

    private func _expand() {
        _isCollapsed = false
        if style == .unspecified {
            _expandClassic()
        } else {
            // What collapsing moved goes back (even when a compact column
            // was set while collapsed).
            if _collapseRecord != nil { _separateColumnsFromPrimary() }
            let proposed = _resolvedDisplayMode
            let chosen = delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed) ?? proposed
            if chosen != proposed, chosen != .automatic { _displayModeOverride = chosen }
            _view?.setNeedsLayout()
            _layoutIfShown()
        }
        delegate?.splitViewControllerDidExpand(self)
    }

    /// Lays the columns out now when the split view is on screen, so that
    /// the columns that come and go get their appearance callbacks in the
    /// collapse or expansion itself.
    func _layoutIfShown() {
        guard let view = _view, view._window?._isShowing == true else { return }
        _layoutColumns()
    }

    /// Moves the side columns' stacks onto the primary's navigation stack,
    /// up to the column the delegate puts on top (proposed: the secondary).
    private func _collapseColumnsOntoPrimary() {
        guard let primary = _slot(.primary)?.child as? UINavigationController else { return }
        // order not fixed by any source found: UIKit's proposal (the
        // secondary) and what it does with a top column of .compact.
        let proposed: Column = .secondary
        var top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed) ?? proposed
        if top == .compact { top = .secondary }
        var columns: [Column] = []
        if top != .primary, style == .tripleColumn { columns.append(.supplementary) }
        if top == .secondary { columns.append(.secondary) }
        var record = _SplitCollapseRecord(primaryCount: primary.viewControllers.count, moved: [])
        var moved: [UIViewController] = []
        for column in columns {
            guard let navigation = _slot(column)?.child as? UINavigationController, navigation !== primary else { continue }
            // The column's view leaves first (it disappears with its top
            // controller), then its controllers move off screen.
            _removeChildViewIfShown(navigation)
            let stack = navigation.viewControllers
            navigation.setViewControllers([], animated: false)
            record.moved.append((column, stack.count, navigation))
            moved.append(contentsOf: stack)
        }
        for column in [Column.supplementary, .secondary] where columns.firstIndex(of: column) == nil {
            if let child = _slot(column)?.child { _removeChildViewIfShown(child) }
        }
        _collapseRecord = record
        // The primary fills the split view before its top changes.
        _layoutIfShown()
        if !moved.isEmpty { primary.setViewControllers(primary.viewControllers + moved, animated: false) }
    }

    /// Gives the side columns back what collapsing moved onto the
    /// primary's stack: each column the controllers that came from it, the
    /// secondary also any pushed since; a side column left empty gets back
    /// the controller set for it.
    private func _separateColumnsFromPrimary() {
        guard let primary = _slot(.primary)?.child as? UINavigationController else { return }
        let record = _collapseRecord ?? _SplitCollapseRecord(primaryCount: primary.viewControllers.count, moved: [])
        _collapseRecord = nil
        let stack = primary.viewControllers
        // The primary's own controllers stay (its root at least, when it has one).
        let kept = min(stack.count, max(1, record.primaryCount))
        var rest = Array(stack[kept...])
        if !rest.isEmpty {
            // The top's view leaves first (it disappears), then the primary's
            // own top comes back in (it appears) as the stack shrinks.
            if !primary._isTransitioning { primary._removeChildViewIfShown(primary.topViewController) }
            primary.setViewControllers(Array(stack[..<kept]), animated: false)
        }
        for (index, entry) in record.moved.enumerated() {
            let isLast = index == record.moved.count - 1
            let count = isLast ? rest.count : min(entry.count, rest.count)
            var taken = Array(rest[..<count])
            rest.removeFirst(count)
            // A column set again while collapsed keeps its new controller;
            // what came from the old one leaves with the primary's shrink.
            guard let slot = _slot(entry.column), slot.child === entry.holder,
                let navigation = slot.child as? UINavigationController
            else { continue }
            if taken.isEmpty, navigation !== slot.content, slot.content._parent == nil { taken = [slot.content] }
            if !taken.isEmpty { navigation.setViewControllers(taken, animated: false) }
        }
    }
}
