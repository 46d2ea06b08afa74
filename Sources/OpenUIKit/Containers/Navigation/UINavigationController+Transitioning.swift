import Foundation

/// An animated push or pop as a transition: the delegate's animator (or the
/// built-in slide), its interaction controller, the transition context and
/// coordinator, and the two ways it ends.
extension UINavigationController {
    /// Animates the change of top from `oldTop` to `newTop`; `completion`
    /// hears whether it completed (false: cancelled, nothing changed).
    ///
    /// The delegate is asked for an animator, and for an interaction
    /// controller only when it gave one (Apple,
    /// `navigationController(_:interactionControllerFor:)`); the
    /// will-callbacks come after, from the transition's start (device
    /// backtraces: `beginAppearanceTransition:animated:` under
    /// `-[UINavigationController _startCustomTransition:]`,
    /// clayallsopp/weakref-array-test, README.md).
    func _animateTopChange(
        from oldTop: UIViewController, to newTop: UIViewController, in container: UIView, isPop: Bool,
        completion: @escaping (Bool) -> Void
    ) {
        let oldView = oldTop.view!
        let newView = newTop.view!
        let operation: Operation = isPop ? .pop : .push
        let custom = delegate?.navigationController(self, animationControllerFor: operation, from: oldTop, to: newTop)
        let interaction =
            custom.flatMap { delegate?.navigationController(self, interactionControllerFor: $0) }
            ?? (isPop ? _popGesture.takeInteraction() : nil)
        let animator = custom ?? _NavigationSlideAnimator(isPop: isPop, bar: _lowestBar)
        let coordinator = _TransitionCoordinator(container: container, style: .custom, from: oldTop, to: newTop)
        coordinator.attach(to: [self, oldTop, newTop])
        if oldTop._appearState.isOnScreenOrGoing { oldTop.beginAppearanceTransition(false, animated: true) }
        if !newTop._appearState.isOnScreenOrGoing { newTop.beginAppearanceTransition(true, animated: true) }
        newView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        newView.frame = container.bounds
        let bounds = container.bounds
        let context = _TransitionContext(
            container: container, animated: true, style: .custom,
            from: .init(controller: oldTop, view: oldView, initialFrame: bounds, finalFrame: .zero),
            to: .init(controller: newTop, view: newView, initialFrame: .zero, finalFrame: bounds))
        context.coordinator = coordinator
        context.onComplete = { [weak self] completed in
            guard let self else { return }
            if completed {
                self._endTopChange(from: oldTop, to: newTop, in: container)
            } else {
                self._cancelTopChange(from: oldTop, to: newTop, in: container)
            }
            animator.animationEnded(completed)
            completion(completed)
        }
        context._start(animator: animator, interaction: interaction)
    }

    /// The change completed: the old top ends its disappearance, its view
    /// leaves, the new view sits under the bar, the new top has appeared.
    private func _endTopChange(from oldTop: UIViewController, to newTop: UIViewController, in container: UIView) {
        // The old top ends before its view leaves, so that its own
        // endAppearanceTransition() is what ends it.
        if oldTop._appearState == .disappearing { oldTop.endAppearanceTransition() }
        if let oldView = oldTop._view {
            if oldView._superview != nil { oldView.removeFromSuperview() }
            oldView.transform = .identity
        }
        // A custom animator may have put the new view anywhere (over the bar, say).
        if let newView = newTop._view, newTop._parent === self, _navigationBar._superview === container {
            container.insertSubview(newView, belowSubview: _lowestBar)
        }
        if newTop._appearState == .appearing { _endAppearanceWhereShown(newTop) }
    }

    /// Ends `controller`'s appearance through its overridable methods, as a
    /// disappearance when the navigation controller itself is leaving or
    /// left the screen meanwhile (during an interactive transition).
    private func _endAppearanceWhereShown(_ controller: UIViewController) {
        let shown = controller._view?._window?._isShowing == true && _appearState.isOnScreenOrGoing
        if !shown { controller.beginAppearanceTransition(false, animated: true) }
        controller.endAppearanceTransition()
    }

