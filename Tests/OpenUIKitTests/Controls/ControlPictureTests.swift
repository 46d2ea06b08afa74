import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Switches, sliders, segmented controls and steppers as they are drawn.
///
/// Sources: Apple, `UISwitch.onTintColor` (green by default; system green
/// is #34C759, Apple's HIG colour table); `UISlider.minimumTrackTintColor`
/// (the tint colour by default, system blue #007AFF). Part sizes are our
/// choice (see each control's `+Look.swift`).
@MainActor
@Suite(.uikitTest) struct ControlPictureTests {
    @Test func controlsAreDrawn() {
        let board = ControlBoard()
        let on = board.add(UISwitch())
        on.isOn = true
        board.add(UISwitch())
        let disabledSwitch = board.add(UISwitch())
        disabledSwitch.isEnabled = false
        let slider = board.add(UISlider(), size: CGSize(width: 300, height: 31))
        slider.value = 0.4
        let segmented = board.add(UISegmentedControl(items: ["First", "Second", "Third"]))
        segmented.selectedSegmentIndex = 1
        let stepper = board.add(UIStepper())
        let image = board.picture(named: "controls")
        // The on switch's track, 4 points in from its left end, is system green.
        #expect(image.rgba(atPoint: on.frame.minX + 4, on.frame.midY) == RGBA(52, 199, 89))
        // The slider's track left of the knob is system blue; the knob is white.
        #expect(image.rgba(atPoint: slider.frame.minX + 20, slider.frame.midY) == RGBA(0, 122, 255))
        let knob = slider.convert(CGPoint(x: slider.bounds.width * 0.4 * (1 - 28 / 300) + 14, y: 15.5), to: board.view)
        #expect(image.rgba(atPoint: knob.x, knob.y) == RGBA(255, 255, 255))
        #expect(stepper.frame.size == CGSize(width: 94, height: 32))
    }

    /// The SVG renderer draws the controls too (they are made of views,
    /// layer properties, labels and `draw(_:)`): the green track and the blue
    /// track show, and the document is the same each time.
    @Test func controlsAreInTheSVGRepresentation() {
        let board = ControlBoard()
        let on = board.add(UISwitch())
        on.isOn = true
        let slider = board.add(UISlider(), size: CGSize(width: 300, height: 31))
        slider.value = 0.5
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        board.add(button)
        board.view.layoutIfNeeded()
        for subview in board.view.subviews { subview.layoutIfNeeded() }
        let svg = board.view.svgRepresentation()
        #expect(svg.contains("#34C759"))
        #expect(svg.contains("#007AFF"))
        #expect(svg == board.view.svgRepresentation())
    }
}
