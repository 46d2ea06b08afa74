import Foundation
import OpenUIKit

/// The presentation controller of the mail sample's card: a card near the
/// bottom of the screen, over a dimming view that covers the rest.
///
/// Written as iOS code writes one. One difference: UIKit code animates the
/// dimming view alongside the transition through the presented
/// controller's `transitionCoordinator`, which OpenUIKit does not have yet
/// (docs/Coverage.md), so the dimming view runs its own animation of the
/// animator's duration.
@MainActor
final class CardPresentationController: UIPresentationController {
    /// The card's height, in points.
    static let cardHeight: CGFloat = 320
    /// The space around the card, in points.
    static let inset: CGFloat = 16
    /// The radius of the card's corners.
    static let cornerRadius: CGFloat = 16

    /// Darkens what the card covers.
    let dimmingView = UIView()
    /// Told of each override point UIKit calls, as a line of the trace.
    var log: ((String) -> Void)?

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let bounds = container.bounds
        let bottom = bounds.height - max(container.safeAreaInsets.bottom, Self.inset)
        return CGRect(
            x: Self.inset, y: bottom - Self.cardHeight, width: bounds.width - 2 * Self.inset, height: Self.cardHeight)
    }

    override func presentationTransitionWillBegin() {
        log?("presentationTransitionWillBegin()")
        guard let container = containerView else { return }
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        dimmingView.frame = container.bounds
        dimmingView.alpha = 0
        container.insertSubview(dimmingView, at: 0)
        // A card's rounded corners, its content clipped to them.
        presentedView?.layer.cornerRadius = Self.cornerRadius
        presentedView?.layer.masksToBounds = true
        UIView.animate(withDuration: CardAnimator.duration) { self.dimmingView.alpha = 1 }
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        log?("presentationTransitionDidEnd(\(completed))")
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        log?("dismissalTransitionWillBegin()")
        UIView.animate(withDuration: CardAnimator.duration) { self.dimmingView.alpha = 0 }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        log?("dismissalTransitionDidEnd(\(completed))")
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        guard let container = containerView else { return }
        dimmingView.frame = container.bounds
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}
