import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A custom animator as iOS teams write one: `animateTransition(using:)`
/// moves the views with one linear `UIView.animate` of 0.4 s, and its
/// completion calls `completeTransition(!transitionWasCancelled)`.
///
/// Covering (a push or a presentation), the incoming view comes in over the
/// old one from the right (push) or the bottom; revealing (a pop or a
/// dismissal), the outgoing view leaves to the right or the bottom,
/// uncovering the incoming one (put under it, when there is one).
@MainActor
final class SlideAnimator: UIViewControllerAnimatedTransitioning {
    enum Kind { case cover, reveal }
    static let duration: TimeInterval = 0.4
    let kind: Kind
    let vertical: Bool
    let marks: TraceMarks?

    init(_ kind: Kind, vertical: Bool = false, marks: TraceMarks? = nil) {
        self.kind = kind
        self.vertical = vertical
        self.marks = marks
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        Self.duration
    }

    func offset(in container: UIView) -> CGAffineTransform {
        vertical
            ? CGAffineTransform(translationX: 0, y: container.bounds.height)
            : CGAffineTransform(translationX: container.bounds.width, y: 0)
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        marks?.mark("animator.animateTransition(interactive: \(transitionContext.isInteractive))")
        let container = transitionContext.containerView
        let away = offset(in: container)
        let moving: UIView?
        switch kind {
        case .cover:
            moving = transitionContext.view(forKey: .to)
            if let moving, let to = transitionContext.viewController(forKey: .to) {
                moving.frame = transitionContext.finalFrame(for: to)
                container.addSubview(moving)
                moving.transform = away
            }
        case .reveal:
            moving = transitionContext.view(forKey: .from)
            if let incoming = transitionContext.view(forKey: .to), let moving {
                container.insertSubview(incoming, belowSubview: moving)
            }
        }
        let kind = kind
        UIView.animate(
            withDuration: Self.duration, delay: 0, options: .curveLinear,
            animations: { moving?.transform = kind == .cover ? .identity : away },
            completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }

    func animationEnded(_ transitionCompleted: Bool) {
        marks?.mark("animator.animationEnded(\(transitionCompleted))")
    }
}

/// A navigation delegate that gives `animator` for every operation and,
/// when set, `interaction`; it marks each call in the trace.
@MainActor
final class TransitionNavigationLog: UINavigationControllerDelegate {
    let marks: TraceMarks
    var interaction: (any UIViewControllerInteractiveTransitioning)?
    /// The animator to give instead of a slide.
    var animator: (any UIViewControllerAnimatedTransitioning)?

    init(_ marks: TraceMarks, interaction: (any UIViewControllerInteractiveTransitioning)? = nil) {
        self.marks = marks
        self.interaction = interaction
    }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        marks.mark("delegate.willShow(\(viewController.title ?? "?"), animated: \(animated))")
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        marks.mark("delegate.didShow(\(viewController.title ?? "?"), animated: \(animated))")
    }
    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        marks.mark(
            "delegate.animationControllerFor(\(operation == .push ? ".push" : ".pop"), from: \(fromVC.title ?? "?"), to: \(toVC.title ?? "?"))"
        )
        return animator ?? SlideAnimator(operation == .push ? .cover : .reveal, marks: marks)
    }
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        marks.mark("delegate.interactionControllerFor")
        return interaction
    }
}

/// A transitioning delegate that gives slide animators and, when set,
/// interaction controllers for presenting and dismissing.
@MainActor
final class InteractiveTransitioningDelegate: UIViewControllerTransitioningDelegate {
    let marks: TraceMarks?
    var presentation: UIPercentDrivenInteractiveTransition?
    var dismissal: UIPercentDrivenInteractiveTransition?

    init(marks: TraceMarks? = nil) { self.marks = marks }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        SlideAnimator(.cover, vertical: true, marks: marks)
    }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        SlideAnimator(.reveal, vertical: true, marks: marks)
    }
    func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { presentation }
    func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { dismissal }
}

