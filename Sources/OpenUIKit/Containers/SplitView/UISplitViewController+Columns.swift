import Foundation

/// A column of a column-style split view: the controller set for it, and
/// the child that holds it (its navigation controller, or itself).
struct _SplitColumnSlot {
    let content: UIViewController
    let child: UIViewController
}

extension UISplitViewController {
    /// UIKit's words when a column-style API is used on a classic split view controller.
    static let _requiresStyleMessage = "This API requires initializing the UISplitViewController with -initWithStyle:"

    func _slot(_ column: Column) -> _SplitColumnSlot? { _slots[column.rawValue] }

    func _viewController(for column: Column) -> UIViewController? {
        guard style != .unspecified else {
            UIApplication.shared.diagnostics.report(
                .misuse, Self._requiresStyleMessage + " (viewController(for:) on \(_shortDescription)); nil.")
            return nil
        }
        return _slot(column)?.content
    }

    /// The columns a display mode shows, in back-to-front order.
    static let _columnOrder: [Column] = [.primary, .supplementary, .secondary, .compact]

    var _viewControllers: [UIViewController] {
        guard style != .unspecified else { return _classic }
        if _isCollapsed {
            if let compact = _slot(.compact) { return [compact.child] }
            return _slot(.primary).map { [$0.child] } ?? []
        }
        var result: [UIViewController] = []
        for column in [Column.primary, .supplementary, .secondary] { if let slot = _slot(column) { result.append(slot.child) } }
        return result
    }

    func _setViewControllers(_ controllers: [UIViewController]) {
        guard style != .unspecified else { return _setClassicControllers(controllers) }
        // Column style: the controllers in column order, as UIKit takes them.
        let columns: [Column] = style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
        guard controllers.count <= columns.count else {
            UIApplication.shared.diagnostics.report(
                .misuse,
                "viewControllers of \(_shortDescription) (\(style == .tripleColumn ? "triple" : "double")-column style) takes at most \(columns.count) view controllers, not \(controllers.count); nothing changed. Use setViewController(_:for:)."
            )
            return
        }
        for (index, controller) in controllers.enumerated() { _setColumn(controller, for: columns[index]) }
    }

    /// Why `vc` cannot go in `column`, or nil.
    private func _columnProblem(_ vc: UIViewController, for column: Column) -> String? {
        for other in Self._columnOrder where other != column {
            if let slot = _slot(other), slot.content === vc || slot.child === vc {
                return
                    "\(vc._shortDescription) is already specified as the view controller for the \(other) column. Split view controller: \(_shortDescription)."
            }
        }
        return _splitChildProblem(vc, as: "one of its columns")
    }

    /// Why `vc` cannot be a child of the split view (as `role`): it is the
    /// split view or an ancestor, it is presented, or it is a window's root.
    func _splitChildProblem(_ vc: UIViewController, as role: String) -> String? {
        if vc === self || _isDescendant(of: vc) {
            return "\(vc._shortDescription) is \(_shortDescription) or one of its ancestors and cannot be \(role)."
        }
        if vc._parent !== self, let problem = _presentationProblem(addingChild: vc) { return problem }
        if vc._parent == nil, let window = UIApplication.shared.liveWindows.first(where: { $0._rootViewController === vc }) {
            return "\(vc._shortDescription) is the root view controller of \(window._shortDescription) and cannot be \(role)."
        }
        return nil
    }

    func _setColumn(_ vc: UIViewController?, for column: Column) {
        let diagnostics = UIApplication.shared.diagnostics
        guard style != .unspecified else {
            diagnostics.report(
                .misuse, Self._requiresStyleMessage + " (setViewController(_:for:) on \(_shortDescription)). Nothing changed.")
            return
        }
        guard vc == nil || column != .supplementary || style == .tripleColumn else {
            // UIKit's words (an exception there).
            diagnostics.report(
                .misuse,
                "Non-nil view controller not accepted for Supplementary column in DoubleColumn UISplitViewController (\(_shortDescription)). Nothing changed."
            )
            return
        }
        let old = _slot(column)
        guard let vc else {
            if let old { _removeColumnChild(old.child) }
            _slots[column.rawValue] = nil
            _view?.setNeedsLayout()
            return
        }
        if old?.content === vc { return }
        if let problem = _columnProblem(vc, for: column) {
            diagnostics.report(.misuse, problem + " Nothing changed.")
            return
        }
        // A plain controller for a secondary column that already has its
        // navigation controller is pushed onto it (Apple's reply to FB8640357).
        let wraps = Self._wrapsInNavigationController(vc, in: column)
        if column == .secondary, wraps, let old, old.child !== old.content, !_isCollapsed,
            let navigation = old.child as? UINavigationController
        {
            navigation.pushViewController(vc, animated: false)
            _slots[column.rawValue] = _SplitColumnSlot(content: vc, child: navigation)
            return
        }
        if let old { _removeColumnChild(old.child) }
        if let parent = vc._parent, parent !== self {
            vc._frameworkCall("willMove(toParent: nil)") { vc.willMove(toParent: nil) }
            vc._view?.removeFromSuperview()
            vc.removeFromParent()
        }
        let child = wraps ? UINavigationController(rootViewController: vc) : vc
        _slots[column.rawValue] = _SplitColumnSlot(content: vc, child: child)
        addChild(child)
        child._frameworkCall("didMove(toParent: \(_resolvedTraceName))") { child.didMove(toParent: self) }
        _view?.setNeedsLayout()
    }

