import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// `animateKeyframes(withDuration:delay:options:animations:completion:)` and
/// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`.
///
/// Sources: Apple, `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`
/// (fractions of the whole animation: start 0.5 of 2 s begins after 1 s; a
/// duration of 0 sets the values at the start time);
/// stackoverflow.com/questions/68056506 (the whole animation follows
/// ease-in-ease-out by default; the curves of `AnimationOptions` work when
/// passed through the raw value) and 20638956 (values move linearly
/// between keyframes in the linear calculation mode).
///
/// Values are compared within 1e-6: other suites leave the manual clock at
/// large times, where sums of seconds round.
@MainActor
@Suite(.uikitTest) struct KeyframeAnimationTests {
    private static let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)

    @Test func keyframesFollowOneAnotherOverTheirPartsOfTheTime() {
        withShownView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) { window, view in
            var finished: [Bool] = []
            UIView.animateKeyframes(
                withDuration: 2, delay: 0, options: [Self.linear, .calculationModeLinear],
                animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 105 }
                    UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 55 }
                    // At 1.4 s, not on the 1.5 s the clock steps to: the shared manual
                    // clock may stand at large times, where sums of seconds round.
                    UIView.addKeyframe(withRelativeStartTime: 0.7, relativeDuration: 0) { view.alpha = 0.5 }
                }, completion: { finished.append($0) })
            #expect(view.center.x == 55 && view.alpha == 0.5)
            TestClock.advance(by: 0.5)
            #expect(abs(view.presentationValues.center.x - 55) < 1e-6)
            TestClock.advance(by: 0.5)
            #expect(abs(view.presentationValues.center.x - 105) < 1e-6)
            #expect(view.presentationValues.alpha == 1)
            TestClock.advance(by: 0.5)
            #expect(abs(view.presentationValues.center.x - 80) < 1e-6)
            #expect(view.presentationValues.alpha == 0.5)
            TestClock.advance(by: 0.5)
            #expect(finished == [true])
            #expect(view.presentationValues.center.x == 55)
        }
    }

    @Test func theWholeAnimationEasesInAndOutByDefault() {
        withShownView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) { window, view in
            UIView.animateKeyframes(
                withDuration: 1, delay: 0, options: [],
                animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.center.x = 105 }
                })
            TestClock.advance(by: 0.125)
            #expect(view.presentationValues.center.x < 17.5) // linear would show 17.5
            TestClock.advance(by: 0.375)
            #expect(abs(view.presentationValues.center.x - 55) < 1e-6)
            TestClock.settle()
        }
    }

    @Test func aKeyframeOutsideAKeyframeAnimationIsReported() {
        withShownView { window, view in
            let (_, reports) = UIApplication.shared.diagnostics.recording {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0.3 }
                UIView.animateKeyframes(withDuration: 1, delay: 0, options: []) {
                    UIView.addKeyframe(withRelativeStartTime: .nan, relativeDuration: 4) { view.alpha = 0.6 }
                }
            }
            #expect(reports.map(\.kind) == [.misuse, .misuse])
            #expect(view.alpha == 0.6)
            TestClock.settle()
        }
    }
}
