import Foundation

extension UIViewController {
    /// Starts presenting `presented` on `context` (this controller is the source).
    ///
    /// The links are made at once (`presentedViewController` answers inside
    /// the call). The presented view loads, the presentation controller hears
    /// `presentationTransitionWillBegin()`, and — when the window is shown —
    /// the context controller gets `viewWillDisappear(_:)` if the style
    /// removes its view, then the presented controller `viewWillAppear(_:)`
    /// (the order of a push: velog.io/@affogato, "1Will, 2Will, 1Did,
    /// 2Did"). Animated, the animator runs; not animated, the presented view
    /// goes in place and the transition completes at the end of the turn.
    func _beginPresentation(
        of presented: UIViewController, on context: UIViewController, style requestedStyle: UIModalPresentationStyle,
        animated: Bool, completion: (() -> Void)?
    ) {
        let queue = _ModalTransitionQueue.shared
        queue.begin()
        let controller = _presentationController(for: presented, on: context, style: requestedStyle)
        let traits = context._view?._window?._traits ?? context._traits
        let style = controller._adapt(requestedStyle, to: traits)
        if style == .popover, let popover = controller as? UIPopoverPresentationController, popover.sourceView == nil {
            UIApplication.shared.diagnostics.report(
                .misuse,
                "UIPopoverPresentationController (\(ObjectSerial.describe(popover, serial: popover._serial))) should have a non-nil sourceView or barButtonItem set before the presentation occurs. It is centred instead."
            )
        }
        let container = _UITransitionView(frame: .zero)
        container._presentationController = controller
        let presentation = _Presentation(presenting: context, style: style, controller: controller, container: container)
        presentation.presenterHome = context._viewHome
        context._modal.presented = presented
        presented._modal.presentation = presentation
        queue.livePresentations += 1
        presented._modal.isBeingPresented = true
        presented.loadViewIfNeeded()
        _placeContainer(container, for: context, style: style)
        controller._containerView = container
        if controller is UISheetPresentationController { controller._installSwipeToDismiss(on: container) }

        let window = container._window
        let onScreen = window?._isShowing == true
        let presenterLeaves = onScreen && presentation.removesPresentersView && context._appearState.isOnScreenOrGoing
        let coordinator = animated ? _TransitionCoordinator(container: container, style: style, from: context, to: presented) : nil
        coordinator?.attach(to: [context, presented])
        controller.presentationTransitionWillBegin()
        if presenterLeaves { context._beginAppearance(false, animated: animated) }
        if onScreen { presented._beginAppearance(true, animated: animated) }

        let presentedView = controller.presentedView
        let contextFrame = context._view.map { $0.convert($0.bounds, to: container) } ?? .zero
        let transition = _TransitionContext(
            container: container, animated: animated, style: style,
            from: .init(
                controller: context, view: presentation.removesPresentersView ? context._view : nil,
                initialFrame: contextFrame, finalFrame: presentation.removesPresentersView ? .zero : contextFrame),
            to: .init(
                controller: presented, view: presentedView, initialFrame: .zero,
                finalFrame: controller.frameOfPresentedViewInContainerView))
        var animator: (any UIViewControllerAnimatedTransitioning)?
        let finish: (Bool) -> Void = { [weak presented] completed in
            guard let presented else { return queue.end() }
            presented._endPresentation(completed: completed, animator: animator, completion: completion)
        }
        transition.onComplete = finish
        transition.coordinator = coordinator
        guard animated else {
            if let presentedView {
                presentedView.frame = controller.frameOfPresentedViewInContainerView
                // A built-in style's view follows the container; a custom
                // presentation controller places its own.
                if controller._builtInStyle != nil { presentedView.autoresizingMask = [.flexibleWidth, .flexibleHeight] }
                container.addSubview(presentedView)
            }
            UIApplication.shared._deferToEndOfTurn { transition.completeTransition(true) }
            return
        }
        let transitionStyle =
            context.providesPresentationContextTransitionStyle && style._isContextual
            ? context.modalTransitionStyle : presented.modalTransitionStyle
        let custom = presented.transitioningDelegate?.animationController(forPresented: presented, presenting: context, source: self)
        let chosen = custom ?? _ModalAnimator(presenting: true, transitionStyle: transitionStyle)
        animator = chosen
        // UIKit asks for an interaction controller only when the delegate gave an animator.
        let interaction = custom.flatMap { presented.transitioningDelegate?.interactionControllerForPresentation(using: $0) }
        transition._start(animator: chosen, interaction: interaction)
    }

