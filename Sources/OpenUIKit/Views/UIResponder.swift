import Foundation

/// An object that can take part in the responder chain.
///
/// It carries the chain (``next``), first-responder status (tracked per
/// window) and the touch methods, which by default pass the touches on to
/// ``next`` (Apple, "Using responders and the responder chain to handle
/// events": unhandled events go from responder to responder along the chain).
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
    /// is in a window; the current first responder is asked to resign first
    /// (Apple, `becomeFirstResponder()`: the object must be in the active
    /// view hierarchy, and `canBecomeFirstResponder` must be true).
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = _responderWindow, window._isShowing else { return false }
        if window._firstResponder === self { return true }
        // A first responder that has left the window since is no longer asked.
        if let current = window._firstResponder, current._responderWindow === window, !current.resignFirstResponder() {
            return false
        }
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

    // MARK: Touches

    /// One or more fingers touched down; passes them to ``next``.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }

    /// One or more fingers moved; passes them to ``next``.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }

    /// One or more fingers lifted; passes them to ``next``.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }

    /// The system (or a gesture recognizer) took the touches away; passes them to ``next``.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
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