    /// Whether UIKit wraps `vc` in a navigation controller for `column`: yes,
    /// except for the compact column and for navigation, split view and tab
    /// bar controllers (a decompiled UIKit's `_UISplitViewControllerAdaptiveImpl`).
    static func _wrapsInNavigationController(_ vc: UIViewController, in column: Column) -> Bool {
        column != .compact && !(vc is UINavigationController) && !(vc is UISplitViewController) && !(vc is UITabBarController)
    }

    /// Takes a column's child out: its view leaves, then the containment ends.
    func _removeColumnChild(_ child: UIViewController) {
        guard child._parent === self else { return }
        child._frameworkCall("willMove(toParent: nil)") { child.willMove(toParent: nil) }
        _removeChildViewIfShown(child)
        child.removeFromParent()
    }

    /// A child removed behind the split view's back leaves its column.
    func _forgetChild(_ child: UIViewController) {
        for column in Self._columnOrder where _slot(column)?.child === child { _slots[column.rawValue] = nil }
        if let index = _classic._lastIndex(ofIdentical: child) { _classic.remove(at: index) }
        _removeChildViewIfShown(child)
        _view?.setNeedsLayout()
    }

    // MARK: Display mode

    func _setPreferredSplitBehavior(_ behavior: SplitBehavior) {
        guard style != .unspecified else {
            UIApplication.shared.diagnostics.report(
                .misuse, Self._requiresStyleMessage + " (preferredSplitBehavior on \(_shortDescription)). Nothing changed.")
            return
        }
        _preferredSplitBehavior = behavior
        _view?.setNeedsLayout()
    }

    func _setPreferredDisplayMode(_ mode: DisplayMode) {
        let before = _resolvedDisplayMode
        _preferredDisplayMode = mode
        _displayModeOverride = nil
        let after = _resolvedDisplayMode
        _changeDisplayMode(from: before, to: after, override: nil)
    }

    /// Moves from `before` to `after`, telling the delegate first: the new
    /// mode, then (unless `byColumnRequest`) each column that hides, then
    /// each that shows. The delegate hears a change from the mode it last
    /// heard of (a size change not laid out yet has not been told), and
    /// nothing when that is `after` already.
    func _changeDisplayMode(from before: DisplayMode, to after: DisplayMode, override: DisplayMode?, byColumnRequest: Bool = false) {
        guard before != after else {
            _displayModeOverride = override ?? _displayModeOverride
            return
        }
        let heard = _reportedDisplayMode ?? before
        if heard != after { _tellDelegateOfDisplayModeChange(from: heard, to: after, columns: !byColumnRequest) }
        _displayModeOverride = override
        _view?.setNeedsLayout()
    }

    /// Tells the delegate the new mode, then (`columns`; column style,
    /// expanded) each column that hides, then each that shows.
    private func _tellDelegateOfDisplayModeChange(from before: DisplayMode, to after: DisplayMode, columns: Bool = true) {
        _reportedDisplayMode = after
        delegate?.splitViewController(self, willChangeTo: after)
        guard columns, style != .unspecified, !_isCollapsed else { return }
        let shownBefore = _shownColumns(for: before)
        let shownAfter = _shownColumns(for: after)
        for column in shownBefore where !shownAfter.contains(column) { delegate?.splitViewController(self, willHide: column) }
        for column in shownAfter where !shownBefore.contains(column) { delegate?.splitViewController(self, willShow: column) }
    }

    /// Tells the delegate when the automatic display mode changed with the
    /// split view's size (a rotation, a resized window), before the layout
    /// that shows it; the first layout only notes the mode.
    func _noteDisplayModeForLayout() {
        guard !_isCollapsed else { return }
        let mode = _resolvedDisplayMode
        guard let reported = _reportedDisplayMode else {
            _reportedDisplayMode = mode
            return
        }
        if reported != mode { _tellDelegateOfDisplayModeChange(from: reported, to: mode) }
    }

