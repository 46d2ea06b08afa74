import Foundation

/// Where a controller is in its appearance cycle.
///
/// The only edges are UIKit's: disappeared → appearing → appeared →
/// disappearing → disappeared, plus the two reversals of a cancelled
/// transition (appearing → disappearing, disappearing → appearing), each
/// marked by the opposite will-callback.
/// Where a controller is in forwarding an appearance transition to its children.
enum _AppearanceForwardingPhase: Sendable, Equatable {
    case willBegin(appearing: Bool, animated: Bool)
    case didBegin(appearing: Bool, animated: Bool)
    case didEnd(appearing: Bool, animated: Bool)
}

enum _AppearState: Sendable, Equatable, CustomStringConvertible {
    case disappeared, appearing, appeared, disappearing

    var isOnScreenOrGoing: Bool { self == .appearing || self == .appeared }

    var description: String {
        switch self {
        case .disappeared: "disappeared"
        case .appearing: "appearing"
        case .appeared: "appeared"
        case .disappearing: "disappearing"
        }
    }
}

extension UIViewController {
    /// Starts an appearance transition if the controller is not already
    /// headed that way; forwards to children when automatic forwarding is on.
    ///
    /// Returns false when the transition would be unbalanced; then nothing
    /// changes but that a controller already headed this way brings along
    /// children (adopted meanwhile) still headed the other way.
    ///
    /// Forwarding walks the controller tree with an explicit stack (any
    /// depth works), in the order of a recursive walk: a controller's
    /// will-callback, its `.willBegin` forwarding phase, its children's
    /// subtrees in order, then its `.didBegin` phase.
    @discardableResult
    func _beginAppearance(_ appearing: Bool, animated: Bool) -> Bool {
        guard _beginOwnAppearance(appearing, animated: animated) else {
            // Already headed this way (its own transition): a child still
            // headed the other way (adopted meanwhile) turns along.
            if _appearState == (appearing ? .appearing : .disappearing), shouldAutomaticallyForwardAppearanceMethods {
                _beginChildren(_childrenShownInView, appearing, animated: animated, finishing: nil)
            }
            return false
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return true }
        _forwardingAppearance(.willBegin(appearing: appearing, animated: animated))
        let shown = _childrenShownInView
        guard !shown.isEmpty else {
            // No child to forward to (the common case): no stack.
            _forwardingAppearance(.didBegin(appearing: appearing, animated: animated))
            return true
        }
        _beginChildren(shown, appearing, animated: animated, finishing: self)
        return true
    }

    /// Forwards a begun transition to `children` and their subtrees, then
    /// runs `finishing`'s `.didBegin` phase (when given).
    private func _beginChildren(
        _ children: [UIViewController], _ appearing: Bool, animated: Bool, finishing: UIViewController?
    ) {
        enum Step {
            case begin(UIViewController)
            case didBegin(UIViewController)
        }
        var work: [Step] = finishing.map { [.didBegin($0)] } ?? []
        for child in children.reversed() { work.append(.begin(child)) }
        while let step = work.popLast() {
            switch step {
            case .begin(let controller):
                if controller._beginOwnAppearance(appearing, animated: animated) {
                    queueForwarding(controller)
                } else if controller._appearState == (appearing ? .appearing : .disappearing),
                    controller.shouldAutomaticallyForwardAppearanceMethods
                {
                    for child in controller._childrenShownInView.reversed() { work.append(.begin(child)) }
                }
            case .didBegin(let controller):
                controller._forwardingAppearance(.didBegin(appearing: appearing, animated: animated))
            }
        }

        func queueForwarding(_ controller: UIViewController) {
            guard controller.shouldAutomaticallyForwardAppearanceMethods else { return }
            controller._forwardingAppearance(.willBegin(appearing: appearing, animated: animated))
            work.append(.didBegin(controller))
            for child in controller._childrenShownInView.reversed() { work.append(.begin(child)) }
        }
    }