/// The lines of a trace about appearance, containment and the marks: the
/// layout, safe-area, margin and `viewIsAppearing` lines are left out (the
/// navigation and presentation lifecycle tests cover their places).
@MainActor
func appearanceLines(_ lines: [String]) -> [String] {
    lines.filter { !$0.contains("Layout") && !$0.contains("SafeArea") && !$0.contains("viewIsAppearing") }
}

/// A navigation controller showing `[a, b]` in a window, settled, for `body`.
@MainActor
func withPushedStack(_ a: UIViewController, _ b: UIViewController, _ body: (UINavigationController, UIWindow) -> Void) {
    let navigation = UINavigationController(rootViewController: a)
    withTestWindow(root: navigation) { window in
        navigation.pushViewController(b, animated: false)
        TestClock.settle()
        body(navigation, window)
    }
}

/// An animator as WWDC 2016 session 216 shows one: a `UIViewPropertyAnimator`
/// (linear, 0.4 s) made once per transition in `interruptibleAnimator(using:)`,
/// whose completion completes the transition; `animateTransition(using:)`
/// starts it. It slides the outgoing view off to the right.
@MainActor
final class PropertyAnimatorTransition: UIViewControllerAnimatedTransitioning {
    private(set) var animator: UIViewPropertyAnimator?

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }

    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        if let animator { return animator }
        let container = transitionContext.containerView
        let from = transitionContext.view(forKey: .from)
        if let to = transitionContext.view(forKey: .to), let from { container.insertSubview(to, belowSubview: from) }
        let width = container.bounds.width
        let animator = UIViewPropertyAnimator(duration: 0.4, curve: .linear) {
            from?.transform = CGAffineTransform(translationX: width, y: 0)
        }
        animator.addCompletion { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
        self.animator = animator
        return animator
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func animationEnded(_ transitionCompleted: Bool) { animator = nil }
}

/// An interaction controller that only keeps the context it is given.
@MainActor
final class KeepingInteraction: UIViewControllerInteractiveTransitioning {
    var context: (any UIViewControllerContextTransitioning)?
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        context = transitionContext
    }
}

/// What an interactive pop's test works with.
@MainActor
struct InteractivePopScene {
    let navigation: UINavigationController
    let a: UIViewController
    let b: UIViewController
    let marks: TraceMarks
    let log: TransitionNavigationLog
}

/// Shows `[A, B]` in a navigation controller whose delegate gives a slide
/// (or `animator`) and `interaction`, starts an animated pop and runs the
/// turn that starts it, then runs `body`; the trace holds everything since
/// the pop.
@MainActor
func withInteractivePop(
    interaction: (any UIViewControllerInteractiveTransitioning)? = UIPercentDrivenInteractiveTransition(),
    animator: (any UIViewControllerAnimatedTransitioning)? = nil,
    _ body: (InteractivePopScene, UIWindow) -> Void
) {
    let a = titled("A")
    let b = titled("B")
    withPushedStack(a, b) { navigation, window in
        let marks = TraceMarks(recorder((navigation, "Nav"), (a, "A"), (b, "B")))
        let log = TransitionNavigationLog(marks, interaction: interaction)
        log.animator = animator
        navigation.delegate = log
        navigation.popViewController(animated: true)
        TestClock.runUntilIdle()
        body(InteractivePopScene(navigation: navigation, a: a, b: b, marks: marks, log: log), window)
        withExtendedLifetime(log) {}
    }
}

/// Shows A in a window and starts presenting B full screen, animated by a
/// slide and driven by `presenting`, with `completion` marked; the trace
/// holds everything since the call.
@MainActor
func withInteractivePresentation(
    presenting: UIPercentDrivenInteractiveTransition,
    _ body: (_ a: UIViewController, _ b: UIViewController, _ marks: TraceMarks, _ delegate: InteractiveTransitioningDelegate, UIWindow) ->
        Void
) {
    let a = titled("A")
    let b = presentable(.fullScreen)
    withTestWindow(root: a) { window in
        let marks = TraceMarks(recorder((a, "A"), (b, "B")))
        let delegate = InteractiveTransitioningDelegate(marks: marks)
        delegate.presentation = presenting
        b.transitioningDelegate = delegate
        a.present(b, animated: true) { marks.mark("present completion") }
        body(a, b, marks, delegate, window)
        withExtendedLifetime(delegate) {}
    }
}
