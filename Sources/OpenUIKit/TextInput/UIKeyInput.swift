import Foundation

/// What a responder that takes typed text does: insert text, delete
/// backward, and say whether it has any text.
///
/// ``UITextField`` conforms; the keyboard (here the testing helpers'
/// `type(_:)`) sends keys to the first responder through this protocol.
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
    /// Whether the responder holds any text.
    var hasText: Bool { get }
    /// Inserts `text` at the insertion point (a newline is the return key).
    func insertText(_ text: String)
    /// Deletes the character before the insertion point.
    func deleteBackward()
}
