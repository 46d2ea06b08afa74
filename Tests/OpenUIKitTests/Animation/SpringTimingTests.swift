import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Spring timing: a physical spring sets its own duration; a damping ratio
/// is fitted to the duration given.
///
/// Sources: Apple, `CASpringAnimation.settlingDuration` (stiffness 100,
/// mass 1: damping 5 settles after about 2.85 s, damping 15 just over 1 s);
/// Apple, `UISpringTimingParameters.init(mass:stiffness:damping:initialVelocity:)`
/// (damping ratio `damping / (2 * sqrt(stiffness * mass))`);
/// forums.swift.org "UISpringTimingParameters bug" (2018: with mass,
/// stiffness and damping the animator's duration is ignored);
/// Apple, `init(dampingRatio:)` (1: no oscillation).
@MainActor
@Suite(.uikitTest) struct SpringTimingTests {
    private func completionTime(damping: CGFloat) -> TimeInterval? {
        withShownView { window, view in
            let spring = UISpringTimingParameters(mass: 1, stiffness: 100, damping: damping, initialVelocity: .zero)
            let animator = UIViewPropertyAnimator(duration: 1, timingParameters: spring)
            animator.addAnimations { view.center.x = 200 }
            let clock = UIApplication.shared.clock
            let start = clock.now
            var end: TimeInterval?
            animator.addCompletion { _ in end = clock.now - start }
            animator.startAnimation()
            TestClock.settle()
            return end
        }
    }

    @Test func aPhysicalSpringTakesTheTimeItNeedsToComeToRest() {
        let loose = completionTime(damping: 5)
        let firm = completionTime(damping: 15)
        #expect(loose.map { abs($0 - 2.85) < 0.05 } == true, "\(String(describing: loose))")
        #expect(firm.map { $0 > 1 && $0 < 1.05 } == true, "\(String(describing: firm))")
    }

    @Test func anUnderdampedSpringOvershootsAndACriticalOneDoesNot() {
        withTestWindow { window in
            let bouncy = UIView()
            let calm = UIView()
            window.addSubview(bouncy)
            window.addSubview(calm)
            var bouncyMax: CGFloat = 0
            var calmMax: CGFloat = 0
            UIView.animate(
                withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0,
                animations: { bouncy.center.x = 100 })
            UIView.animate(
                withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                animations: { calm.center.x = 100 })
            for _ in 0..<100 {
                TestClock.advance(by: 0.01)
                bouncyMax = max(bouncyMax, bouncy.presentationValues.center.x)
                calmMax = max(calmMax, calm.presentationValues.center.x)
            }
            #expect(bouncyMax > 100)
            #expect(calmMax <= 100)
            // Steps of 0.01 s may fall short of the end by rounding when the
            // manual clock stands at a large time (other suites move it).
            TestClock.settle()
            #expect(bouncy.presentationValues.center.x == 100)
            #expect(!UIApplication.shared.hasRunningAnimations)
        }
    }

    @Test func theSameSpringShowsTheSameValues() {
        func sample() -> [CGFloat] {
            withShownView { window, view in
                UIView.animate(
                    withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 2,
                    animations: { view.center.x = 300 })
                var values: [CGFloat] = []
                for _ in 0..<8 {
                    TestClock.advance(by: 0.125)
                    values.append(view.presentationValues.center.x)
                }
                return values
            }
        }
        #expect(sample() == sample())
    }

    /// Apple, `UICubicTimingParameters.init()` (Core Animation's default
    /// timing function) and `CAMediaTimingFunctionName.default` (control
    /// points (0.25, 0.1) and (0.25, 1.0)).
    @Test func timingParametersDescribeThemselves() {
        let standard = UICubicTimingParameters()
        #expect(standard.controlPoint1 == CGPoint(x: 0.25, y: 0.1) && standard.controlPoint2 == CGPoint(x: 0.25, y: 1))
        let named = UICubicTimingParameters(animationCurve: .easeIn)
        #expect(named.timingCurveType == .builtin)
        #expect(named.controlPoint1 == CGPoint(x: 0.42, y: 0) && named.controlPoint2 == CGPoint(x: 1, y: 1))
        let custom = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.1, y: 0.9), controlPoint2: CGPoint(x: 0.2, y: 1))
        #expect(custom.timingCurveType == .cubic && custom.cubicTimingParameters === custom)
        let spring = UISpringTimingParameters(dampingRatio: 0.7, initialVelocity: CGVector(dx: 1, dy: 0))
        #expect(spring.timingCurveType == .spring && spring.springTimingParameters === spring)
        #expect(spring.initialVelocity == CGVector(dx: 1, dy: 0))
    }
}
