import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Snapshots of text fields (PNG at 2x and SVG), kept in
/// `__Snapshots__/TextFieldSnapshotTests/`.
///
/// The references were recorded (with OpenUIKit's former `OPENUIKIT_RECORD_SNAPSHOTS=1`; now `SNAPSHOT_TESTING_RECORD`) and
/// reviewed by eye against iOS 17. Sources: Apple,
/// `UITextField.BorderStyle.roundedRect` (a rounded border); Apple,
/// `UIColor.placeholderText` ("the color for placeholder text in controls
/// or text views": #3C3C43 at 30%, Flutter's CupertinoColors equivalent);
/// Apple, `UITextInputTraits.isSecureTextEntry` (each character shown as a
/// dot); Apple, `UITextField.clearButtonMode`; the caret is the tint colour
/// (Apple, `UIView.tintColor`: "the insertion point").
@MainActor
@Suite(.uikitTest) struct TextFieldSnapshotTests {
    static func field(_ style: UITextField.BorderStyle = .roundedRect) -> UITextField {
        let field = UITextField()
        field.borderStyle = style
        return field
    }

    @Test func placeholderTypedAndSecure() {
        let board = ControlBoard()
        let size = CGSize(width: 300, height: 34)
        board.add(Self.field(), size: size).placeholder = "Search"
        board.add(Self.field(), size: size).text = "appleseed@example.com"
        let secure = board.add(Self.field(), size: size)
        secure.isSecureTextEntry = true
        secure.text = "hunter22"
        let clear = board.add(Self.field(), size: size)
        clear.text = "Clear me"
        clear.clearButtonMode = .always
        let plain = board.add(Self.field(.none), size: size)
        plain.placeholder = "No border"
        let line = board.add(Self.field(.line), size: size)
        line.text = "A line border"
        board.assertSnapshots()
    }

    /// A field being edited, after typing: the text and the caret after it.
    @Test func editingWithCaret() {
        let board = ControlBoard()
        let size = CGSize(width: 300, height: 34)
        let empty = board.add(Self.field(), size: size)
        empty.placeholder = "To:"
        let typed = board.add(Self.field(), size: size)
        withTestWindow(size: board.view.bounds.size) { window in
            window.addSubview(board.view)
            #expect(typed.becomeFirstResponder())
            window.type("Hello")
            #expect(typed.text == "Hello")
            board.assertSnapshots()
            typed.resignFirstResponder()
            board.view.removeFromSuperview()
        }
    }
}
