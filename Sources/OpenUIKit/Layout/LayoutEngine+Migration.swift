import Foundation

extension _LayoutEngine {
    /// Moves a subtree's layout state after `subtree` changed trees (or
    /// superviews within one): constraints that reach from outside into the
    /// subtree are deactivated, as UIKit does when a view leaves its
    /// superview; the old engine forgets the subtree's items and constraints.
    /// Constraints held inside the subtree stay active: they go straight
    /// into the new tree's engine when it has one (a window's), and otherwise
    /// wait, dormant, until that tree next lays out.
    ///
    /// - Complexity: O(views in the subtree + constraints that mention them).
    static func subtreeDidMove(_ subtree: UIView, from oldEngine: _LayoutEngine?) {
        var inside: [UIView] = []
        var stack = [subtree]
        while let view = stack.popLast() {
            inside.append(view)
            stack.append(contentsOf: view._subviews.reversed())
        }
        if let oldEngine {
            var crossing: [NSLayoutConstraint] = []
            var crossingIDs = Set<ObjectIdentifier>()
            for view in inside {
                // Plain appends, not closures: a closure made in main-actor
                // code checks its executor on every call (CONTRIBUTING, "Hot paths").
                var objects: [AnyObject] = [view]
                objects.append(contentsOf: view._autoLayout.layoutGuides as [AnyObject])
                if let guide = view._autoLayout.marginsGuide { objects.append(guide) }
                if let guide = view._autoLayout.safeAreaGuide { objects.append(guide) }
                if let guide = view._autoLayout.readableGuide { objects.append(guide) }
                for object in objects {
                    for constraint in oldEngine.existingItem(for: object)?.constraints ?? []
                    where !(constraint._holder?.isDescendant(of: subtree) ?? false)
                        && crossingIDs.insert(ObjectIdentifier(constraint)).inserted
                    {
                        crossing.append(constraint)
                    }
                }
            }
            // Taking away at least half of the engine: forget, then rebuild
            // from what remains (see `rebuild()`).
            var leaving = crossing.count
            for view in inside { leaving += view._autoLayout.installedConstraints.count }
            let rebuilds = leaving >= 64 && leaving * 2 >= oldEngine.userConstraints.count
            oldEngine.isRebuilding = rebuilds
            defer {
                if rebuilds {
                    oldEngine.isRebuilding = false
                    oldEngine.rebuild()
                }
            }
            NSLayoutConstraint.deactivate(crossing)
            for view in inside {
                for constraint in view._autoLayout.installedConstraints where constraint._engine === oldEngine {
                    oldEngine.uninstall(constraint)
                }
            }
            for view in inside {
                for guide in view._autoLayout.layoutGuides { oldEngine.removeItem(for: guide) }
                if let guide = view._autoLayout.marginsGuide { oldEngine.removeItem(for: guide) }
                if let guide = view._autoLayout.safeAreaGuide { oldEngine.removeItem(for: guide) }
                if let guide = view._autoLayout.readableGuide { oldEngine.removeItem(for: guide) }
                oldEngine.removeItem(for: view)
            }
            if subtree._autoLayout.treeEngine === oldEngine { subtree._autoLayout.treeEngine = nil }
        }
        // A tree that has an engine — or a window, which lays out every
        // turn and so needs one — takes the constraints now. Without any
        // to take, the root is not looked for (adding plain views to a deep
        // tree stays O(1) a level).
        var dormant = false
        search: for view in inside {
            for constraint in view._autoLayout.installedConstraints where constraint._engine == nil {
                dormant = true
                break search
            }
        }
        if dormant {
            // A dormant constraint is held in the subtree, so the subtree
            // holds constraints: a window takes them even without an engine yet.
            let root = subtree._treeRoot
            if root._autoLayout.treeEngine != nil || root is UIWindow {
                let newEngine = root._engineCreatingIfNeeded()
                for view in inside {
                    for constraint in view._autoLayout.installedConstraints where constraint._engine == nil {
                        newEngine.install(constraint)
                    }
                }
            }
        }
        // Views that join a window using Auto Layout get their first
        // constraint update there (a window is its views' root: O(1)).
        if let window = subtree._window, window._autoLayout.treeEngine != nil {
            UIView._requestFirstConstraintUpdates(inside)
        }
    }

    /// Installs the active constraints held in `root`'s tree that no engine has.
    static func installDormantConstraints(under root: UIView, into engine: _LayoutEngine) {
        var stack = [root]
        while let view = stack.popLast() {
            for constraint in view._autoLayout.installedConstraints where constraint._engine == nil {
                engine.install(constraint)
            }
            stack.append(contentsOf: view._subviews.reversed())
        }
    }
}
