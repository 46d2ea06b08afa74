import Foundation

extension NSLayoutConstraint {
    /// The view an item stands for: itself, or a guide's owning view.
    static func _view(of item: AnyObject?) -> UIView? {
        switch item {
        case let view as UIView: view
        case let guide as UILayoutGuide: guide.owningView
        default: nil
        }
    }

    /// Installs the constraint in the engine of its items' tree, held by
    /// their closest common ancestor. Items in different trees are refused
    /// with UIKit's message; so is a malformed constraint.
    func _activate() {
        guard _holder == nil else { return }
        let diagnostics = UIApplication.shared.diagnostics
        if let error = _validationError {
            diagnostics.report(.misuse, error)
            return
        }
        guard let first = Self._view(of: firstItem) else {
            diagnostics.report(.misuse, "\(self): a layout guide must be added to a view (addLayoutGuide(_:)) before it is constrained.")
            return
        }
        var holder = first
        if let secondItem {
            guard let second = Self._view(of: secondItem) else {
                diagnostics.report(
                    .misuse, "\(self): a layout guide must be added to a view (addLayoutGuide(_:)) before it is constrained.")
                return
            }
            guard let ancestor = first._closestCommonAncestor(with: second) else {
                diagnostics.report(
                    .misuse,
                    "Unable to activate constraint with anchors \(Self._anchorName(firstItem, firstAttribute)) and \(Self._anchorName(secondItem, secondAttribute)) because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."
                )
                return
            }
            holder = ancestor
        }
        // A new engine takes in the tree's dormant constraints: get it first,
        // then hold and install this one.
        let engine = holder._treeRoot._engineCreatingIfNeeded()
        _holder = holder
        holder._autoLayout.installedConstraints.append(self)
        engine.install(self)
        holder._noteFittingSizeMayHaveChanged()
    }

    func _deactivate() {
        guard let holder = _holder else { return }
        if let index = holder._autoLayout.installedConstraints._lastIndex(ofIdentical: self) {
            holder._autoLayout.installedConstraints.remove(at: index)
        }
        _holder = nil
        _engine?.uninstall(self)
        holder._noteFittingSizeMayHaveChanged()
    }

    /// `<NSLayoutXAxisAnchor:0x… "UIView:0x….leading">`, as UIKit names anchors in messages.
    static func _anchorName(_ item: AnyObject?, _ attribute: Attribute) -> String {
        let owner: String
        switch item {
        case let view as UIView: owner = "\(type(of: view)):0x\(String(view._serial, radix: 16))"
        case let guide as UILayoutGuide: owner = "UILayoutGuide:0x\(String(guide._serial, radix: 16))"
        default: owner = "nil"
        }
        let kind =
            attribute.isDimension ? "NSLayoutDimension" : (attribute.axis == .horizontal ? "NSLayoutXAxisAnchor" : "NSLayoutYAxisAnchor")
        return "<\(kind) \"\(owner).\(attribute)\">"
    }
}

extension UIView {
    /// The top of this view's tree (a window, or a view without superview).
    var _treeRoot: UIView {
        var top = self
        while let superview = top._superview { top = superview }
        return top
    }

    /// The engine of the tree this view is the root of; a new one takes in
    /// the active constraints the tree holds (dormant since it was detached).
    func _engineCreatingIfNeeded() -> _LayoutEngine {
        if let engine = _autoLayout.treeEngine { return engine }
        let engine = _LayoutEngine(root: self)
        _autoLayout.treeEngine = engine
        _LayoutEngine.installDormantConstraints(under: self, into: engine)
        // A window now uses Auto Layout: each of its views gets its first
        // constraint update before its next layout.
        if self is UIWindow { _requestFirstConstraintUpdatesInTree() }
        return engine
    }

    /// The closest view that contains both views, if they share a tree.
    func _closestCommonAncestor(with other: UIView) -> UIView? {
        var ancestors = Set<ObjectIdentifier>()
        var current: UIView? = self
        while let view = current {
            ancestors.insert(ObjectIdentifier(view))
            current = view._superview
        }
        current = other
        while let view = current {
            if ancestors.contains(ObjectIdentifier(view)) { return view }
            current = view._superview
        }
        return nil
    }
}
