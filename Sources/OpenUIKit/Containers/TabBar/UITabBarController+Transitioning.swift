import Foundation

/// A change of tab animated by the delegate's animator (and driven by its
/// interaction controller), with its transition context and coordinator.
extension UITabBarController {
    /// Animates the change from `old` to `new` when the delegate gives an
    /// animator; false (nothing done) when it gives none.
    ///
    /// The will-callbacks keep the order of a change without animation (the
    /// new tab's will-appear, then the old tab's will-disappear:
    /// pgzxc.github.io/posts/efa3afd7.html); the did-callbacks come when the
    /// animator completes the transition, the old tab's first.
    func _animateTabChange(from old: UIViewController, to new: UIViewController, oldView: UIView, in container: UIView) -> Bool {
        guard let animator = delegate?.tabBarController(self, animationControllerForTransitionFrom: old, to: new) else {
            return false
        }
        let interaction = delegate?.tabBarController(self, interactionControllerFor: animator)
        let newView = new.view!
        let coordinator = _TransitionCoordinator(container: container, style: .custom, from: old, to: new)
        coordinator.attach(to: [self, old, new])
        if shouldAutomaticallyForwardAppearanceMethods {
            new._beginAppearance(true, animated: true)
            old._beginAppearance(false, animated: true)
        }
        newView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        newView.frame = container.bounds
        let bounds = container.bounds
        let context = _TransitionContext(
            container: container, animated: true, style: .custom,
            from: .init(controller: old, view: oldView, initialFrame: bounds, finalFrame: .zero),
            to: .init(controller: new, view: newView, initialFrame: .zero, finalFrame: bounds))
        context.coordinator = coordinator
        _tabTransition = context
        context.onComplete = { [weak self] completed in
            guard let self else { return }
            self._tabTransition = nil
            if completed {
                self._endTabChange(from: old, to: new, in: container)
            } else {
                self._cancelTabChange(from: old, to: new, in: container)
            }
            animator.animationEnded(completed)
            self._rootWindow?._updateStatusBarAppearance()
        }
        context._start(animator: animator, interaction: interaction)
        return true
    }

    /// The change completed: the old tab's view leaves and it has
    /// disappeared; the new tab's view sits under the bar and it has appeared.
    private func _endTabChange(from old: UIViewController, to new: UIViewController, in container: UIView) {
        if old._appearState == .disappearing { old._endAppearance() }
        if _selected !== old, let oldView = old._view, oldView._superview != nil { oldView.removeFromSuperview() }
        // An animator may have put the new view over the bar.
        if _selected === new, let newView = new._view, _tabBar._superview === container {
            container.insertSubview(newView, belowSubview: _tabBar)
        }
        if new._appearState == .appearing { _endAppearanceWhereShown(new) }
    }

    /// Ends `controller`'s appearance, as a disappearance when the tab bar
    /// controller itself is leaving or left the screen meanwhile.
    private func _endAppearanceWhereShown(_ controller: UIViewController) {
        let shown = controller._view?._window?._isShowing == true && _appearState.isOnScreenOrGoing
        if !shown { controller._beginAppearance(false, animated: true) }
        controller._endAppearance()
    }

    /// The change was cancelled: the old tab is selected again; the new one
    /// turns back and its view leaves, then the old one comes back (the
    /// order of a cancelled interactive pop, wangling.me 2014; no source
    /// gives a tab's).
    private func _cancelTabChange(from old: UIViewController, to new: UIViewController, in container: UIView) {
        // The old tab comes back unless something else was selected, or it
        // left the tabs, meanwhile.
        let back = (_selected === new || _selected == nil) && _tabs._lastIndex(ofIdentical: old) != nil
        if back {
            _selected = old
            _tabBar.selectedItem = old.tabBarItem
        }
        // The old tab gone meanwhile and the new one still selected: the
        // new one stays, as if the change had completed.
        if !back, _selected === new {
            if new._appearState == .appearing { _endAppearanceWhereShown(new) }
            if old._parent === self, old._appearState == .disappearing { old._endAppearance() }
            return
        }
        // A new tab taken by another container meanwhile is that container's.
        if new._parent === self {
            if new._appearState.isOnScreenOrGoing { new._beginAppearance(false, animated: true) }
            if new._appearState == .disappearing { new._endAppearance() }
            if _selected !== new, let newView = new._view, newView._superview === container { newView.removeFromSuperview() }
        }
        guard back else {
            if old._parent === self, old._appearState == .disappearing { old._endAppearance() }
            return
        }
        if let oldView = old._view, oldView._superview !== container, _tabBar._superview === container {
            container.insertSubview(oldView, belowSubview: _tabBar)
        }
        guard _appearState.isOnScreenOrGoing else {
            if old._appearState == .disappearing { old._endAppearance() }
            return
        }
        if !old._appearState.isOnScreenOrGoing { old._beginAppearance(true, animated: true) }
        if old._appearState == .appearing { _endAppearanceWhereShown(old) }
    }
}
