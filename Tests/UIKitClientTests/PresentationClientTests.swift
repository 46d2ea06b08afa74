import UIKit
import XCTest

/// A fade animator as iOS code writes one: an `NSObject` subclass, not
/// isolated by hand, adding the presented view and completing the
/// transition in the animation's completion.
final class QuickFade: NSObject, UIViewControllerAnimatedTransitioning {
    var ended: [Bool] = []

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.05 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to), let to = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(true)
            return
        }
        toView.frame = transitionContext.finalFrame(for: to)
        transitionContext.containerView.addSubview(toView)
        toView.alpha = 0
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: { toView.alpha = 1 },
            completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }

    func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
}

/// The transitioning delegate that vends it for presentations only.
final class QuickFadeTransitions: NSObject, UIViewControllerTransitioningDelegate {
    let animator = QuickFade()

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        animator
    }
}

/// Presenting and dismissing from plain XCTest cases.
///
/// Sources: Apple, `present(_:animated:completion:)` (the presenter's
/// `presentedViewController` and the presented controller's
/// `presentingViewController` link them; the completion runs once the
/// presentation finished), `dismiss(animated:completion:)` (a presented
/// controller asked to dismiss itself hands the call to its presenter),
/// `UIModalPresentationStyle.fullScreen` (the presenter's views are removed
/// once the presentation completes), `UIViewControllerTransitioningDelegate`
/// and `UIViewControllerAnimatedTransitioning` (the animator adds the view
/// and calls `completeTransition(_:)`; `animationEnded(_:)` follows).
final class PresentationClientTests: ClientTestCase {
    func test_presentAndDismissWithoutAnimation() {
        let root = SpyViewController()
        let modal = SpyViewController()
        modal.modalPresentationStyle = .fullScreen
        let host = WindowHost(root)
        defer { host.tearDown() }
        spinRunLoop()
        root.log.removeAll()

        var presented = false
        root.present(modal, animated: false) { presented = true }
        XCTAssertNotNil(root.presentedViewController)
        XCTAssertEqual(modal.presentingViewController, root)
        spinRunLoop()
        XCTAssertTrue(presented)
        XCTAssertEqual(root.log, ["viewWillDisappear", "viewDidDisappear"])
        XCTAssertEqual(modal.log, ["viewDidLoad", "viewWillAppear", "viewDidAppear"])
        XCTAssertNil(root.view.window)

        var dismissed = false
        modal.dismiss(animated: false) { dismissed = true }
        spinRunLoop()
        XCTAssertTrue(dismissed)
        XCTAssertNil(root.presentedViewController)
        XCTAssertNil(modal.presentingViewController)
        XCTAssertNotNil(root.view.window)
    }

    func test_aCustomAnimatedPresentation() {
        let root = UIViewController()
        let card = UIViewController()
        let transitions = QuickFadeTransitions()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = transitions
        let host = WindowHost(root)
        defer { host.tearDown() }
        spinRunLoop()

        var presented = false
        root.present(card, animated: true) { presented = true }
        XCTAssertTrue(card.isBeingPresented)
        spinRunLoop(for: 0.3)
        XCTAssertTrue(presented)
        XCTAssertFalse(card.isBeingPresented)
        XCTAssertEqual(transitions.animator.ended, [true])
        XCTAssertNotNil(root.view.window)
        XCTAssertNotNil(card.presentationController)
    }
}