    func _showColumn(_ column: Column, byColumnRequest: Bool = true) {
        guard _columnRequestIsValid(column, verb: "show") else { return }
        let current = _resolvedDisplayMode
        guard !_shownColumns(for: current).contains(column) || (column == .secondary && _secondaryIsCovered(current)) else { return }
        let behavior = _resolvedSplitBehavior
        let target: DisplayMode
        switch column {
        case .secondary: target = behavior == .tile ? (style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary) : .secondaryOnly
        case .supplementary: target = behavior == .overlay ? .oneOverSecondary : .oneBesideSecondary
        default:
            if style == .tripleColumn {
                target = behavior == .tile ? .twoBesideSecondary : behavior == .overlay ? .twoOverSecondary : .twoDisplaceSecondary
            } else {
                target = behavior == .tile ? .oneBesideSecondary : .oneOverSecondary
            }
        }
        // Apple, `splitViewController(_:willShow:)`: not called for `show(_:)`.
        _changeDisplayMode(from: current, to: target, override: target, byColumnRequest: byColumnRequest)
    }

    func _hideColumn(_ column: Column, byColumnRequest: Bool = true) {
        guard _columnRequestIsValid(column, verb: "hide") else { return }
        let current = _resolvedDisplayMode
        guard _shownColumns(for: current).contains(column) else { return }
        let target: DisplayMode
        switch column {
        case .primary where style == .tripleColumn:
            target = current == .twoOverSecondary ? .oneOverSecondary : .oneBesideSecondary
        case .primary, .supplementary: target = .secondaryOnly
        default:
            UIApplication.shared.diagnostics.report(
                .misuse, "hide(_:) cannot hide the \(column) column of \(_shortDescription); nothing changed.")
            return
        }
        // Apple, `splitViewController(_:willHide:)`: not called for `hide(_:)`.
        _changeDisplayMode(from: current, to: target, override: target, byColumnRequest: byColumnRequest)
    }

    private func _columnRequestIsValid(_ column: Column, verb: String) -> Bool {
        var problem: String?
        if style == .unspecified {
            problem = Self._requiresStyleMessage + " (\(verb)(_:) on \(_shortDescription))"
        } else if column == .supplementary, style != .tripleColumn {
            problem = "\(verb)(_:): \(_shortDescription) is a double-column split view controller and has no supplementary column"
        } else if column == .compact {
            // UIKit's words (an exception there).
            problem =
                "Programmatic column \(verb == "show" ? "showing" : "hiding") not supported for Compact column of UISplitViewController (\(_shortDescription))"
        } else if _isCollapsed {
            return false
        }
        if let problem { UIApplication.shared.diagnostics.report(.misuse, problem + "; nothing changed.") }
        return problem == nil
    }

    /// The columns (other than compact) a display mode shows, expanded.
    func _shownColumns(for mode: DisplayMode) -> [Column] {
        let triple = style == .tripleColumn
        switch mode {
        case .secondaryOnly: return [.secondary]
        case .oneBesideSecondary, .oneOverSecondary: return triple ? [.supplementary, .secondary] : [.primary, .secondary]
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary:
            return triple ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
        case .automatic: return [.secondary]
        }
    }

    /// Whether side columns lie over the secondary in `mode`.
    func _secondaryIsCovered(_ mode: DisplayMode) -> Bool {
        mode == .oneOverSecondary || mode == .twoOverSecondary || mode == .twoDisplaceSecondary
    }

    // MARK: The display mode button

    var _lazyDisplayModeButtonItem: UIBarButtonItem {
        if let item = _displayModeButtonItem { return item }
        let action = UIAction { [weak self] _ in self?._displayModeButtonTapped() }
        let item = UIBarButtonItem(primaryAction: action)
        _displayModeButtonItem = item
        return item
    }

    /// The display mode button's action: hides the primary column when it
    /// shows, shows it otherwise (as `show(_:)`/`hide(_:)` do; for a classic
    /// split view, between `.secondaryOnly` and the mode that shows the
    /// primary for the split behaviour). A person's tap, not a call of
    /// `show(_:)`/`hide(_:)`: the delegate hears the column too.
    func _displayModeButtonTapped() {
        guard !_isCollapsed else { return }
        let current = _resolvedDisplayMode
        guard style == .unspecified else {
            if _shownColumns(for: current).contains(.primary) {
                _hideColumn(.primary, byColumnRequest: false)
            } else {
                _showColumn(.primary, byColumnRequest: false)
            }
            return
        }
        let target: DisplayMode =
            current == .secondaryOnly ? (_resolvedSplitBehavior == .tile ? .oneBesideSecondary : .oneOverSecondary) : .secondaryOnly
        _changeDisplayMode(from: current, to: target, override: target)
    }
}
