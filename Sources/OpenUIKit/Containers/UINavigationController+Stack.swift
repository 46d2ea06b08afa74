import Foundation

extension UINavigationController {
    /// What a stack change does to the top controller.
    enum _StackOperation { case push, pop, replace }

    /// Changes the stack to `newStack`, with UIKit's order of callbacks.
    ///
    /// Controllers new to the stack are added as children first
    /// (`willMove(toParent:)`), controllers leaving it get
    /// `willMove(toParent: nil)`. When the top changes while the navigation
    /// controller is on screen, the old and the new top swap views (the new
    /// view loads first; will-disappear, will-appear, the delegate's
    /// `willShow`; at the end did-disappear, did-appear; see
    /// `_swapTopViews`), and then the containment finishes
    /// (`didMove(toParent:)` for the new top, or `removeFromParent()` for the
    /// old one) and the delegate hears `didShow`.
    ///
    /// A change asked for while an animated one runs waits for its end.
    /// A stack that would hold a controller twice, a navigation controller,
    /// this controller or one of its ancestors, or a window's root
    /// controller is refused, with UIKit's wording where UIKit has one.
    func _changeStack(to newStack: [UIViewController], animated: Bool, operation: _StackOperation) {
        if _isTransitioning {
            _pendingStackChanges.append { [weak self] in
                self?._changeStack(to: newStack, animated: animated, operation: operation)
            }
            return
        }
        if let problem = _stackProblem(newStack, operation: operation) {
            UIApplication.shared.diagnostics.report(.misuse, problem + " Nothing changed.")
            return
        }
        let oldStack = _stack
        let oldTop = oldStack.last
        let newTop = newStack.last
        let removed = oldStack.filter { newStack._lastIndex(ofIdentical: $0) == nil }
        let added = newStack.filter { oldStack._lastIndex(ofIdentical: $0) == nil }
        let oldTopLeaves = oldTop.map { newStack._lastIndex(ofIdentical: $0) == nil } ?? false

        // Containment begins: leaving controllers hear willMove(nil) (the
        // ones under the top leave now), arriving ones are added.
        for controller in removed.reversed() {
            controller._frameworkCall("willMove(toParent: nil)") { controller.willMove(toParent: nil) }
            if controller !== oldTop {
                controller.removeFromParent()
                controller._setContainerOverlayInsets(.zero)
            }
        }
        for controller in added {
            addChild(controller)
            controller._setContainerOverlayInsets(_barOverlayInsets)
        }
        _stack = newStack
        _orderChildrenAsStack()
        _navigationBar.setItems(newStack.map(\.navigationItem), animated: animated)
        for controller in added where controller !== newTop {
            controller._frameworkCall("didMove(toParent: \(_resolvedTraceName))") { controller.didMove(toParent: self) }
        }

        let finish: (Bool) -> Void = { [weak self] shown in
            guard let self else { return }
            if oldTopLeaves, let oldTop, oldTop._parent === self {
                oldTop.removeFromParent()
                oldTop._setContainerOverlayInsets(.zero)
            }
            if let newTop, added._lastIndex(ofIdentical: newTop) != nil, newTop._parent === self {
                newTop._frameworkCall("didMove(toParent: \(self._resolvedTraceName))") { newTop.didMove(toParent: self) }
            }
            if shown, let newTop, newTop._parent === self {
                self.delegate?.navigationController(self, didShow: newTop, animated: animated)
            }
            self._isTransitioning = false
            // The top may have changed behind the slide's back (a controller
            // taken by another container): the next layout puts it in.
            if self.topViewController !== newTop { self._view?.setNeedsLayout() }
            if !self._pendingStackChanges.isEmpty { self._pendingStackChanges.removeFirst()() }
        }
        // A cancelled interactive change: the stack goes back, nothing is shown.
        let cancel: () -> Void = { [weak self] in
            guard let self else { return }
            self._undoStackChange(to: oldStack, added: added)
            self._isTransitioning = false
            if !self._pendingStackChanges.isEmpty { self._pendingStackChanges.removeFirst()() }
        }

        guard oldTop !== newTop else { return finish(false) }
        guard let container = _view, let newTop else {
            // Nothing to show, or nothing shown yet: the old view leaves.
            _removeChildViewIfShown(oldTop)
            return finish(false)
        }
        let onScreen = container._window?._isShowing == true && _appearState.isOnScreenOrGoing
        guard onScreen, let oldTop, let oldView = oldTop._view, oldView._superview === container else {
            // Off screen (or the old top's view was never put in): swap the
            // views without appearance callbacks; the new top's view comes in
            // when it is needed.
            _removeChildViewIfShown(oldTop)
            if onScreen { _installTopViewIfNeeded() } else { container.setNeedsLayout() }
            return finish(false)
        }

        _isTransitioning = true
        let isPop = oldStack._lastIndex(ofIdentical: newTop) != nil
        let start = { [weak self] in
            guard let self else { return }
            // Things may have changed while an animated start waited.
            guard container._window?._isShowing == true, self._appearState.isOnScreenOrGoing,
                newTop._parent === self, self.topViewController === newTop,
                let oldView = oldTop._view, oldView._superview === container
            else {
                self._isTransitioning = false
                if self.topViewController !== oldTop { self._removeChildViewIfShown(oldTop) }
                container.setNeedsLayout()
                return finish(false)
            }
            newTop.loadViewIfNeeded()
            if animated {
                self._animateTopChange(from: oldTop, to: newTop, in: container, isPop: isPop) { completed in
                    if completed { finish(true) } else { cancel() }
                }
            } else {
                self._swapTopViews(from: oldTop, to: newTop, in: container, isPop: isPop) { finish(true) }
            }
            self.delegate?.navigationController(self, willShow: newTop, animated: animated)
        }
        guard animated else { return start() }
        // UIKit starts an animated transition when the layout pass reaches
        // the navigation controller's view, after the call returned (see
        // `_startPendingTransition`); the end of the turn starts it if no
        // layout did.
        _pendingTransitionStart = start
        container.setNeedsLayout()
        UIApplication.shared._deferToEndOfTurn { [weak self] in self?._startPendingTransition() }
    }

