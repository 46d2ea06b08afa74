import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// What UIKit answers with an exception, reported instead, the animator
/// left as it was.
///
/// Sources: HeroTransitions/Hero issue 214 (2017, a device log:
/// "finishAnimationAtPosition: should only be called on a stopped
/// animator!"); mkko/DrawerView issue 22 and m1entus/MZFormSheetPresentationController
/// issue 167 (crash logs: "It is an error to release a paused or stopped
/// property animator. …"); Apple, `startAnimation()` and
/// `addAnimations(_:)` (a programmer error on a stopped animator),
/// `fractionComplete` (settable only while paused), `isInterruptible` (an
/// animator that is not interruptible cannot be paused or stopped; the
/// header: setting it on an active animator raises);
/// microsoft/fluentui-apple PR 915 (stopping an inactive animator crashes).
@MainActor
@Suite(.uikitTest) struct PropertyAnimatorMisuseTests {
    private func reports(_ body: () -> Void) -> [String] {
        let (_, recorded) = UIApplication.shared.diagnostics.recording { body() }
        return recorded.filter { $0.kind == .misuse }.map(\.message)
    }

    @Test func finishingAnAnimatorThatIsNotStopped() {
        withShownView { window, view in
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
            animator.startAnimation()
            let messages = reports { animator.finishAnimation(at: .end) }
            #expect(messages == ["finishAnimationAtPosition: should only be called on a stopped animator!"])
            #expect(animator.state == .active && animator.isRunning)
            TestClock.settle()
            #expect(animator.state == .inactive)
        }
    }

    @Test func startingOrAddingToAStoppedAnimator() {
        withShownView { window, view in
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
            animator.startAnimation()
            animator.stopAnimation(false)
            var ran = false
            let messages = reports {
                animator.startAnimation()
                animator.addAnimations { ran = true }
                animator.pauseAnimation()
                animator.fractionComplete = 0.5
            }
            #expect(messages.count == 4)
            #expect(!ran && animator.state == .stopped)
            animator.finishAnimation(at: .current)
            #expect(animator.state == .inactive)
        }
    }

    @Test func scrubbingARunningAnimatorAndStoppingAnInactiveOne() {
        withShownView { window, view in
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
            #expect(reports { animator.stopAnimation(false) }.count == 1)
            #expect(animator.state == .inactive)
            animator.startAnimation()
            TestClock.advance(by: 0.25)
            #expect(reports { animator.fractionComplete = 0.9 }.count == 1)
            #expect(abs(animator.fractionComplete - 0.25) < 1e-6)
            #expect(reports { animator.fractionComplete = .nan }.count == 1)
            #expect(reports { animator.isInterruptible = false }.count == 1)
            #expect(reports { animator.isUserInteractionEnabled = false }.count == 1)
            #expect(animator.isInterruptible && animator.isUserInteractionEnabled)
            TestClock.settle()
        }
    }

    @Test func anAnimatorThatIsNotInterruptibleRunsOn() {
        withShownView { window, view in
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
            animator.isInterruptible = false
            animator.startAnimation()
            #expect(reports { animator.pauseAnimation() }.count == 1)
            #expect(reports { animator.stopAnimation(true) }.count == 1)
            #expect(animator.isRunning)
            TestClock.settle()
            #expect(animator.state == .inactive)
        }
    }

    @Test func releasingAPausedAnimator() {
        withShownView { window, view in
            let messages = reports {
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
                animator.pauseAnimation()
            }
            #expect(
                messages == [
                    "It is an error to release a paused or stopped property animator. Property animators must either finish animating or be explicitly stopped and finished before they can be released."
                ])
            #expect(!UIApplication.shared.hasRunningAnimations)
            #expect(view.presentationValues.alpha == view.alpha)
        }
    }

    @Test func badNumbersAreReportedAndReplaced() {
        withShownView { window, view in
            var messages = reports {
                _ = UIViewPropertyAnimator(duration: .nan, curve: .linear)
                _ = UIViewPropertyAnimator(duration: 1, dampingRatio: -1)
                _ = UIViewPropertyAnimator(duration: 1, controlPoint1: CGPoint(x: CGFloat.infinity, y: 0), controlPoint2: .zero)
                _ = UISpringTimingParameters(mass: 0, stiffness: -1, damping: .nan, initialVelocity: CGVector(dx: CGFloat.nan, dy: 0))
            }
            #expect(messages.count == 5)
            let animator = UIViewPropertyAnimator(duration: 1e300, curve: .linear) { view.alpha = 0 }
            messages = reports {
                animator.addAnimations({ view.center.x = 9 }, delayFactor: 7)
                animator.startAnimation(afterDelay: -.infinity)
                animator.continueAnimation(withTimingParameters: nil, durationFactor: .nan)
            }
            #expect(messages.count == 3)
            #expect(animator.isRunning)
            animator.stopAnimation(true)
        }
    }
}
