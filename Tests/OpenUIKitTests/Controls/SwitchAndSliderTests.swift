import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// UISwitch and UISlider: values, events, sizes and bad input.
///
/// Sources (outside this repository):
/// - [SwitchSize] Apple, `UISwitch.init(frame:)`: the size of the frame is
///   ignored, the switch takes its own; 51 × 31 is the size iOS 7 and later
///   report (widely published, e.g. Stack Overflow "Change width and height
///   of UISwitch").
/// - [SetOn] Apple, `UISwitch.setOn(_:animated:)`: setting the position
///   sends no action; a user toggle sends `.valueChanged` (Apple,
///   `UISwitch`: "sends valueChanged when the user toggles it").
/// - [SliderValue] Apple, `UISlider.value`: values outside the bounds are
///   pinned to them; `minimumValue`/`maximumValue`: a new bound past the
///   value moves the value; `isContinuous`: false sends one event at the end.
/// - [Default] Apple, `UISlider.minimumValue` (0), `maximumValue` (1),
///   `isContinuous` (true); `UISwitch.onTintColor` (nil: system green).
/// - [Overlap] Apple, "Attaching gesture recognizers to UIKit controls": a
///   single-finger pan on a slider's knob along its track goes to the slider.
/// The order of `.valueChanged` against `touchUpInside` at the end of a
/// switch's tap is not published (order not fixed by any source found:
/// ours, the value changes first, as the tracking ends before the touch-up
/// event is sent).
@MainActor
@Suite(.uikitTest) struct SwitchAndSliderTests {
    @Test func switchTakesItsOwnSize() {
        let toggle = UISwitch(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
        #expect(toggle.frame == CGRect(x: 10, y: 20, width: 51, height: 31))
        toggle.frame = CGRect(x: 0, y: 0, width: 5, height: 5)
        #expect(toggle.frame.size == CGSize(width: 51, height: 31) && toggle.intrinsicContentSize == toggle.frame.size)
        #expect(!toggle.isOn && toggle.onTintColor == nil && toggle.thumbTintColor == nil)
    }

    @Test func tapTogglesAndSendsValueChanged() {
        withTestWindow { window in
            let toggle = UISwitch(frame: CGRect(x: 20, y: 100, width: 0, height: 0))
            window.addSubview(toggle)
            let recorder = ControlEventRecorder(toggle)
            window.tap(toggle)
            #expect(toggle.isOn)
            #expect(recorder.take() == ["touchDown", "valueChanged", "touchUpInside"])
            window.tap(toggle)
            #expect(!toggle.isOn && recorder.take() == ["touchDown", "valueChanged", "touchUpInside"])
            toggle.setOn(true, animated: true)
            toggle.isOn = false
            #expect(recorder.take().isEmpty)
            toggle.isEnabled = false
            window.tap(toggle)
            #expect(!toggle.isOn && recorder.take().isEmpty)
        }
    }

    @Test func dragSetsTheSwitchByWhereTheKnobEnds() {
        withTestWindow { window in
            let toggle = UISwitch(frame: CGRect(x: 20, y: 100, width: 0, height: 0))
            window.addSubview(toggle)
            let recorder = ControlEventRecorder(toggle)
            window.drag(from: CGPoint(x: 30, y: 115), to: CGPoint(x: 65, y: 115), duration: 0.2)
            #expect(toggle.isOn)
            #expect(recorder.takeCollapsed() == ["touchDown", "touchDragInside", "valueChanged", "touchUpInside"])
            // A drag to the right of an on switch leaves it on: no event.
            window.drag(from: CGPoint(x: 30, y: 115), to: CGPoint(x: 65, y: 115), duration: 0.2)
            #expect(toggle.isOn && !recorder.take().contains("valueChanged"))
            // Cancelled: nothing changes.
            let touch = window.beginTouch(at: CGPoint(x: 60, y: 115))
            window.moveTouch(touch, to: CGPoint(x: 25, y: 115))
            window.cancelTouch(touch)
            #expect(toggle.isOn && recorder.take() == ["touchDown", "touchDragInside", "touchCancel"])
        }
    }

    @Test func sliderValuesArePinnedAndBadInputReported() {
        let slider = UISlider()
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1 && slider.isContinuous)
        slider.value = 2
        #expect(slider.value == 1)
        slider.value = -.infinity
        #expect(slider.value == 0)
        slider.value = .infinity
        #expect(slider.value == 1)
        var (_, reports) = UIApplication.shared.diagnostics.recording { slider.value = .nan }
        #expect(slider.value == 1 && reports.map(\.kind) == [.misuse])
        slider.maximumValue = 0.5
        #expect(slider.value == 0.5)
        // Apple, `minimumValue`: the value moves up to a new minimum above
        // it. That the maximum moves up too, with a report, is our choice.
        (_, reports) = UIApplication.shared.diagnostics.recording { slider.minimumValue = 0.6 }
        #expect(reports.map(\.kind) == [.misuse])
        #expect(slider.value == 0.6 && slider.maximumValue == 0.6)
        (_, reports) = UIApplication.shared.diagnostics.recording {
            slider.minimumValue = 10
            slider.maximumValue = .nan
            slider.minimumValue = Float.greatestFiniteMagnitude
        }
        #expect(reports.count == 3)
        #expect(slider.minimumValue == .greatestFiniteMagnitude && slider.maximumValue == .greatestFiniteMagnitude)
        #expect(slider.value == .greatestFiniteMagnitude)
        #expect(slider.intrinsicContentSize.width == UIView.noIntrinsicMetric && slider.intrinsicContentSize.height == 31)
    }

    @Test func draggingTheKnobMovesTheValue() {
        withTestWindow { window in
            // 228 points wide: the 28-point knob travels 200 points.
            let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 228, height: 31))
            window.addSubview(slider)
            let recorder = ControlEventRecorder(slider)
            window.drag(from: CGPoint(x: 34, y: 115), to: CGPoint(x: 134, y: 115), duration: 0.1, framesPerSecond: 40)
            #expect(abs(slider.value - 0.5) < 0.0001)
            let events = recorder.take()
            #expect(events.first == "touchDown" && events.last == "touchUpInside")
            #expect(events.filter { $0 == "valueChanged" }.count == 4)
            // Not continuous: one valueChanged, at the end.
            slider.isContinuous = false
            window.drag(from: CGPoint(x: 134, y: 115), to: CGPoint(x: 84, y: 115), duration: 0.1, framesPerSecond: 40)
            #expect(abs(slider.value - 0.25) < 0.0001)
            #expect(recorder.takeCollapsed() == ["touchDown", "touchDragInside", "valueChanged", "touchUpInside"])
            // Far from the knob, on the track: no tracking, no value change.
            window.drag(from: CGPoint(x: 240, y: 115), to: CGPoint(x: 200, y: 115), duration: 0.1)
            #expect(abs(slider.value - 0.25) < 0.0001 && !recorder.take().contains("valueChanged"))
        }
    }

    /// A parent's pan recognizer does not take a drag of the knob [Overlap].
    @Test func knobDragWinsOverParentPan() {
        withTestWindow { window in
            let parent = UIView(frame: window.bounds)
            window.addSubview(parent)
            var pans = 0
            parent.addGestureRecognizer(UIPanGestureRecognizer(handler: { _ in pans += 1 }))
            let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 228, height: 31))
            parent.addSubview(slider)
            window.drag(from: CGPoint(x: 34, y: 115), to: CGPoint(x: 134, y: 115), duration: 0.2)
            #expect(pans == 0 && slider.value > 0.4)
            window.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.2)
            #expect(pans > 0)
        }
    }
}
