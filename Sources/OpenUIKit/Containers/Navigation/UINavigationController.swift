import Foundation

/// The methods a navigation controller's delegate may implement.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// Called once the incoming controller's `viewWillAppear(_:)` ran.
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// Called once the incoming controller's `viewDidAppear(_:)` ran.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    /// The animator of an animated push or pop; nil for the built-in slide.
    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    /// The object that drives the transition `animationController` animates
    /// (asked only for an animator the delegate gave); nil for none.
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
}

extension UINavigationControllerDelegate {
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}

/// A container that shows one controller of a stack at a time, with a
/// navigation bar over the top of its content, and pushes and pops
/// controllers with UIKit's callbacks in UIKit's order.
///
/// The stack's controllers are its children. Only the top controller's view
/// is in the navigation controller's view (both during a transition); it
/// fills the view, and the bar shrinks its safe area from the top: on a
/// notched phone in portrait a child's `safeAreaInsets.top` is 47 + 44.
///
/// The machinery lives in `UINavigationController+Stack.swift`.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    var _stack: [UIViewController] = []
    var _navigationBarHidden = false
    /// A push or pop is animating; further stack changes wait for its end.
    var _isTransitioning = false
    var _pendingStackChanges: [() -> Void] = []
    /// An animated change's start, waiting for the next layout of the view.
    var _pendingTransitionStart: (() -> Void)?
    /// The bar's overlay every controller in the stack has been given, if
    /// one has: layout then skips the walk over the stack.
    var _stackOverlay: UIEdgeInsets?
    let _navigationBar = UINavigationBar(frame: .zero)
    let _toolbar = UIToolbar(frame: .zero)
    var _toolbarHidden = true
    /// For each controller in the stack, whether it or one below it hides
    /// the bottom bars (`hidesBottomBarWhenPushed`, read when it came).
    var _hidesBottomBarPrefix: [Bool] = []

    /// The delegate told of each controller shown.
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// The edge-pan pop and the transition it drives (`UINavigationController+PopGesture.swift`).
    var _popGesture = _PopGestureState()

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a navigation controller whose stack holds `rootViewController`.
    public convenience init(rootViewController: UIViewController) {
        self.init(nibName: nil, bundle: nil)
        _changeStack(to: [rootViewController], animated: false, operation: .push)
    }

    // MARK: The stack

    /// The stack, root first. Setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
        get { _stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the stack; the top controller changes with a push (when it
    /// is new to the stack) or a pop (when it was in it).
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        _changeStack(to: viewControllers, animated: animated, operation: .replace)
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { _stack.last }

    /// The controller whose view shows: the top one (presentation arrives in a later layer).
    open var visibleViewController: UIViewController? { _stack.last }

    /// Pushes a controller on the stack and shows it.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        _changeStack(keeping: _stack.count, then: [viewController], animated: animated, operation: .push)
    }

    /// Pops the top controller and returns it; nil when only the root is left.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard _stack.count > 1, let top = _stack.last else { return nil }
        _changeStack(keeping: _stack.count - 1, then: [], animated: animated, operation: .pop)
        return top
    }

    /// Pops down to the root and returns the controllers popped.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = _stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops down to `viewController` (which must be in the stack) and
    /// returns the controllers popped.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = _stack._lastIndex(ofIdentical: viewController) else {
            UIApplication.shared.diagnostics.report(
                .misuse,
                "Tried to pop to a view controller that doesn't exist: \(viewController._shortDescription) is not in the stack of \(_shortDescription); nothing changed."
            )
            return nil
        }
        let popped = Array(_stack[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        _changeStack(keeping: index + 1, then: [], animated: animated, operation: .pop)
        return popped
    }

    // MARK: The bar

    /// The bar over the top of the content.
    open var navigationBar: UINavigationBar { _navigationBar }

    /// Whether the bar is hidden. Setting it is `setNavigationBarHidden(_:animated: false)`.
    open var isNavigationBarHidden: Bool {
        get { _navigationBarHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the bar; the stack's safe areas follow.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        _setNavigationBarHidden(hidden)
    }

    // MARK: The toolbar (machinery in UINavigationController+Toolbar.swift)

    /// The toolbar along the bottom, showing the top controller's ``UIViewController/toolbarItems``.
    open var toolbar: UIToolbar! { _toolbar }

    /// Whether the toolbar is hidden (true). Setting it is `setToolbarHidden(_:animated: false)`.
    open var isToolbarHidden: Bool {
        get { _toolbarHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Hides or shows the toolbar; the stack's safe areas follow.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { _setToolbarHidden(hidden) }

    // MARK: Overrides

    /// The navigation controller's own view: the bar on top, the top controller's view under it.
    open override func loadView() {
        let container = _BarContainerView(bar: _navigationBar, frame: UIScreen.main.bounds) { [weak self] in self?._layoutBarAndContent() }
        view = container
        container.addGestureRecognizer(_interactivePopGesture)
    }

    /// The top controller decides the status bar style while the bar is
    /// hidden; while it shows, the navigation controller itself decides
    /// (``preferredStatusBarStyle``, from the bar's style).
    ///
    /// Sources: cockscomb.hatenablog.com (2013-11-12: UINavigationController
    /// returns nil here; the bar's `barStyle` sets the style);
    /// cyrilchandelier.com, "iOS and the status bar" (a controller's
    /// `preferredStatusBarStyle` is ignored inside a navigation controller;
    /// a black bar gives light content); blog.csdn.net/Cheng____/article/details/123428627
    /// (with the bar hidden, the child's `preferredStatusBarStyle` applies).
    open override var childForStatusBarStyle: UIViewController? {
        _navigationBarHidden ? topViewController : nil
    }

    /// Light content over a black bar, the default style over a default one.
    open override var preferredStatusBarStyle: UIStatusBarStyle {
        _navigationBar.barStyle == .default ? .default : .lightContent
    }

    /// The top controller decides whether the status bar is hidden.
    open override var childForStatusBarHidden: UIViewController? { topViewController }

    // MARK: Routing

    /// Pushes `vc` (animated), as UIKit's navigation controller does.
    open override func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    /// Pushes the secondary controller of a collapsing split view onto the
    /// stack (a navigation controller's controllers, since a navigation
    /// controller cannot be pushed: see docs/Coverage.md).
    open override func collapseSecondaryViewController(
        _ secondaryViewController: UIViewController, for splitViewController: UISplitViewController
    ) {
        _collapseSecondary(secondaryViewController)
    }

    /// Pops the top controller and returns it, for an expanding split view
    /// (its view leaves first, so it has disappeared when the split view
    /// takes it); nil when only the root is left.
    open override func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? {
        _separateSecondary()
    }

    override func _handlesRoutingAction(_ action: Selector) -> Bool { action == .showViewController }

    override func _forwardingAppearance(_ phase: _AppearanceForwardingPhase) {
        _navigationForwardingAppearance(phase)
    }

    override func _rootViewWillBeLaidOut() -> Bool {
        _startPendingTransition()
    }

    override func _childDidLeave(_ child: UIViewController) {
        guard let index = _stack._lastIndex(ofIdentical: child) else { return }
        // Removed behind the stack's back (`removeFromParent()` called
        // directly): the stack forgets it, as `viewControllers` lists children.
        // Its view leaves the navigation controller's view, and the new top
        // comes in at the next layout (or when a running slide ends).
        _stack.remove(at: index)
        _syncBarItems(from: index)
        // A tab listed under More, taken from the More navigation controller: its tab goes.
        (_parent as? UITabBarController)?._moreNavigation(self, lost: child)
        _removeChildViewIfShown(child)
        _view?.setNeedsLayout()
    }
}
