import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Snapshots of the value controls (PNG at 2x and SVG), kept in
/// `__Snapshots__/ControlSnapshotTests/`: switches, sliders, a segmented
/// control and steppers in their states.
///
/// The references were recorded (with OpenUIKit's former `OPENUIKIT_RECORD_SNAPSHOTS=1`; now `SNAPSHOT_TESTING_RECORD`) and
/// reviewed by eye against iOS 17. Sources for what they show: Apple,
/// `UISwitch.onTintColor` (system green, #34C759 in Apple's HIG colour
/// table) and `UISwitch` (51 × 31 points); Apple, `UISlider`
/// (`minimumTrackTintColor` the tint colour, a white round thumb);
/// Apple, `UISegmentedControl.selectedSegmentTintColor` (a white selected
/// segment on a gray track since iOS 13); Apple, `UIStepper` (94 × 32
/// points, a minus and a plus segment). A disabled control is drawn dimmed
/// (Apple, `UIControl.isEnabled`).
@MainActor
@Suite(.uikitTest) struct ControlSnapshotTests {
    @Test func switchesOnOffAndDisabled() {
        let board = ControlBoard()
        board.add(UISwitch()).isOn = true
        board.add(UISwitch())
        let disabledOn = board.add(UISwitch())
        disabledOn.isOn = true
        disabledOn.isEnabled = false
        board.add(UISwitch()).isEnabled = false
        board.assertSnapshots()
    }

    @Test func slidersAtTheEndsAndTheMiddle() {
        let board = ControlBoard()
        for value: Float in [0, 0.5, 1] {
            board.add(UISlider(), size: CGSize(width: 280, height: 31)).value = value
        }
        let disabled = board.add(UISlider(), size: CGSize(width: 280, height: 31))
        disabled.value = 0.5
        disabled.isEnabled = false
        board.assertSnapshots()
    }

    @Test func segmentedControlWithOneSelected() {
        let board = ControlBoard()
        let three = board.add(UISegmentedControl(items: ["Inbox", "Unread", "Flagged"]))
        three.selectedSegmentIndex = 1
        let first = board.add(UISegmentedControl(items: ["Day", "Week", "Month"]))
        first.selectedSegmentIndex = 0
        board.add(UISegmentedControl(items: ["None", "Selected", "Here"]))
        board.assertSnapshots()
    }

    /// A stepper in the middle of its range, one at its minimum (minus
    /// dimmed: Apple, `UIStepper.minimumValue`), and one disabled.
    @Test func steppers() {
        let board = ControlBoard()
        board.add(UIStepper()).value = 5
        board.add(UIStepper())
        let disabled = board.add(UIStepper())
        disabled.value = 5
        disabled.isEnabled = false
        board.assertSnapshots()
    }
}
