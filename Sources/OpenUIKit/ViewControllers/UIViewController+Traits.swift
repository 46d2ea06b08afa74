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
    func _refreshTraits() {
        let traits = _computedTraits()
        guard traits != _traits else { return }
        let previous = _traits
        _traits = traits
        if previous != UITraitCollection() {
            _frameworkCall("traitCollectionDidChange(previous: \(previous.sizeClassSummary))") {
                traitCollectionDidChange(previous)
            }
        }
        let shown = Set(_childrenShownInView.map(ObjectIdentifier.init))
        for child in _children where !shown.contains(ObjectIdentifier(child)) {
            child._refreshTraitsDownward()
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
