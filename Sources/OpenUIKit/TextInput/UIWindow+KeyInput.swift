import Foundation

extension UIWindow {
    /// The first responder, if it takes typed text: what a hardware or
    /// on-screen keyboard would type into (for `OpenUIKitTesting`'s `type(_:)`).
    @_spi(Testing)
    public var _keyInputResponder: (any UIKeyInput)? {
        guard let responder = _firstResponder, responder._responderWindow === self else { return nil }
        return responder as? any UIKeyInput
    }

    /// The first responder's description, or "no first responder".
    @_spi(Testing)
    public var _firstResponderDescription: String {
        _firstResponder.map { "the first responder \($0)" } ?? "no first responder"
    }
}
