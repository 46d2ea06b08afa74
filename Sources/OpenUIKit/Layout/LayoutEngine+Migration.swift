import Foundation

extension _LayoutEngine {
    /// Moves a subtree's layout state after `subtree` changed trees (or
    /// superviews within one): constraints that reach from outside into the
    /// subtree are deactivated, as UIKit does when a view leaves its
    /// superview; constraints held inside it move to the engine of its new
    /// tree; the old engine forgets the subtree's items.
    ///
    /// - Complexity: O(views in the subtree + constraints that mention them).
    static func subtreeDidMove(_ subtree: UIView, from oldEngine: _LayoutEngine?) {
        guard let oldEngine else { return }
        var inside: [UIView] = []
        var stack = [subtree]
        while let view = stack.popLast() {
            inside.append(view)
            stack.append(contentsOf: view._subviews.reversed())
        }
        var crossing: [NSLayoutConstraint] = []
        var held: [NSLayoutConstraint] = []
        for view in inside {
            held.append(contentsOf: view._installedConstraints)
            let objects: [AnyObject] = [view] + view._layoutGuides + (view._marginsGuide.map { [$0] } ?? [])
            for object in objects {
                for constraint in oldEngine.existingItem(for: object)?.constraints ?? []
                where !(constraint._holder?.isDescendant(of: subtree) ?? false)
                    && !crossing._containsIdentical(constraint) {
                    crossing.append(constraint)
                }
            }
        }
        NSLayoutConstraint.deactivate(crossing)
        for constraint in held { oldEngine.uninstall(constraint) }
        for view in inside {
            for guide in view._layoutGuides { oldEngine.removeItem(for: guide) }
            if let guide = view._marginsGuide { oldEngine.removeItem(for: guide) }
            oldEngine.removeItem(for: view)
        }
        if subtree._layoutEngine === oldEngine { subtree._layoutEngine = nil }
        guard !held.isEmpty else { return }
        let newEngine = subtree._treeRoot._engineCreatingIfNeeded()
        for constraint in held where constraint._holder != nil { newEngine.install(constraint) }
        // The superview that now holds the subtree re-reads its frame.
        if let superview = subtree._superview, let item = newEngine.existingItem(for: subtree) {
            _ = superview
            newEngine.refreshFrameConstraints(of: item)
        }
    }
}
