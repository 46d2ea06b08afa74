import Foundation

/// The object a layer asks to draw for it, as Core Animation's layers do;
/// a view is its layer's delegate.
///
/// Every method has a default that does nothing, as the Objective-C
/// protocol's methods are optional.
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
    /// Draws `layer`'s content into `ctx` (called by the layer's default
    /// ``CALayer/draw(in:)``).
    func draw(_ layer: CALayer, in ctx: CGContext)
}

extension CALayerDelegate {
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
}
