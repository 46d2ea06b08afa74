import Foundation

extension UIViewController {
    /// The appearance callbacks a view move implies.
    ///
    /// When a subtree goes on screen (into a shown window) or off it, the
    /// controllers whose root views it carries are driven automatically —
    /// except those whose appearance someone else drives:
    ///
    /// - a controller with no parent (a window's root, or a detached one) is driven;
    /// - a child whose parent is in the same moving subtree is left to the
    ///   parent, which forwards to it (or, when it forwards by hand, calls
    ///   `beginAppearanceTransition(_:animated:)` itself);
    /// - a child whose parent stays where it is is driven when the parent
    ///   forwards automatically and is itself on screen (or going there).
    ///
    /// Will-callbacks run in ``begin()`` before the move; after it, ``end()``
    /// finishes disappearances at once and defers `viewDidAppear(_:)` to the
    /// end of the run-loop turn, as UIKit does — except for a child whose
    /// parent is itself appearing: the parent's `viewDidAppear(_:)` forwards
    /// to it, so the parent's comes first.
    @MainActor
    final class _AppearancePlan {
        private let appearing: Bool
        private var drivers: [UIViewController] = []
        private var begun: [UIViewController] = []
        /// Controllers already disappearing whose disappearance the move ends.
        private var takenOver: [UIViewController] = []

        /// The plan for moving `root` from one window to another (nil: none).
        init(moving root: UIView, from oldWindow: UIWindow?, to newWindow: UIWindow?) {
            let wasShown = oldWindow?._isShowing ?? false
            let willBeShown = newWindow?._isShowing ?? false
            appearing = willBeShown
            guard wasShown != willBeShown else { return }
            collectDrivers(under: root)
        }

        /// The plan for a window being shown.
        init(showing window: UIWindow) {
            appearing = true
            guard !window._isShowing else { return }
            collectDrivers(under: window)
        }

        /// The plan for a window being hidden.
        init(hiding window: UIWindow) {
            appearing = false
            guard window._isShowing else { return }
            collectDrivers(under: window)
        }

        private func collectDrivers(under root: UIView) {
            var seen = Set<ObjectIdentifier>()
            var stack: [UIView] = [root]
            while let view = stack.popLast() {
                if let controller = view._owningController {
                    seen.insert(ObjectIdentifier(controller))
                    if isDriven(controller, seen: seen) { drivers.append(controller) }
                }
                stack.append(contentsOf: view._subviews.reversed())
            }
        }

        private func isDriven(_ controller: UIViewController, seen: Set<ObjectIdentifier>) -> Bool {
            guard let parent = controller._parent else { return true }
            if seen.contains(ObjectIdentifier(parent)) { return false }
            guard parent.shouldAutomaticallyForwardAppearanceMethods else { return false }
            return appearing ? parent._appearState.isOnScreenOrGoing : true
        }

        /// Runs the will-callbacks. A controller already disappearing (a
        /// transition that will end elsewhere) whose view now leaves the
        /// screen is taken too: its disappearance ends with the move.
        func begin() {
            for controller in drivers {
                if controller._beginAppearance(appearing, animated: false) {
                    begun.append(controller)
                } else if !appearing, controller._appearState == .disappearing {
                    // Already leaving (a transition of its parent's): its view
                    // leaves the window now, so its disappearance ends with the move.
                    takenOver.append(controller)
                    // Children still on screen under it (added during its
                    // transition) leave with it.
                    guard controller.shouldAutomaticallyForwardAppearanceMethods else { continue }
                    for child in controller._childrenShownInView where child._appearState.isOnScreenOrGoing {
                        if child._beginAppearance(false, animated: false) { begun.append(child) }
                    }
                }
            }
        }

        /// Takes back the will-callbacks of ``begin()`` (a move given up
        /// after they ran): each begun controller turns back and ends where
        /// it started, as a cancelled transition does — unless the move that
        /// gave this one up took its view where this one was going.
        func cancel() {
            for controller in begun.reversed() where controller._appearState == (appearing ? .appearing : .disappearing) {
                if (controller._view?._window?._isShowing == true) == appearing {
                    // The move that gave this one up already carried the view
                    // where this plan was taking it: finish instead.
                    if appearing { controller._finishTransitionAtEndOfTurn() } else { controller._endAppearance() }
                    continue
                }
                controller._beginAppearance(!appearing, animated: false)
                controller._endAppearance()
            }
            begun.removeAll()
            takenOver.removeAll()
        }

        /// Runs the did-callbacks: now for a disappearance, at the end of the
        /// turn for an appearance.
        func end() {
            for controller in takenOver where controller._appearState == .disappearing && controller._view?._window?._isShowing != true {
                controller._endAppearance()
            }
            takenOver.removeAll()
            guard !begun.isEmpty else { return }
            if appearing {
                for controller in begun {
                    // A child of a parent still appearing ends inside the
                    // parent's end, which forwards to it (parent first).
                    if let parent = controller._parent, parent._appearState == .appearing,
                        parent.shouldAutomaticallyForwardAppearanceMethods
                    {
                        continue
                    }
                    controller._finishTransitionAtEndOfTurn()
                }
            } else {
                for controller in begun where controller._appearState == .disappearing {
                    controller._endAppearance()
                }
            }
        }
    }

    /// Ends the transition in progress at the end of the turn, unless
    /// something else ends it first (a parent's forwarding, a transition's
    /// animation).
    func _finishTransitionAtEndOfTurn() {
        let direction = _appearState
        UIApplication.shared._deferToEndOfTurn { [weak self] in
            // Turned round meanwhile (a presentation over it began, say): the
            // transition that turned it owns the end.
            guard let self, self._appearState == direction, direction == .appearing || direction == .disappearing else { return }
            self._endAppearance()
        }
    }
}
