import Foundation

extension UITabBarController {
    /// Replaces the tabs: controllers that leave get `willMove(toParent: nil)`
    /// and `removeFromParent()`, new ones `addChild(_:)` and
    /// `didMove(toParent:)`; then the selection is restored as UIKit
    /// documents (the same controller, else the same index, else the first).
    func _replaceTabs(with newTabs: [UIViewController]) {
        for (index, controller) in newTabs.enumerated() {
            var problem: String?
            if newTabs._lastIndex(ofIdentical: controller) != index {
                problem = "\(controller._shortDescription) appears twice in the view controllers of \(_shortDescription)."
            } else if controller._parent !== self, let presentationProblem = _presentationProblem(addingChild: controller) {
                problem = presentationProblem
            } else if _isDescendant(of: controller) {
                problem = "\(controller._shortDescription) is \(_shortDescription) or one of its ancestors and cannot be one of its tabs."
            } else if controller._parent == nil,
                let window = UIApplication.shared.liveWindows.first(where: { $0._rootViewController === controller })
            {
                problem =
                    "\(controller._shortDescription) is the root view controller of \(window._shortDescription) and cannot be a tab of \(_shortDescription)."
            }
            if let problem {
                UIApplication.shared.diagnostics.report(.misuse, problem + " Nothing changed.")
                return
            }
        }
        _returnTabsFromMore()
        let oldTabs = _tabs
        let previous = _selectedTab
        let previousIndex = selectedIndex
        for controller in oldTabs where newTabs._lastIndex(ofIdentical: controller) == nil {
            controller._frameworkCall("willMove(toParent: nil)") { controller.willMove(toParent: nil) }
            _removeChildViewIfShown(controller)
            controller.removeFromParent() // drops it from the tabs and the selection (_childDidLeave)
            controller._setContainerOverlayInsets(.zero)
        }
        _tabs = newTabs
        _customizableViewControllers = newTabs
        for controller in newTabs where oldTabs._lastIndex(ofIdentical: controller) == nil {
            addChild(controller)
            controller._setContainerOverlayInsets(_tabBarOverlayInsets)
            controller._frameworkCall("didMove(toParent: \(_resolvedTraceName))") { controller.didMove(toParent: self) }
        }
        // The tabs first, in order, then any child added by hand (a tab still
        // leaving the More navigation controller comes back when it has left).
        var ordered: [UIViewController] = []
        for tab in newTabs where tab._parent === self { ordered.append(tab) }
        for child in _children where newTabs._lastIndex(ofIdentical: child) == nil { ordered.append(child) }
        _children = ordered
        _tabBarItemsDidChange()
        guard !newTabs.isEmpty else { return }
        if let previous, let index = newTabs._lastIndex(ofIdentical: previous) {
            _select(index)
        } else if previousIndex != NSNotFound, previousIndex < newTabs.count {
            _select(previousIndex)
        } else {
            _select(0)
        }
    }

    /// Selects the tab at `index`, swapping the children's views with
    /// UIKit's order of callbacks when the tab bar controller is on screen.
    func _select(_ index: Int, showingMoreList: Bool = false) {
        guard showingMoreList || _tabs.indices.contains(index) else {
            UIApplication.shared.diagnostics.report(
                .misuse,
                "selectedIndex \(index) is out of range for the \(_tabs.count) view controllers of \(_shortDescription). Nothing changed."
            )
            return
        }
        let new = showingMoreList ? _lazyMoreNavigation : _visibleController(forTabAt: index)
        let old = _selected
        guard _tabTransition == nil || old === new else {
            UIApplication.shared.diagnostics.report(
                .misuse,
                "selectedIndex \(index) was set on \(_shortDescription) while a change of tab is animating. Nothing changed.")
            return
        }
        if !showingMoreList { _moveToMoreIfListed(index) }
        _tabBar.selectedItem = new.tabBarItem
        guard old !== new else { return }
        _selected = new
        guard let container = _view else { return }
        let onScreen = container._window?._isShowing == true && _appearState.isOnScreenOrGoing
        let oldView = old?._view.flatMap { $0._superview === container ? $0 : nil }
        guard onScreen else {
            oldView?.removeFromSuperview()
            container.setNeedsLayout()
            return
        }
        new.loadViewIfNeeded()
        if let old, let oldView, _animateTabChange(from: old, to: new, oldView: oldView, in: container) { return }
        let beganNew = shouldAutomaticallyForwardAppearanceMethods && new._beginAppearance(true, animated: false)
        if let old, let oldView {
            let beganOld = shouldAutomaticallyForwardAppearanceMethods && old._beginAppearance(false, animated: false)
            oldView.removeFromSuperview()
            if beganOld, old._appearState == .disappearing { old._endAppearance() }
        }
        _installSelectedViewIfNeeded()
        if beganNew { new._finishTransitionAtEndOfTurn() }
        _rootWindow?._updateStatusBarAppearance()
    }

    /// How much the bar covers of the content's safe area.
    var _tabBarOverlayInsets: UIEdgeInsets {
        _tabBar.isHidden ? .zero : UIEdgeInsets(top: 0, left: 0, bottom: UITabBar._contentHeight(for: traitCollection), right: 0)
    }

    /// Puts the selected controller's view under the bar, filling the view, when it is not there.
    func _installSelectedViewIfNeeded() {
        guard let selected = _selected else { return }
        _installChildView(of: selected, below: _tabBar)
    }

    /// Whether the selected controller is a navigation controller whose
    /// stack hides the bottom bar (`hidesBottomBarWhenPushed`).
    var _selectionHidesTabBar: Bool { (_selected as? UINavigationController)?._hidesBottomBar ?? false }

    /// Puts the selected view in when it is missing, then places the bar
    /// along the bottom (covering the bottom of the safe area too) and
    /// gives every tab the bar's overlay. While the selected navigation
    /// controller's stack hides the bottom bar, the bar stands just off the
    /// view's leading edge (where a push slides it) and the selected tab
    /// gets no bottom overlay.
    func _layoutBarAndContent() {
        _installSelectedViewIfNeeded()
        guard let view = _view else { return }
        let height = UITabBar._contentHeight(for: traitCollection) + view.safeAreaInsets.bottom
        let hiddenBySelection = _selectionHidesTabBar
        _tabBar.frame = CGRect(
            x: hiddenBySelection ? -view.bounds.width : 0, y: view.bounds.maxY - height, width: view.bounds.width, height: height)
        let overlay = _tabBarOverlayInsets
        for controller in _tabs where controller._parent === self {
            controller._setContainerOverlayInsets(hiddenBySelection && controller === _selected ? .zero : overlay)
        }
        _moreNavigation?._setContainerOverlayInsets(hiddenBySelection && _moreNavigation === _selected ? .zero : overlay)
    }

    /// The bar shows one item per tab; with more tabs than it has room
    /// for, the first four and More.
    func _tabBarItemsDidChange() {
        if _usesMore {
            _ = _lazyMoreNavigation
            _tabBar.setItems(_tabs[..<4].map { $0.tabBarItem } + [_lazyMoreNavigation.tabBarItem], animated: false)
        } else {
            _tabBar.setItems(_tabs.map { $0.tabBarItem }, animated: false)
        }
        _tabBar.selectedItem = _selected?.tabBarItem
    }
}