    /// The presentation controller for this presentation: the transitioning
    /// delegate's for `.custom`, else the one made before if it is for this
    /// style, else a new one.
    private func _presentationController(
        for presented: UIViewController, on context: UIViewController, style: UIModalPresentationStyle
    ) -> UIPresentationController {
        var controller = presented._modal.presentationController
        if style == .custom {
            if let custom = presented.transitioningDelegate?.presentationController(
                forPresented: presented, presenting: context, source: self)
            {
                controller = custom
            } else if controller?._builtInStyle != nil {
                controller = nil
            }
        } else if controller?._builtInStyle != style {
            controller = nil
        }
        let chosen =
            controller
            ?? (style == .custom
                ? UIPresentationController(presentedViewController: presented, presenting: context)
                : UIPresentationController._builtIn(style: style, presented: presented, presenting: context))
        chosen._presented = presented
        chosen._presenting = context
        presented._modal.presentationController = chosen
        return chosen
    }

    /// Puts the container where the presentation shows: over the context
    /// controller's view, in its superview, for a current-context style from
    /// a controller inside another; over everything in the window otherwise.
    ///
    /// The container gets its safe area at once, not at the next layout
    /// pass, so that `frameOfPresentedViewInContainerView` (asked for the
    /// transition's final frame inside `present`) sees it: otherwise a sheet
    /// would start at the top of the screen and move below the status bar at
    /// the layout, and the presented controller would hear two safe areas.
    private func _placeContainer(_ container: _UITransitionView, for context: UIViewController, style: UIModalPresentationStyle) {
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if style._isContextual, context._parent != nil, let contextView = context._view, let superview = contextView._superview {
            container.frame = contextView.frame
            superview.insertSubview(container, aboveSubview: contextView)
        } else {
            guard let window = context._view?._window ?? _view?._window else { return }
            container.frame = window.bounds
            window.addSubview(container)
        }
        if let superview = container._superview {
            _ = container._setSafeAreaInsets(superview._safeAreaInsets(of: container))
        }
    }

    /// Ends a presentation (on the presented controller): on completion the
    /// presenter's view leaves when the style says so, the did-callbacks
    /// run (the presenter's first), the presentation controller hears
    /// `presentationTransitionDidEnd(true)`, and then `completion` runs
    /// (Apple: after the presented controller's `viewDidAppear(_:)`).
    /// Cancelled, everything goes back and `completion` does not run.
    func _endPresentation(
        completed: Bool, animator: (any UIViewControllerAnimatedTransitioning)?, completion: (() -> Void)?
    ) {
        let queue = _ModalTransitionQueue.shared
        guard let presentation = _modal.presentation else { return queue.end() }
        let context = presentation.presenting
        if completed {
            if presentation.removesPresentersView, let context { context._removeViewForPresentation(home: presentation.presenterHome) }
            context?._endAppearanceWhereTheViewIs()
            _endAppearanceWhereTheViewIs()
        } else {
            _unwindPresentation(presentation)
        }
        _modal.isBeingPresented = false
        presentation.controller.presentationTransitionDidEnd(completed)
        animator?.animationEnded(completed)
        (context?._view?._window ?? presentation.container._window)?._updateStatusBarAppearance()
        queue.end()
        if completed { completion?() }
        queue.drain()
    }

    /// Takes back a presentation that was cancelled: the presented controller
    /// turns back and leaves, the presenter turns back, the links go.
    private func _unwindPresentation(_ presentation: _Presentation) {
        if _appearState == .appearing {
            _beginAppearance(false, animated: false)
            _endAppearance()
        }
        if let view = _view, view._superview === presentation.container { view.removeFromSuperview() }
        presentation.container.removeFromSuperview()
        if let context = presentation.presenting {
            if context._appearState == .disappearing {
                context._beginAppearance(true, animated: false)
                context._endAppearance()
            }
            if context._modal.presented === self { context._modal.presented = nil }
        }
        _modal.presentation = nil
        _ModalTransitionQueue.shared.livePresentations -= 1
    }
}
