import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Gesture recognizers' state machine, competition and delegate.
///
/// Sources (outside this repository):
/// - [States] Apple, "About the gesture recognizer state machine" and
///   `UIGestureRecognizer.State`: discrete gestures go from possible to
///   recognized (= ended) or failed; continuous ones from possible to
///   began, changed…, then ended or cancelled, or failed before beginning.
///   Actions are sent for began, changed, ended/recognized and cancelled.
/// - [Compete] Apple, "Coordinating multiple gesture recognizers": by
///   default one recognizer recognizes a touch sequence; the delegate's
///   `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` lets two.
/// - [Fail] Apple, `require(toFail:)`: the receiver waits in possible until
///   the other fails (then it recognizes) or recognizes (then it fails);
///   the delegate's `shouldRequireFailureOf` does the same.
/// - [Delegate] Apple, `gestureRecognizerShouldBegin(_:)` (false: the
///   recognizer fails), `gestureRecognizer(_:shouldReceive:)` (false: it
///   never sees the touch).
/// - [Defaults] Apple: `cancelsTouchesInView` true, `delaysTouchesBegan`
///   false, `delaysTouchesEnded` true, `isEnabled` true;
///   `UILongPressGestureRecognizer` `minimumPressDuration` 0.5,
///   `allowableMovement` 10; `UITapGestureRecognizer` taps and touches
///   required 1; `UISwipeGestureRecognizer` `direction` `.right`;
///   `UIPanGestureRecognizer` `minimumNumberOfTouches` 1.
@MainActor
@Suite(.uikitTest) struct GestureRecognizerTests {
    /// A window with a 300×300 view at the origin, for `body`.
    func withTarget(_ body: (UIWindow, UIView) -> Void) {
        withTestWindow(root: Content()) { window in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            window.rootViewController!.view.addSubview(view)
            body(window, view)
            expectSound(window)
        }
    }

    @Test func defaultsAreUIKits() {
        let tap = UITapGestureRecognizer()
        let press = UILongPressGestureRecognizer()
        let pan = UIPanGestureRecognizer()
        #expect(tap.cancelsTouchesInView && !tap.delaysTouchesBegan && tap.delaysTouchesEnded && tap.isEnabled)
        #expect(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1 && tap.state == .possible)
        #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10 && press.numberOfTapsRequired == 0)
        #expect(pan.minimumNumberOfTouches == 1 && pan.maximumNumberOfTouches == Int.max)
        #expect(UISwipeGestureRecognizer().direction == .right)
        #expect(UIScreenEdgePanGestureRecognizer().edges == [])
        #expect(UIPinchGestureRecognizer().scale == 1)
        #expect(UIGestureRecognizer.State.recognized == .ended)
    }

