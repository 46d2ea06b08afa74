import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A presentation controller of its own that logs its override points.
@MainActor
final class LoggingPresentationController: UIPresentationController {
    var log: TraceMarks?
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }
    override func presentationTransitionWillBegin() { log?.mark("presentationTransitionWillBegin()") }
    override func presentationTransitionDidEnd(_ completed: Bool) { log?.mark("presentationTransitionDidEnd(\(completed))") }
    override func dismissalTransitionWillBegin() { log?.mark("dismissalTransitionWillBegin()") }
    override func dismissalTransitionDidEnd(_ completed: Bool) { log?.mark("dismissalTransitionDidEnd(\(completed))") }
}

/// A fading animator written as iOS teams write one: the presented view is
/// added to the container and faded with `UIView.animate`, and the
/// transition completes in the animation's completion.
@MainActor
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    var log: TraceMarks?
    /// Set to keep the transition open: the context is kept, not completed.
    var holdsTransition = false
    var heldContext: (any UIViewControllerContextTransitioning)?
    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        log?.mark("animateTransition(presenting: \(presenting))")
        let key: UITransitionContextViewKey = presenting ? .to : .from
        guard let view = transitionContext.view(forKey: key) else { return transitionContext.completeTransition(false) }
        if presenting, let to = transitionContext.viewController(forKey: .to) {
            view.frame = transitionContext.finalFrame(for: to)
            transitionContext.containerView.addSubview(view)
            view.alpha = 0
        }
        if holdsTransition {
            heldContext = transitionContext
            return
        }
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: { view.alpha = self.presenting ? 1 : 0 },
            completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }

    func animationEnded(_ transitionCompleted: Bool) { log?.mark("animationEnded(\(transitionCompleted))") }
}

/// A dismissal animator as custom transitions commonly write one: the
/// returning view is put into the container under the leaving one, which
/// slides away.
@MainActor
final class RevealAnimator: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.2 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let from = transitionContext.view(forKey: .from) else { return transitionContext.completeTransition(true) }
        if let to = transitionContext.view(forKey: .to) { container.insertSubview(to, belowSubview: from) }
        UIView.animate(
            withDuration: 0.2,
            animations: { from.transform = CGAffineTransform(translationX: container.bounds.width, y: 0) },
            completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { self }

    /// Presenting, the leaving view goes into the container under the new one.
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { PresentingSwap() }
}

/// A presentation animator that moves the presenter's view into the
/// container (under the presented one), as full-screen animators do.
@MainActor
final class PresentingSwap: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.2 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        if let from = transitionContext.view(forKey: .from) { container.addSubview(from) }
        if let to = transitionContext.view(forKey: .to) { container.addSubview(to) }
        UIView.animate(
            withDuration: 0.2, animations: {},
            completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }
}

/// The transitioning delegate that vends both.
@MainActor
final class FadeTransitions: NSObject, UIViewControllerTransitioningDelegate {
    let presentAnimator = FadeAnimator(presenting: true)
    let dismissAnimator = FadeAnimator(presenting: false)
    var presentationController: LoggingPresentationController?
    var log: TraceMarks? {
        didSet {
            presentAnimator.log = log
            dismissAnimator.log = log
        }
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        log?.mark("animationController(forPresented:)")
        return presentAnimator
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        log?.mark("animationController(forDismissed:)")
        return dismissAnimator
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        log?.mark("presentationController(forPresented:)")
        let controller = LoggingPresentationController(presentedViewController: presented, presenting: presenting)
        controller.log = log
        presentationController = controller
        return controller
    }
}