    /// Starts the animated stack change that waits for this layout pass;
    /// returns whether there was one.
    ///
    /// Device backtraces show the old top's `viewWillDisappear(_:)` and the
    /// new top's `viewWillAppear(_:)` coming from
    /// `-[UINavigationController _startDeferredTransitionIfNeeded:]` inside
    /// the layout of the navigation controller's view at the end of the
    /// run-loop turn, not from `pushViewController(_:animated:)` itself
    /// (clayallsopp/weakref-array-test, README.md; the icdab jablotron crash
    /// in faisalmemon/ios-crash-dump-analysis-book).
    @discardableResult
    func _startPendingTransition() -> Bool {
        guard let start = _pendingTransitionStart else { return false }
        _pendingTransitionStart = nil
        start()
        return true
    }

    /// Swaps the old top's view for the new one's without animation, as
    /// UIKit's navigation transition does: will-disappear and will-appear
    /// now, the new view in place (over the old one for a push, under it for
    /// a pop), and at the end of the turn the old view leaves, then
    /// did-disappear and did-appear. (Animated changes:
    /// `UINavigationController+Transitioning.swift`.)
    private func _swapTopViews(
        from oldTop: UIViewController, to newTop: UIViewController, in container: UIView,
        isPop: Bool, completion: @escaping () -> Void
    ) {
        let oldView = oldTop.view!
        let newView = newTop.view!
        // Through the overridable methods, as UIKit's navigation transition
        // calls -[UIViewController beginAppearanceTransition:animated:]
        // (device backtraces: clayallsopp/weakref-array-test, README.md).
        if oldTop._appearState.isOnScreenOrGoing { oldTop.beginAppearanceTransition(false, animated: false) }
        if !newTop._appearState.isOnScreenOrGoing { newTop.beginAppearanceTransition(true, animated: false) }
        newView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        newView.frame = container.bounds
        if isPop {
            container.insertSubview(newView, belowSubview: oldView)
        } else {
            container.insertSubview(newView, belowSubview: _navigationBar)
        }
        UIApplication.shared._deferToEndOfTurn {
            // The old top ends before its view leaves, so that its own
            // endAppearanceTransition() is what ends it.
            if oldTop._appearState == .disappearing { oldTop.endAppearanceTransition() }
            if oldView._superview != nil { oldView.removeFromSuperview() }
            if newTop._appearState == .appearing { newTop.endAppearanceTransition() }
            completion()
        }
    }

