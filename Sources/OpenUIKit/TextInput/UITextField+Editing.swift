import Foundation

/// Editing: beginning, typing, deleting, clearing, returning and ending.
///
/// Sources for the order:
/// - Apple, "UITextFieldDelegate" (the flow of the editing process):
///   `textFieldShouldBeginEditing`, the field becomes first responder,
///   `textFieldDidBeginEditing` and then `textDidBeginEditingNotification`;
///   for each change `textField(_:shouldChangeCharactersIn:replacementString:)`
///   and then `textDidChangeNotification`; `textFieldShouldEndEditing`, the
///   field resigns, `textFieldDidEndEditing` and then
///   `textDidEndEditingNotification`.
/// - A breakpoint log on Jianshu ("UITextField 输入监听", p/dc56e60abc1e):
///   typing calls the delegate's `shouldChangeCharactersIn` first, then the
///   `.editingChanged` action, then the `textDidChangeNotification`; the
///   clear button is seen by the notification but sends no `.editingChanged`.
/// - Order not fixed by any source found: where `.editingDidBegin` and
///   `.editingDidEnd` fall. Our choice puts each control event between the
///   delegate's call and the notification, as the typing log puts
///   `.editingChanged`. Likewise `textFieldDidChangeSelection` (our choice:
///   right after the text changes, before `.editingChanged`).
/// - The return key: `textFieldShouldReturn` (Apple: "Asks the delegate
///   whether to process the pressing of the Return button"), then, when it
///   answers true, `.editingDidEndOnExit`; a field with an action for that
///   event then resigns (Interface Builder's "Did End On Exit" dismisses the
///   keyboard) — our reading; no source found states the order exactly.
extension UITextField {
    /// Asks, becomes first responder, then tells.
    func _beginEditing() -> Bool {
        if _isEditing { return true }
        guard canBecomeFirstResponder else { return false }
        if let delegate, !delegate.textFieldShouldBeginEditing(self) { return false }
        guard super.becomeFirstResponder() else { return false }
        _isEditing = true
        if clearsOnBeginEditing, hasText {
            // Order not fixed by any source found: the text goes before the
            // delegate hears of the beginning, without change events.
            _text = ""
            _attributedText = nil
            _contentDidChange()
        }
        delegate?.textFieldDidBeginEditing(self)
        _sendActions(for: .editingDidBegin)
        _post(Self.textDidBeginEditingNotification)
        _contentDidChange()
        return true
    }

    /// Asks, resigns, then tells.
    func _endEditing() -> Bool {
        guard _isEditing else { return super.resignFirstResponder() }
        if let delegate, !delegate.textFieldShouldEndEditing(self) { return false }
        guard super.resignFirstResponder() else { return false }
        _finishEditing()
        return true
    }

    /// Tells that editing ended (after resigning, or forced).
    func _finishEditing() {
        _isEditing = false
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        _sendActions(for: .editingDidEnd)
        _post(Self.textDidEndEditingNotification)
        _contentDidChange()
    }

    /// Inserts typed `text` at the end; newlines are return-key presses.
    func _insertText(_ text: String) {
        var pending = ""
        for character in text {
            if character == "\n" || character == "\r\n" || character == "\r" {
                _replaceEnd(length: 0, with: pending)
                pending = ""
                _returnKeyPressed()
            } else {
                pending.append(character)
            }
        }
        _replaceEnd(length: 0, with: pending)
    }

    /// Deletes the last grapheme cluster; nothing (and no call) when empty.
    func _deleteBackward() {
        guard let last = (text ?? "").last else { return }
        _replaceEnd(length: last.utf16.count, with: "")
    }

    /// Replaces the last `length` UTF-16 units of the text with `string`,
    /// when the field is editing and the delegate agrees.
    func _replaceEnd(length: Int, with string: String) {
        guard _isEditing, length > 0 || !string.isEmpty else { return }
        let current = text ?? ""
        let count = current.utf16.count
        let range = NSRange(location: count - length, length: length)
        if let delegate, !delegate.textField(self, shouldChangeCharactersIn: range, replacementString: string) { return }
        // The delegate may have changed the text itself: replace within what is there now.
        let now = text ?? ""
        let units = Array(now.utf16)
        let start = max(0, min(range.location, units.count))
        let end = max(start, min(range.location + range.length, units.count))
        let replaced = String(decoding: units[0..<start], as: UTF16.self) + string + String(decoding: units[end...], as: UTF16.self)
        if let attributed = _attributedText {
            let mutable = NSMutableAttributedString(attributedString: attributed)
            let attributes = units.isEmpty ? _defaultAttributes : mutable.attributes(at: max(0, start - 1), effectiveRange: nil)
            mutable.replaceCharacters(
                in: NSRange(location: start, length: end - start), with: NSAttributedString(string: string, attributes: attributes))
            _attributedText = mutable
        } else {
            _text = replaced
        }
        _contentDidChange()
        delegate?.textFieldDidChangeSelection(self)
        _sendActions(for: .editingChanged)
        _post(Self.textDidChangeNotification)
    }

    /// The return key: asks the delegate; on yes, sends `.editingDidEndOnExit`.
    func _returnKeyPressed() {
        guard _isEditing else { return }
        if let delegate, !delegate.textFieldShouldReturn(self) { return }
        var exits = false
        enumerateEventHandlers { _, _, events, stop in
            if events.contains(.editingDidEndOnExit) {
                exits = true
                stop = true
            }
        }
        _sendActions(for: .editingDidEndOnExit)
        if exits, _isEditing { resignFirstResponder() }
    }

    /// The clear button: asks the delegate, then empties the text and posts
    /// the change (no `.editingChanged`: see the sources above).
    func _clearButtonTapped() {
        if let delegate, !delegate.textFieldShouldClear(self) { return }
        let hadText = hasText
        _text = ""
        _attributedText = nil
        _contentDidChange()
        if hadText { _post(Self.textDidChangeNotification) }
        if !_isEditing { becomeFirstResponder() }
    }

    /// A tap (touch ended inside): the clear button, or begin editing.
    func _tapEnded(_ touches: Set<UITouch>) {
        guard isEnabled, let touch = touches.first else { return }
        let point = touch.location(in: self)
        guard bounds.contains(point) else { return }
        if _isClearButtonShown, clearButtonRect(forBounds: bounds).insetBy(dx: -6, dy: -6).contains(point) {
            _clearButtonTapped()
        } else if !_isEditing {
            becomeFirstResponder()
        }
    }

    /// After the text, font, style or editing state changed.
    func _contentDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }
}
