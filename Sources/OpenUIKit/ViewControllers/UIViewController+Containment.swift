import Foundation

extension UIViewController {
    /// Whether `self` is `controller` or one of its descendants.
    func _isDescendant(of controller: UIViewController) -> Bool {
        var current: UIViewController? = self
        while let candidate = current {
            if candidate === controller { return true }
            current = candidate._parent
        }
        return false
    }

    /// The window whose root controller tree holds this controller.
    var _rootWindow: UIWindow? {
        var top = self
        while let parent = top._parent { top = parent }
        return UIApplication.shared.liveWindows.first { $0._rootViewController === top }
    }

    func _addChild(_ child: UIViewController) {
        let diagnostics = UIApplication.shared.diagnostics
        if child === self {
            diagnostics.report(.misuse, "\(_shortDescription) cannot be added as a child of itself.")
            return
        }
        // Only a controller with children can be an ancestor: adding a new
        // child at the bottom of a deep tree skips the walk up.
        if !child._children.isEmpty, _isDescendant(of: child) {
            diagnostics.report(
                .misuse,
                "\(child._shortDescription) is an ancestor of \(_shortDescription); adding it as a child would make the controller tree a cycle."
            )
            return
        }
        if child._parent === self { return }
        if let problem = _presentationProblem(addingChild: child) {
            diagnostics.report(.misuse, problem)
            return
        }
        if let window = UIApplication.shared.liveWindows.first(where: { $0._rootViewController === child }) {
            diagnostics.report(
                .misuse,
                "\(child._shortDescription) is the root view controller of \(window._shortDescription) and cannot also be a child of \(_shortDescription)."
            )
            return
        }
        // UIKit: a controller that already has a parent is removed from it first.
        if child._parent != nil { child._removeFromParent() }
        child._isMovingToParent = true
        child._frameworkCall("willMove(toParent: \(_resolvedTraceName))") { child.willMove(toParent: self) }
        _children.append(child)
        child._parent = self
        // A child's view must lie in its parent's view tree; one shown
        // elsewhere is taken out of that tree, with UIKit's report (a loose
        // wrapper view, not yet in place, may keep it).
        if let childView = child._view, let superview = childView._superview,
            superview._enclosingController !== self, !superview._isLooseWrapper
        {
            diagnostics.report(
                .hierarchyInconsistency,
                Self._inconsistencyMessage(child: child, expected: superview._enclosingController, actual: self)
                    + " Its view was removed from \(superview._shortDescription)."
            )
            childView.removeFromSuperview()
        }
        child._refreshTraitsDownward()
    }

    func _removeFromParent() {
        // UIKit answers a controller without a parent with silence: no
        // exception, no log, no callback (issue 9, "UIKit says nothing").
        guard let parent = _parent else { return }
        guard let index = parent._children._lastIndex(ofIdentical: self) else {
            Violations.appearanceStateCorrupted("\(_shortDescription) names a parent that does not list it")
        }
        // Keep self alive through the callbacks: the parent held the last reference.
        withExtendedLifetime(self) {
            parent._children.remove(at: index)
            if !parent._childTraitOverrides.isEmpty {
                parent._childTraitOverrides.removeAll { $0.child == ObjectIdentifier(self) }
            }
            _parent = nil
            // A parent that was forwarding a transition to this controller no
            // longer will; the controller finishes on its own, as any
            // controller without a parent does.
            if _appearState == .appearing || _appearState == .disappearing { _finishTransitionAtEndOfTurn() }
            _isMovingToParent = false
            parent._childDidLeave(self)
            _frameworkCall("didMove(toParent: nil)") { didMove(toParent: nil) }
            _isMovingFromParent = false
            _refreshTraitsDownward()
        }
    }

    /// Base `willMove(toParent:)`: traces a call a container made by hand and
    /// notes a removal in progress.
    func _noteWillMove(toParent parent: UIViewController?) {
        if _tracedCallDepth == 0 { _trace("willMove(toParent: \(Self._traceArgument(parent)))") }
        if parent == nil, _parent != nil { _isMovingFromParent = true }
    }

    /// Base `didMove(toParent:)`: traces a call a container made by hand and
    /// ends an addition in progress.
    func _noteDidMove(toParent parent: UIViewController?) {
        if _tracedCallDepth == 0 { _trace("didMove(toParent: \(Self._traceArgument(parent)))") }
        if parent != nil { _isMovingToParent = false }
    }

    /// UIKit's `UIViewControllerHierarchyInconsistency` wording.
    static func _inconsistencyMessage(child: UIViewController, expected: UIViewController?, actual: UIViewController) -> String {
        "child view controller:\(child._shortDescription) should have parent view controller:\(expected?._shortDescription ?? "(null)") but actual parent is:\(actual._shortDescription)"
    }

    /// Checks that adding `view` to `superview` keeps every child
    /// controller's root view inside its parent's view tree.
    ///
    /// Returns UIKit's inconsistency message when it would not (the caller
    /// refuses the move), except for a superview outside every controller's
    /// view tree and every window (a container's wrapper view, not yet in
    /// place), which UIKit allows; reports a detached controller (a controller shown
    /// inside another's view without `addChild(_:)`) as advice and allows it.
    ///
    /// - Complexity: O(views in `view`'s subtree above the first controller views).
    static func _hierarchyInconsistency(adding view: UIView, to superview: UIView) -> String? {
        // The controllers whose views are the first met going down; the
        // enclosing controller (a walk up) is looked for only when there are
        // some, so that adding plain views costs nothing per level above.
        var found: [UIViewController] = []
        if let controller = view._owningController {
            found = [controller] // a controller's root view, the common case: no walk
        } else {
            var stack: [UIView] = [view]
            while let current = stack.popLast() {
                if let controller = current._owningController {
                    found.append(controller)
                    continue
                }
                stack.append(contentsOf: current._subviews.reversed())
            }
        }
        guard !found.isEmpty else { return nil }
        let enclosing = superview._enclosingController
        // A wrapper view outside every controller's tree and every window, as
        // custom containers build during a push: UIKit allows a child's view
        // in it; the check comes again when the wrapper joins a tree.
        let looseWrapper = superview._isLooseWrapper
        var detached: [UIViewController] = []
        for controller in found {
            if let parent = controller._parent {
                if parent !== enclosing && !looseWrapper {
                    return _inconsistencyMessage(child: controller, expected: enclosing, actual: parent)
                }
            } else if let enclosing, !enclosing._isAdoptingChild(controller) {
                detached.append(controller)
            }
        }
        if let enclosing {
            for controller in detached {
                UIApplication.shared.diagnostics.report(
                    .detachedViewController,
                    "\(controller._shortDescription)'s view was added inside the view of \(enclosing._shortDescription) without addChild(_:). It gets appearance callbacks, but no trait, size or rotation forwarding, and nothing keeps the controller alive but your own references."
                )
            }
        }
        return nil
    }
}

extension UIView {
    /// The controller whose view tree this view belongs to most closely: the
    /// owner of the nearest root view at or above this view.
    var _enclosingController: UIViewController? {
        var current: UIView? = self
        while let view = current {
            if let controller = view._owningController { return controller }
            // A presentation's container belongs to no controller.
            if view is _UITransitionView { return nil }
            current = view._superview
        }
        return nil
    }
}
