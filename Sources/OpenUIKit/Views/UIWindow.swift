import Foundation

/// The root of a view tree that can be shown: it holds the root view
/// controller and decides what is on screen.
///
/// A window is hidden until ``makeKeyAndVisible()`` (or `isHidden = false`);
/// controllers whose views are in a shown window are on screen and get
/// appearance callbacks as that changes. Status bar, orientation and the
/// window's own traits live in `UIWindow+StatusBar.swift` and
/// `UIWindow+Orientation.swift`.
@preconcurrency @MainActor
open class UIWindow: UIView {
    weak var _firstResponder: UIResponder?
    var _rootViewController: UIViewController?
    var _isShowing = false
    /// The backing store and display pass, while shown (`Drawing/_WindowDisplay.swift`).
    var _windowDisplay: _WindowDisplay?
    /// The touches down in the window, in the order they began (`Events/_TouchDelivery.swift`).
    var _liveTouches: [UITouch] = []

    /// The screen the window is on.
    open var screen: UIScreen {
        didSet {
            _updateWindowTraits()
            _windowDisplay?.windowDidResize()
        }
    }

    /// The window's orientation.
    public internal(set) var interfaceOrientation: UIInterfaceOrientation = .portrait

    /// The resolved status bar appearance, following the controller chain.
    public let statusBarManager = UIStatusBarManager()

    /// Creates a hidden window with the given frame on the main screen.
    public override init(frame: CGRect) {
        screen = UIScreen.main
        super.init(frame: frame)
        _finishInit()
    }

    public required init?(coder: NSCoder) {
        screen = UIScreen.main
        super.init(coder: coder)
        _finishInit()
    }

    /// A window is its own window, starts hidden, and takes its screen's traits.
    private func _finishInit() {
        _window = self
        isHidden = true
        UIApplication.shared._registerWindow(self)
        _updateWindowTraits()
    }

    /// Whether the window is hidden; showing or hiding it carries its
    /// controllers on or off screen.
    open override var isHidden: Bool {
        didSet {
            guard oldValue != isHidden else { return }
            _setShowing(!isHidden)
        }
    }

    /// The controller whose view fills the window.
    ///
    /// Setting it removes the old root view and adds the new one, sized to
    /// the window, with the appearance callbacks that implies when the window
    /// is shown. A hidden window does not load the new root's view: it adds
    /// it (loading it then) when it is shown, as UIKit does.
    open var rootViewController: UIViewController? {
        get { _rootViewController }
        set { _setRootViewController(newValue) }
    }

    /// Shows the window and makes it the key window.
    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
    }

    /// Makes the window the key window.
    open func makeKey() {
        UIApplication.shared._makeKey(self)
    }

    /// Whether this is the application's key window.
    open var isKeyWindow: Bool { UIApplication.shared.keyWindow === self }

    var isKeyWindowCandidate: Bool { !isHidden }

    /// Delivers `event`'s touches in this window to its gesture recognizers
    /// and views (`Events/_TouchDelivery.swift`).
    open func sendEvent(_ event: UIEvent) { _TouchDelivery.deliver(event, in: self) }

    /// The window's next responder is the application.
    open override var next: UIResponder? { UIApplication.shared }

    override var _responderWindow: UIWindow? { self }

    override func _boundsSizeDidChange(from oldSize: CGSize) {
        if let root = _rootViewController?._view, root._superview === self {
            root.frame = bounds
        }
        _updateWindowTraits()
        _windowDisplay?.windowDidResize()
    }

    /// Recomputes the window's traits and safe area from its screen and size.
    func _updateWindowTraits() {
        _applyTraits(screen.traits(forWindowSize: bounds.size))
        _setSafeAreaInsets(screen.safeAreaInsets(forWindowSize: bounds.size))
    }

    // MARK: Showing and hiding

    private func _setShowing(_ showing: Bool) {
        let app = UIApplication.shared
        if showing {
            // UIKit loads and adds a root view held back while hidden here
            // (-[UIWindow _setHidden:forced:] → addRootViewControllerViewIfPossible).
            _addRootViewControllerViewIfPossible(loading: true)
            let plan = UIViewController._AppearancePlan(showing: self)
            _isShowing = true
            _displayVisibilityDidChange()
            app._windowDidBecomeVisible(self)
            plan.begin()
            plan.end()
            _updateStatusBarAppearance()
            setNeedsLayout()
            for subview in _subviews { subview._setNeedsLayoutAfterMove() }
        } else {
            _TouchDelivery.cancelAll(in: self)
            let plan = UIViewController._AppearancePlan(hiding: self)
            plan.begin()
            _isShowing = false
            _displayVisibilityDidChange()
            plan.end()
            app._windowDidBecomeHidden(self)
        }
    }

    private func _setRootViewController(_ controller: UIViewController?) {
        if controller === _rootViewController { return }
        if let controller, controller.parent != nil {
            UIApplication.shared.diagnostics.report(
                .misuse,
                "\(controller._shortDescription) is a child of \(controller.parent!._shortDescription) and cannot also be the root view controller of \(_shortDescription)."
            )
            return
        }
        if let controller,
            let other = UIApplication.shared.liveWindows.first(where: { $0 !== self && $0._rootViewController === controller })
        {
            other.rootViewController = nil
        }
        let old = _rootViewController
        if let oldView = old?._view, oldView._superview === self {
            oldView.removeFromSuperview()
        }
        _rootViewController = controller
        old?._refreshTraitsDownward()
        if let controller {
            // A shown window loads the root view at once; a hidden one only
            // takes a view already loaded, and loads it when it is shown.
            _addRootViewControllerViewIfPossible(loading: _isShowing)
            controller._refreshTraitsDownward()
        }
        _updateStatusBarAppearance()
    }

    /// Puts the root controller's view into the window, sized to it, when it
    /// is not there: loading it when `loading`, else only if already loaded.
    ///
    /// Device backtraces (faisalmemon/ios-crash-dump-analysis-book,
    /// `markdown/zh/CrashReport.md`, and others) show a root controller's
    /// `viewDidLoad` called from `-[UIWindow addRootViewControllerViewIfPossible]`
    /// inside `-[UIWindow makeKeyAndVisible]`, not from the
    /// `rootViewController` setter that ran before it.
    private func _addRootViewControllerViewIfPossible(loading: Bool) {
        guard let controller = _rootViewController, loading || controller.isViewLoaded else { return }
        let view = controller.view!
        guard view._superview !== self else { return }
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(view)
    }
}