    /// The change was cancelled, as UIKit ends a cancelled interactive pop
    /// (wangling.me, "The Inconsistent Order of View Transition Events",
    /// 2014): the incoming controller's will- and did-disappear, then the
    /// old top's will- and did-appear; the incoming view leaves and the old
    /// one stays where it was.
    private func _cancelTopChange(from oldTop: UIViewController, to newTop: UIViewController, in container: UIView) {
        // A controller taken by another container meanwhile is that container's.
        if newTop._parent === self {
            if newTop._appearState.isOnScreenOrGoing { newTop.beginAppearanceTransition(false, animated: true) }
            if newTop._appearState == .disappearing { newTop.endAppearanceTransition() }
            if let newView = newTop._view {
                if newView._superview === container { newView.removeFromSuperview() }
                newView.transform = .identity
            }
        }
        oldTop._view?.transform = .identity
        guard oldTop._parent === self, let oldView = oldTop._view else {
            if oldTop._appearState == .disappearing { oldTop._endAppearance() }
            return
        }
        if oldView._superview !== container, _navigationBar._superview === container {
            container.insertSubview(oldView, belowSubview: _lowestBar)
        }
        guard _appearState.isOnScreenOrGoing else {
            // The navigation controller is leaving the screen itself: the old
            // top does not come back, its disappearance ends.
            if oldTop._appearState == .disappearing { oldTop.endAppearanceTransition() }
            return
        }
        if !oldTop._appearState.isOnScreenOrGoing { oldTop.beginAppearanceTransition(true, animated: true) }
        if oldTop._appearState == .appearing { _endAppearanceWhereShown(oldTop) }
    }

    /// Puts the stack back as it was before a cancelled change: controllers
    /// it added leave again; the ones it was removing stay (they never got
    /// `didMove(toParent: nil)`).
    ///
    /// The stack became the kept controllers followed by `tail`; the kept
    /// ones are what is left of it outside `tail` (in order, they lead it),
    /// then `leaving` comes back. O(stack × tail), on a cancel only, so that
    /// a change that goes through copies nothing.
    func _undoStackChange(tail: [UIViewController], leaving: [UIViewController], added: [UIViewController]) {
        for controller in added.reversed() where controller._parent === self && leaving._lastIndex(ofIdentical: controller) == nil {
            controller._frameworkCall("willMove(toParent: nil)") { controller.willMove(toParent: nil) }
            controller.removeFromParent()
            controller._setContainerOverlayInsets(.zero)
        }
        var restored: [UIViewController] = []
        for controller in _stack where controller._parent === self && tail._lastIndex(ofIdentical: controller) == nil {
            restored.append(controller)
        }
        for controller in leaving where controller._parent === self && restored._lastIndex(ofIdentical: controller) == nil {
            restored.append(controller)
        }
        _stack = restored
        _orderChildrenAsStack(from: 0)
        _syncBarItems(from: 0)
    }
}

/// UINavigationController's own push and pop animation: the new view slides
/// in from the right over the old one (a push) or the old one slides off
/// to the right uncovering the new one (a pop), in 0.35 seconds,
/// ease-in-out. The slide moves the pictures (transforms), not the frames,
/// so neither view's safe area changes on the way.
@MainActor
final class _NavigationSlideAnimator: UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.35
    let isPop: Bool
    weak var bar: UIView?

    init(isPop: Bool, bar: UIView) {
        self.isPop = isPop
        self.bar = bar
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let oldView = transitionContext.view(forKey: .from), let newView = transitionContext.view(forKey: .to) else {
            return transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        if isPop, oldView._superview === container {
            container.insertSubview(newView, belowSubview: oldView)
        } else if let bar, bar._superview === container {
            container.insertSubview(newView, belowSubview: bar)
        } else {
            container.addSubview(newView)
        }
        let width = container.bounds.width
        let isPop = isPop
        newView.transform = CGAffineTransform(translationX: isPop ? -width * 0.3 : width, y: 0)
        UIView._animateKeepingDuration(
            Self.duration, options: .curveEaseInOut,
            animations: {
                newView.transform = .identity
                oldView.transform = CGAffineTransform(translationX: isPop ? width : -width * 0.3, y: 0)
            },
            completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }
}
