import UIKit
import XCTest

/// A sign-in screen as iOS code writes it: symbol images in image views,
/// text fields with a delegate that limits input and moves on with the
/// return key, actions for `.editingChanged`.
///
/// Sources: Apple, `UIImage(systemName:)`, `UIImageView(image:)` (the frame
/// takes the image's size), `UITextFieldDelegate` (the editing flow;
/// `textField(_:shouldChangeCharactersIn:replacementString:)` returning
/// false keeps the text), `becomeFirstResponder()`/`resignFirstResponder()`,
/// `insertText(_:)`/`deleteBackward()` (`UIKeyInput`), and the
/// `.editingChanged` event. What is checked holds on iOS as here.
final class TextInputClientTests: ClientTestCase {
    final class SignInViewController: UIViewController, UITextFieldDelegate {
        let icon = UIImageView(image: UIImage(systemName: "person.crop.circle"))
        let email = UITextField()
        let code = UITextField()
        var changes = 0
        var submitted = false

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            icon.tintColor = .systemGreen
            icon.contentMode = .scaleAspectFit
            icon.frame = CGRect(x: 20, y: 80, width: 60, height: 60)
            view.addSubview(icon)
            for (index, field) in [email, code].enumerated() {
                field.borderStyle = .roundedRect
                field.frame = CGRect(x: 20, y: 160 + CGFloat(index) * 50, width: 300, height: 34)
                field.delegate = self
                view.addSubview(field)
            }
            email.placeholder = "Email"
            email.keyboardType = .emailAddress
            email.autocapitalizationType = .none
            email.returnKeyType = .next
            email.clearButtonMode = .whileEditing
            email.leftView = UIImageView(image: UIImage(systemName: "envelope"))
            email.leftViewMode = .always
            code.placeholder = "Code"
            code.isSecureTextEntry = true
            code.keyboardType = .numberPad
            code.addAction(UIAction { [weak self] _ in self?.changes += 1 }, for: .editingChanged)
        }

        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            guard textField === code else { return true }
            let current = (textField.text ?? "") as NSString
            let updated = current.replacingCharacters(in: range, with: string)
            return updated.count <= 4 && updated.allSatisfy(\.isNumber)
        }

        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            if textField === email {
                code.becomeFirstResponder()
            } else {
                submitted = true
                textField.resignFirstResponder()
            }
            return false
        }
    }

    func test_signInForm() {
        useRealTimeAsOnADevice()
        let controller = SignInViewController()
        let host = WindowHost(controller)
        defer { host.tearDown() }
        XCTAssertNotNil(UIImage(systemName: "star.fill"))
        XCTAssertNil(UIImage(systemName: "not.a.symbol.name"))
        XCTAssertTrue(controller.icon.image?.isSymbolImage ?? false)
        XCTAssertFalse(controller.icon.isUserInteractionEnabled)
        let large = UIImage(systemName: "gear", withConfiguration: UIImage.SymbolConfiguration(pointSize: 32, weight: .bold))
        XCTAssertEqual(UIImageView(image: large).frame.size, large?.size)

        XCTAssertTrue(controller.email.becomeFirstResponder())
        XCTAssertTrue(controller.email.isEditing)
        controller.email.insertText("me@example.com")
        XCTAssertEqual(controller.email.text, "me@example.com")
        controller.email.deleteBackward()
        XCTAssertEqual(controller.email.text, "me@example.co")
        controller.email.insertText("\n")
        XCTAssertFalse(controller.email.isEditing)
        XCTAssertTrue(controller.code.isFirstResponder)

        for key in ["1", "2", "x", "3", "4", "5"] { controller.code.insertText(key) }
        XCTAssertEqual(controller.code.text, "1234")
        XCTAssertEqual(controller.changes, 4)
        XCTAssertTrue(controller.code.hasText)
        controller.code.insertText("\n")
        XCTAssertTrue(controller.submitted)
        XCTAssertFalse(controller.code.isFirstResponder)
    }
}

/// A custom view that takes typed text by adopting `UIKeyInput` with its
/// three required members only, as iOS code writes a PIN pad or a game's
/// text entry (Apple, `UIKeyInput`: `hasText`, `insertText(_:)`,
/// `deleteBackward()`; the text input traits are optional).
final class PinEntryView: UIView, UIKeyInput {
    var digits = ""
    override var canBecomeFirstResponder: Bool { true }
    var hasText: Bool { !digits.isEmpty }
    func insertText(_ text: String) { digits += text.filter(\.isNumber) }
    func deleteBackward() { if !digits.isEmpty { digits.removeLast() } }
}

final class KeyInputClientTests: ClientTestCase {
    func test_aCustomKeyInputView() {
        let view = PinEntryView()
        view.insertText("12a3")
        view.deleteBackward()
        XCTAssertEqual(view.digits, "12")
        XCTAssertTrue(view.hasText)
        XCTAssertEqual(view.keyboardType, .default)
        XCTAssertFalse(view.isSecureTextEntry)
    }
}
