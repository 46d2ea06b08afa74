import Foundation

extension UINavigationController {
    /// What a stack change does to the top controller.
    enum _StackOperation { case push, pop, replace }

    /// Changes the stack to `newStack`, with UIKit's order of callbacks
    /// (see ``_changeStack(keeping:then:animated:operation:)``).
    func _changeStack(to newStack: [UIViewController], animated: Bool, operation: _StackOperation) {
        _changeStack(keeping: 0, then: newStack, animated: animated, operation: operation)
    }

    /// Changes the stack to its first `kept` controllers followed by
    /// `tail`, with UIKit's order of callbacks.
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
    ///
    /// - Complexity: O(controllers above `kept`, and in `tail`) for the
    ///   stack, its children and the bar's items: the kept controllers were
    ///   checked when they came and are not walked, so that pushing and
    ///   popping one controller costs the same at any depth.
    func _changeStack(keeping kept: Int, then tail: [UIViewController], animated: Bool, operation: _StackOperation) {
        if _isTransitioning {
            // The stack the call asked for, as it was when it was asked.
            let newStack = Array(_stack[..<kept]) + tail
            _pendingStackChanges.append { [weak self] in
                self?._changeStack(to: newStack, animated: animated, operation: operation)
            }
            return
        }
        if let problem = _stackProblem(keeping: kept, then: tail, operation: operation) {
            UIApplication.shared.diagnostics.report(.misuse, problem + " Nothing changed.")
            return
        }
        // Only the controllers above the kept ones can leave (the stack
        // itself is not copied: it changes in place below).
        let leaving = Array(_stack[kept...])
        let oldTop = _stack.last
        let newTop = tail.last ?? (kept > 0 ? _stack[kept - 1] : nil)
        var removed: [UIViewController] = []
        for controller in leaving where tail._lastIndex(ofIdentical: controller) == nil { removed.append(controller) }
        var added: [UIViewController] = []
        for controller in tail where leaving._lastIndex(ofIdentical: controller) == nil { added.append(controller) }
        let oldTopLeaves = oldTop.map { kept < _stack.count && tail._lastIndex(ofIdentical: $0) == nil } ?? false
        // The new top was in the stack: kept, or moved from above the kept ones.
        let isPop = tail.isEmpty || leaving._lastIndex(ofIdentical: tail[tail.count - 1]) != nil

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
            let overlay = _barOverlayInsets
            controller._setContainerOverlayInsets(overlay)
            if overlay != _stackOverlay { _stackOverlay = nil }
        }
        if kept < _stack.count { _stack.removeSubrange(kept...) }
        _stack.append(contentsOf: tail)
        _orderChildrenAsStack(from: kept)
        _syncBarItems(from: kept, animated: animated)
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
            // A More navigation controller's tab that left goes back to its tab bar controller.
            (self._parent as? UITabBarController)?._takeBackTabsWithoutParent()
            // The top may have changed behind the slide's back (a controller
            // taken by another container): the next layout puts it in.
            if self.topViewController !== newTop { self._view?.setNeedsLayout() }
            if !self._pendingStackChanges.isEmpty { self._pendingStackChanges.removeFirst()() }
        }
        // A cancelled interactive change: the stack goes back, nothing is shown.
        let cancel: () -> Void = { [weak self] in
            guard let self else { return }
            self._undoStackChange(tail: tail, leaving: leaving, added: added)
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
            container.insertSubview(newView, belowSubview: _lowestBar)
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

    /// Orders the children as the stack, then any child that is leaving
    /// (or not in the stack).
    ///
    /// The first `kept` children are the stack's kept controllers already
    /// (children come and go in stack order), so only the ones after them
    /// are ordered; when they are not (never seen), all are.
    func _orderChildrenAsStack(from kept: Int) {
        var kept = kept
        if kept > 0, kept > _children.count || kept > _stack.count || _children[kept - 1] !== _stack[kept - 1] { kept = 0 }
        let placed = Array(_stack[kept...])
        let rest = Array(_children[kept...])
        _children.removeSubrange(kept...)
        _children.append(contentsOf: placed)
        for child in rest where placed._lastIndex(ofIdentical: child) == nil { _children.append(child) }
    }

    /// Makes the bar's items the stack's navigation items.
    ///
    /// The items below `index` stay when they are the stack's already (the
    /// bar follows every change of the stack); otherwise all are set again.
    func _syncBarItems(from index: Int, animated: Bool = false) {
        defer { _stackDidChange(from: index) }
        if index > 0, index <= _navigationBar._items.count, index <= _stack.count,
            _navigationBar._items[index - 1] === _stack[index - 1].navigationItem
        {
            // In place, told once: the bar and the stack's overlay follow the new top.
            _navigationBar._isChangingItems = true
            _navigationBar._items.removeSubrange(index...)
            for controller in _stack[index...] { _navigationBar._items.append(controller.navigationItem) }
            _navigationBar._isChangingItems = false
            _navigationBar._itemsDidChange()
        } else {
            _navigationBar.setItems(_stack.map(\.navigationItem), animated: animated)
        }
    }

    /// How much the bar covers of the content's safe area.
    var _barOverlayInsets: UIEdgeInsets {
        UIEdgeInsets(
            top: _navigationBarHidden ? 0 : _navigationBar._height(for: traitCollection), left: 0,
            bottom: _showsToolbar ? UIToolbar._contentHeight(for: traitCollection) : 0, right: 0)
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

    /// Gives every controller in the stack the bar's overlay, unless all
    /// have it already (layout runs this on every pass).
    func _updateStackOverlays() {
        let overlay = _barOverlayInsets
        guard overlay != _stackOverlay else { return }
        _stackOverlay = nil
        for controller in _stack { controller._setContainerOverlayInsets(overlay) }
        // A callback on the way that changed the bar or the traits (and so
        // the overlay) leaves it unknown: the next pass gives it again.
        if _stackOverlay == nil, _barOverlayInsets == overlay { _stackOverlay = overlay }
    }

    /// Puts the top controller's view under the bar, filling the view, when it is not there.
    func _installTopViewIfNeeded() {
        guard let top = _stack.last, !_isTransitioning else { return }
        _installChildView(of: top, below: _lowestBar)
    }

    /// Puts the top view in when it is missing, then places the bar under
    /// the top of the safe area, at its height for the traits.
    func _layoutBarAndContent() {
        _installTopViewIfNeeded()
        guard let view = _view else { return }
        _navigationBar.isHidden = _navigationBarHidden
        _navigationBar.frame = CGRect(
            x: 0, y: view.safeAreaInsets.top, width: view.bounds.width,
            height: _navigationBar._height(for: traitCollection)
        )
        _layoutToolbar(in: view)
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
