import Foundation

/// An object that manages a view tree: loads it lazily, follows it on and off
/// screen with the appearance callbacks, and contains child controllers.
///
/// Every override point is declared here (Swift cannot override members
/// declared in extensions); the machinery lives in extensions by concern:
/// `+ViewLoading`, `+Containment`, `+Appearance`, `+AutomaticAppearance`,
/// `+Transition`, `+StatusBar`, `+ContentContainer`, `+Traits`,
/// `+MemoryWarning`, `+Tracing`, `+Invariants`, `+Description`, `+Routing`.
@preconcurrency @MainActor
open class UIViewController: UIResponder, UITraitEnvironment, UIContentContainer {
    let _serial = ObjectSerial.next()

    var _view: UIView?
    weak var _parent: UIViewController?
    var _children: [UIViewController] = []

    var _appearState: _AppearState = .disappeared
    var _appearanceAnimated = false
    /// `viewIsAppearing(_:)` is owed (with this `animated` value).
    var _pendingIsAppearing: Bool?
    var _isMovingToParent = false
    var _isMovingFromParent = false

    var _traits = UITraitCollection._unspecified
    var _childTraitOverrides: [(child: ObjectIdentifier, traits: UITraitCollection)] = []

    var _traceName: String?
    /// Framework calls in progress on this controller whose trace line was already written at the call site.
    var _tracedCallDepth = 0

    var _preferredContentSize: CGSize = .zero
    /// The root view's fitting size when last measured for `systemLayoutFittingSizeDidChange(forChildContentContainer:)`,
    /// and whether a constraint change may have changed it since.
    var _lastFittingSize: CGSize?
    var _fittingSizeMayHaveChanged = false

    /// The name of the nib the view loads from (always nil here: OpenUIKit has no nibs).
    public let nibName: String?
    /// The bundle of the nib.
    public let nibBundle: Bundle?

