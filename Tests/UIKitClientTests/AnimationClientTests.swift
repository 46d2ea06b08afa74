import UIKit
import XCTest

/// The animation API as iOS teams call it from plain XCTest cases: a property
/// animator driven by hand (as an interactive transition drives one), a
/// running animator, a transition inside a `CATransaction`, spring and
/// keyframe animations, and animations turned off.
///
/// Sources: Apple, `UIViewAnimating` (states), `fractionComplete`,
/// `isReversed`, `stopAnimation(_:)` and `finishAnimation(at:)` (the views
/// end at the position given, the completions get it);
/// `CATransaction.setCompletionBlock(_:)` (after the transaction's
/// animations); `setAnimationsEnabled(_:)` (changes apply at once).
final class AnimationClientTests: ClientTestCase {
    override func setUp() {
        super.setUp()
        useRealTimeAsOnADevice()
    }

    func test_drivingAPropertyAnimatorByHand() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeInOut) {
            card.alpha = 0
            card.transform = CGAffineTransform(translationX: 0, y: 200)
        }
        var ended: UIViewAnimatingPosition?
        animator.addCompletion { ended = $0 }
        animator.pauseAnimation()
        XCTAssertEqual(animator.state, .active)
        XCTAssertFalse(animator.isRunning)
        animator.fractionComplete = 0.5
        XCTAssertEqual(animator.fractionComplete, 0.5, accuracy: 1e-9)
        animator.isReversed = true
        animator.stopAnimation(false)
        XCTAssertEqual(animator.state, .stopped)
        animator.finishAnimation(at: .start)
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(ended, .start)
        XCTAssertEqual(card.alpha, 1)
        XCTAssertEqual(card.transform, .identity)
    }

    func test_aRunningAnimatorCompletesAtTheEnd() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let done = expectation(description: "completion")
        let timing = UISpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: 0.5, dy: 0))
        let animator = UIViewPropertyAnimator(duration: 0.05, timingParameters: timing)
        animator.addAnimations { view.center = CGPoint(x: 40, y: 40) }
        animator.addAnimations({ view.alpha = 0.5 }, delayFactor: 0.5)
        animator.addCompletion { position in
            XCTAssertEqual(position, .end)
            done.fulfill()
        }
        animator.startAnimation()
        XCTAssertTrue(animator.isRunning)
        wait(for: [done], timeout: 2)
    }

    func test_aTransitionInsideATransaction() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UIView()
        let back = UIView()
        container.addSubview(front)
        let transitioned = expectation(description: "transition")
        let committed = expectation(description: "transaction")
        CATransaction.begin()
        CATransaction.setCompletionBlock { committed.fulfill() }
        UIView.transition(from: front, to: back, duration: 0.05, options: [.transitionCrossDissolve]) { finished in
            XCTAssertTrue(finished)
            transitioned.fulfill()
        }
        CATransaction.commit()
        XCTAssertTrue(back.superview === container)
        XCTAssertNil(front.superview)
        wait(for: [transitioned, committed], timeout: 2)
    }

    func test_springAndKeyframeAnimations() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let sprung = expectation(description: "spring")
        let keyframed = expectation(description: "keyframes")
        UIView.animate(
            withDuration: 0.05, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 1, options: [],
            animations: { view.center.x = 80 }, completion: { _ in sprung.fulfill() })
        UIView.animateKeyframes(
            withDuration: 0.05, delay: 0, options: [.calculationModeLinear],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.5 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 1 }
            }, completion: { _ in keyframed.fulfill() })
        wait(for: [sprung, keyframed], timeout: 2)
    }

    func test_aShortAnimationAfterALongOneEndsOnTime() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let short = expectation(description: "short")
        UIView.animate(withDuration: 2, animations: { view.alpha = 0 })
        UIView.animate(withDuration: 0.05, animations: { view.center.x = 30 }, completion: { _ in short.fulfill() })
        wait(for: [short], timeout: 1)
    }

    func test_turningAnimationsOff() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.setAnimationsEnabled(false)
        defer { UIView.setAnimationsEnabled(true) }
        XCTAssertFalse(UIView.areAnimationsEnabled)
        UIView.animate(withDuration: 10) { view.alpha = 0.3 }
        XCTAssertEqual(view.alpha, 0.3)
        UIView.performWithoutAnimation { view.alpha = 0.4 }
        XCTAssertEqual(view.alpha, 0.4)
    }
}
