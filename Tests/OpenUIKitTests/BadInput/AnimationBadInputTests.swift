import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The animation API fed NaN, infinities, huge, negative and tiny numbers,
/// and driven by seeded random sequences of calls, as an interactive
/// transition might drive it: each family runs in a child process (see
/// `BadInputSupport.swift`), reports misuse and stays sound — states
/// consistent, fractions in `0...1`, presentation values finite.
@MainActor
@Suite(.uikitTest) struct AnimationBadInputTests {
    @Test func everyNumberInEveryPlace() async {
        explain(
            await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    childSetUp()
                    withTestWindow { window in
                        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
                        window.addSubview(view)
                        for value in badNumbers {
                            probe("property animator with \(value)")
                            let animator = UIViewPropertyAnimator(duration: TimeInterval(value), curve: .easeOut) {
                                view.center.x = 80
                            }
                            animator.addAnimations({ view.alpha = 0.5 }, delayFactor: value)
                            animator.startAnimation(afterDelay: TimeInterval(value))
                            animator.pauseAnimation()
                            animator.fractionComplete = value
                            requireAnimatorSound(animator, view, "after fractionComplete = \(value)")
                            animator.continueAnimation(
                                withTimingParameters: UISpringTimingParameters(
                                    mass: value, stiffness: value, damping: value, initialVelocity: CGVector(dx: value, dy: value)),
                                durationFactor: value)
                            UIApplication.shared.clock.advance(by: 0.25)
                            requireAnimatorSound(animator, view, "after continuing with \(value)")
                            animator.isReversed = true
                            animator.stopAnimation(false)
                            animator.finishAnimation(at: .current)
                            requireAnimatorSound(animator, view, "after finishing")

                            probe("timing parameters with \(value)")
                            for parameters in [
                                UISpringTimingParameters(dampingRatio: value, initialVelocity: CGVector(dx: value, dy: 1)),
                                UISpringTimingParameters(mass: 1, stiffness: value, damping: 1, initialVelocity: .zero),
                                UISpringTimingParameters(mass: value, stiffness: 100, damping: 10, initialVelocity: .zero),
                                UISpringTimingParameters(mass: 1, stiffness: 100, damping: value, initialVelocity: .zero),
                            ] as [any UITimingCurveProvider] + [
                                UICubicTimingParameters(controlPoint1: CGPoint(x: value, y: value), controlPoint2: CGPoint(x: 1, y: value))
                            ] {
                                let timed = UIViewPropertyAnimator(duration: 0.5, timingParameters: parameters)
                                timed.addAnimations { view.bounds.size.width = 60 }
                                timed.startAnimation()
                                UIApplication.shared.clock.advance(by: 0.125)
                                requireAnimatorSound(timed, view, "timed by \(parameters)")
                                timed.stopAnimation(true)
                            }

                            probe("spring and keyframe animations with \(value)")
                            UIView.animate(
                                withDuration: TimeInterval(value), delay: TimeInterval(value), usingSpringWithDamping: value,
                                initialSpringVelocity: value, options: [], animations: { view.center.y = 70 })
                            UIView.animateKeyframes(withDuration: TimeInterval(value), delay: 0, options: []) {
                                UIView.addKeyframe(withRelativeStartTime: Double(value), relativeDuration: Double(value)) {
                                    view.alpha = 0.25
                                }
                            }
                            UIApplication.shared.clock.advance(by: 0.125)
                            requirePresentationFinite(view, "after spring and keyframes with \(value)")

                            probe("transitions and transactions with \(value)")
                            CATransaction.begin()
                            CATransaction.setAnimationDuration(TimeInterval(value))
                            let replacement = UIView()
                            UIView.transition(from: view, to: replacement, duration: TimeInterval(value), options: [.transitionFlipFromTop])
                            UIView.transition(from: replacement, to: view, duration: TimeInterval(value), options: [])
                            CATransaction.commit()
                            UIApplication.shared.runUntilIdle()
                            require(view.superview === window, "the view is not back in the window")
                            requireSound(window, "after transitions with \(value)")
                            view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
                            view.alpha = 1
                        }
                    }
                }
            })
    }

    @Test func randomSequencesOfAnimatorCalls() async {
        explain(
            await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    childSetUp()
                    withTestWindow { window in
                        var random = RandomizedInvariantTests.Generator(state: 0x5EED)
                        let views = (0..<2).map { _ in UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20)) }
                        for view in views { window.addSubview(view) }
                        var animators: [UIViewPropertyAnimator] = []
                        let values: [CGFloat] = [0, 0.25, 0.5, 1, -1, 2, .nan, .infinity]
                        for step in 0..<3_000 {
                            let view = views[random.below(views.count)]
                            let value = values[random.below(values.count)]
                            if animators.count < 3 || random.below(20) == 0 {
                                let made = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.6) { view.center.x += 10 }
                                if random.below(2) == 0 { made.pausesOnCompletion = true }
                                animators.append(made)
                            }
                            let animator = animators[random.below(animators.count)]
                            let operation = random.below(12)
                            probe("step \(step): operation \(operation) with \(value)")
                            switch operation {
                            case 0: animator.startAnimation()
                            case 1: animator.pauseAnimation()
                            case 2: animator.fractionComplete = value
                            case 3: animator.isReversed.toggle()
                            case 4: animator.stopAnimation(random.below(2) == 0)
                            case 5: animator.finishAnimation(at: [.start, .end, .current][random.below(3)])
                            case 6: animator.addAnimations({ view.alpha = abs(value) }, delayFactor: value)
                            case 7: animator.continueAnimation(withTimingParameters: nil, durationFactor: value)
                            case 8: animator.addCompletion { _ in view.backgroundColor = .red }
                            case 9: UIApplication.shared.clock.advance(by: [0, 0.125, 0.5][random.below(3)])
                            case 10: animator.startAnimation(afterDelay: TimeInterval(value))
                            default: UIApplication.shared.runUntilIdle()
                            }
                            requireAnimatorSound(animator, view, "after step \(step)")
                            if animators.count > 6 {
                                let old = animators.removeFirst()
                                if old.state == .active { old.stopAnimation(false) }
                                if old.state == .stopped { old.finishAnimation(at: .end) }
                            }
                        }
                        for animator in animators {
                            if animator.state == .active, animator.isInterruptible { animator.stopAnimation(false) }
                            if animator.state == .stopped { animator.finishAnimation(at: .end) }
                        }
                        requireSound(window, "at the end")
                    }
                }
            })
    }
}

/// Ends the child when an animator's state, fraction or its view's
/// presentation is unsound.
@MainActor
private func requireAnimatorSound(_ animator: UIViewPropertyAnimator, _ view: UIView, _ what: @autoclosure () -> String) {
    require(!animator.isRunning || animator.state == .active, "\(what()): running while \(animator.state)")
    let fraction = animator.fractionComplete
    require(fraction.isFinite && fraction >= 0 && fraction <= 1, "\(what()): fractionComplete \(fraction)")
    requirePresentationFinite(view, what())
}

@MainActor
private func requirePresentationFinite(_ view: UIView, _ what: @autoclosure () -> String) {
    let shown = view.presentationValues
    let numbers = [shown.center.x, shown.center.y, shown.bounds.width, shown.bounds.height, shown.alpha]
    require(numbers.allSatisfy(\.isFinite), "\(what()): presentation \(shown)")
    require(shown.alpha >= 0 && shown.alpha <= 1, "\(what()): alpha \(shown.alpha)")
}
