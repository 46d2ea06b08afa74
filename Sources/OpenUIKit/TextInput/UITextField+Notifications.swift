import Foundation

extension UITextField {
    /// Posted, with the text field as object, when it begins editing.
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted, with the text field as object, after its text changed by typing or the clear button.
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted, with the text field as object, when it ends editing.
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    func _post(_ name: Notification.Name) {
        NotificationCenter.default.post(name: name, object: self)
    }
}