/// A custom presentation: the transitioning delegate's presentation
/// controller and animators.
///
/// Sources: [Custom] Apple, "Customizing the Transition Animations"
/// (View Controller Programming Guide) and WWDC 2014 session 228, "A Look
/// Inside Presentation Controllers": UIKit asks the delegate for the
/// presentation controller and the animator, the presentation controller
/// hears `presentationTransitionWillBegin()` before the animations and
/// `presentationTransitionDidEnd(_:)` after, the animator adds the
/// presented view to the container and calls `completeTransition(_:)`, and
/// `animationEnded(_:)` follows. Apple, `shouldRemovePresentersView` (false
/// by default) and [Mo4tech] (a `.custom` presentation gives the presenter
/// no disappearance callbacks). [Present], [Dismiss] for the completions.
@MainActor
@Suite(.uikitTest) struct CustomPresentationTests {
    @Test func aCustomAnimatedPresentationAndDismissal() {
        let a = Content()
        let b = presentable(.custom)
        let transitions = FadeTransitions()
        b.transitioningDelegate = transitions
        withTestWindow(root: a) { window in
            let log = TraceMarks(recorder((a, "A"), (b, "B")))
            transitions.log = log
            a.present(b, animated: true) { log.mark("completion") }
            TestClock.runUntilIdle()
            #expect(b.presentationController === transitions.presentationController)
            #expect(
                log.take() == [
                    "presentationController(forPresented:)",
                    "B.loadView()",
                    "B.viewDidLoad()",
                    "presentationTransitionWillBegin()",
                    // order not fixed by any source found: the animator asked
                    // for after viewWillAppear; B's layout here.
                    "B.viewWillAppear(animated: true)",
                    "animationController(forPresented:)",
                    "animateTransition(presenting: true)",
                    "B.viewSafeAreaInsetsDidChange()",
                    "B.viewLayoutMarginsDidChange()",
                    "B.viewIsAppearing(animated: true)",
                    "B.viewWillLayoutSubviews()",
                    "B.viewDidLayoutSubviews()",
                ])
            #expect(b.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
            #expect(a.view.window === window)
            TestClock.advance(by: 0.3)
            #expect(
                log.take() == [
                    // order not fixed by any source found: viewDidAppear
                    // before presentationTransitionDidEnd(_:).
                    "B.viewDidAppear(animated: true)",
                    "presentationTransitionDidEnd(true)",
                    "animationEnded(true)",
                    "completion",
                ])
            expectSound(window)

            b.dismiss(animated: true) { log.mark("completion") }
            TestClock.runUntilIdle()
            TestClock.advance(by: 0.3)
            #expect(
                log.take() == [
                    "dismissalTransitionWillBegin()",
                    "B.viewWillDisappear(animated: true)",
                    "animationController(forDismissed:)",
                    "animateTransition(presenting: false)",
                    "B.viewDidDisappear(animated: true)",
                    "dismissalTransitionDidEnd(true)",
                    "animationEnded(true)",
                    "completion",
                ])
            #expect(b.view.window == nil)
            expectSound(window)
        }
    }

    /// An animator that never calls `completeTransition(_:)` leaves the
    /// presentation in progress, as UIKit does (Apple,
    /// `completeTransition(_:)`: the animator must call it when done); what
    /// is asked for meanwhile waits. Calling it later ends the presentation.
    @Test func aTransitionNeverCompletedStaysInProgress() {
        let a = Content()
        let b = presentable(.custom)
        let transitions = FadeTransitions()
        transitions.presentAnimator.holdsTransition = true
        b.transitioningDelegate = transitions
        withTestWindow(root: a) { window in
            var presented = false
            a.present(b, animated: true) { presented = true }
            TestClock.settle()
            TestClock.advance(by: 10)
            #expect(b.isBeingPresented)
            #expect(!presented)
            var dismissed = false
            a.dismiss(animated: false) { dismissed = true }
            TestClock.runUntilIdle()
            #expect(!dismissed && a.presentedViewController === b)
            #expect(window.invariantViolations(settled: false).isEmpty)

            let context = transitions.presentAnimator.heldContext
            #expect(context?.isInteractive == false && context?.isAnimated == true)
            #expect(context?.presentationStyle == .custom)
            context?.completeTransition(true)
            TestClock.runUntilIdle()
            #expect(presented && dismissed)
            #expect(a.presentedViewController == nil)
            let (_, reports) = UIApplication.shared.diagnostics.recording { context?.completeTransition(true) }
            #expect(reports.map(\.kind) == [.misuse])
            expectSound(window)
        }
    }

    /// Animators that put the presenter's view in the container (the
    /// presenting one as the `.from` view, the dismissing one to reveal it
    /// as the `.to` view) leave it where it belongs: off screen once
    /// presented, back in the window once dismissed.
    /// Sources: Apple, `view(forKey:)` (the views the animator adds to or
    /// removes from the container) and Apple's CustomTransitions sample
    /// (a full-screen presentation relocates the presenter's view during
    /// the transitions and puts it back in its previous superview).
    @Test func anAnimatorRevealingThePresenterLeavesItsViewHome() {
        let a = Content()
        let b = presentable(.fullScreen)
        let reveal = RevealAnimator()
        b.transitioningDelegate = reveal
        withTestWindow(root: a) { window in
            a.present(b, animated: true)
            TestClock.settle()
            #expect(a.view.window == nil)
            b.dismiss(animated: true)
            TestClock.settle()
            #expect(a.view.superview === window)
            #expect(window.subviews == [a.view])
            #expect(a.appearanceState == "appeared")
            expectSound(window)
        }
    }
}
