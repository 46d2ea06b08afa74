import Foundation

/// Starting a transition, through an interaction controller or not, and the
/// context's interactive members.
///
/// Apple's documentation: with an interaction controller UIKit calls its
/// `startInteractiveTransition(_:)` instead of the animator's
/// `animateTransition(using:)`; `finishInteractiveTransition()` and
/// `cancelInteractiveTransition()` end the interaction (the transition
/// itself ends when the animator calls `completeTransition(_:)`);
/// `transitionWasCancelled` answers true from the cancel on;
/// `pauseInteractiveTransition()` makes a running transition interactive.
extension _TransitionContext {
    /// Starts the transition with `animator`, handing it to `interaction` when given.
    func _start(
        animator: any UIViewControllerAnimatedTransitioning, interaction: (any UIViewControllerInteractiveTransitioning)?
    ) {
        self.animator = animator
        let duration = animator.transitionDuration(using: self)
        if !duration.isFinite || duration < 0 {
            UIApplication.shared.diagnostics.report(
                .misuse, "transitionDuration(using:) answered \(duration) for \(_transitionName); using 0.")
        }
        transitionDuration = duration.isFinite ? max(0, duration) : 0
        coordinator?.context = self
        guard let interaction else { return _runAnimations() }
        interactionController = interaction
        isInteractive = interaction.wantsInteractiveStart
        initiallyInteractive = isInteractive
        completionCurve = interaction.completionCurve
        interaction.startInteractiveTransition(self)
    }

    /// Runs the animator's animations, then the coordinator's alongside ones.
    func _runAnimations() {
        animator?.animateTransition(using: self)
        coordinator?.startAlongsideAnimations()
    }

    /// The animator's interruptible animator; nil when it offers none.
    func _interruptibleAnimator() -> (any UIViewImplicitlyAnimating)? {
        guard let animator else { return nil }
        let candidate = animator.interruptibleAnimator(using: self)
        return candidate is _NoInterruptibleAnimator ? nil : candidate
    }

    /// How the transition is named in reports.
    var _transitionName: String {
        let from = viewController(forKey: .from)?._shortDescription ?? "nil"
        let to = viewController(forKey: .to)?._shortDescription ?? "nil"
        return "the transition from \(from) to \(to)"
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard _checkInteractive("updateInteractiveTransition(_:)") else { return }
        guard percentComplete.isFinite else {
            return UIApplication.shared.diagnostics.report(
                .misuse,
                "updateInteractiveTransition(_:) takes a finite fraction, not \(percentComplete); \(_transitionName) stays at \(self.percentComplete)."
            )
        }
        self.percentComplete = min(max(percentComplete, 0), 1)
    }

    func finishInteractiveTransition() { _endInteraction(cancelled: false, "finishInteractiveTransition()") }

    func cancelInteractiveTransition() { _endInteraction(cancelled: true, "cancelInteractiveTransition()") }

    func pauseInteractiveTransition() {
        guard !hasCompleted else {
            return UIApplication.shared.diagnostics.report(
                .misuse, "pauseInteractiveTransition() was called after \(_transitionName) ended; nothing changed.")
        }
        guard !isInteractive else { return }
        isInteractive = true
        interactionEnded = false
        coordinator?.interactionDidChange()
    }

    private func _endInteraction(cancelled: Bool, _ name: String) {
        guard _checkInteractive(name) else { return }
        isInteractive = false
        interactionEnded = true
        transitionWasCancelled = cancelled
        coordinator?.interactionDidChange()
    }

    /// Whether an interactive member may be used now; reports it when not.
    private func _checkInteractive(_ name: String) -> Bool {
        if hasCompleted {
            UIApplication.shared.diagnostics.report(.misuse, "\(name) was called after \(_transitionName) ended; nothing changed.")
            return false
        }
        if !isInteractive {
            UIApplication.shared.diagnostics.report(
                .misuse, "\(name) was called while \(_transitionName) is not interactive; nothing changed.")
            return false
        }
        return true
    }

    /// The transition ended: the animator, the interaction controller and
    /// the coordinator are let go (which ends the cycles they form with the
    /// context), and the coordinator's completions run.
    func _transitionDidEnd() {
        animator = nil
        interactionController = nil
        let coordinator = self.coordinator
        self.coordinator = nil
        coordinator?.transitionDidEnd()
    }
}
