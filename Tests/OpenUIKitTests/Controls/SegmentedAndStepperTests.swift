import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// UISegmentedControl and UIStepper: segments, selection, stepping and bad input.
///
/// Sources (outside this repository):
/// - [Insert] Apple, `insertSegment(withTitle:at:animated:)`: the index
///   must be 0…numberOfSegments; "values exceeding this upper range are
///   pinned to it".
/// - [NoSegment] Apple, `UISegmentedControl.noSegment` (-1) and
///   `selectedSegmentIndex` (noSegment until a segment is selected).
/// - [Actions] Apple, `init(frame:actions:)`: each action gives a segment
///   its title and is performed when the segment is selected.
/// - [Momentary] Apple, `isMomentary`: segments do not show the selection.
/// - [Stepper] Apple, `UIStepper`: value 0, minimumValue 0, maximumValue
///   100, stepValue 1, wraps false, autorepeat true, isContinuous true;
///   stepValue must be above 0 and minimumValue below maximumValue;
///   wraps: past a bound the value goes round to the other.
/// - Sizes: 32 points tall (segmented), 94 × 32 (stepper) — iOS 13 and
///   later, not published by Apple: our measurement/choice (see the
///   controls' `+Look.swift`). Autorepeat timing (0.5 s, then 0.1 s): our choice.
/// - Bad indexes other than the insert's: UIKit raises; OpenUIKit
///   reports and changes nothing (house rule: never trap).
@MainActor
@Suite(.uikitTest) struct SegmentedAndStepperTests {
    @Test func itemsMakeSegmentsAndNoneIsSelected() {
        // Apple, `init(items:)`: the items are strings or images; the Int is
        // neither, and is left out with a report (the report is our choice).
        let (control, reports) = UIApplication.shared.diagnostics.recording {
            UISegmentedControl(items: ["One", "Two", 3])
        }
        #expect(reports.map(\.kind) == [.misuse])
        #expect(control.numberOfSegments == 2 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(UISegmentedControl.noSegment == -1)
        #expect(control.titleForSegment(at: 1) == "Two")
        #expect(control.intrinsicContentSize.height == 32 && control.frame.size == control.intrinsicContentSize)
    }

    @Test func tapSelectsAndSendsValueChanged() {
        withTestWindow { window in
            let control = UISegmentedControl(items: ["A", "B", "C"])
            control.frame = CGRect(x: 0, y: 100, width: 300, height: 32)
            window.addSubview(control)
            let recorder = ControlEventRecorder(control)
            window.tap(at: CGPoint(x: 150, y: 116))
            #expect(control.selectedSegmentIndex == 1)
            #expect(recorder.take() == ["touchDown", "valueChanged", "touchUpInside"])
            window.tap(at: CGPoint(x: 150, y: 116))
            #expect(recorder.take() == ["touchDown", "touchUpInside"])
            control.setEnabled(false, forSegmentAt: 2)
            window.tap(at: CGPoint(x: 250, y: 116))
            #expect(control.selectedSegmentIndex == 1 && !control.isEnabledForSegment(at: 2))
            control.selectedSegmentIndex = 0
            #expect(recorder.take().filter { $0 == "valueChanged" }.isEmpty)
            control.isMomentary = true
            window.tap(at: CGPoint(x: 150, y: 116))
            window.tap(at: CGPoint(x: 150, y: 116))
            #expect(recorder.take().filter { $0 == "valueChanged" }.count == 2)
        }
    }

    @Test func segmentActionsArePerformedWhenSelected() {
        withTestWindow { window in
            var chosen: [String] = []
            let control = UISegmentedControl(
                frame: CGRect(x: 0, y: 100, width: 200, height: 32),
                actions: [UIAction(title: "Day") { _ in chosen.append("day") }, UIAction(title: "Week") { _ in chosen.append("week") }])
            window.addSubview(control)
            #expect(control.titleForSegment(at: 1) == "Week" && control.actionForSegment(at: 0)?.title == "Day")
            window.tap(at: CGPoint(x: 150, y: 116))
            #expect(chosen == ["week"] && control.selectedSegmentIndex == 1)
        }
    }

    @Test func insertPinsIndexesAndBadIndexesAreReported() {
        let control = UISegmentedControl(items: ["A", "B"])
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "End", at: 99, animated: false)
        #expect(control.titleForSegment(at: 2) == "End")
        var (_, reports) = UIApplication.shared.diagnostics.recording {
            control.insertSegment(withTitle: "Start", at: -5, animated: true)
        }
        #expect(control.titleForSegment(at: 0) == "Start" && reports.count == 1)
        #expect(control.selectedSegmentIndex == 2)
        (_, reports) = UIApplication.shared.diagnostics.recording {
            control.setTitle("X", forSegmentAt: 4)
            #expect(control.titleForSegment(at: -1) == nil)
            control.selectedSegmentIndex = Int.max
            control.removeSegment(at: 10, animated: false)
            control.setWidth(.nan, forSegmentAt: 0)
        }
        #expect(reports.count == 5 && reports.allSatisfy { $0.kind == .misuse })
        #expect(control.numberOfSegments == 4 && control.selectedSegmentIndex == 2)
        control.removeSegment(at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 1)
        control.removeSegment(at: 1, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0)
    }

    @Test func stepperDefaultsAndBadInput() {
        let stepper = UIStepper()
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
        #expect(!stepper.wraps && stepper.autorepeat && stepper.isContinuous)
        #expect(stepper.frame.size == CGSize(width: 94, height: 32) && stepper.intrinsicContentSize == stepper.frame.size)
        let (_, reports) = UIApplication.shared.diagnostics.recording {
            stepper.stepValue = 0
            stepper.stepValue = -.infinity
            stepper.minimumValue = 100
            stepper.maximumValue = -1
            stepper.value = .nan
        }
        #expect(reports.count == 5 && stepper.stepValue == 1 && stepper.minimumValue == 0 && stepper.maximumValue == 100)
        stepper.value = 1e300
        #expect(stepper.value == 100)
        stepper.value = -1e300
        #expect(stepper.value == 0)
    }

    @Test func tapsStepAndWrap() {
        withTestWindow { window in
            let stepper = UIStepper(frame: CGRect(x: 20, y: 100, width: 0, height: 0))
            window.addSubview(stepper)
            let recorder = ControlEventRecorder(stepper)
            window.tap(at: CGPoint(x: 90, y: 116))
            #expect(stepper.value == 1 && recorder.take() == ["touchDown", "valueChanged", "touchUpInside"])
            window.tap(at: CGPoint(x: 40, y: 116))
            window.tap(at: CGPoint(x: 40, y: 116))
            #expect(stepper.value == 0 && recorder.take().filter { $0 == "valueChanged" }.count == 1)
            stepper.wraps = true
            window.tap(at: CGPoint(x: 40, y: 116))
            #expect(stepper.value == 100)
            window.tap(at: CGPoint(x: 90, y: 116))
            #expect(stepper.value == 0)
            TestClock.settle()
            #expect(window.invariantViolations(settled: true).isEmpty)
        }
    }

    @Test func holdingRepeats() {
        withTestWindow { window in
            let stepper = UIStepper(frame: CGRect(x: 20, y: 100, width: 0, height: 0))
            window.addSubview(stepper)
            window.longPress(at: CGPoint(x: 90, y: 116), duration: 0.75)
            // One step on touch down, then repeats at 0.5, 0.6 and 0.7 s.
            #expect(stepper.value == 4)
            stepper.autorepeat = false
            window.longPress(at: CGPoint(x: 90, y: 116), duration: 0.75)
            #expect(stepper.value == 5)
        }
    }
}
