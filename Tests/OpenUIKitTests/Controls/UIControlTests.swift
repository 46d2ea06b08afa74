import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// UIControl: its state, its actions and the events a touch produces.
///
/// Sources (outside this repository):
/// - [Raw] UIKit's `UIControl.h` values, as copied in Microsoft's
///   `UIKit.UIControlEvent` reference (learn.microsoft.com/dotnet/api/uikit.uicontrolevent)
///   and the header listing at cnblogs.com/xiu619544553/p/5195028.html;
///   `UIControl.State` from Apple's `UIControl.State` page (normal,
///   highlighted, disabled, selected, focused, application, reserved).
/// - [Events] Apple, `UIControl.Event`: touchDown "a touch-down event in
///   the control"; touchDownRepeat when the touch's tapCount is above one;
///   touchDragInside/Outside/Enter/Exit; touchUpInside/Outside;
///   touchCancel "a system event canceling the current touches".
/// - [Order] Chameleon (the Iconfactory's UIKit for macOS), `UIControl.m`:
///   one set of events per touch method — began: touchDown (+ repeat);
///   moved: dragInside or dragOutside, with dragEnter or dragExit on
///   crossing; ended: touchUpInside or touchUpOutside; cancelled:
///   touchCancel. Apple publishes no order. Within one set the actions run
///   in the order they were added (order not fixed by any source found:
///   ours).
/// - [Margin] Stack Overflow question 14340122 ("UIControlEventTouchDragExit
///   triggers when 100 pixels away from UIButton"): an answer reports the
///   default tracking area reaching about 70 points past the bounds.
/// - [AddAction] Apple, `addAction(_:for:)`: actions are uniqued by their
///   identifier; a later one with the same identifier replaces the earlier.
/// - [Enabled] Apple, `isEnabled`: a disabled control ignores touch events.
/// - [ShouldBegin] Apple, `UIView.gestureRecognizerShouldBegin(_:)`: a view
///   returning false fails the recognizer.
@MainActor
@Suite(.uikitTest) struct UIControlTests {
    private func makeControl(in window: UIWindow) -> UIControl {
        let control = UIControl(frame: CGRect(x: 100, y: 200, width: 100, height: 44))
        window.addSubview(control)
        return control
    }

