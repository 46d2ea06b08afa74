import Foundation

/// The coordinator of one presentation, dismissal, push or pop: what the
/// controllers in it (and their descendants) see as `transitionCoordinator`
/// while it runs.
///
/// It exists before the animator is asked for (controllers register
/// alongside animations in their will-callbacks), answers from its
/// transition context once that is made, runs the alongside animations in
/// the transition's own animation context (after the animator's
/// `animateTransition(using:)` returned, Apple's reference for
/// `animateAlongsideTransition:completion:`), and the completions once the
/// transition has ended.
@MainActor
final class _TransitionCoordinator: UIViewControllerTransitionCoordinator {
    typealias Block = (any UIViewControllerTransitionCoordinatorContext) -> Void

    /// The coordinators of the transitions running now, oldest first.
    private(set) static var active: [_TransitionCoordinator] = []

    let containerView: UIView
    let presentationStyle: UIModalPresentationStyle
    private weak var from: UIViewController?
    private weak var to: UIViewController?
    /// The controllers whose `transitionCoordinator` this is.
    private var participants: [_WeakController] = []
    /// The context, once the transition has one.
    var context: _TransitionContext?

    private var alongside: [Block] = []
    private var completions: [Block] = []
    private var interactionHandlers: [Block] = []
    /// Whether the alongside animations ran (later ones cannot join).
    private(set) var hasStartedAnimations = false
    private(set) var hasEnded = false

    init(container: UIView, style: UIModalPresentationStyle, from: UIViewController?, to: UIViewController?) {
        containerView = container
        presentationStyle = style
        self.from = from
        self.to = to
    }

    // MARK: Who sees it

    /// Makes this the coordinator of `controllers` until the transition ends.
    func attach(to controllers: [UIViewController?]) {
        for case let controller? in controllers { participants.append(_WeakController(controller)) }
        if !Self.active._containsIdentical(self) { Self.active.append(self) }
    }

    /// The coordinator of the newest transition `controller` takes part in.
    static func coordinator(of controller: UIViewController) -> _TransitionCoordinator? {
        for coordinator in active.reversed() {
            for participant in coordinator.participants where participant.controller === controller { return coordinator }
        }
        return nil
    }

    // MARK: UIViewControllerTransitionCoordinatorContext

    var isAnimated: Bool { context?.isAnimated ?? true }
    var initiallyInteractive: Bool { context?.initiallyInteractive ?? false }
    var isInterruptible: Bool { context?.isInterruptible ?? false }
    var isInteractive: Bool { context?.isInteractive ?? false }
    var isCancelled: Bool { context?.transitionWasCancelled ?? false }
    var transitionDuration: TimeInterval { context?.transitionDuration ?? 0 }
    var percentComplete: CGFloat { context?.percentComplete ?? 0 }
    var completionVelocity: CGFloat { context?.completionVelocity ?? 1 }
    var completionCurve: UIView.AnimationCurve { context?.completionCurve ?? .easeInOut }
    var targetTransform: CGAffineTransform { .identity }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        if let context { return context.viewController(forKey: key) }
        switch key {
        case .from: return from
        case .to: return to
        default: return nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? { context?.view(forKey: key) }

    // MARK: UIViewControllerTransitionCoordinator

    /// Queues `animation` to run with the transition's animations and
    /// `completion` to run after it; false when the animations have
    /// started already (the completion is still queued) or it has ended.
    @discardableResult
    func animate(alongsideTransition animation: Block?, completion: Block? = nil) -> Bool {
        guard !hasEnded else { return false }
        if let completion { completions.append(completion) }
        guard let animation else { return true }
        guard !hasStartedAnimations else { return false }
        alongside.append(animation)
        return true
    }

    /// As ``animate(alongsideTransition:completion:)``; OpenUIKit runs the
    /// animation with the others whatever `view` is.
    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: Block?, completion: Block? = nil) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// Calls `handler` each time the transition stops or starts being interactive.
    func notifyWhenInteractionChanges(_ handler: @escaping Block) {
        guard !hasEnded else { return }
        interactionHandlers.append(handler)
    }

    // MARK: Driving it

    /// Runs the queued alongside animations in an animation of the
    /// transition's duration (or hands them to `animator`).
    func startAlongsideAnimations(in animator: (any UIViewImplicitlyAnimating)? = nil) {
        guard !hasStartedAnimations else { return }
        hasStartedAnimations = true
        let blocks = alongside
        alongside.removeAll()
        guard !blocks.isEmpty else { return }
        let run = { [self] in for block in blocks { block(self) } }
        if let animator {
            animator.addAnimations(run)
        } else {
            let curve = context?.completionCurve ?? .easeInOut
            UIView._animate(
                duration: transitionDuration, delay: 0, timing: .named(curve), keepingDuration: true,
                animations: run, completion: nil)
        }
    }

    /// Tells the interaction handlers that the transition became, or stopped being, interactive.
    func interactionDidChange() {
        for handler in interactionHandlers { handler(self) }
    }

    /// The transition ended: the controllers stop seeing this coordinator,
    /// then the completions run.
    func transitionDidEnd() {
        guard !hasEnded else { return }
        hasEnded = true
        hasStartedAnimations = true
        if let index = Self.active._lastIndex(ofIdentical: self) { Self.active.remove(at: index) }
        let blocks = completions
        completions.removeAll()
        interactionHandlers.removeAll()
        for block in blocks { block(self) }
    }
}

/// A controller held weakly.
struct _WeakController {
    weak var controller: UIViewController?
    init(_ controller: UIViewController) { self.controller = controller }
}