    /// The controller's own state change and will-callback; false when it
    /// is already headed that way.
    private func _beginOwnAppearance(_ appearing: Bool, animated: Bool) -> Bool {
        switch (appearing, _appearState) {
        case (true, .disappeared), (true, .disappearing):
            _loadViewIfNeeded()
            _appearState = .appearing
            _appearanceAnimated = animated
            _pendingIsAppearing = animated
            _frameworkCall("viewWillAppear(animated: \(animated))") { viewWillAppear(animated) }
        case (false, .appeared), (false, .appearing):
            _appearState = .disappearing
            _appearanceAnimated = animated
            _pendingIsAppearing = nil
            _frameworkCall("viewWillDisappear(animated: \(animated))") { viewWillDisappear(animated) }
        default:
            return false
        }
        return true
    }

    /// Finishes the transition in progress: `viewDidAppear(_:)` (after an
    /// owed `viewIsAppearing(_:)`) or `viewDidDisappear(_:)`, then the
    /// children that were forwarded the same way.
    ///
    /// Returns false (and does nothing) when no transition is in progress.
    ///
    /// Forwarding walks the controller tree with an explicit stack (any
    /// depth works), in the order of a recursive walk: a controller's
    /// did-callback, its children still in the same transition (each
    /// checked when its turn comes) with their subtrees, then its
    /// `.didEnd` forwarding phase and, for the top of a tree, the window's
    /// status bar.
    @discardableResult
    func _endAppearance() -> Bool {
        enum Step {
            case end(UIViewController, while: _AppearState)
            case finish(UIViewController, appearing: Bool, forwarded: Bool, animated: Bool)
        }
        let state = _appearState
        guard state == .appearing || state == .disappearing else { return false }
        // The stack is made only when a child is to be forwarded to.
        var work: [Step] = []
        var pending: Step? = .end(self, while: state)
        while let step = pending ?? work.popLast() {
            pending = nil
            switch step {
            case .end(let controller, let state):
                guard controller._appearState == state else { continue }
                let animated = controller._appearanceAnimated
                let appearing = state == .appearing
                if appearing {
                    controller._deliverViewIsAppearingIfPending()
                    controller._appearState = .appeared
                    controller._frameworkCall("viewDidAppear(animated: \(animated))") { controller.viewDidAppear(animated) }
                } else {
                    controller._appearState = .disappeared
                    controller._frameworkCall("viewDidDisappear(animated: \(animated))") { controller.viewDidDisappear(animated) }
                }
                let forwards = controller.shouldAutomaticallyForwardAppearanceMethods
                let finish = Step.finish(controller, appearing: appearing, forwarded: forwards, animated: animated)
                let shown = forwards ? controller._childrenShownInView : []
                if shown.isEmpty {
                    pending = finish
                } else {
                    work.append(finish)
                    for child in shown.reversed() { work.append(.end(child, while: state)) }
                }
            case .finish(let controller, let appearing, let forwarded, let animated):
                if forwarded { controller._forwardingAppearance(.didEnd(appearing: appearing, animated: animated)) }
                // Children end inside their parent's end: the top of the tree
                // asks the window once.
                if appearing, controller._parent == nil { controller._rootWindow?._updateStatusBarAppearance() }
            }
        }
        return true
    }

    /// Calls the owed `viewIsAppearing(_:)`, once.
    func _deliverViewIsAppearingIfPending() {
        guard let animated = _pendingIsAppearing, _appearState == .appearing else { return }
        _pendingIsAppearing = nil
        _frameworkCall("viewIsAppearing(animated: \(animated))") { viewIsAppearing(animated) }
    }

    /// Children whose root views are loaded and inside this controller's view.
    var _childrenShownInView: [UIViewController] {
        guard let view = _view, !_children.isEmpty else { return [] }
        var shown: [UIViewController] = []
        for child in _children {
            if let childView = child._view, childView.isDescendant(of: view) { shown.append(child) }
        }
        return shown
    }

    func _beginAppearanceTransitionByHand(_ isAppearing: Bool, animated: Bool) {
        if !_beginAppearance(isAppearing, animated: animated) {
            _reportUnbalancedAppearance()
        }
    }

    func _endAppearanceTransitionByHand() {
        if !_endAppearance() {
            _reportUnbalancedAppearance()
        }
    }

    /// UIKit's wording for begin/end calls that do not pair up.
    func _reportUnbalancedAppearance() {
        UIApplication.shared.diagnostics.report(
            .unbalancedAppearanceTransition,
            "Unbalanced calls to begin/end appearance transitions for \(_shortDescription)."
        )
    }
}
