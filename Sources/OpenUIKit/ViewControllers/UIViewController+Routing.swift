import Foundation

/// Routing `show(_:sender:)` and `showDetailViewController(_:sender:)` to
/// the container that handles them, as UIKit does.
///
/// UIKit finds the target of an action by asking each controller, from the
/// receiver up through its parents (and, for a presented controller, its
/// presenter), whether its class overrides the action's method. Swift on
/// Linux cannot see overrides at run time, so a class declares what it
/// handles: the navigation controller handles `showViewController:sender:`,
/// the split view controller both actions. A subclass of yours becomes a
/// target by overriding ``UIViewController/targetViewController(forAction:sender:)``
/// (as UIKit allows), returning itself for the actions it handles.
extension UIViewController {
    /// This controller when its class handles `action`, else what the
    /// controller above it (its parent, or its presenter) answers through
    /// its overridable `targetViewController(forAction:sender:)`.
    func _targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        if _handlesRoutingAction(action) { return self }
        return (_parent ?? _modal.presentation?.presenting)?.targetViewController(forAction: action, sender: sender)
    }

    /// The controller above this one (its parent, or its presenter) that
    /// takes `action`, asking each through its overridable
    /// `targetViewController(forAction:sender:)`.
    private func _routingTarget(for action: Selector, sender: Any?) -> UIViewController? {
        guard let above = _parent ?? _modal.presentation?.presenting else { return nil }
        guard let target = above.targetViewController(forAction: action, sender: sender), target !== self else { return nil }
        return target
    }

    /// UIKit's default `show(_:sender:)`: the target that handles it shows
    /// `vc`; with none, this controller presents it.
    func _routeShow(_ vc: UIViewController, sender: Any?) {
        if let target = _routingTarget(for: .showViewController, sender: sender) {
            target.show(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }

    /// UIKit's default `showDetailViewController(_:sender:)`: the target
    /// that handles it shows `vc`; with none, this controller presents it.
    func _routeShowDetail(_ vc: UIViewController, sender: Any?) {
        if let target = _routingTarget(for: .showDetailViewController, sender: sender) {
            target.showDetailViewController(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }
}