    /// Creates a controller; OpenUIKit has no nibs, so the view comes from ``loadView()``.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
        UIApplication.shared._registerController(self)
    }

    /// Releases the children without recursion, as `UIView` releases its subviews (a deep chain would overflow).
    @MainActor deinit {
        guard !_children.isEmpty else { return }
        var orphans = Array(_children.reversed())
        _children = []
        while var controller = orphans.popLast() {
            guard isKnownUniquelyReferenced(&controller), !controller._children.isEmpty else { continue }
            orphans.append(contentsOf: controller._children.reversed())
            controller._children = []
        }
    }

    /// Creates a controller from an archive; OpenUIKit has none: `init(nibName: nil, bundle: nil)`.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
        UIApplication.shared._registerController(self)
    }

    /// Creates a controller with no nib.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// UIKit's description, `<MyApp.ProfileViewController: 0x1f>`: the runtime's type name and a serial for the address.
    open override var description: String {
        "<\(ObjectSerial.runtimeName(of: type(of: self))): 0x\(String(_serial, radix: 16))>"
    }

    /// A localized title, used by containers: setting it also titles ``navigationItem`` and ``tabBarItem``, as in UIKit.
    open var title: String? { didSet { _titleDidChange() } }

    // MARK: The view (machinery in UIViewController+ViewLoading.swift)

    /// The root view, loaded on first access.
    open var view: UIView! {
        get {
            _loadViewIfNeeded()
            return _view
        }
        set { _setView(newValue) }
    }

    /// Whether the view is loaded.
    open var isViewLoaded: Bool { _view != nil }

    /// The view if it is loaded, without loading it.
    open var viewIfLoaded: UIView? { _view }

    /// Creates the root view. The default makes a plain view the size of the
    /// main screen; override to build your own (without calling super).
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Loads the view now if it is not loaded yet.
    open func loadViewIfNeeded() { _loadViewIfNeeded() }

    /// Called once, after the view loaded.
    open func viewDidLoad() {}

    // MARK: Appearance (machinery in UIViewController+Appearance.swift)

    /// Called before the view is added to a view tree on screen.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called once the view is in the tree and laid out by its superview, before `viewDidAppear(_:)`.
    open func viewIsAppearing(_ animated: Bool) {}
    /// Called after the view appeared (at the end of the run-loop turn, or of the animation).
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view leaves the screen.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view left the screen.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Whether appearance callbacks reach children automatically; override to return false and forward them
    /// yourself with ``beginAppearanceTransition(_:animated:)`` and ``endAppearanceTransition()``.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Starts an appearance transition by hand: calls `viewWillAppear(_:)` or `viewWillDisappear(_:)`.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        _beginAppearanceTransitionByHand(isAppearing, animated: animated)
    }

    /// Ends the transition begun by hand: calls `viewDidAppear(_:)` or `viewDidDisappear(_:)`.
    open func endAppearanceTransition() {
        _endAppearanceTransitionByHand()
    }

    /// Whether the controller is being added to a parent (during its appearance callbacks).
    open var isMovingToParent: Bool { _isMovingToParent }
    /// Whether the controller is being removed from its parent.
    open var isMovingFromParent: Bool { _isMovingFromParent }
    /// Whether the controller is being presented (during that transition's appearance callbacks).
    open var isBeingPresented: Bool { _modal.isBeingPresented }
    /// Whether the controller is being dismissed (during that transition's appearance callbacks).
    open var isBeingDismissed: Bool { _modal.isBeingDismissed }

    // MARK: Layout

    /// Called before the root view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the root view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// Insets added to the root view's safe area (a container's own bars, say).
    open var additionalSafeAreaInsets: UIEdgeInsets {
        get { _additionalSafeAreaInsets }
        set { _setAdditionalSafeAreaInsets(newValue) }
    }
    var _additionalSafeAreaInsets: UIEdgeInsets = .zero

    /// Called when the root view's safe area changed.
    open func viewSafeAreaInsetsDidChange() {}

    /// Called when the root view's layout margins changed.
    open func viewLayoutMarginsDidChange() {}

    /// Whether the root view's margins are at least ``systemMinimumLayoutMargins`` (true by default).
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { _view?._layoutMarginsInputsDidChange() }
    }

    /// Updates the root view's constraints in the constraint pass (the view's `updateConstraints()`); overrides call super.
    open func updateViewConstraints() { _view?.updateConstraints() }

    // MARK: Containment (machinery in UIViewController+Containment.swift)

    /// The child controllers, in the order they were added.
    open var children: [UIViewController] { _children }

    /// The containing controller.
    open var parent: UIViewController? { _parent }

    /// Makes `childController` a child; calls its `willMove(toParent:)` for you.
    /// Adding the child's view and calling `didMove(toParent:)` are yours.
    open func addChild(_ childController: UIViewController) { _addChild(childController) }

    /// Ends the relationship with the parent; calls `didMove(toParent: nil)`
    /// for you. Call `willMove(toParent: nil)` and remove the view first.
    open func removeFromParent() { _removeFromParent() }

    /// Called before the controller is added to or removed from a parent.
    open func willMove(toParent parent: UIViewController?) { _noteWillMove(toParent: parent) }

    /// Called after the controller was added to or removed from a parent.
    open func didMove(toParent parent: UIViewController?) { _noteDidMove(toParent: parent) }

    /// Swaps two children's views with an animation, driving their appearance
    /// callbacks; see `UIViewController+Transition.swift`.
    open func transition(
        from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval,
        options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        _transition(
            from: fromViewController, to: toViewController, duration: duration, options: options, animations: animations,
            completion: completion)
    }

    // MARK: Presentation (machinery in Presentation/)

    var _modal = _ModalState()
    /// Presents `viewControllerToPresent` over the content of the controller
    /// that provides the presentation context; `completion` runs after its `viewDidAppear(_:)`.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        _present(viewControllerToPresent, animated: flag, completion: completion)
    }
    /// Dismisses what this controller (or an ancestor) presented, or else
    /// this controller's own presentation, with everything presented above it.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { _dismiss(animated: flag, completion: completion) }
    /// The controller presented by this controller or by one of its ancestors.
    open var presentedViewController: UIViewController? { _presentedByThisOrAncestor }
    /// The controller that provides the context of this controller's (or an ancestor's) presentation.
    open var presentingViewController: UIViewController? { _presentingOfThisOrAncestor }
    /// How the controller is presented; `.automatic` (the default) is a page sheet.
    open var modalPresentationStyle: UIModalPresentationStyle {
        get { _modal.style }
        set {
            _modal.style = newValue
            _modalPresentationStyleDidChange()
        }
    }
    /// The animation a presentation of this controller uses.
    open var modalTransitionStyle: UIModalTransitionStyle {
        get { _modal.transitionStyle }
        set { _modal.transitionStyle = newValue }
    }
    /// Whether a current-context presentation from this controller or a descendant covers this controller.
    open var definesPresentationContext = false
    /// Whether a presentation in this controller's context uses this controller's transition style.
    open var providesPresentationContextTransitionStyle = false
    /// Whether the presentation refuses interactive dismissal.
    open var isModalInPresentation = false
    /// Whether a presented controller that does not fill the screen takes over the status bar.
    open var modalPresentationCapturesStatusBarAppearance = false
    /// The object that supplies custom animators and presentation controllers.
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// The object that manages this controller's presentation (made on first use, for the current style).
    open var presentationController: UIPresentationController? { _lazyPresentationController }

    // MARK: Built-in containers (machinery in Containers/)

    /// The nearest ancestor that is a navigation controller.
    open var navigationController: UINavigationController? { _nearestAncestor(UINavigationController.self) }

    /// The nearest ancestor that is a tab bar controller.
    open var tabBarController: UITabBarController? { _nearestAncestor(UITabBarController.self) }

    /// What a navigation bar shows for this controller; made on first use, titled with ``title``.
    open var navigationItem: UINavigationItem { _lazyNavigationItem }
    var _navigationItem: UINavigationItem?

    /// What a tab bar shows for this controller; made on first use, titled with ``title``.
    open var tabBarItem: UITabBarItem! {
        get { _lazyTabBarItem }
        set { _setTabBarItem(newValue) }
    }
    var _tabBarItem: UITabBarItem?
    /// Whether the bottom bars (a tab bar, the toolbar) hide while this controller is in a navigation stack (false).
    open var hidesBottomBarWhenPushed = false
    /// The items of a navigation controller's toolbar while this controller is on top; setting is not animated.
    open var toolbarItems: [UIBarButtonItem]? { didSet { _toolbarItemsDidChange() } }
    /// Sets ``toolbarItems``; the toolbar follows while this controller is on top.
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) { self.toolbarItems = toolbarItems }

    /// Insets a built-in container adds to this controller's safe area for the bars it lays over its view (private in UIKit).
    var _containerOverlayInsets: UIEdgeInsets = .zero

    /// Around automatic forwarding of appearance: built-in containers put the visible child's view in, then tell delegates.
    func _forwardingAppearance(_ phase: _AppearanceForwardingPhase) {}
    /// Whether `controller`'s view is shown before this container adopts it (a curl's page): not reported as detached.
    func _isAdoptingChild(_ controller: UIViewController) -> Bool { false }

    /// Called on a parent after `child` left it by `removeFromParent()`; the built-in containers drop it.
    func _childDidLeave(_ child: UIViewController) {}

    /// Just before the root view's layout: a navigation controller starts a waiting transition (true: the tree changed).
    func _rootViewWillBeLaidOut() -> Bool { false }

    /// Called after this controller's traits changed (also on their first assignment): a split view collapses.
    func _traitsDidChange() {}

    // MARK: Routing (machinery in UIViewController+Routing.swift)

    /// Shows `vc` in a primary context: a navigation controller pushes it; with none that handles it, it is presented.
    open func show(_ vc: UIViewController, sender: Any?) { _routeShow(vc, sender: sender) }
    /// Shows `vc` in a secondary context: a split view controller shows it as its secondary; otherwise it is presented.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) { _routeShowDetail(vc, sender: sender) }
    /// The controller that handles `action`: this one or the nearest ancestor whose class handles it (see `Selector`).
    open func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        _targetViewController(forAction: action, sender: sender)
    }
    /// Called on the primary when a classic split view collapses: nothing by default (a navigation controller pushes).
    open func collapseSecondaryViewController(_ secondaryViewController: UIViewController, for splitViewController: UISplitViewController) {
    }
    /// Called on the primary when a classic split view expands: nil by default (a navigation controller pops its top).
    open func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? { nil }
    /// The nearest ancestor that is a split view controller.
    open var splitViewController: UISplitViewController? { _nearestAncestor(UISplitViewController.self) }
    /// Whether this controller's class handles `action` for `targetViewController(forAction:sender:)`.
    func _handlesRoutingAction(_ action: Selector) -> Bool { false }

    /// Called when the application receives a memory warning.
    open func didReceiveMemoryWarning() {}

    // MARK: Status bar (machinery in UIViewController+StatusBar.swift)

    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// The child that decides the status bar style, or nil when this controller does.
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child that decides whether the status bar is hidden.
    open var childForStatusBarHidden: UIViewController? { nil }

    /// Asks the window to read the status bar appearance again.
    open func setNeedsStatusBarAppearanceUpdate() { _setNeedsStatusBarAppearanceUpdate() }

    // MARK: Content container (machinery in UIViewController+ContentContainer.swift)

    /// The size the controller would like; containers may honour it.
    open var preferredContentSize: CGSize {
        get { _preferredContentSize }
        set { _setPreferredContentSize(newValue) }
    }

    /// Called on a parent when a child's ``preferredContentSize`` changed.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// Called on a parent that places a child's view by its frame when the size the child's own constraints fit
    /// its view to has changed (see `UIViewController+FittingSize.swift` for when exactly).
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// The size to give a child; the parent's size by default.
    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    /// Called before the view's size changes; forwards to children, sized by ``size(forChildContentContainer:withParentContainerSize:)``.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        _forwardViewWillTransition(to: size, with: coordinator)
    }

    /// Called before the traits change; the default forwards to children.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        _forwardWillTransition(to: newCollection, with: coordinator)
    }

    // MARK: Traits (machinery in UIViewController+Traits.swift)

    /// The traits the controller sees: its parent's (with any override the parent set for it), or its window's.
    open var traitCollection: UITraitCollection { _traits }

    /// Called when ``traitCollection`` changed.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Overrides traits for one child; pass nil to remove the override.
    open func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        _setOverrideTraitCollection(collection, forChild: childViewController)
    }
    /// The traits overridden for a child.
    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        _overrideTraitCollection(forChild: childViewController)
    }

    // MARK: Orientation

    /// The orientations the controller supports: all but upside-down on a phone, all on other idioms (UIKit's defaults).
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        _traits.userInterfaceIdiom == .phone || _traits.userInterfaceIdiom == .unspecified ? .allButUpsideDown : .all
    }

    /// Whether the controller's contents rotate with the device.
    open var shouldAutorotate: Bool { true }
    /// The orientation to present in.
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }

    // MARK: Responder chain

    /// The window for a window's root view, the presenter for a presented controller, else the view's superview or the
    /// parent (Apple, "Using responders and the responder chain to handle events").
    open override var next: UIResponder? {
        if let superview = _view?._superview, superview is UIWindow { return superview }
        if _parent == nil, let presenting = _modal.presentation?.presenting { return presenting }
        return _view?._superview ?? _parent
    }

    override var _responderWindow: UIWindow? { _view?._window }
}
