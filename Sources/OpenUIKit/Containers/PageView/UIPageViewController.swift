import Foundation

/// A container that shows one page (two, with the spine in the middle) of
/// content at a time, each page a child view controller, and moves from
/// page to page by scrolling or by turning pages.
///
/// The pages shown are ``viewControllers``; they are the page view
/// controller's children, their views fill its view (two side by side with
/// the spine in the middle), and
/// ``setViewControllers(_:direction:animated:completion:)`` replaces them
/// with UIKit's containment and appearance callbacks, animated or not.
/// With a data source, a pan turns pages too: the scroll style drags them
/// with the finger, the page-curl style turns them (a tap near an edge as
/// well), and the delegate hears of these gesture-driven turns.
///
/// The machinery lives in `UIPageViewController+Paging.swift` (checks and
/// changes without animation), `UIPageViewController+Transitioning.swift`
/// (animated changes), `UIPageViewController+Swipe.swift` (the scroll
/// style's drag) and `UIPageViewController+CurlGestures.swift` (the page
/// curl's pan and tap).
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    let _transitionStyle: TransitionStyle
    let _navigationOrientation: NavigationOrientation
    var _spineLocation: SpineLocation
    var _doubleSided = false
    let _interPageSpacing: CGFloat
    /// The pages shown, in order.
    var _pages: [UIViewController] = []
    /// The animated change running, if one is.
    var _pageTransition: _PageTransition?
    /// Changes asked for while an animated one runs, in order.
    var _pendingPageChanges: [() -> Void] = []
    /// Pages set while the delegate chooses a spine location, waiting for it.
    var _stashedPages: [UIViewController]?
    var _isAskingForSpineLocation = false
    /// The gesture recognizers that turn pages, and the turn they drive.
    var _gestures = _PageGestures()

    /// The object that gives the pages around a page, for gestures.
    open weak var dataSource: (any UIPageViewControllerDataSource)?

    /// The delegate told of gesture-driven turns and asked for the spine location.
    open weak var delegate: (any UIPageViewControllerDelegate)?

    /// Creates a page view controller.
    ///
    /// The spine is at ``SpineLocation/min`` for page curl, unless the
    /// options give another (read only for page curl; ``SpineLocation/none``
    /// is not one); a scroll-style page view controller has no spine and
    /// reads ``OptionsKey/interPageSpacing`` (0 by default; a negative or
    /// non-finite spacing is reported and 0 used).
    public init(
        transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
        options: [OptionsKey: Any]? = nil
    ) {
        _transitionStyle = style
        _navigationOrientation = navigationOrientation
        var spine: SpineLocation = style == .pageCurl ? .min : .none
        var spacing: CGFloat = 0
        if style == .pageCurl, let requested = Self._spineLocation(in: options), requested != .none {
            spine = requested
        }
        if style == .scroll, let value = options?[.interPageSpacing] {
            spacing = Self._spacing(from: value)
        }
        _spineLocation = spine
        _doubleSided = spine == .mid
        _interPageSpacing = spacing
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a page-curl page view controller with a horizontal
    /// orientation (an archive's settings are not read).
    public required init?(coder: NSCoder) {
        _transitionStyle = .pageCurl
        _navigationOrientation = .horizontal
        _spineLocation = .min
        _interPageSpacing = 0
        super.init(coder: coder)
    }

    /// How pages change: by scrolling or by turning.
    open var transitionStyle: TransitionStyle { _transitionStyle }

    /// The axis along which pages follow each other.
    open var navigationOrientation: NavigationOrientation { _navigationOrientation }

    /// Where the spine is; ``SpineLocation/none`` for the scroll style.
    open var spineLocation: SpineLocation { _spineLocation }

    /// Whether content shows on the backs of pages; true whenever the spine
    /// is in the middle, where setting it to false is refused.
    open var isDoubleSided: Bool {
        get { _doubleSided }
        set {
            guard newValue || _spineLocation != .mid else {
                UIApplication.shared.diagnostics.report(
                    .misuse,
                    "isDoubleSided must be true while the spine location of \(_shortDescription) is \(_spineLocation._name). Nothing changed."
                )
                return
            }
            _doubleSided = newValue
        }
    }

    /// The pages shown: one, or two with the spine in the middle; nil before any is set.
    open var viewControllers: [UIViewController]? { _pages.isEmpty ? nil : _pages }

    /// Shows `viewControllers` (one page, or two with the spine in the
    /// middle), animated or not, then calls `completion` with whether the
    /// change finished.
    ///
    /// A wrong number of pages is reported with UIKit's words and nothing
    /// changes (UIKit raises: `completion` is not called). A change asked
    /// for while an animated one runs waits for its end.
    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        _setPages(viewControllers ?? [], direction: direction, animated: animated, completion: completion)
    }

    /// The page view controller's own view: the pages' views fill it.
    open override func loadView() {
        let container = _PageContainerView(frame: UIScreen.main.bounds) { [weak self] in self?._layoutPages() }
        view = container
        _installGestureRecognizers(on: container)
    }

    /// The gesture recognizers that turn pages: the page curl's pan and
    /// tap, on the page view controller's view; none for the scroll style,
    /// whose pages a scroll view drags in UIKit (OpenUIKit's pan for it is
    /// private and not listed, as the scroll view's is not).
    open var gestureRecognizers: [UIGestureRecognizer] {
        guard _transitionStyle == .pageCurl else { return [] }
        loadViewIfNeeded()
        var recognizers: [UIGestureRecognizer] = []
        if let pan = _gestures.pan { recognizers.append(pan) }
        if let tap = _gestures.tap { recognizers.append(tap) }
        return recognizers
    }

    /// The delegate's answer when there is a delegate.
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        delegate?.pageViewControllerSupportedInterfaceOrientations(self) ?? super.supportedInterfaceOrientations
    }

    /// The delegate's answer when there is a delegate.
    open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        delegate?.pageViewControllerPreferredInterfaceOrientationForPresentation(self)
            ?? super.preferredInterfaceOrientationForPresentation
    }

    /// What ``supportedInterfaceOrientations`` is without a delegate.
    var _ownSupportedInterfaceOrientations: UIInterfaceOrientationMask { super.supportedInterfaceOrientations }

    /// What ``preferredInterfaceOrientationForPresentation`` is without a delegate.
    var _ownPreferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        super.preferredInterfaceOrientationForPresentation
    }

    /// A page-curl page view controller asks its delegate for the spine
    /// location of the new orientation as the rotation begins (UIKit asks
    /// in `willRotateToInterfaceOrientation:duration:`).
    open override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        guard _transitionStyle == .pageCurl, delegate != nil else { return }
        // The window takes its new orientation once every controller heard
        // the transition: the animation's first step sees it.
        coordinator.animate(alongsideTransition: { [weak self] _ in self?._askForSpineLocation() }, completion: nil)
    }

    override func _forwardingAppearance(_ phase: _AppearanceForwardingPhase) {
        guard case .willBegin(appearing: true, _) = phase else { return }
        if _transitionStyle == .pageCurl { _askForSpineLocation() }
        _installPageViewsIfNeeded()
    }

    override func _isAdoptingChild(_ controller: UIViewController) -> Bool {
        // The pages of a turn under way become children when it ends.
        _pages._lastIndex(ofIdentical: controller) != nil
    }

    override func _childDidLeave(_ child: UIViewController) {
        guard let index = _pages._lastIndex(ofIdentical: child) else { return }
        // Removed behind the page view controller's back: the page goes.
        _pages.remove(at: index)
        _removeChildViewIfShown(child)
        _view?.setNeedsLayout()
    }
}
