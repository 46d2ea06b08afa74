import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// `UIView.setAnimationsEnabled(_:)`, `areAnimationsEnabled` and
/// `performWithoutAnimation(_:)`.
///
/// Sources: Apple, `setAnimationsEnabled(_:)` (animation blocks still run
/// while animations are disabled, their changes are reflected at once;
/// animations already running continue to their natural end); Apple,
/// `animate(withDuration:delay:options:animations:completion:)` as quoted in
/// kitasuke/PagingMenuController PR 303 (a completion with nothing to
/// animate runs at the beginning of the next run-loop cycle);
/// blog.spacemanlabs.com, "Premature Completion" (2012: with nothing to
/// animate the completion does not wait for the duration); openradar
/// 14829778 (such a completion gets finished = YES).
@MainActor
@Suite(.uikitTest) struct AnimationsEnabledTests {
    @Test func changesWhileDisabledApplyAtOnceAndCompleteWithTheTurn() {
        withShownView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) { window, view in
            #expect(UIView.areAnimationsEnabled)
            UIView.setAnimationsEnabled(false)
            defer { UIView.setAnimationsEnabled(true) }
            #expect(!UIView.areAnimationsEnabled)
            var finished: [Bool] = []
            var blockRan = false
            UIView.animate(
                withDuration: 1, delay: 0, options: [.curveLinear],
                animations: {
                    blockRan = true
                    view.alpha = 0.5
                    #expect(UIView.inheritedAnimationDuration == 0)
                }, completion: { finished.append($0) })
            #expect(blockRan)
            #expect(view.alpha == 0.5)
            #expect(view.presentationValues.alpha == 0.5)
            // order not fixed by any source found: that nothing to animate
            // because animations are off completes as nothing to animate
            // because the block changed nothing, at the end of the turn.
            #expect(finished.isEmpty)
            TestClock.runUntilIdle()
            #expect(finished == [true])
            #expect(!UIApplication.shared.hasRunningAnimations)
        }
    }

    @Test func animationsAlreadyRunningGoOnToTheirEnd() {
        withShownView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) { window, view in
            var finished: [Bool] = []
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { view.alpha = 0 }) {
                finished.append($0)
            }
            UIView.setAnimationsEnabled(false)
            defer { UIView.setAnimationsEnabled(true) }
            TestClock.advance(by: 0.5)
            #expect(view.presentationValues.alpha == 0.5)
            TestClock.advance(by: 0.5)
            #expect(finished == [true])
        }
    }

    /// Order not fixed by any source found: that `areAnimationsEnabled`
    /// reads false inside `performWithoutAnimation(_:)` and true again after.
    @Test func performWithoutAnimationDisablesForItsBlockOnly() {
        withShownView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) { window, view in
            var inside: Bool?
            UIView.animate(withDuration: 1) {
                UIView.performWithoutAnimation {
                    inside = UIView.areAnimationsEnabled
                    view.alpha = 0.2
                }
                view.center = CGPoint(x: 80, y: 50)
            }
            #expect(inside == false)
            #expect(UIView.areAnimationsEnabled)
            #expect(view.presentationValues.alpha == 0.2)
            #expect(view.presentationValues.center == CGPoint(x: 50, y: 50))
            TestClock.settle()
        }
    }

    /// A controller transition while animations are disabled ends with the
    /// turn instead of lasting its duration (its changes are not animated).
    @Test func controllerTransitionsEndWithTheTurnWhileDisabled() {
        let container = Container()
        let old = Content()
        let new = Content()
        withTestWindow(root: container) { _ in
            container.displayContentController(old)
            TestClock.runUntilIdle()
            UIView.setAnimationsEnabled(false)
            defer { UIView.setAnimationsEnabled(true) }
            container.cycle(from: old, to: new)
            TestClock.runUntilIdle()
            #expect(new.parent === container && old.parent == nil)
            #expect(!UIApplication.shared.hasRunningAnimations)
        }
    }
}
