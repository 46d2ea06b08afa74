import Foundation

/// An object that can take part in the responder chain.
///
/// Event delivery arrives with the events layer; this type carries the chain
/// itself (``next``) and first-responder status, tracked per window.
///
/// As in UIKit, a responder is an `NSObject`: it compares (`==`,
/// `isEqual(_:)`) and hashes (`hash`, `Set`, dictionary keys) by identity,
/// prints through `description` (also with `%@` in `String(format:)`), and
/// can be passed where an `NSObject` is expected.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    public override init() {
        super.init()
    }

    /// The next responder in the chain: a view's controller or superview, a
    /// controller's view's superview or parent, a window's application.
    open var next: UIResponder? { nil }

    /// Whether this object can become first responder; `false` by default.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this object gives up first-responder status when asked; `true` by default.
    open var canResignFirstResponder: Bool { true }

    /// Whether this object is its window's first responder.
    open var isFirstResponder: Bool { _responderWindow?._firstResponder === self }

    /// Makes this object its window's first responder, when it can be one and
    /// is in a window.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = _responderWindow else { return false }
        if window._firstResponder === self { return true }
        if let current = window._firstResponder, !current.resignFirstResponder() { return false }
        window._firstResponder = self
        return true
    }

    /// Gives up first-responder status.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let window = _responderWindow, window._firstResponder === self { window._firstResponder = nil }
        return true
    }

    /// The window whose first responder this object would be.
    var _responderWindow: UIWindow? { nil }
}

/// `%@` in `String(format:)` prints an object's `description` on Apple
/// platforms. Foundation on Linux formats `%@` only for its own bridged
/// types, so a responder hands the formatter its description as a string.
extension UIResponder: CVarArg, _CVarArgObject {
    public nonisolated var _cVarArgObject: any CVarArg { NSString(string: description) }
    public nonisolated var _cVarArgEncoding: [Int] { NSString(string: description)._cVarArgEncoding }
}
