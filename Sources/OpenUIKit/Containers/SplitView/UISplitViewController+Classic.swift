import Foundation

extension UISplitViewController {
    /// Replaces a classic split view's controllers: the primary, then the
    /// secondary (at most two, all different).
    func _setClassicControllers(_ controllers: [UIViewController]) {
        var problem: String?
        if controllers.count > 2 {
            problem = "A classic split view controller (\(_shortDescription)) takes one or two view controllers, not \(controllers.count)."
        }
        for (index, controller) in controllers.enumerated() where problem == nil {
            if controllers._lastIndex(ofIdentical: controller) != index {
                problem = "\(controller._shortDescription) appears twice in the view controllers of \(_shortDescription)."
            } else {
                problem = _splitChildProblem(controller, as: "one of its view controllers")
            }
        }
        if let problem {
            UIApplication.shared.diagnostics.report(.misuse, problem + " Nothing changed.")
            return
        }
        if _isCollapsed, controllers.count == 2 { return _setCollapsedClassicControllers(controllers[0], controllers[1]) }
        _replaceClassicControllers(with: controllers)
    }

    /// Makes `controllers` (valid) the classic controllers, adding the new
    /// ones as children and removing the old ones.
    private func _replaceClassicControllers(with controllers: [UIViewController]) {
        for old in _classic where controllers._lastIndex(ofIdentical: old) == nil { _removeColumnChild(old) }
        let previous = _classic
        _classic = controllers
        for controller in controllers where previous._lastIndex(ofIdentical: controller) == nil {
            if let parent = controller._parent, parent !== self {
                controller._frameworkCall("willMove(toParent: nil)") { controller.willMove(toParent: nil) }
                controller._view?.removeFromSuperview()
                controller.removeFromParent()
            }
            addChild(controller)
            controller._frameworkCall("didMove(toParent: \(_resolvedTraceName))") { controller.didMove(toParent: self) }
        }
        _view?.setNeedsLayout()
    }

    /// Collapsed, a primary and a secondary set together go as collapsing
    /// takes them: the primary shows alone (and appears), then the secondary
    /// goes to the delegate's `splitViewController(_:collapseSecondary:onto:)`
    /// or the primary's `collapseSecondaryViewController(_:for:)`. A
    /// secondary already on the primary's stack stays where it is.
    private func _setCollapsedClassicControllers(_ primary: UIViewController, _ secondary: UIViewController) {
        _replaceClassicControllers(with: [primary])
        _layoutIfShown()
        guard secondary._parent !== primary else { return }
        if secondary._parent != nil {
            secondary._frameworkCall("willMove(toParent: nil)") { secondary.willMove(toParent: nil) }
            secondary._view?.removeFromSuperview()
            secondary.removeFromParent()
        }
        _collapseClassicSecondary(secondary, onto: primary)
    }

    /// Gives a collapsing classic split view's secondary to the delegate,
    /// or (when it does not take it) to the primary.
    private func _collapseClassicSecondary(_ secondary: UIViewController, onto primary: UIViewController) {
        let handled = delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) ?? false
        if !handled { primary.collapseSecondaryViewController(secondary, for: self) }
    }

    /// A classic split view's frames: collapsed, the primary fills it;
    /// expanded, as a double-column split view.
    func _classicFrames(in bounds: CGRect) -> [(child: UIViewController, frame: CGRect)] {
        guard let primary = _classic.first else { return [] }
        if _isCollapsed || _classic.count == 1 { return [(primary, bounds)] }
        let secondary = _classic[1]
        let width = _columnWidths().primary
        switch _resolvedDisplayMode {
        case .secondaryOnly:
            return [(secondary, bounds)]
        case .oneOverSecondary, .twoOverSecondary:
            return [(secondary, bounds), (primary, _placed(x: 0, width: width, in: bounds))]
        default:
            return [
                (secondary, _placed(x: width, width: bounds.width - width, in: bounds)), (primary, _placed(x: 0, width: width, in: bounds)),
            ]
        }
    }

    /// Collapses a classic split view: the delegate may choose the primary
    /// and take the secondary; otherwise the primary's
    /// `collapseSecondaryViewController(_:for:)` does (a navigation
    /// controller pushes it; any other controller drops it).
    func _collapseClassic() {
        guard let current = _classic.first else { return }
        let primary = delegate?.primaryViewController(forCollapsing: self) ?? current
        let secondary = _classic.count > 1 ? _classic[1] : nil
        if let secondary {
            _removeChildViewIfShown(secondary)
            _removeColumnChild(secondary)
        }
        if primary !== current { _setClassicControllers([primary]) } else { _classic = [primary] }
        _layoutIfShown()
        guard let secondary, primary !== secondary else { return }
        _collapseClassicSecondary(secondary, onto: primary)
    }

    /// Expands a classic split view: the delegate may choose the primary and
    /// give the secondary; otherwise the primary's
    /// `separateSecondaryViewController(for:)` does (a navigation controller
    /// pops its top).
    func _expandClassic() {
        guard let current = _classic.first else { return }
        let primary = delegate?.primaryViewController(forExpanding: self) ?? current
        let secondary =
            delegate?.splitViewController(self, separateSecondaryFrom: primary) ?? primary.separateSecondaryViewController(for: self)
        if let secondary, secondary !== primary {
            if let navigation = secondary._parent as? UINavigationController, navigation._parent === self {
                navigation.setViewControllers(navigation.viewControllers.filter { $0 !== secondary }, animated: false)
            }
            _setClassicControllers([primary, secondary])
        } else if primary !== current {
            _setClassicControllers([primary])
        }
        _view?.setNeedsLayout()
        _layoutIfShown()
    }

    // MARK: Routing

    /// Classic: the delegate may show `vc`; collapsed, the primary shows it
    /// (a navigation controller pushes it); expanded, it becomes the primary.
    /// Column style: it becomes the primary column's controller.
    func _splitShow(_ vc: UIViewController, sender: Any?) {
        if style != .unspecified {
            if _isCollapsed, let navigation = (_slot(.compact) ?? _slot(.primary))?.child as? UINavigationController {
                navigation.pushViewController(vc, animated: true)
            } else {
                setViewController(vc, for: .primary)
            }
            return
        }
        if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
        if _isCollapsed, let primary = _classic.first as? UINavigationController {
            primary.pushViewController(vc, animated: true)
        } else if _isCollapsed {
            present(vc, animated: true)
        } else {
            _setClassicControllers(_classic.count > 1 ? [vc, _classic[1]] : [vc])
        }
    }

    /// Shows `vc` as the secondary: expanded, in the secondary column (the
    /// column shows); collapsed, pushed on the collapsed navigation stack
    /// (classic: the primary's `show(_:sender:)`). The classic delegate may
    /// show it itself.
    func _splitShowDetail(_ vc: UIViewController, sender: Any?) {
        if style == .unspecified {
            if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
            guard let primary = _classic.first else { return _setClassicControllers([vc]) }
            if _isCollapsed {
                primary.show(vc, sender: sender)
            } else if _classic.count < 2 || _classic[1] !== vc {
                _setClassicControllers([primary, vc])
            }
            return
        }
        if _isCollapsed {
            if let navigation = (_slot(.compact) ?? _slot(.primary))?.child as? UINavigationController {
                navigation.pushViewController(vc, animated: true)
            } else {
                present(vc, animated: true)
            }
            return
        }
        setViewController(vc, for: .secondary)
        show(.secondary)
    }
}
