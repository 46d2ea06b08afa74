import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A controller that, in `viewWillAppear(_:)`, notes the coordinator it sees
/// and runs an alongside animation (its view's alpha to 0.5) with a completion.
@MainActor
final class CoordinatorSpy: UIViewController {
    var marks: TraceMarks?
    var seen: (any UIViewControllerTransitionCoordinator)?
    var sawCoordinator: [Bool] = []

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let coordinator = transitionCoordinator
        sawCoordinator.append(coordinator != nil)
        seen = coordinator
        let name = title ?? "?"
        coordinator?.animate(
            alongsideTransition: { [weak self] _ in self?.view.alpha = 0.5 },
            completion: { [weak self] context in
                self?.marks?.mark("\(name).coordinator.completion(isCancelled: \(context.isCancelled))")
            })
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        sawCoordinator.append(transitionCoordinator != nil)
    }
}

/// `transitionCoordinator` during a push, a pop and a presentation, and the
/// animations and completions registered with it.
///
/// Sources (outside this repository):
/// - [Coordinator] Apple, `UIViewController.transitionCoordinator`: the
///   coordinator of the transition in progress; when the controller has
///   none, its ancestors' (UIKit walks up to find one).
/// - [Alongside] Apple, `UIViewControllerTransitionCoordinator` (the extra
///   animations run in the same animation group as the transition's, at the
///   same time); the older reference for
///   `animateAlongsideTransition:completion:` (the animation runs in the same
///   animation context; the completion block runs after the transition
///   finishes; an animator using Core Animation directly sees the block run
///   after `animateTransition:` returns).
/// - [NotAnimated] Tencent/MLeaksFinder pull request 2 (2016): no
///   transition coordinator for a pop without animation.
@MainActor
@Suite(.uikitTest) struct TransitionCoordinatorTests {
    /// An animated push: the pushed controller and its child see the push's
    /// coordinator in `viewWillAppear(_:)` [Coordinator]; their alongside
    /// animations move with the slide's 0.35 s, ease-in-out [Alongside]; the
    /// completions come after the transition ended [Alongside].
    @Test func alongsideAnimationsAndCompletionsOfAPush() {
        let a = titled("A")
        let b = CoordinatorSpy()
        b.title = "B"
        let child = CoordinatorSpy()
        child.title = "C"
        b.addChild(child)
        b.view.addSubview(child.view)
        child.didMove(toParent: b)
        let navigation = UINavigationController(rootViewController: a)
        withTestWindow(root: navigation) { window in
            let marks = TraceMarks(recorder((navigation, "Nav"), (b, "B"), (child, "C")))
            b.marks = marks
            child.marks = marks
            navigation.pushViewController(b, animated: true)
            TestClock.runUntilIdle()
            #expect(b.sawCoordinator == [true] && child.sawCoordinator == [true])
            #expect(child.seen === b.seen)
            let coordinator = try! #require(b.seen)
            #expect(coordinator.isAnimated && !coordinator.isInteractive && !coordinator.initiallyInteractive)
            #expect(coordinator.transitionDuration == 0.35)
            #expect(coordinator.viewController(forKey: .from) === a && coordinator.viewController(forKey: .to) === b)
            #expect(coordinator.view(forKey: .to) === b.view && coordinator.containerView === navigation.view)
            #expect(b.view.alpha == 0.5 && b.view.presentationValues.alpha == 1)
            TestClock.advance(by: 0.175)
            // Halfway through an ease-in-out curve: half of the change.
            #expect(abs(b.view.presentationValues.alpha - 0.75) < 0.001)
            #expect(abs(child.view.presentationValues.alpha - 0.75) < 0.001)
            _ = marks.take()
            TestClock.advance(by: 0.175)
            #expect(
                appearanceLines(marks.take()) == [
                    "B.viewDidAppear(animated: true)",
                    "C.viewDidAppear(animated: true)",
                    "B.didMove(toParent: Nav)",
                    // order not fixed by any source found: the completions
                    // after didMove (and after the delegate's didShow), in
                    // the order they were registered.
                    "B.coordinator.completion(isCancelled: false)",
                    "C.coordinator.completion(isCancelled: false)",
                ])
            // order not fixed by any source found: the coordinator is still
            // there in viewDidAppear (OpenUIKit drops it after the completions).
            #expect(b.sawCoordinator == [true, true])
            #expect(b.transitionCoordinator == nil && child.transitionCoordinator == nil)
            #expect(coordinator.animate(alongsideTransition: { _ in }, completion: nil) == false)
            expectSound(window)
        }
    }

    /// Without animation there is no coordinator [NotAnimated].
    @Test func aPushWithoutAnimationHasNoCoordinator() {
        let a = titled("A")
        let b = CoordinatorSpy()
        let navigation = UINavigationController(rootViewController: a)
        withTestWindow(root: navigation) { window in
            navigation.pushViewController(b, animated: false)
            TestClock.settle()
            #expect(b.sawCoordinator == [false, false])
            navigation.popViewController(animated: false)
            TestClock.settle()
            #expect(navigation.transitionCoordinator == nil)
            expectSound(window)
        }
    }

    /// A presented controller sees its presentation's coordinator in
    /// `viewWillAppear(_:)`, and its alongside animation runs over the
    /// presentation's 0.5 s [Coordinator], [Alongside].
    @Test func aPresentationHasACoordinator() {
        let a = titled("A")
        let b = CoordinatorSpy()
        b.title = "B"
        b.modalPresentationStyle = .fullScreen
        withTestWindow(root: a) { window in
            a.present(b, animated: true)
            TestClock.runUntilIdle()
            #expect(b.sawCoordinator == [true])
            #expect(b.seen?.presentationStyle == .fullScreen)
            #expect(b.seen?.viewController(forKey: .to) === b)
            TestClock.advance(by: 0.25)
            #expect(abs(b.view.presentationValues.alpha - 0.75) < 0.001)
            TestClock.settle()
            #expect(b.transitionCoordinator == nil && a.transitionCoordinator == nil)
            expectSound(window)
        }
    }
}
