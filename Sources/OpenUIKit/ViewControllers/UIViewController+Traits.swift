import Foundation

extension UIViewController {
    /// The traits this controller should have now: its parent's with the
    /// parent's override for it, the window's for a root controller, else
    /// its view's superview's (a detached controller).
    func _computedTraits() -> UITraitCollection {
        if let parent = _parent {
            if let override = parent._overrideTraitCollection(forChild: self) {
                return UITraitCollection(traitsFrom: [parent._traits, override])
            }
            return parent._traits
        }
        if let superview = _view?._superview { return superview._traits }
        return _traits
    }

    /// Updates this controller's traits, notifying it, then the children
    /// whose views are not in its view tree (those in it follow their views).
    ///
    /// A first assignment (from all-unspecified traits) is silent, as in
    /// current UIKit, which no longer reports a view's initial traits.
    ///
    /// Children are walked with an explicit stack (a controller tree of any
    /// depth works), in the order of a recursive walk: a child's own
    /// children, then its view tree, then the next child.
    func _refreshTraits() {
        var work: [_TraitStep] = []
        _refreshOwnTraits(queueingChildrenOn: &work)
        while let step = work.popLast() {
            switch step {
            case .refresh(let controller): controller._refreshOwnTraits(queueingChildrenOn: &work)
            case .applyToView(let controller): controller._view?._applyTraits(controller._traits)
            }
        }
    }

    /// This controller's own part of ``_refreshTraits()``: when its traits
    /// changed, the children whose views are not in its view tree are
    /// queued (so that the first runs next) to refresh, then to apply
    /// their traits to their views.
    private func _refreshOwnTraits(queueingChildrenOn work: inout [_TraitStep]) {
        let traits = _computedTraits()
        guard traits != _traits else { return }
        let previous = _traits
        _traits = traits
        if previous != UITraitCollection._unspecified {
            _frameworkCall("traitCollectionDidChange(previous: \(previous.sizeClassSummary))") {
                traitCollectionDidChange(previous)
            }
        }
        _traitsDidChange()
        guard !_children.isEmpty else { return }
        let shown = Set(_childrenShownInView.map(ObjectIdentifier.init))
        for child in _children.reversed() where !shown.contains(ObjectIdentifier(child)) {
            work.append(.applyToView(child))
            work.append(.refresh(child))
        }
    }

    /// Updates this controller's traits and then its view tree's.
    func _refreshTraitsDownward() {
        _refreshTraits()
        _view?._applyTraits(_traits)
    }

    func _setOverrideTraitCollection(_ collection: UITraitCollection?, forChild child: UIViewController) {
        guard child._parent === self else {
            UIApplication.shared.diagnostics.report(
                .misuse,
                "setOverrideTraitCollection(_:forChild:): \(child._shortDescription) is not a child of \(_shortDescription); nothing changed."
            )
            return
        }
        _childTraitOverrides.removeAll { $0.child == ObjectIdentifier(child) }
        if let collection { _childTraitOverrides.append((ObjectIdentifier(child), collection)) }
        child._refreshTraitsDownward()
    }

    func _overrideTraitCollection(forChild child: UIViewController) -> UITraitCollection? {
        _childTraitOverrides.first { $0.child == ObjectIdentifier(child) }?.traits
    }
}

/// A step of ``UIViewController/_refreshTraits()``'s walk.
private enum _TraitStep {
    case refresh(UIViewController)
    case applyToView(UIViewController)
}
