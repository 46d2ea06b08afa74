import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Snapshots of buttons (PNG at 2x and SVG), kept in
/// `__Snapshots__/ButtonSnapshotTests/`: each configuration style, an image
/// with a title, a button highlighted while a finger is down, a disabled
/// one, and the legacy system button.
///
/// The references were recorded (with OpenUIKit's former `OPENUIKIT_RECORD_SNAPSHOTS=1`; now `SNAPSHOT_TESTING_RECORD`) and
/// reviewed by eye against iOS 17. Sources for what they show: WWDC21
/// "Meet the UIKit button system" (plain has no background; gray a gray
/// background with tinted text; tinted a pale tint background with tinted
/// text; filled the tint colour with white text); Apple, `UIButton.ButtonType.system` (a tinted
/// title, no background); Apple, `UIControl.isHighlighted` (set while a
/// touch is down inside the control).
@MainActor
@Suite(.uikitTest) struct ButtonSnapshotTests {
    /// A button of each style, with `title`.
    static func button(_ configuration: UIButton.Configuration, _ title: String) -> UIButton {
        var configuration = configuration
        configuration.title = title
        return UIButton(configuration: configuration)
    }

    @Test func configurationStyles() {
        let board = ControlBoard()
        board.add(Self.button(.plain(), "Plain"))
        board.add(Self.button(.gray(), "Gray"))
        board.add(Self.button(.tinted(), "Tinted"))
        board.add(Self.button(.filled(), "Filled"))
        var bordered = UIButton.Configuration.borderedProminent()
        bordered.cornerStyle = .capsule
        board.add(Self.button(bordered, "Capsule"))
        board.assertSnapshots()
    }

    @Test func imageAndTitle() {
        let board = ControlBoard()
        var plain = UIButton.Configuration.plain()
        plain.image = UIImage(systemName: "square.and.arrow.up")
        plain.imagePadding = 6
        board.add(Self.button(plain, "Share"))
        var tinted = UIButton.Configuration.tinted()
        tinted.image = UIImage(systemName: "star.fill")
        tinted.imagePadding = 6
        board.add(Self.button(tinted, "Favourite"))
        var filled = UIButton.Configuration.filled()
        filled.image = UIImage(systemName: "paperplane")
        filled.imagePadding = 6
        filled.imagePlacement = .trailing
        board.add(Self.button(filled, "Send"))
        board.assertSnapshots()
    }

    /// Highlighted while a finger is down on each button (Apple,
    /// `UIControl.isHighlighted`), then disabled.
    @Test func highlightedAndDisabled() {
        let board = ControlBoard()
        let buttons = [
            board.add(Self.button(.plain(), "Plain")), board.add(Self.button(.gray(), "Gray")),
            board.add(Self.button(.tinted(), "Tinted")), board.add(Self.button(.filled(), "Filled")),
        ]
        let disabled = [board.add(Self.button(.gray(), "Gray")), board.add(Self.button(.filled(), "Filled"))]
        for button in disabled { button.isEnabled = false }
        withTestWindow(size: board.view.bounds.size) { window in
            window.addSubview(board.view)
            board.settle()
            var touches: [UITouch] = []
            for button in buttons {
                touches.append(window.beginTouch(at: button.convert(CGPoint(x: 8, y: button.bounds.midY), to: window)))
            }
            for button in buttons { #expect(button.isHighlighted) }
            board.assertSnapshots()
            for touch in touches { window.cancelTouch(touch) }
            board.view.removeFromSuperview()
        }
    }

    /// `UIButton(type: .system)`: a tinted title (Apple,
    /// `UIButton.ButtonType.system`), dimmed when disabled; the info and
    /// add buttons.
    @Test func legacySystemButton() {
        let board = ControlBoard()
        let system = UIButton(type: .system)
        system.setTitle("System button", for: .normal)
        board.add(system)
        let disabled = UIButton(type: .system)
        disabled.setTitle("Disabled", for: .normal)
        disabled.isEnabled = false
        board.add(disabled)
        board.add(UIButton(type: .infoLight))
        board.add(UIButton(type: .contactAdd))
        board.assertSnapshots()
    }
}
