import Foundation

/// OpenUIKit's transition context: what one presentation or dismissal hands
/// its animator.
///
/// It is built so that an interaction controller can drive it later (the
/// interactive members are the protocol's and do nothing yet).
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
    private(set) var transitionWasCancelled = false
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

    var isInteractive: Bool { false }
    var targetTransform: CGAffineTransform { .identity }
    /// Whether the transition has ended.
    var hasCompleted: Bool { onComplete == nil }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    func finishInteractiveTransition() {}
    func cancelInteractiveTransition() {}
    func pauseInteractiveTransition() {}

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
        onComplete(didComplete)
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
