import Foundation

/// The methods a text field asks and tells its delegate as it is edited;
/// every one is optional (the defaults below are UIKit's answers: allow,
/// and do nothing).
///
/// The order (Apple, "UITextFieldDelegate", the flow of the editing
/// process): ``textFieldShouldBeginEditing(_:)``, the field becomes first
/// responder, ``textFieldDidBeginEditing(_:)``; while editing,
/// ``textField(_:shouldChangeCharactersIn:replacementString:)`` before
/// each change, ``textFieldShouldClear(_:)`` for the clear button,
/// ``textFieldShouldReturn(_:)`` for the return key; then
/// ``textFieldShouldEndEditing(_:)``, the field resigns,
/// ``textFieldDidEndEditing(_:reason:)``.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {
    /// Whether `textField` may begin editing; true by default.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// `textField` became first responder and is editing.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether `textField` may stop editing and resign; true by default.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// `textField` stopped editing.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// `textField` stopped editing, for `reason`; by default calls
    /// ``textFieldDidEndEditing(_:)`` (UIKit calls this one instead of
    /// that one when the delegate implements it).
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Whether the characters in `range` (UTF-16) may become `string`; true by default.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// The selection (here the insertion point) of `textField` changed.
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Whether the clear button may remove the text; true by default.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Whether the return key does its default (ends editing on exit); true by default.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        true
    }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
