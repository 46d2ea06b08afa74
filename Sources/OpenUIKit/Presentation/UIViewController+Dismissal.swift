import Foundation

extension UIViewController {
    /// `dismiss(animated:completion:)`.
    ///
    /// Apple's documentation: the presenter dismisses what it presented; a
    /// presented controller asked to dismiss itself hands the call to its
    /// presenter; asked of a controller lower in a stack of presentations it
    /// dismisses everything above that controller, animating only the top
    /// one, while the ones in between are just removed. A controller that
    /// neither presents nor is presented has nothing to dismiss: nothing
    /// happens and `completion` does not run (no source says whether UIKit
    /// runs it).
    func _dismiss(animated: Bool, completion: (() -> Void)?) {
        let deferred = _ModalTransitionQueue.shared.deferIfBusy { [weak self] in
            self?._dismiss(animated: animated, completion: completion)
        }
        if deferred { return }
        // A presentation whose presenter is gone (released with a window's
        // old root) can still be dismissed.
        guard let bottom = _presentedByThisOrAncestor ?? _nearestPresented, bottom._modal.presentation != nil else { return }
        let presenter = bottom._modal.presentation?.presenting
        _beginDismissal(of: bottom._presentationChain, to: presenter, animated: animated, completion: completion)
    }

    /// Whether this presented controller's view is still in its presentation's container.
    var _isInItsContainer: Bool {
        guard let container = _modal.presentation?.container else { return false }
        return _view?._superview === container
    }

    /// Whether `target` is this controller or lies in its tree or in what
    /// that tree presents, transitively.
    func _reachesThroughPresentations(_ target: UIViewController) -> Bool {
        var stack: [UIViewController] = [self]
        var seen = Set<ObjectIdentifier>()
        while let controller = stack.popLast() {
            if controller === target { return true }
            guard seen.insert(ObjectIdentifier(controller)).inserted else { continue }
            stack.append(contentsOf: controller._children)
            if let presented = controller._modal.presented { stack.append(presented) }
        }
        return false
    }

    /// This controller or its nearest ancestor that is presented.
    private var _nearestPresented: UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if controller._modal.presentation != nil { return controller }
            current = controller._parent
        }
        return nil
    }

    /// This presented controller and the ones presented above it, bottom
    /// first: at each level, the first controller of the tree (in
    /// depth-first order) that presents something.
    var _presentationChain: [UIViewController] {
        var chain = [self]
        // Containment refuses presentation cycles; the check keeps a broken
        // state from looping here all the same.
        while let next = chain[chain.count - 1]._presentedInTree, !chain._containsIdentical(next) { chain.append(next) }
        return chain
    }

    /// What this controller or one of its descendants presents.
    private var _presentedInTree: UIViewController? {
        var stack: [UIViewController] = [self]
        while let controller = stack.popLast() {
            if let presented = controller._modal.presented { return presented }
            stack.append(contentsOf: controller._children.reversed())
        }
        return nil
    }

    /// Starts dismissing `chain` (bottom first) back to `presenter`.
    ///
    /// Will-callbacks: the top controller's `viewWillDisappear(_:)`, then
    /// those in between that are on screen (not animated), then — when the
    /// bottom presentation had taken it off — the presenter's view goes back
    /// and it gets `viewWillAppear(_:)` (the order of a pop: readke.com's
    /// numbered log; the place of the ones in between is OpenUIKit's).
    private func _beginDismissal(
        of chain: [UIViewController], to presenter: UIViewController?, animated: Bool, completion: (() -> Void)?
    ) {
        guard let top = chain.last, let topPresentation = top._modal.presentation,
            let bottomPresentation = chain[0]._modal.presentation
        else { return }
        let queue = _ModalTransitionQueue.shared
        queue.begin()
        for controller in chain { controller._modal.isBeingDismissed = true }
        for controller in chain.reversed() { controller._modal.presentation?.controller.dismissalTransitionWillBegin() }
        let onScreen = bottomPresentation.container._window?._isShowing == true
        let coordinator =
            animated
            ? _TransitionCoordinator(container: topPresentation.container, style: topPresentation.style, from: top, to: presenter) : nil
        coordinator?.attach(to: [top, presenter])
        // A presented controller whose view was moved out of its container
        // (into another tree, or made a window's root) stays where it is:
        // the dismissal only cuts its links.
        if top._appearState.isOnScreenOrGoing, top._isInItsContainer { top._beginAppearance(false, animated: animated) }
        for controller in chain.dropLast().reversed() where controller._appearState.isOnScreenOrGoing && controller._isInItsContainer {
            controller._beginAppearance(false, animated: false)
        }
        // The presenter's view goes back where it was, when that is still
        // possible (it may have been put elsewhere meanwhile).
        let destination = presenter?._superviewToRestoreInto
        let presenterReturns = destination != nil
        if let destination, let presenter {
            if onScreen, destination._window?._isShowing == true { presenter._beginAppearance(true, animated: animated) }
            presenter._restoreViewAfterPresentation(below: bottomPresentation.container)
        }
        presenter?._modal.removedView = nil
        let container = topPresentation.container
        let topView = topPresentation.controller.presentedView
        let transition = _TransitionContext(
            container: container, animated: animated, style: topPresentation.style,
            from: .init(controller: top, view: topView, initialFrame: topView?.frame ?? .zero, finalFrame: .zero),
            to: .init(
                controller: presenter, view: presenterReturns ? presenter?._view : nil,
                initialFrame: .zero, finalFrame: presenterReturns ? container.bounds : .zero))
        var animator: (any UIViewControllerAnimatedTransitioning)?
        transition.onComplete = { completed in
            _endDismissal(
                of: chain, to: presenter, home: presenterReturns ? destination : nil, completed: completed,
                animator: animator, completion: completion)
        }
        transition.coordinator = coordinator
        guard animated else {
            UIApplication.shared._deferToEndOfTurn { transition.completeTransition(true) }
            return
        }
        let custom = top.transitioningDelegate?.animationController(forDismissed: top)
        let chosen = custom ?? _ModalAnimator(presenting: false, transitionStyle: top.modalTransitionStyle)
        animator = chosen
        let interaction = custom.flatMap { top.transitioningDelegate?.interactionControllerForDismissal(using: $0) }
        transition._start(animator: chosen, interaction: interaction)
    }
}

