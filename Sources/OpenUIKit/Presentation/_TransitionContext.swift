import Foundation

/// OpenUIKit's transition context: what one presentation, dismissal, push
/// or pop hands its animator and interaction controller.
///
/// The interactive members and the start live in
/// `Transitions/_TransitionContext+Interaction.swift`.
@MainActor
final class _TransitionContext: UIViewControllerContextTransitioning {
    struct Participant {
        /// Nil only for a dismissal whose presenter is gone.
        let controller: UIViewController?
        let view: UIView?
        let initialFrame: CGRect
        let finalFrame: CGRect
    }

    let containerView: UIView
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    var transitionWasCancelled = false
    private let from: Participant
    private let to: Participant
    /// What ends the transition (set once, before the animator runs).
    var onComplete: ((Bool) -> Void)?

    init(container: UIView, animated: Bool, style: UIModalPresentationStyle, from: Participant, to: Participant) {
        containerView = container
        isAnimated = animated
        presentationStyle = style
        self.from = from
        self.to = to
    }

    var targetTransform: CGAffineTransform { .identity }
    /// Whether the transition has ended.
    var hasCompleted: Bool { onComplete == nil }

    // Interaction state (see `_TransitionContext+Interaction.swift`).
    var isInteractive = false
    var initiallyInteractive = false
    var isInterruptible = false
    /// Whether an interaction ended with a finish or a cancel.
    var interactionEnded = false
    var percentComplete: CGFloat = 0
    var completionVelocity: CGFloat = 1
    var completionCurve = UIView.AnimationCurve.easeInOut
    var transitionDuration: TimeInterval = 0
    var animator: (any UIViewControllerAnimatedTransitioning)?
    var interactionController: (any UIViewControllerInteractiveTransitioning)?
    /// What the controllers in the transition see as `transitionCoordinator`.
    var coordinator: _TransitionCoordinator?

    func completeTransition(_ didComplete: Bool) {
        guard let onComplete else {
            UIApplication.shared.diagnostics.report(
                .misuse,
                "completeTransition(_:) was called again for the transition from \(from.controller?._shortDescription ?? "nil") to \(to.controller?._shortDescription ?? "nil"); it had ended already."
            )
            return
        }
        self.onComplete = nil
        transitionWasCancelled = !didComplete
        isInteractive = false
        onComplete(didComplete)
        _transitionDidEnd()
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: from.controller
        case .to: to.controller
        default: nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: from.view
        case .to: to.view
        default: nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        if vc === from.controller { return from.initialFrame }
        if vc === to.controller { return to.initialFrame }
        return .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        if vc === from.controller { return from.finalFrame }
        if vc === to.controller { return to.finalFrame }
        return .zero
    }
}
