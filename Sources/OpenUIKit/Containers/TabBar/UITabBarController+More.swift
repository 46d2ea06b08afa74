import Foundation

/// The More navigation controller: with more tabs than the bar has room
/// for, the bar shows the first four and a More item; a tab past the fourth
/// shows pushed on ``UITabBarController/moreNavigationController``, above its
/// list.
///
/// Sources: Apple, `moreNavigationController` ("always contains a valid More
/// navigation controller, even if a More button is not displayed"; never in
/// `viewControllers`), `selectedViewController` ("you can use this property
/// to select any of the view controllers in the `viewControllers` property.
/// This includes view controllers that are managed by the More navigation
/// controller"), `selectedIndex` ("To select the More navigation controller
/// itself, you must change the value of the `selectedViewController`
/// property instead"), `customizableViewControllers` (all of them by
/// default); mixi-inc/iOSTraining, "2.2 UITabController" (with more than
/// five controllers the bar shows four, the rest under More);
/// jfahrenkrug/UITabBarControllerMoreBugWorkaround (More exists in a
/// compact width only: a regular width shows every tab; the listed
/// controller's stack moves into the private More controller).
///
/// Differences: a navigation controller listed under More shows as a tab of
/// its own (UIKit moves its stack into the More navigation controller); a
/// change of size class does not move tabs in or out of More until the
/// controllers are set again.
extension UITabBarController {
    /// Whether the bar has no room for every tab: more than five, in a width that is not regular.
    var _usesMore: Bool { _tabs.count > 5 && traitCollection.horizontalSizeClass != .regular }

    var _lazyMoreNavigation: UINavigationController {
        if let more = _moreNavigation { return more }
        let more = UINavigationController(rootViewController: _MoreListController())
        more.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)
        _moreNavigation = more
        return more
    }

    /// The selected tab, including one shown under More; the More navigation controller while its list shows.
    var _selectedTab: UIViewController? {
        guard let more = _moreNavigation, _selected === more else { return _selected }
        return _moreListedTab ?? more
    }

    /// The tab the More navigation controller shows above its list, if any.
    var _moreListedTab: UIViewController? {
        guard let more = _moreNavigation, more._stack.count > 1 else { return nil }
        let candidate = more._stack[1]
        return _tabs._lastIndex(ofIdentical: candidate) != nil ? candidate : nil
    }

    /// The child whose view shows while the tab at `index` is selected.
    func _visibleController(forTabAt index: Int) -> UIViewController {
        let tab = _tabs[index]
        guard _usesMore, index >= 4, !(tab is UINavigationController) else { return tab }
        return _lazyMoreNavigation
    }

    /// Makes the More navigation controller a child, the first time it shows.
    func _adoptMoreNavigationIfNeeded() {
        let more = _lazyMoreNavigation
        guard more._parent !== self else { return }
        addChild(more)
        more._setContainerOverlayInsets(_tabBarOverlayInsets)
        more._frameworkCall("didMove(toParent: \(_resolvedTraceName))") { more.didMove(toParent: self) }
    }

    /// Moves the tab at `index`, when the bar lists it under More, from the
    /// tab bar controller to the More navigation controller, above its list;
    /// the tab shown there before comes back to the tab bar controller.
    func _moveToMoreIfListed(_ index: Int) {
        guard _visibleController(forTabAt: index) === _moreNavigation, let more = _moreNavigation else { return }
        let tab = _tabs[index]
        guard _moreListedTab !== tab else { return }
        _adoptMoreNavigationIfNeeded()
        if tab._parent === self {
            _movingTabToMore = true
            tab._frameworkCall("willMove(toParent: nil)") { tab.willMove(toParent: nil) }
            tab.removeFromParent()
            _movingTabToMore = false
        }
        more.setViewControllers([_moreListRoot(of: more), tab], animated: false)
        _takeBackTabsWithoutParent()
    }

    /// The More list at the bottom of `more`'s stack (a new one if a client replaced the stack).
    func _moreListRoot(of more: UINavigationController) -> UIViewController {
        if let root = more._stack.first, root is _MoreListController { return root }
        return _MoreListController()
    }

    /// Pops the More navigation controller to its list; the tabs it showed come back to the tab bar controller.
    func _returnTabsFromMore() {
        guard let more = _moreNavigation, more._stack.count > 1 else { return }
        more.setViewControllers([_moreListRoot(of: more)], animated: false)
        _takeBackTabsWithoutParent()
    }

    /// Tabs that left the More navigation controller become children again.
    func _takeBackTabsWithoutParent() {
        for tab in _tabs where tab._parent == nil {
            addChild(tab)
            tab._setContainerOverlayInsets(_tabBarOverlayInsets)
            tab._frameworkCall("didMove(toParent: \(_resolvedTraceName))") { tab.didMove(toParent: self) }
        }
    }

    /// `child`, a tab shown under More, was taken from the More navigation
    /// controller behind the tab bar controller's back (`removeFromParent()`,
    /// or another container adding it): its tab goes, as for any tab. When
    /// the bar no longer needs More, the More list stops showing.
    func _moreNavigation(_ more: UINavigationController, lost child: UIViewController) {
        guard more === _moreNavigation, let index = _tabs._lastIndex(ofIdentical: child) else { return }
        _tabs.remove(at: index)
        _tabBarItemsDidChange()
        if !_usesMore, _selected === more {
            _removeChildViewIfShown(more)
            _selected = nil
        }
        _view?.setNeedsLayout()
    }

    /// Shows the More list (`selectedViewController = moreNavigationController`).
    func _selectMoreList() {
        guard _usesMore else {
            UIApplication.shared.diagnostics.report(
                .misuse,
                "selectedViewController was set to the moreNavigationController of \(_shortDescription), which shows no More item (\(_tabs.count) view controllers). Nothing changed."
            )
            return
        }
        _returnTabsFromMore()
        _adoptMoreNavigationIfNeeded()
        _select(NSNotFound, showingMoreList: true)
    }
}

/// The list the More navigation controller starts with (UIKit's
/// `UIMoreListController`, a table of the tabs the bar has no room for;
/// drawing it waits for table views).
final class _MoreListController: UIViewController {
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        title = "More"
    }

    required init?(coder: NSCoder) { return nil }
}