/// Ends a dismissal: on completion the presented views leave (top first),
/// the did-callbacks run in the order of the will-callbacks, the links go,
/// the presentation controllers hear `dismissalTransitionDidEnd(true)`, and
/// `completion` runs (Apple: after the controller is dismissed). Cancelled,
/// everything goes back and `completion` does not run.
@MainActor
private func _endDismissal(
    of chain: [UIViewController], to presenter: UIViewController?, home: UIView?, completed: Bool,
    animator: (any UIViewControllerAnimatedTransitioning)?, completion: (() -> Void)?
) {
    let queue = _ModalTransitionQueue.shared
    let presentations = chain.map(\._modal.presentation)
    let window = presentations.first??.container._window
    if completed {
        // A custom animator may have put the returning presenter's view in
        // the container (as animators do to reveal it): it goes back home,
        // under the presentation's container, before the container leaves.
        if let home, let view = presenter?._view, view._superview !== home,
            let superview = view._superview, presentations.contains(where: { $0?.container === superview })
        {
            if let bottom = presentations.first??.container, bottom._superview === home {
                home.insertSubview(view, belowSubview: bottom)
            } else {
                home.addSubview(view)
            }
        }
        for (controller, presentation) in zip(chain, presentations).reversed() {
            guard let presentation else { continue }
            if let view = controller._view, view._superview === presentation.container { view.removeFromSuperview() }
            presentation.container.removeFromSuperview()
        }
        for controller in chain.reversed() { controller._endAppearanceWhereTheViewIs() }
        presenter?._endAppearanceWhereTheViewIs()
        for (controller, presentation) in zip(chain, presentations) {
            if let from = presentation?.presenting {
                if from._modal.presented === controller { from._modal.presented = nil }
                if from !== presenter { from._modal.removedView = nil }
            }
            controller._modal.presentation = nil
            queue.livePresentations -= 1
        }
    } else {
        // The revealed presenter turns back first, then the presented ones:
        // the order of a cancelled interactive pop (wangling.me, 2014); no
        // source gives a cancelled dismissal's.
        if let presenter, presenter._appearState == .appearing {
            presenter._beginAppearance(false, animated: false)
            presenter._endAppearance()
        }
        for controller in chain.reversed() where controller._appearState == .disappearing {
            controller._beginAppearance(true, animated: false)
            controller._endAppearance()
        }
        if let bottom = presentations.first ?? nil, bottom.removesPresentersView {
            presenter?._removeViewForPresentation(home: bottom.presenterHome)
        }
    }
    for controller in chain { controller._modal.isBeingDismissed = false }
    for presentation in presentations.reversed() { presentation?.controller.dismissalTransitionDidEnd(completed) }
    animator?.animationEnded(completed)
    window?._updateStatusBarAppearance()
    queue.end()
    if completed { completion?() }
    queue.drain()
}
