import Foundation

/// Manages one presentation: the container view the presented view lives
/// in, where that view goes, whether the presenter's view leaves, and what
/// to add around the presented view while it is shown.
///
/// Subclass it for a `.custom` presentation and return an instance from the
/// transitioning delegate's
/// `presentationController(forPresented:presenting:source:)`. The built-in
/// styles use instances that know their style (UIKit has a private class per
/// style; sheets and popovers use ``UISheetPresentationController`` and
/// ``UIPopoverPresentationController``): the defaults below follow that
/// style (`UIPresentationController+BuiltInStyles.swift`), and are plain
/// for a `.custom` one. Every override point is declared here.
///
/// The presentation controller holds its controllers weakly (the presented
/// controller holds it): once one is gone, its property answers a stand-in
/// controller instead of trapping.
@preconcurrency @MainActor
open class UIPresentationController: NSObject, UITraitEnvironment, UIContentContainer {
    let _serial = ObjectSerial.next()
    weak var _presented: UIViewController?
    weak var _presenting: UIViewController?
    weak var _containerView: UIView?
    /// The built-in style this controller presents with (nil for a custom one).
    var _builtInStyle: UIModalPresentationStyle?
    /// The style a compact width adapted the built-in one to, while presented.
    var _adaptedStyle: UIModalPresentationStyle?
    private lazy var _standIn = UIViewController()

    /// Creates a presentation controller for `presentedViewController`,
    /// presented from `presentingViewController` (which UIKit may replace
    /// with the controller that provides the presentation context).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        _presented = presentedViewController
        _presenting = presentingViewController
        super.init()
    }

    /// The controller being presented.
    open var presentedViewController: UIViewController { _presented ?? _standIn }

    /// The controller whose context the presentation covers.
    open var presentingViewController: UIViewController { _presenting ?? _standIn }

    /// The view the presentation's views live in (nil before it starts and after it ends).
    open var containerView: UIView? { _containerView }

    /// The view that is animated in and shown: the presented controller's view by default.
    open var presentedView: UIView? { _presented?.view }

    /// Where the presented view goes in the container: the container's
    /// bounds by default (a built-in style's place for a built-in one).
    open var frameOfPresentedViewInContainerView: CGRect { _builtInFrameOfPresentedView }

    /// The style this presentation controller presents with (`.custom` for a subclass of your own).
    open var presentationStyle: UIModalPresentationStyle { _builtInStyle ?? .custom }

    /// Whether the presenter's view leaves once the presentation ends:
    /// false by default, true for `.fullScreen` and `.currentContext`.
    open var shouldRemovePresentersView: Bool { _effectiveBuiltInStyle?._removesPresentersView ?? false }

    /// Whether the presentation fills the screen (true by default; false
    /// for the built-in styles that do not).
    open var shouldPresentInFullscreen: Bool { _effectiveBuiltInStyle?._fillsScreen ?? true }

    /// The style to adapt to in a compact width: full screen by default
    /// (a sheet keeps being a sheet, as on iOS 13 and later).
    open var adaptivePresentationStyle: UIModalPresentationStyle { _builtInAdaptiveStyle }

    /// The style to adapt to for `traitCollection`: ``adaptivePresentationStyle`` by default.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle
    }

    /// Told of adaptation and of interactive dismissal attempts.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// Called before the presentation's animation starts: add views around the presented one here.
    open func presentationTransitionWillBegin() {}
    /// Called after the presentation ended; `completed` is false when it was cancelled.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called before the dismissal's animation starts.
    open func dismissalTransitionWillBegin() {}
    /// Called after the dismissal ended; `completed` is false when it was cancelled.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    /// Called before the container view lays out its subviews (a built-in
    /// style puts the presented view in its place here).
    open func containerViewWillLayoutSubviews() { _placePresentedViewForBuiltInStyle() }
    /// Called after the container view laid out its subviews.
    open func containerViewDidLayoutSubviews() {}

    /// The traits of the container view, else of the presenting controller.
    open var traitCollection: UITraitCollection {
        _containerView?.traitCollection ?? _presenting?.traitCollection ?? UITraitCollection._unspecified
    }

    /// Called when the presentation's traits changed.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Content container (machinery in UIWindow+PresentationSizeTransitions.swift)

    /// The size the presentation controller would like (none by default).
    open var preferredContentSize: CGSize = .zero

    /// Called when the presented controller's preferred content size
    /// changed; the default lays the container out again (a popover takes
    /// the new size).
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        _containerView?.setNeedsLayout()
    }

    /// Called when the presented view's fitting size changed (nothing by default).
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// The size to give the presented controller: the container's by default.
    open func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        parentSize
    }

    /// Called before the container's size changes; the default tells the
    /// presented controller of the size its view will have.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        _forwardViewWillTransition(to: size, with: coordinator)
    }

    /// Called before the traits change; the default tells the presented controller.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        _forwardWillTransition(to: newCollection, with: coordinator)
    }
}
