import Foundation

/// The methods a split view controller's delegate may implement; each has a
/// default that leaves the split view controller's own behaviour in place.
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    /// Called before the display mode changes to `displayMode`.
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    /// Called before `column` shows (column style).
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
    /// Called before `column` hides (column style).
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
    /// The column to show on top when the split view collapses (column
    /// style without a compact column); the default is `proposedTopColumn`.
    func splitViewController(
        _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column
    /// The display mode to use when the split view expands (column style);
    /// the default is `proposedDisplayMode`.
    func splitViewController(
        _ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode
    /// Called after the split view collapsed.
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    /// Called after the split view expanded.
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
    /// Called when the gesture that shows a side column begins (declared only: OpenUIKit has no gestures yet).
    func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController)
    /// Called when that gesture ends (declared only).
    func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController)
    /// Whether the delegate showed `vc` itself, in place of
    /// ``UISplitViewController/show(_:sender:)`` (classic style).
    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool
    /// Whether the delegate showed `vc` itself, in place of
    /// ``UISplitViewController/showDetailViewController(_:sender:)`` (classic style).
    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool
    /// The controller to keep as the primary when the split view collapses
    /// (classic style); nil keeps the current primary.
    func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController?
    /// The controller to use as the primary when the split view expands
    /// (classic style); nil keeps the current primary.
    func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController?
    /// Whether the delegate took care of the secondary controller when the
    /// split view collapses (classic style): true discards it, false lets
    /// the primary's ``UIViewController/collapseSecondaryViewController(_:for:)`` take it.
    func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool
    /// The secondary controller to use when the split view expands (classic
    /// style); nil lets the primary's ``UIViewController/separateSecondaryViewController(for:)`` give one.
    func splitViewController(
        _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController?
}

extension UISplitViewControllerDelegate {
    public func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {}
    public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}
    public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}
    public func splitViewController(
        _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column { proposedTopColumn }
    public func splitViewController(
        _ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode { proposedDisplayMode }
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
    public func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController) {}
    public func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController) {}
    public func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool {
        false
    }
    public func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool {
        false
    }
    public func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? { nil }
    public func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController? { nil }
    public func splitViewController(
        _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
        onto primaryViewController: UIViewController
    ) -> Bool { false }
    public func splitViewController(
        _ splitViewController: UISplitViewController, separateSecondaryFrom primaryViewController: UIViewController
    ) -> UIViewController? { nil }
}