    /// A recognized tap: possible → ended, one action; a failed tap (the
    /// finger moved away): possible → failed, no action; both reset to
    /// possible [States].
    @Test func tapRecognizedAndFailed() {
        withTarget { window, view in
            let log = TouchLog()
            let tap = logged(UITapGestureRecognizer(), "tap", log)
            tap.addHandler { log.lines.append("action(\($0.state))") }
            view.addGestureRecognizer(tap)
            window.tap(at: CGPoint(x: 100, y: 100))
            #expect(log.take() == ["tap.state = ended", "action(ended)", "tap.state = possible"])
            window.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.1)
            #expect(log.take() == ["tap.state = failed", "tap.state = possible"])
        }
    }

    /// A pan: began, changed…, ended, with translation and velocity on the
    /// manual clock; the same pan cancelled by the system ends cancelled [States].
    @Test func panRecognizedAndCancelled() {
        withTarget { window, view in
            let log = TouchLog()
            let pan = logged(UIPanGestureRecognizer(), "pan", log)
            var translations: [CGFloat] = []
            var velocity = CGPoint.zero
            pan.addHandler { recognizer in
                let pan = recognizer as! UIPanGestureRecognizer
                translations.append(pan.translation(in: view).x)
                velocity = pan.velocity(in: view)
            }
            view.addGestureRecognizer(pan)
            window.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 110, y: 50), duration: 0.1, framesPerSecond: 60)
            #expect(
                log.take() == [
                    "pan.state = began", "pan.state = changed", "pan.state = changed", "pan.state = changed",
                    "pan.state = changed", "pan.state = changed", "pan.state = ended", "pan.state = possible",
                ])
            #expect(translations == [10, 20, 30, 40, 50, 60, 60])
            #expect(abs(velocity.x - 600) < 0.001 && velocity.y == 0)

            let touch = window.beginTouch(at: CGPoint(x: 50, y: 50))
            TestClock.advance(by: 1.0 / 60)
            window.moveTouch(touch, to: CGPoint(x: 80, y: 50))
            pan.setTranslation(.zero, in: view)
            #expect(pan.translation(in: view) == .zero)
            window.cancelTouch(touch)
            #expect(log.take() == ["pan.state = began", "pan.state = cancelled", "pan.state = possible"])
        }
    }

    /// Two recognizers on the same touches: the first to recognize wins,
    /// the other fails; with the delegate's simultaneous recognition both
    /// recognize [Compete].
    @Test func twoRecognizersCompete() {
        withTarget { window, view in
            let log = TouchLog()
            let pan = logged(UIPanGestureRecognizer(), "pan", log)
            let other = logged(UIPanGestureRecognizer(), "other", log)
            view.addGestureRecognizer(pan)
            view.superview!.addGestureRecognizer(other)
            window.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 80, y: 50), duration: 0.05)
            #expect(
                log.take() == [
                    "pan.state = began", "other.state = failed", "pan.state = changed", "pan.state = changed",
                    "pan.state = ended", "pan.state = possible", "other.state = possible",
                ])
            let delegate = GestureDelegate()
            delegate.simultaneous = true
            pan.delegate = delegate
            window.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 80, y: 50), duration: 0.05)
            #expect(log.take().filter { $0.hasSuffix("began") || $0.hasSuffix("failed") } == ["pan.state = began", "other.state = began"])
        }
    }

    /// A single tap that requires a double tap to fail: one tap is
    /// recognized only once the double tap gave up waiting; two taps make
    /// the double tap recognize and the single one fail [Fail].
    @Test func requireToFail() {
        withTarget { window, view in
            let log = TouchLog()
            let single = logged(UITapGestureRecognizer(), "single", log)
            let double = logged(UITapGestureRecognizer(), "double", log)
            double.numberOfTapsRequired = 2
            single.require(toFail: double)
            view.addGestureRecognizer(single)
            view.addGestureRecognizer(double)
            window.tap(at: CGPoint(x: 100, y: 100))
            #expect(log.take().isEmpty)
            TestClock.advance(by: 0.4)
            #expect(log.take() == ["double.state = failed", "single.state = ended", "single.state = possible", "double.state = possible"])

            window.tap(at: CGPoint(x: 100, y: 100))
            TestClock.advance(by: 0.1)
            window.tap(at: CGPoint(x: 100, y: 100))
            #expect(log.take() == ["double.state = ended", "single.state = failed", "single.state = possible", "double.state = possible"])
        }
    }

    /// The delegate's vetoes: should-begin false fails the recognizer;
    /// should-receive false keeps the touch from it; shouldRequireFailureOf
    /// makes it wait [Delegate], [Fail].
    @Test func delegateVetoes() {
        withTarget { window, view in
            let log = TouchLog()
            let tap = logged(UITapGestureRecognizer(), "tap", log)
            let delegate = GestureDelegate()
            tap.delegate = delegate
            view.addGestureRecognizer(tap)
            delegate.shouldBegin = false
            window.tap(at: CGPoint(x: 100, y: 100))
            #expect(log.take() == ["tap.state = failed", "tap.state = possible"])
            delegate.shouldBegin = true
            delegate.receives = false
            window.tap(at: CGPoint(x: 100, y: 100))
            #expect(log.take().isEmpty)
            delegate.receives = true
            let double = logged(UITapGestureRecognizer(), "double", log)
            double.numberOfTapsRequired = 2
            view.addGestureRecognizer(double)
            delegate.requiresFailureOf = double
            window.tap(at: CGPoint(x: 100, y: 100))
            TestClock.advance(by: 0.4)
            #expect(log.take() == ["double.state = failed", "tap.state = ended", "tap.state = possible", "double.state = possible"])
        }
    }

    /// A long press begins after its minimum duration on the manual clock,
    /// and fails when the finger lifts sooner [Defaults], [States].
    @Test func longPress() {
        withTarget { window, view in
            let log = TouchLog()
            let press = logStates(UILongPressGestureRecognizer(), "press", into: log)
            view.addGestureRecognizer(press)
            let touch = window.beginTouch(at: CGPoint(x: 100, y: 100))
            TestClock.advance(by: 0.49)
            #expect(log.take().isEmpty)
            TestClock.advance(by: 0.01)
            #expect(log.take() == ["press.action(began)"])
            window.moveTouch(touch, to: CGPoint(x: 150, y: 100))
            window.endTouch(touch)
            #expect(log.take() == ["press.action(changed)", "press.action(ended)"])
            window.longPress(at: CGPoint(x: 100, y: 100), duration: 0.3)
            TestClock.advance(by: 1)
            #expect(log.take().isEmpty && press.state == .possible)
        }
    }

    /// A swipe right is recognized; a swipe left fails a right-only
    /// recognizer; a pinch scales with the distance between two fingers.
    @Test func swipeAndPinch() {
        withTarget { window, view in
            let log = TouchLog()
            let swipe = logStates(UISwipeGestureRecognizer(), "swipe", into: log)
            view.addGestureRecognizer(swipe)
            window.drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 150, y: 100), duration: 0.1)
            window.drag(from: CGPoint(x: 150, y: 100), to: CGPoint(x: 50, y: 100), duration: 0.1)
            #expect(log.take() == ["swipe.action(ended)"])
            view.removeGestureRecognizer(swipe)

            let pinch = UIPinchGestureRecognizer()
            var scales: [CGFloat] = []
            pinch.addHandler { scales.append(($0 as! UIPinchGestureRecognizer).scale) }
            view.addGestureRecognizer(pinch)
            let a = UITouch(_location: CGPoint(x: 100, y: 100), in: window)
            let b = UITouch(_location: CGPoint(x: 200, y: 100), in: window)
            UIApplication.shared.sendEvent(UIEvent(_touches: [a, b]))
            TestClock.advance(by: 0.1)
            a._update(phase: .moved, location: CGPoint(x: 50, y: 100))
            b._update(phase: .stationary, location: CGPoint(x: 200, y: 100))
            UIApplication.shared.sendEvent(UIEvent(_touches: [a, b]))
            a._update(phase: .ended, location: CGPoint(x: 50, y: 100))
            b._update(phase: .ended, location: CGPoint(x: 200, y: 100))
            UIApplication.shared.sendEvent(UIEvent(_touches: [a, b]))
            #expect(scales == [1.5, 1.5])
            #expect(pinch.state == .possible)
        }
    }

    /// `delaysTouchesBegan` holds the view's touches while the recognizer
    /// may still recognize: released when it fails, dropped when it
    /// recognizes; `delaysTouchesEnded` (the default) holds only the end,
    /// here while a double tap waits for its second tap (Apple,
    /// `delaysTouchesBegan`, `delaysTouchesEnded`).
    @Test func delayedTouches() {
        let log = TouchLog()
        withTestWindow(root: Content()) { window in
            let view = TouchLogView("view", log, frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            window.rootViewController!.view.addSubview(view)
            let pan = logStates(UIPanGestureRecognizer(), "pan", into: log)
            pan.delaysTouchesBegan = true
            view.addGestureRecognizer(pan)
            window.tap(at: CGPoint(x: 100, y: 100))
            #expect(log.take() == ["view.touchesBegan(1)", "view.touchesEnded(1)"])
            window.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 150, y: 100), duration: 0.05)
            #expect(log.take().filter { $0.hasPrefix("view") }.isEmpty)
            view.removeGestureRecognizer(pan)

            let double = logStates(UITapGestureRecognizer(), "double", into: log)
            double.numberOfTapsRequired = 2
            view.addGestureRecognizer(double)
            window.tap(at: CGPoint(x: 100, y: 100))
            #expect(log.take() == ["view.touchesBegan(1)"])
            TestClock.advance(by: 0.4)
            #expect(log.take() == ["view.touchesEnded(1)"])
            expectSound(window)
        }
    }

    /// Turning a recognizer off mid-gesture cancels it; removing it from its
    /// view mid-gesture does too (Apple, `isEnabled`).
    @Test func disablingOrRemovingMidGestureCancels() {
        withTarget { window, view in
            let log = TouchLog()
            let pan = logStates(UIPanGestureRecognizer(), "pan", into: log)
            view.addGestureRecognizer(pan)
            var touch = window.beginTouch(at: CGPoint(x: 50, y: 50))
            window.moveTouch(touch, to: CGPoint(x: 80, y: 50))
            pan.isEnabled = false
            window.moveTouch(touch, to: CGPoint(x: 90, y: 50))
            window.endTouch(touch)
            #expect(log.take() == ["pan.action(began)", "pan.action(cancelled)"])
            pan.isEnabled = true
            touch = window.beginTouch(at: CGPoint(x: 50, y: 50))
            window.moveTouch(touch, to: CGPoint(x: 80, y: 50))
            view.removeGestureRecognizer(pan)
            window.endTouch(touch)
            #expect(log.take() == ["pan.action(began)", "pan.action(cancelled)"])
            #expect(pan.view == nil && pan.state == .possible)
        }
    }
}
