import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// The order of a text field's delegate calls, control events and
/// notifications.
///
/// Sources (see also docs/LifecycleSources.md):
/// - Apple, "UITextFieldDelegate", the flow of the editing process
///   (https://developer.apple.com/documentation/uikit/uitextfielddelegate):
///   `textFieldShouldBeginEditing`, first responder, `textFieldDidBeginEditing`
///   then `textDidBeginEditingNotification`; per change
///   `shouldChangeCharactersIn` then `textDidChangeNotification`;
///   `textFieldShouldClear` for the clear button; `textFieldShouldReturn`
///   for the return key; `textFieldShouldEndEditing`, resign,
///   `textFieldDidEndEditing` then `textDidEndEditingNotification`.
/// - A breakpoint log, Jianshu "UITextField 输入监听" (jianshu.com/p/dc56e60abc1e):
///   `shouldChangeCharactersIn`, then the `.editingChanged` action, then
///   `textDidChangeNotification`; the clear button posts the notification
///   but sends no `.editingChanged`.
/// - Apple, `textFieldDidEndEditing(_:reason:)`: called instead of
///   `textFieldDidEndEditing(_:)` when implemented.
@MainActor
@Suite(.uikitTest) struct TextFieldEditingOrderTests {
    func field(in window: UIWindow) -> (UITextField, TextFieldRecorder) {
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        field.borderStyle = .roundedRect
        window.addSubview(field)
        let recorder = TextFieldRecorder()
        recorder.attach(to: field)
        return (field, recorder)
    }

    @Test func tapTypeAndResign() {
        withTestWindow { window in
            let (field, recorder) = field(in: window)
            defer { recorder.detach() }
            window.tap(field)
            #expect(
                recorder.take() == [
                    // order not fixed by any source found: .editingDidBegin between the
                    // delegate's call and the notification (as the typing log puts .editingChanged).
                    "shouldBegin", "didBegin", "editingDidBegin", "didBeginNotification",
                ])
            #expect(field.isEditing && field.isFirstResponder)
            window.type("a")
            #expect(
                recorder.take() == [
                    // order not fixed by any source found: textFieldDidChangeSelection right after the change.
                    "shouldChange(0, 0, \"a\")", "didChangeSelection", "editingChanged", "didChangeNotification",
                ])
            #expect(field.text == "a")
            field.resignFirstResponder()
            #expect(
                recorder.take() == [
                    // order not fixed by any source found: .editingDidEnd, as .editingDidBegin.
                    "shouldEnd", "didEnd(reason: committed)", "editingDidEnd", "didEndNotification",
                ])
            #expect(!field.isEditing && !field.isFirstResponder)
            #expect(window.invariantViolations(settled: true).isEmpty)
        }
    }

    /// Return: `textFieldShouldReturn`, then `.editingDidEndOnExit`; a field
    /// with an action for that event then resigns (Interface Builder's "Did
    /// End On Exit" dismisses the keyboard). Order not fixed by any source
    /// found beyond that: the end of editing follows, as for a resign.
    @Test func returnKeyEndsEditingOnExit() {
        withTestWindow { window in
            let (field, recorder) = field(in: window)
            defer { recorder.detach() }
            window.tap(field)
            _ = recorder.take()
            window.pressReturn()
            #expect(
                recorder.take() == [
                    "shouldReturn", "editingDidEndOnExit", "shouldEnd", "didEnd(reason: committed)", "editingDidEnd",
                    "didEndNotification",
                ])
            #expect(!field.isEditing)
        }
    }

    /// A delegate answering no keeps things as they are (Apple: each
    /// `should` method's "Return false to…"); no event, no notification.
    @Test func refusalsChangeNothing() {
        withTestWindow { window in
            let (field, recorder) = field(in: window)
            defer { recorder.detach() }
            recorder.allowsBegin = false
            window.tap(field)
            #expect(recorder.take() == ["shouldBegin"])
            #expect(!field.isEditing && !field.isFirstResponder)
            recorder.allowsBegin = true
            window.tap(field)
            _ = recorder.take()
            recorder.refused = ["x"]
            window.type("axb")
            #expect(field.text == "ab")
            #expect(
                recorder.take() == [
                    "shouldChange(0, 0, \"a\")", "didChangeSelection", "editingChanged", "didChangeNotification",
                    "shouldChange(1, 0, \"x\")",
                    "shouldChange(1, 0, \"b\")", "didChangeSelection", "editingChanged", "didChangeNotification",
                ])
            recorder.allowsReturn = false
            window.pressReturn()
            #expect(recorder.take() == ["shouldReturn"])
            #expect(field.isEditing)
            recorder.allowsEnd = false
            #expect(!field.resignFirstResponder())
            #expect(recorder.take() == ["shouldEnd"])
            #expect(field.isEditing && field.isFirstResponder)
            // Taken out of the window, the field ends editing without asking
            // (UIKit's header: "may be called if forced even if shouldEndEditing returns NO").
            field.removeFromSuperview()
            #expect(recorder.take() == ["didEnd(reason: committed)", "editingDidEnd", "didEndNotification"])
            #expect(!field.isEditing)
        }
    }

    /// The clear button: `textFieldShouldClear`, then the change notification, no `.editingChanged`.
    @Test func clearButton() {
        withTestWindow { window in
            let (field, recorder) = field(in: window)
            defer { recorder.detach() }
            field.clearButtonMode = .whileEditing
            window.tap(field)
            window.type("hello")
            _ = recorder.take()
            let button = field.clearButtonRect(forBounds: field.bounds)
            recorder.allowsClear = false
            window.tap(at: field.convert(CGPoint(x: button.midX, y: button.midY), to: nil))
            #expect(recorder.take() == ["shouldClear"])
            #expect(field.text == "hello")
            recorder.allowsClear = true
            window.tap(at: field.convert(CGPoint(x: button.midX, y: button.midY), to: nil))
            #expect(recorder.take() == ["shouldClear", "didChangeNotification"])
            #expect(field.text == "")
            #expect(field.isEditing)
        }
    }

    /// A delegate implementing only `textFieldDidEndEditing(_:)` hears it:
    /// the default `textFieldDidEndEditing(_:reason:)` forwards to it.
    @Test func plainDidEndEditingIsCalled() {
        final class Plain: NSObject, UITextFieldDelegate {
            var ended = 0
            func textFieldDidEndEditing(_ textField: UITextField) { ended += 1 }
        }
        withTestWindow { window in
            let field = UITextField(frame: CGRect(x: 0, y: 100, width: 200, height: 34))
            window.addSubview(field)
            let plain = Plain()
            field.delegate = plain
            #expect(field.becomeFirstResponder())
            #expect(field.resignFirstResponder())
            #expect(plain.ended == 1)
        }
    }
}