    /// UIKit's raw values for states and events [Raw].
    @Test func rawValuesAreUIKits() {
        #expect(UIControl.State.normal.rawValue == 0)
        #expect(UIControl.State.highlighted.rawValue == 1)
        #expect(UIControl.State.disabled.rawValue == 2)
        #expect(UIControl.State.selected.rawValue == 4)
        #expect(UIControl.State.focused.rawValue == 8)
        #expect(UIControl.State.application.rawValue == 0x00FF_0000)
        #expect(UIControl.State.reserved.rawValue == 0xFF00_0000)
        let events: [UIControl.Event] = [
            .touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit,
            .touchUpInside, .touchUpOutside, .touchCancel, .valueChanged, .primaryActionTriggered,
            .menuActionTriggered, .editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit,
            .allTouchEvents, .allEditingEvents, .applicationReserved, .systemReserved, .allEvents,
        ]
        #expect(
            events.map(\.rawValue) == [
                1, 2, 4, 8, 16, 32, 64, 128, 256, 4096, 8192, 16384, 65536, 131_072, 262_144, 524_288, 4095,
                983_040, 251_658_240, 4_026_531_840, 4_294_967_295,
            ])
        #expect(UIControl.ContentHorizontalAlignment.trailing.rawValue == 5)
        #expect(UIControl.ContentVerticalAlignment.fill.rawValue == 3)
    }

    /// The state follows the flags; a control starts normal.
    @Test func stateCombinesTheFlags() {
        let control = UIControl()
        #expect(control.state == .normal && control.isEnabled && !control.isSelected && !control.isHighlighted)
        control.isSelected = true
        control.isEnabled = false
        #expect(control.state == [.selected, .disabled])
        control.semanticContentAttribute = .forceRightToLeft
        control.contentHorizontalAlignment = .leading
        #expect(control.effectiveContentHorizontalAlignment == .right)
    }

    /// A tap: touchDown, then touchUpInside; highlighted while down [Events], [Order].
    @Test func tapSendsTouchDownThenTouchUpInside() {
        withTestWindow { window in
            let control = makeControl(in: window)
            let recorder = ControlEventRecorder(control)
            let touch = window.beginTouch(at: CGPoint(x: 150, y: 222))
            #expect(control.isHighlighted && control.isTracking && control.isTouchInside)
            #expect(control.state == .highlighted)
            window.endTouch(touch)
            #expect(!control.isHighlighted && !control.isTracking)
            #expect(recorder.take() == ["touchDown", "touchUpInside"])
            #expect(recorder.wrongSenders == 0)
        }
    }

    /// A second tap in quick succession also sends touchDownRepeat [Events].
    @Test func repeatedTapSendsTouchDownRepeat() {
        withTestWindow { window in
            let control = makeControl(in: window)
            let recorder = ControlEventRecorder(control)
            let touch = window.beginTouch(at: CGPoint(x: 150, y: 222), tapCount: 2)
            window.endTouch(touch)
            #expect(recorder.take() == ["touchDown", "touchDownRepeat", "touchUpInside"])
        }
    }

    /// Dragging out past the tracking area and lifting: drag inside, exit
    /// (with drag outside), drag outside, touchUpOutside; the highlight goes
    /// when the touch leaves [Events], [Order], [Margin].
    @Test func dragOutSendsExitAndTouchUpOutside() {
        withTestWindow { window in
            let control = makeControl(in: window)
            let recorder = ControlEventRecorder(control)
            let touch = window.beginTouch(at: CGPoint(x: 150, y: 222))
            window.moveTouch(touch, to: CGPoint(x: 160, y: 222))
            window.moveTouch(touch, to: CGPoint(x: 150, y: 400))
            #expect(!control.isHighlighted && !control.isTouchInside && control.isTracking)
            window.moveTouch(touch, to: CGPoint(x: 150, y: 420))
            window.endTouch(touch)
            #expect(
                recorder.take() == [
                    "touchDown", "touchDragInside", "touchDragOutside", "touchDragExit", "touchDragOutside",
                    "touchUpOutside",
                ])
        }
    }

    /// Dragging out and back in: exit, then enter (with drag inside), and
    /// the lift is inside again [Events], [Order].
    @Test func dragBackInSendsEnterAndTouchUpInside() {
        withTestWindow { window in
            let control = makeControl(in: window)
            let recorder = ControlEventRecorder(control)
            let touch = window.beginTouch(at: CGPoint(x: 150, y: 222))
            window.moveTouch(touch, to: CGPoint(x: 150, y: 400))
            window.moveTouch(touch, to: CGPoint(x: 150, y: 230))
            #expect(control.isHighlighted && control.isTouchInside)
            window.endTouch(touch)
            #expect(
                recorder.take() == [
                    "touchDown", "touchDragOutside", "touchDragExit", "touchDragInside", "touchDragEnter",
                    "touchUpInside",
                ])
            TestClock.settle()
            #expect(window.invariantViolations(settled: true).isEmpty)
        }
    }

    /// The tracking area reaches 70 points past the bounds [Margin].
    @Test func liftWithinSeventyPointsCountsAsInside() {
        withTestWindow { window in
            let control = makeControl(in: window)
            let recorder = ControlEventRecorder(control)
            // 69 points below the bottom edge (y 244): still inside.
            var touch = window.beginTouch(at: CGPoint(x: 150, y: 222))
            window.endTouch(touch, at: CGPoint(x: 150, y: 313))
            #expect(recorder.take() == ["touchDown", "touchUpInside"])
            // 71 points past the right edge (x 200): outside.
            touch = window.beginTouch(at: CGPoint(x: 150, y: 222))
            window.endTouch(touch, at: CGPoint(x: 271, y: 222))
            #expect(recorder.take() == ["touchDown", "touchUpOutside"])
        }
    }

    /// A cancelled touch sends touchCancel and clears the highlight [Events].
    @Test func cancelSendsTouchCancel() {
        withTestWindow { window in
            let control = makeControl(in: window)
            let recorder = ControlEventRecorder(control)
            let touch = window.beginTouch(at: CGPoint(x: 150, y: 222))
            window.cancelTouch(touch)
            #expect(recorder.take() == ["touchDown", "touchCancel"])
            #expect(!control.isHighlighted && !control.isTracking && control.state == .normal)
        }
    }

    /// A disabled control sends nothing; its touch goes to the view behind
    /// it [Enabled] (that hit testing passes over it is our reading).
    @Test func disabledControlIgnoresTouches() {
        withTestWindow { window in
            let back = UIView(frame: window.bounds)
            window.addSubview(back)
            var backTaps = 0
            back.addGestureRecognizer(UITapGestureRecognizer(handler: { _ in backTaps += 1 }))
            let control = makeControl(in: window)
            control.isEnabled = false
            let recorder = ControlEventRecorder(control)
            let touch = window.beginTouch(at: CGPoint(x: 150, y: 222))
            #expect(touch.view === back && !control.isHighlighted)
            window.endTouch(touch)
            #expect(recorder.take().isEmpty && backTaps == 1)
        }
    }

    /// Actions: one with the identifier of another replaces it; removing
    /// by event or identifier; the handler's sender is the control [AddAction].
    @Test func actionsAreUniquedByIdentifier() {
        let control = UIControl()
        var log: [String] = []
        let id = UIAction.Identifier("save")
        control.addAction(UIAction(identifier: id) { _ in log.append("first") }, for: .touchUpInside)
        control.addAction(UIAction(identifier: id) { _ in log.append("second") }, for: .valueChanged)
        control.addAction(UIAction { action in log.append("other \(action.sender as AnyObject? === control)") }, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        control.sendActions(for: [.valueChanged, .touchUpInside])
        #expect(log == ["second", "other true", "second", "other true"])
        var seen: [UInt] = []
        control.enumerateEventHandlers { action, targetAction, event, _ in
            #expect(action != nil && targetAction == nil)
            seen.append(event.rawValue)
        }
        #expect(seen == [UIControl.Event([.touchUpInside, .valueChanged]).rawValue, UIControl.Event.touchUpInside.rawValue])
        log.removeAll()
        control.removeAction(identifiedBy: id, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        control.sendActions(for: .valueChanged)
        #expect(log == ["other true", "second"])
        var stops = 0
        control.enumerateEventHandlers { _, _, _, stop in
            stops += 1
            stop = true
        }
        #expect(stops == 1)
    }

    /// `init(frame:primaryAction:)` adds the action for primaryActionTriggered.
    @Test func primaryActionIsAddedForPrimaryActionTriggered() {
        var performed = 0
        let control = UIControl(frame: .zero, primaryAction: UIAction { _ in performed += 1 })
        control.sendActions(for: .touchUpInside)
        #expect(performed == 0)
        control.sendActions(for: .primaryActionTriggered)
        #expect(performed == 1)
    }

    /// A view returning false from `gestureRecognizerShouldBegin(_:)` fails
    /// its ancestors' recognizers for touches in it [ShouldBegin].
    @Test func touchedViewCanRefuseAnAncestorsRecognizer() {
        final class Refusing: UIView {
            override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        withTestWindow { window in
            let parent = UIView(frame: window.bounds)
            window.addSubview(parent)
            var taps = 0
            parent.addGestureRecognizer(UITapGestureRecognizer(handler: { _ in taps += 1 }))
            let child = Refusing(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            parent.addSubview(child)
            window.tap(at: CGPoint(x: 50, y: 50))
            #expect(taps == 0)
            window.tap(at: CGPoint(x: 200, y: 200))
            #expect(taps == 1)
        }
    }
}