    /// Why `newStack` cannot be the stack, in UIKit's words where UIKit has them.
    func _stackProblem(_ newStack: [UIViewController], operation: _StackOperation) -> String? {
        for (index, controller) in newStack.enumerated() {
            if newStack._lastIndex(ofIdentical: controller) != index {
                return operation == .push
                    ? "Pushing the same view controller instance more than once is not supported (\(controller._shortDescription))."
                    : "All view controllers in a navigation controller must be distinct (\(controller._shortDescription) appears twice)."
            }
            if controller is UINavigationController {
                return "Pushing a navigation controller is not supported (\(controller._shortDescription))."
            }
            if controller._parent !== self, let problem = _presentationProblem(addingChild: controller) { return problem }
            if _isDescendant(of: controller) {
                return "\(controller._shortDescription) is \(_shortDescription) or one of its ancestors and cannot be in its stack."
            }
            if controller._parent == nil,
                let window = UIApplication.shared.liveWindows.first(where: { $0._rootViewController === controller })
            {
                return
                    "\(controller._shortDescription) is the root view controller of \(window._shortDescription) and cannot be in the stack of \(_shortDescription)."
            }
        }
        return nil
    }

    /// The children in stack order, then any child that is leaving.
    func _orderChildrenAsStack() {
        var ordered = _stack
        for child in _children where _stack._lastIndex(ofIdentical: child) == nil { ordered.append(child) }
        _children = ordered
    }

    /// How much the bar covers of the content's safe area.
    var _barOverlayInsets: UIEdgeInsets {
        _navigationBarHidden ? .zero : UIEdgeInsets(top: UINavigationBar._height(for: traitCollection), left: 0, bottom: 0, right: 0)
    }

    func _setNavigationBarHidden(_ hidden: Bool) {
        guard hidden != _navigationBarHidden else { return }
        _navigationBarHidden = hidden
        _navigationBar.isHidden = hidden
        _updateStackOverlays()
        _view?.setNeedsLayout()
        // Who decides the status bar style changes with the bar.
        setNeedsStatusBarAppearanceUpdate()
    }

    /// Gives every controller in the stack the bar's overlay.
    func _updateStackOverlays() {
        let overlay = _barOverlayInsets
        for controller in _stack { controller._setContainerOverlayInsets(overlay) }
    }

    /// Puts the top controller's view under the bar, filling the view, when it is not there.
    func _installTopViewIfNeeded() {
        guard let top = _stack.last, !_isTransitioning else { return }
        _installChildView(of: top, below: _navigationBar)
    }

    /// Puts the top view in when it is missing, then places the bar under
    /// the top of the safe area, at its height for the traits.
    func _layoutBarAndContent() {
        _installTopViewIfNeeded()
        guard let view = _view else { return }
        _navigationBar.isHidden = _navigationBarHidden
        _navigationBar.frame = CGRect(
            x: 0, y: view.safeAreaInsets.top, width: view.bounds.width,
            height: UINavigationBar._height(for: traitCollection)
        )
        _updateStackOverlays()
    }

    func _navigationForwardingAppearance(_ phase: _AppearanceForwardingPhase) {
        switch phase {
        case .willBegin(appearing: true, _):
            _installTopViewIfNeeded()
        case .didBegin(appearing: true, let animated):
            if let top = topViewController, top._appearState == .appearing {
                delegate?.navigationController(self, willShow: top, animated: animated)
            }
        case .didEnd(appearing: true, let animated):
            if let top = topViewController, top._appearState == .appeared {
                delegate?.navigationController(self, didShow: top, animated: animated)
            }
        default:
            break
        }
    }
}
