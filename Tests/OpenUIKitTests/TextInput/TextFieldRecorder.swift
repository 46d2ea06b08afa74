import Foundation
import OpenUIKit

/// Records, in one list, a text field's delegate calls, control events and
/// notifications, each as a short name.
@MainActor
final class TextFieldRecorder: NSObject, UITextFieldDelegate {
    var log: [String] = []
    var allowsBegin = true
    var allowsEnd = true
    var allowsReturn = true
    var allowsClear = true
    /// Refuses changes whose replacement contains any of these characters.
    var refused: Set<Character> = []
    private var observers: [NSObjectProtocol] = []

    /// Becomes `field`'s delegate and records its editing events and notifications.
    func attach(to field: UITextField) {
        field.delegate = self
        let events: [(UIControl.Event, String)] = [
            (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"), (.editingDidEnd, "editingDidEnd"),
            (.editingDidEndOnExit, "editingDidEndOnExit"),
        ]
        for (event, name) in events {
            field.addAction(UIAction { [weak self] _ in self?.log.append(name) }, for: event)
        }
        let names: [(Notification.Name, String)] = [
            (UITextField.textDidBeginEditingNotification, "didBeginNotification"),
            (UITextField.textDidChangeNotification, "didChangeNotification"),
            (UITextField.textDidEndEditingNotification, "didEndNotification"),
        ]
        for (name, entry) in names {
            observers.append(
                NotificationCenter.default.addObserver(forName: name, object: field, queue: nil) { [weak self] _ in
                    MainActor.assumeIsolated { self?.log.append(entry) }
                })
        }
    }

    func detach() {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers = []
    }

    /// The log since the last call.
    func take() -> [String] {
        defer { log = [] }
        return log
    }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        log.append("shouldBegin")
        return allowsBegin
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        log.append("shouldEnd")
        return allowsEnd
    }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        log.append("didEnd(reason: \(reason))")
    }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        log.append("shouldChange(\(range.location), \(range.length), \(string.debugDescription))")
        return !string.contains(where: refused.contains)
    }
    func textFieldDidChangeSelection(_ textField: UITextField) { log.append("didChangeSelection") }
    func textFieldShouldClear(_ textField: UITextField) -> Bool {
        log.append("shouldClear")
        return allowsClear
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        log.append("shouldReturn")
        return allowsReturn
    }
}
