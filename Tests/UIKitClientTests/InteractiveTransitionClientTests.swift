import UIKit
import XCTest

/// A pop animator as iOS code writes one: an `NSObject` subclass that puts
/// the revealed view under the leaving one and slides the leaving one off.
final class EdgePopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.05 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        transitionContext.containerView.insertSubview(toView, belowSubview: fromView)
        let width = transitionContext.containerView.bounds.width
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: { fromView.transform = CGAffineTransform(translationX: width, y: 0) },
            completion: { _ in
                fromView.transform = .identity
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// A navigation delegate that animates pops and, while a "gesture" runs,
/// hands out a percent-driven interaction controller.
final class EdgePopDelegate: NSObject, UINavigationControllerDelegate {
    var interaction: UIPercentDrivenInteractiveTransition?

    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        operation == .pop ? EdgePopAnimator() : nil
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        interaction
    }
}

/// An interaction controller subclassed as gesture-driven ones are.
final class RecordingInteraction: UIPercentDrivenInteractiveTransition {
    var updates: [CGFloat] = []

    override func update(_ percentComplete: CGFloat) {
        updates.append(percentComplete)
        super.update(percentComplete)
    }
}

/// A controller that learns through its transition coordinator whether the
/// transition that shows it was cancelled, as iOS code does.
final class CoordinatedViewController: SpyViewController {
    var cancelled: [Bool] = []

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        transitionCoordinator?.animate(alongsideTransition: nil) { [weak self] context in
            self?.cancelled.append(context.isCancelled)
        }
    }
}

/// An interactive pop from plain XCTest cases, cancelled and then finished.
///
/// Sources: Apple, `UIPercentDrivenInteractiveTransition` (`update(_:)`,
/// `cancel()`, `finish()`), `navigationController(_:interactionControllerFor:)`,
/// `transitionCoordinator` and `UIViewControllerTransitionCoordinatorContext.isCancelled`;
/// wangling.me, "The Inconsistent Order of View Transition Events" (2014): a
/// cancelled interactive pop gives the revealed controller will-appear,
/// will-disappear and did-disappear, never did-appear.
final class InteractiveTransitionClientTests: ClientTestCase {
    override func setUp() {
        super.setUp()
        useRealTimeAsOnADevice()
    }

    func test_anInteractivePopCancelledThenFinished() {
        let root = CoordinatedViewController()
        let top = SpyViewController()
        let navigation = UINavigationController(rootViewController: root)
        let delegate = EdgePopDelegate()
        let host = WindowHost(navigation)
        defer { host.tearDown() }
        navigation.pushViewController(top, animated: false)
        spinRunLoop()
        navigation.delegate = delegate
        root.log.removeAll()

        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        navigation.popViewController(animated: true)
        spinRunLoop()
        interaction.update(0.5)
        interaction.cancel()
        spinRunLoop(for: 0.2)
        XCTAssertEqual(navigation.viewControllers.count, 2)
        XCTAssertEqual(root.log, ["viewWillAppear", "viewWillDisappear", "viewDidDisappear"])
        XCTAssertEqual(root.cancelled, [true])
        XCTAssertNotNil(top.view.window)

        let finishing = RecordingInteraction()
        finishing.completionSpeed = 2
        delegate.interaction = finishing
        root.log.removeAll()
        navigation.popViewController(animated: true)
        spinRunLoop()
        finishing.update(0.3)
        finishing.finish()
        spinRunLoop(for: 0.2)
        XCTAssertEqual(navigation.viewControllers, [root])
        XCTAssertEqual(root.log, ["viewWillAppear", "viewDidAppear"])
        XCTAssertEqual(root.cancelled, [true, false])
        XCTAssertEqual(finishing.updates, [0.3])
    }
}
