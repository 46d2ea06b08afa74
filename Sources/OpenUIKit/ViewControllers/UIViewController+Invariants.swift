import Foundation

extension UIView {
    /// Checks DESIGN.md's tree invariants over this subtree and returns one
    /// line per violation (empty when sound): every subview names this view
    /// as superview, no view appears twice, every view has the window of its
    /// root, and pending layout is reachable from above; at a tree's root,
    /// its layout engine and solver agree with the constraints.
    ///
    /// - Complexity: O(views in the subtree).
    public func invariantViolations() -> [String] {
        var problems: [String] = []
        var seen = Set<ObjectIdentifier>()
        let expectedWindow = (self as? UIWindow) ?? _window
        // Depth-first with an explicit stack (any depth works), in the order
        // of a recursive walk: a subview's link to its superview is checked
        // just before its own subtree.
        var stack: [(view: UIView, superview: UIView?)] = [(self, nil)]
        while let (view, superview) = stack.popLast() {
            if let superview {
                if view._superview !== superview {
                    problems.append(
                        "\(view._shortDescription) is a subview of \(superview._shortDescription) but names \(view._superview?._shortDescription ?? "nil") as superview"
                    )
                }
                if (view._layout.needsLayout || view._layout.subtreeNeedsLayout) && !superview._layout.subtreeNeedsLayout {
                    problems.append("\(view._shortDescription) needs layout but \(superview._shortDescription) does not lead to it")
                }
            }
            guard seen.insert(ObjectIdentifier(view)).inserted else {
                problems.append("\(view._shortDescription) appears twice in the tree (a cycle or a shared subview)")
                continue
            }
            if view._window !== expectedWindow && !(view is UIWindow) {
                problems.append(
                    "\(view._shortDescription) has window \(view._window?._shortDescription ?? "nil"), expected \(expectedWindow?._shortDescription ?? "nil")"
                )
            }
            for subview in view._subviews.reversed() { stack.append((subview, view)) }
        }
        // The root of a tree also answers for its layout engine.
        if _superview == nil, let engine = _autoLayout.treeEngine {
            problems += engine.invariantViolations()
        }
        return problems
    }
}

extension UIViewController {
    /// Checks DESIGN.md's controller invariants over this controller's tree
    /// and returns one line per violation (empty when sound).
    ///
    /// - Trees: every child names this controller as parent, none appears
    ///   twice, a controller's view names it as its controller; a split view
    ///   controller's columns are its children, each in one column.
    /// - Consistency: a child's root view, when in a view tree, lies inside
    ///   its parent's view tree with no other controller's view in between,
    ///   or in a tree that holds no controller's view and no window (a
    ///   container's wrapper view not yet in place, which UIKit allows).
    /// - Built-in containers: a page view controller's own checks
    ///   (`UIPageViewController+Invariants.swift`).
    /// - Appearance: a controller on screen or going there has a loaded view.
    ///   When `settled` (the turn has run and no animation is running), every
    ///   automatically forwarded controller is `appeared` exactly when its
    ///   view is in a shown window, and no such controller is mid-transition.
    ///
    /// - Complexity: O(controllers + views of their root views' ancestors).
    public func invariantViolations(settled: Bool = false) -> [String] {
        var problems: [String] = []
        var seen = Set<ObjectIdentifier>()
        // Depth-first with an explicit stack (any depth works), in the order
        // of a recursive walk: a child's link to its parent is checked just
        // before its own subtree.
        // `parentsShown`: every ancestor appeared (`_automaticParentShown`,
        // carried down instead of walked up for each controller).
        var stack: [(controller: UIViewController, parent: UIViewController?, automatic: Bool, parentsShown: Bool)] =
            [(self, nil, true, _automaticParentShown)]
        while let (controller, parent, automatic, parentsShown) = stack.popLast() {
            if let parent, controller._parent !== parent {
                problems.append(
                    "\(controller._shortDescription) is a child of \(parent._shortDescription) but names \(controller._parent?._shortDescription ?? "nil") as parent"
                )
            }
            guard seen.insert(ObjectIdentifier(controller)).inserted else {
                problems.append("\(controller._shortDescription) appears twice in the controller tree")
                continue
            }
            if let view = controller._view, view._viewController !== controller {
                problems.append(
                    "\(controller._shortDescription)'s view names \(view._viewController?._shortDescription ?? "nil") as its controller")
            }
            if let parent = controller._parent, let superview = controller._view?._superview,
                superview._enclosingController !== parent, !superview._isLooseWrapper
            {
                problems.append(
                    "hierarchy inconsistency: "
                        + Self._inconsistencyMessage(child: controller, expected: superview._enclosingController, actual: parent))
            }
            if let split = controller as? UISplitViewController { problems += split._splitInvariantViolations() }
            if controller._appearState.isOnScreenOrGoing && controller._view == nil {
                problems.append("\(controller._shortDescription) is \(controller._appearState) without a loaded view")
            }
            if settled && automatic {
                let shown = controller._view?._window?._isShowing == true
                let expected: _AppearState = shown && parentsShown ? .appeared : .disappeared
                if controller._appearState != expected {
                    problems.append("\(controller._shortDescription) is \(controller._appearState) but should be \(expected) once settled")
                }
            }
            if let pages = controller as? UIPageViewController { problems += pages._pageInvariantViolations(settled: settled) }
            let forwards = automatic && controller.shouldAutomaticallyForwardAppearanceMethods
            let childParentsShown = parentsShown && controller._appearState == .appeared
            for child in controller._children.reversed() { stack.append((child, controller, forwards, childParentsShown)) }
        }
        return problems
    }

    /// Whether every ancestor's appearance is appeared (the condition for an
    /// automatically forwarded child to be appeared).
    var _automaticParentShown: Bool {
        var current = _parent
        while let parent = current {
            if parent._appearState != .appeared { return false }
            current = parent._parent
        }
        return true
    }
}

extension UIView {
    /// Whether this view's tree holds no controller's root view at or above
    /// it and is in no window: a container's wrapper view not yet in place.
    var _isLooseWrapper: Bool { _window == nil && _enclosingController == nil }
}

extension UIWindow {
    /// Checks the window's view tree, its root controller's tree and its
    /// gesture recognizers (`Events/UIWindow+GestureInvariants.swift`).
    public func invariantViolations(settled: Bool) -> [String] {
        var problems = invariantViolations()
        if let root = _rootViewController {
            if root._parent != nil { problems.append("root \(root._shortDescription) has a parent") }
            problems += root.invariantViolations(settled: settled)
        }
        problems += _presentationInvariantViolations(settled: settled)
        problems += _gestureInvariantViolations()
        return problems
    }
}
