import Foundation

/// The keyboard's settings for a text-entry responder: its layout, return
/// key, capitalization, correction and secure entry. Every requirement is
/// optional in UIKit; OpenUIKit stores them (there is no on-screen
/// keyboard) and keeps secure entry's dots.
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
    /// The keyboard layout.
    var keyboardType: UIKeyboardType { get set }
    /// The title of the return key.
    var returnKeyType: UIReturnKeyType { get set }
    /// When the shift key turns on by itself.
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    /// Whether autocorrection is on.
    var autocorrectionType: UITextAutocorrectionType { get set }
    /// Whether the text is hidden as it is typed.
    var isSecureTextEntry: Bool { get set }
}

/// Every trait is optional in UIKit: a responder that declares none has
/// the defaults (and setting one on it keeps nothing, as on iOS, where an
/// unimplemented optional property cannot be set).
extension UITextInputTraits {
    public var keyboardType: UIKeyboardType {
        get { .default }
        set {}
    }
    public var returnKeyType: UIReturnKeyType {
        get { .default }
        set {}
    }
    public var autocapitalizationType: UITextAutocapitalizationType {
        get { .sentences }
        set {}
    }
    public var autocorrectionType: UITextAutocorrectionType {
        get { .default }
        set {}
    }
    public var isSecureTextEntry: Bool {
        get { false }
        set {}
    }
}
