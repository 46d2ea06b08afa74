import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// `UIView.transition(with:…)` and `UIView.transition(from:to:…)`.
///
/// Sources: Apple, `transition(from:to:duration:options:completion:)` (by
/// default the from-view is removed from its superview and the to-view
/// added to it; a duration of 0 makes the change without animating),
/// `AnimationOptions.showHideTransitionViews` (hidden and shown instead,
/// both already in the superview), `transition(with:…)`,
/// `AnimationOptions.allowAnimatedContent` (the views' property values
/// change along the way; without it a snapshot is animated);
/// cnblogs.com/liuwj/p/6599608.html (after the call the to-view is in the
/// superview and the from-view out of it).
@MainActor
@Suite(.uikitTest) struct ViewTransitionTests {
    @Test func replacingAViewSwapsThemAtOnceAndCompletesAfterTheDuration() {
        withTestWindow { window in
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let front = UIView()
            let back = UIView()
            window.addSubview(container)
            container.addSubview(front)
            var finished: [Bool] = []
            UIView.transition(from: front, to: back, duration: 0.5, options: [.transitionFlipFromLeft]) {
                finished.append($0)
            }
            #expect(back.superview === container && front.superview == nil)
            #expect(container.presentationValues.transition == .transitionFlipFromLeft)
            TestClock.advance(by: 0.25)
            #expect(finished.isEmpty)
            TestClock.advance(by: 0.25)
            #expect(finished == [true])
            #expect(container.presentationValues.transition == [])
        }
    }

    @Test func showHideTransitionViewsHidesAndShows() {
        withTestWindow { window in
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let front = UIView()
            let back = UIView()
            back.isHidden = true
            window.addSubview(container)
            container.addSubview(front)
            container.addSubview(back)
            UIView.transition(
                from: front, to: back, duration: 0.3, options: [.showHideTransitionViews, .transitionCrossDissolve])
            #expect(front.isHidden && !back.isHidden)
            #expect(front.superview === container && back.superview === container)
            #expect(container.presentationValues.transition == .transitionCrossDissolve)
            TestClock.settle()
        }
    }

    @Test func aContainerTransitionAnimatesItsContentOnlyWhenAllowed() {
        withTestWindow { window in
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let content = UIView()
            window.addSubview(container)
            container.addSubview(content)
            var finished: [Bool] = []
            UIView.transition(
                with: container, duration: 1, options: [.transitionCurlUp, .curveLinear],
                animations: { content.alpha = 0 }, completion: { finished.append($0) })
            #expect(content.alpha == 0 && content.presentationValues.alpha == 0)
            #expect(container.presentationValues.transition == .transitionCurlUp)
            UIView.transition(
                with: container, duration: 1, options: [.allowAnimatedContent, .curveLinear],
                animations: { content.alpha = 1 }, completion: { finished.append($0) })
            TestClock.advance(by: 0.5)
            #expect(abs(content.presentationValues.alpha - 0.5) < 1e-9, "\(content.presentationValues.alpha)")
            TestClock.advance(by: 0.5)
            #expect(finished == [true, true])
        }
    }

    @Test func aZeroDurationTransitionCompletesWithTheTurn() {
        withTestWindow { window in
            let front = UIView()
            let back = UIView()
            window.addSubview(front)
            var finished: [Bool] = []
            UIView.transition(from: front, to: back, duration: 0, options: []) { finished.append($0) }
            #expect(back.superview === window)
            TestClock.runUntilIdle()
            #expect(finished == [true])
        }
    }

    @Test func transitionsThatCannotHappenAreReported() {
        withTestWindow { window in
            let loose = UIView()
            let other = UIView()
            let placed = UIView()
            window.addSubview(placed)
            let (_, reports) = UIApplication.shared.diagnostics.recording {
                UIView.transition(from: loose, to: other, duration: 0.3, options: [])
                UIView.transition(from: placed, to: other, duration: 0.3, options: [.showHideTransitionViews])
                UIView.transition(from: placed, to: placed, duration: 0.3, options: [])
            }
            #expect(reports.map(\.kind) == [.misuse, .misuse, .misuse])
            #expect(placed.superview === window && other.superview == nil && !placed.isHidden)
        }
    }
}
