import Foundation
@_spi(Testing) import OpenUIKit

/// Typing into a window in a test, as a keyboard does: each key goes to
/// the first responder through ``UIKeyInput``, one key per step on the
/// manual clock (0.1 s apart), the turn running after each.
extension UIWindow {
    /// The seconds between two keys.
    public static let keyInterval: TimeInterval = 0.1

    /// Types `text` into the first responder, one character (grapheme
    /// cluster) per key: `"\n"` is the return key, `"\u{8}"` (backspace)
    /// the delete key. Without a first responder that takes text, nothing
    /// is typed and the diagnostics say so.
    public func type(_ text: String) {
        TestClock.useManualTime()
        for character in text {
            guard let input = _acceptingInput("type(_:)", String(character)) else { return }
            if character == "\u{8}" {
                input.deleteBackward()
            } else {
                input.insertText(String(character))
            }
            _afterKey()
        }
    }

    /// Presses the delete key `count` times.
    public func pressDelete(count: Int = 1) {
        TestClock.useManualTime()
        for _ in 0..<max(0, count) {
            guard let input = _acceptingInput("pressDelete(count:)", "delete") else { return }
            input.deleteBackward()
            _afterKey()
        }
    }

    /// Presses the return key.
    public func pressReturn() {
        TestClock.useManualTime()
        guard let input = _acceptingInput("pressReturn()", "return") else { return }
        input.insertText("\n")
        _afterKey()
    }

    private func _acceptingInput(_ function: String, _ key: String) -> (any UIKeyInput)? {
        if let input = _keyInputResponder { return input }
        UIApplication.shared.diagnostics.report(
            .misuse,
            "\(function): \(_firstResponderDescription) of \(self) takes no typed text; the key \(key.debugDescription) and the rest were not typed."
        )
        return nil
    }

    private func _afterKey() {
        UIApplication.shared.runUntilIdle()
        TestClock.advance(by: Self.keyInterval)
    }
}
