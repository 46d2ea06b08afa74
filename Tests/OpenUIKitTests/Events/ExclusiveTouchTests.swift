import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// `isExclusiveTouch` in touch delivery.
///
/// Sources (outside this repository):
/// - [Exclusive] Apple, `isExclusiveTouch`: true makes the view block the
///   delivery of touch events to other views in the same window; false by
///   default.
/// - [Xamarin] learn.microsoft.com, `UIKit.UIView.ExclusiveTouch` (the
///   binding's remarks): a touch in an exclusive view is delivered only if
///   no other view in the window is tracking a finger; a touch in a
///   non-exclusive view only if no exclusive view is tracking one.
/// - [Recognizers] cnblogs.com/mumoozhu/p/4582728 ("UIView
///   的exclusiveTouch属性"): gesture recognizers ignore the property.
@MainActor
@Suite(.uikitTest) struct ExclusiveTouchTests {
    /// While an exclusive view tracks a finger, a finger on another view
    /// reaches neither view; once it lifts, other views get touches again
    /// [Exclusive], [Xamarin].
    @Test func anExclusiveViewTrackingBlocksOtherViews() {
        withTwoViews { a, b, log, window in
            #expect(!a.isExclusiveTouch)
            a.isExclusiveTouch = true
            let first = window.beginTouch(at: CGPoint(x: 50, y: 50))
            let second = window.beginTouch(at: CGPoint(x: 250, y: 50))
            window.moveTouch(second, to: CGPoint(x: 260, y: 60))
            window.endTouch(second)
            window.endTouch(first)
            window.tap(at: CGPoint(x: 250, y: 50))
            #expect(log.take() == ["a.touchesBegan(1)", "a.touchesEnded(1)", "b.touchesBegan(1)", "b.touchesEnded(1)"])
            expectSound(window)
        }
    }

    /// While another view tracks a finger, a finger on an exclusive view
    /// does not reach it, even after the other finger lifts [Xamarin].
    @Test func anExclusiveViewGetsNoTouchWhileAnotherViewTracks() {
        withTwoViews { a, b, log, window in
            a.isExclusiveTouch = true
            let first = window.beginTouch(at: CGPoint(x: 250, y: 50))
            let second = window.beginTouch(at: CGPoint(x: 50, y: 50))
            window.endTouch(first)
            window.moveTouch(second, to: CGPoint(x: 60, y: 60))
            window.endTouch(second)
            #expect(log.take() == ["b.touchesBegan(1)", "b.touchesEnded(1)"])
            expectSound(window)
        }
    }

    /// Without exclusive touch both views get their fingers; an exclusive
    /// view takes several fingers of its own (the rule is about other
    /// views; `isMultipleTouchEnabled` governs its own) [Exclusive].
    @Test func withoutExclusiveTouchBothViewsGetTheirFingers() {
        withTwoViews { a, b, log, window in
            let first = window.beginTouch(at: CGPoint(x: 50, y: 50))
            let second = window.beginTouch(at: CGPoint(x: 250, y: 50))
            window.endTouch(second)
            window.endTouch(first)
            #expect(log.take() == ["a.touchesBegan(1)", "b.touchesBegan(1)", "b.touchesEnded(1)", "a.touchesEnded(1)"])
            a.isExclusiveTouch = true
            a.isMultipleTouchEnabled = true
            let third = window.beginTouch(at: CGPoint(x: 50, y: 50))
            let fourth = window.beginTouch(at: CGPoint(x: 60, y: 60))
            window.endTouch(fourth)
            window.endTouch(third)
            #expect(log.take() == ["a.touchesBegan(1)", "a.touchesBegan(1)", "a.touchesEnded(1)", "a.touchesEnded(1)"])
            expectSound(window)
        }
    }

    /// A gesture recognizer on the blocked view still recognizes its
    /// finger [Recognizers]; the view itself gets nothing [Exclusive].
    @Test func gestureRecognizersIgnoreExclusiveTouch() {
        withTwoViews { a, b, log, window in
            a.isExclusiveTouch = true
            b.addGestureRecognizer(logStates(UITapGestureRecognizer(), "tap", into: log))
            let first = window.beginTouch(at: CGPoint(x: 50, y: 50))
            window.tap(at: CGPoint(x: 250, y: 50))
            window.endTouch(first)
            #expect(log.take() == ["a.touchesBegan(1)", "tap.action(ended)", "a.touchesEnded(1)"])
            expectSound(window)
        }
    }

    private func withTwoViews(_ body: (UIView, UIView, TouchLog, UIWindow) -> Void) {
        let log = TouchLog()
        withTestWindow(root: Content()) { window in
            let a = TouchLogView("a", log, frame: CGRect(x: 0, y: 0, width: 150, height: 150))
            let b = TouchLogView("b", log, frame: CGRect(x: 200, y: 0, width: 150, height: 150))
            window.rootViewController!.view.addSubview(a)
            window.rootViewController!.view.addSubview(b)
            body(a, b, log, window)
        }
    }
}
