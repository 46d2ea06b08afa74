/// An object that can take part in the responder chain.
///
/// Event delivery arrives with the events layer; this type carries the chain
/// itself (``next``) and first-responder status, tracked per window.
@MainActor
open class UIResponder {
    public init() {}

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

/// Responders compare and hash by identity, as UIKit's `NSObject` subclasses
/// do by default, so that UIKit test code such as `view.subviews == [a, b]`
/// or a `Set<UIViewController>` works unchanged.
extension UIResponder: Equatable, Hashable {
    public nonisolated static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
