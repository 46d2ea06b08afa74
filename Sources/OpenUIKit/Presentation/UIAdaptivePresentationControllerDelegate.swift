import Foundation

/// Told of a presentation's adaptation and of attempts to dismiss it
/// interactively (set as a presentation controller's `delegate`).
///
/// The dismissal methods answer a swipe down on a sheet, which comes with
/// touches in a later release: OpenUIKit never calls them yet.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// The style to adapt to for `traitCollection`; `.none` keeps the current one.
    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle
    /// The style to adapt to; asked when the other form is not implemented.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// Whether an interactive dismissal may happen.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// Called when an interactive dismissal starts.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// Called after an interactive dismissal ended.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// Called when an interactive dismissal was refused.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle { adaptivePresentationStyle(for: controller) }
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        controller.adaptivePresentationStyle
    }
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
