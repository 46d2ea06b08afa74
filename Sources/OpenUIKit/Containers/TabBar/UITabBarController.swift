import Foundation

/// A container that shows one of its children at a time, chosen by the
/// tab bar along the bottom of its view.
///
/// Every controller in ``viewControllers`` is a child; only the selected
/// one's view is loaded on demand and put in the tab bar controller's view,
/// filling it, and the bar shrinks its safe area from the bottom: on a
/// notched phone in portrait a child's `safeAreaInsets.bottom` is 34 + 49.
/// Changing the selection runs UIKit's order of callbacks: the new child's
/// `viewDidLoad` and `viewWillAppear`, the old child's `viewWillDisappear`
/// and `viewDidDisappear`, then (at the end of the turn) the new child's
/// `viewDidAppear`.
///
/// The machinery lives in `UITabBarController+Selection.swift` (and, for a
/// change the delegate animates, `UITabBarController+Transitioning.swift`).
/// With more tabs than the bar has room for, the More navigation
/// controller (`UITabBarController+More.swift`) lists the rest.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    var _tabs: [UIViewController] = []
    weak var _selected: UIViewController?
    let _tabBar = UITabBar(frame: .zero)
    /// A change of tab the delegate's animator is animating.
    var _tabTransition: _TransitionContext?
    var _moreNavigation: UINavigationController?
    /// A tab is moving between the tab bar controller and the More navigation controller.
    var _movingTabToMore = false
    var _customizableViewControllers: [UIViewController]?

    /// The delegate that may animate changes of tab.
    open weak var delegate: (any UITabBarControllerDelegate)?

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The controllers, one per tab. Setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController]? {
        get { _tabs.isEmpty ? nil : _tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the controllers. The selected controller stays selected if
    /// it is still there; otherwise the one at the same index, or the first.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        _replaceTabs(with: viewControllers ?? [])
    }

    /// The selected controller (one listed under More, too); the More
    /// navigation controller while its list shows. Setting it to one that is
    /// not in ``viewControllers`` (or the More navigation controller) is refused.
    open var selectedViewController: UIViewController? {
        get { _selectedTab }
        set {
            guard let newValue else { return }
            if newValue === _moreNavigation { return _selectMoreList() }
            guard let index = _tabs._lastIndex(ofIdentical: newValue) else {
                UIApplication.shared.diagnostics.report(
                    .misuse,
                    "selectedViewController must be one of viewControllers; \(newValue._shortDescription) is not in \(_shortDescription). Nothing changed."
                )
                return
            }
            _select(index)
        }
    }

    /// The index of the selected controller, or `NSNotFound` when there is
    /// none (or the More list shows).
    open var selectedIndex: Int {
        get { _selectedTab.flatMap { _tabs._lastIndex(ofIdentical: $0) } ?? NSNotFound }
        set { _select(newValue) }
    }

    /// The bar along the bottom.
    open var tabBar: UITabBar { _tabBar }

    /// The navigation controller that lists the tabs the bar has no room
    /// for (made on first use; never in ``viewControllers``).
    open var moreNavigationController: UINavigationController { _lazyMoreNavigation }

    /// The controllers the user may reorder (all of them by default: setting
    /// ``viewControllers`` sets it too).
    open var customizableViewControllers: [UIViewController]? {
        get { _customizableViewControllers }
        set { _customizableViewControllers = newValue }
    }

    /// The tab bar controller's own view: the bar along the bottom, the selected child's view under it.
    open override func loadView() {
        view = _BarContainerView(bar: _tabBar, frame: UIScreen.main.bounds) { [weak self] in self?._layoutBarAndContent() }
    }

    /// The selected controller decides the status bar style.
    open override var childForStatusBarStyle: UIViewController? { _selected }

    /// The selected controller decides whether the status bar is hidden.
    open override var childForStatusBarHidden: UIViewController? { _selected }

    override func _forwardingAppearance(_ phase: _AppearanceForwardingPhase) {
        if case .willBegin(appearing: true, _) = phase { _installSelectedViewIfNeeded() }
    }

    override func _childDidLeave(_ child: UIViewController) {
        guard !_movingTabToMore, let index = _tabs._lastIndex(ofIdentical: child) else { return }
        // Removed behind the tab bar controller's back: its tab goes.
        _tabs.remove(at: index)
        _removeChildViewIfShown(child)
        if _selected === child { _selected = nil }
        _tabBarItemsDidChange()
        _view?.setNeedsLayout()
    }
}
