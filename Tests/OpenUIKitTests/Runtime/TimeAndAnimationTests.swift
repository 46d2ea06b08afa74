import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The run-loop turn and animations.
///
/// Sources: DESIGN.md "Time"; Apple, `animate(withDuration:delay:options:animations:completion:)`
/// (model values change at once, the completion gets `true` when the
/// animation finished) and `performWithoutAnimation(_:)`.
@MainActor
@Suite(.uikitTest) struct TimeAndAnimationTests {
    @Test func modelChangesAtOncePresentationFollowsTheClock() {
        withTestWindow { window in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(view)
            var finished: [Bool] = []
            UIView.animate(
                withDuration: 1, delay: 0, options: [.curveLinear],
                animations: {
                    view.center = CGPoint(x: 150, y: 50)
                    view.alpha = 0
                }, completion: { finished.append($0) })
            #expect(view.center == CGPoint(x: 150, y: 50))
            #expect(view.alpha == 0)
            #expect(view.presentationValues.center == CGPoint(x: 50, y: 50))
            TestClock.advance(by: 0.25)
            // Within rounding: the shared manual clock may stand anywhere when
            // this test starts, and (now − start) / duration rounds at large times.
            let quarter = view.presentationValues
            #expect(abs(quarter.center.x - 75) < 1e-9 && quarter.center.y == 50, "\(quarter.center)")
            #expect(abs(quarter.alpha - 0.75) < 1e-9, "\(quarter.alpha)")
            #expect(finished.isEmpty)
            TestClock.advance(by: 0.75)
            #expect(finished == [true])
            #expect(view.presentationValues.center == CGPoint(x: 150, y: 50))
            #expect(!UIApplication.shared.hasRunningAnimations)
        }
    }

    @Test func easeInOutIsSlowAtTheEnds() {
        withTestWindow { window in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(view)
            UIView.animate(withDuration: 1) { view.alpha = 0 }
            TestClock.advance(by: 0.1)
            let early = 1 - view.presentationValues.alpha
            TestClock.advance(by: 0.4)
            let half = 1 - view.presentationValues.alpha
            #expect(early < 0.1 && abs(half - 0.5) < 1e-6)
            TestClock.settle()
        }
    }

    @Test func delayedAndNestedAnimationsCompleteInOrder() {
        withTestWindow { window in
            let view = UIView()
            window.addSubview(view)
            var order: [String] = []
            UIView.animate(withDuration: 0.5, delay: 0.5, options: [], animations: { view.alpha = 0.5 }) { _ in order.append("second") }
            UIView.animate(
                withDuration: 0.3,
                animations: {
                    view.tag = 1
                    view.frame.size.width = 9
                }
            ) { _ in order.append("first") }
            UIView.animate(withDuration: 0.3, animations: {}) { _ in order.append("nothing changed") }
            TestClock.runUntilIdle()
            #expect(order == ["nothing changed"])
            TestClock.advance(by: 0.6)
            #expect(order == ["nothing changed", "first"])
            // 0.6 s is 0.1 s into the delayed animation: under way, far from done.
            #expect(view.presentationValues.alpha < 1 && view.presentationValues.alpha > 0.9)
            TestClock.advance(by: 0.5)
            #expect(order == ["nothing changed", "first", "second"])
        }
    }

    @Test func performWithoutAnimationInsideAnAnimation() {
        let view = UIView()
        TestClock.useManualTime()
        UIView.animate(withDuration: 1) {
            UIView.performWithoutAnimation { view.alpha = 0.2 }
            view.center = CGPoint(x: 5, y: 5)
        }
        #expect(view.presentationValues.alpha == 0.2)
        #expect(view.presentationValues.center == .zero)
        TestClock.settle()
    }

    @Test func aTurnThatKeepsInvalidatingItselfIsCutOff() {
        final class Restless: UIView {
            override func layoutSubviews() { setNeedsLayout() }
        }
        withTestWindow { window in
            let view = Restless()
            window.addSubview(view)
            let (_, reports) = UIApplication.shared.diagnostics.recording { TestClock.runUntilIdle() }
            #expect(reports.map(\.kind) == [.layoutFeedbackLoop])
            #expect(!UIApplication.shared.hasPendingWork)
            view.removeFromSuperview()
        }
    }

    @Test func advancingRealTimeIsMisuse() {
        let clock = UIApplication.shared.clock
        let wasManual = clock.mode == .manual
        clock.useRealTime()
        let (_, reports) = UIApplication.shared.diagnostics.recording { clock.advance(by: 1) }
        #expect(reports.map(\.kind) == [.misuse])
        if wasManual { clock.useManualTime(startingAt: clock.now) }
    }

    /// `TestClock.settle(limit:)` ends: a very long animation settles in a
    /// few thousand steps with an infinite limit, its completion runs, and a
    /// NaN or negative limit settles nothing.
    @Test func settlingEndsForAnyLimit() {
        withTestWindow { window in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(view)
            var finished: Bool?
            // 10⁶ s, not more: the manual clock is shared, and the tests after
            // this one compare times that round at 10⁹ s.
            UIView.animate(withDuration: 1e6, animations: { view.alpha = 0 }, completion: { finished = $0 })
            for limit in [TimeInterval.nan, -1] {
                TestClock.settle(limit: limit)
                #expect(finished == nil, "\(limit)")
            }
            let (_, reports) = UIApplication.shared.diagnostics.recording { TestClock.settle(limit: .infinity) }
            #expect(reports.isEmpty)
            #expect(finished == true)
            #expect(!UIApplication.shared.hasRunningAnimations)
            view.removeFromSuperview()
        }
    }
}
