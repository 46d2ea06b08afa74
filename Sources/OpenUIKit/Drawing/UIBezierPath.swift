import Foundation

/// A shape to fill or stroke in the current context: a rectangle, a
/// rounded rectangle or an oval.
///
/// OpenUIKit's paths are these closed shapes only; building paths from
/// lines and curves (`move(to:)`, `addLine(to:)`, `addCurve…`) is missing.
@preconcurrency @MainActor
open class UIBezierPath: NSObject {
    let _shape: _Shape

    /// The width of the stroke, in points (1 by default).
    open var lineWidth: CGFloat = 1

    /// A rectangle.
    public init(rect: CGRect) { _shape = .rect(rect) }

    /// A rectangle whose corners are quarter circles of `cornerRadius`
    /// (at most half the shorter side).
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) { _shape = .roundedRect(rect, radius: cornerRadius) }

    /// The oval inscribed in `rect`.
    public init(ovalIn rect: CGRect) { _shape = .ellipse(in: rect) }

    /// The rectangle that encloses the path.
    open var bounds: CGRect { _shape.boundingBox }

    /// Whether `point` lies inside the shape.
    open func contains(_ point: CGPoint) -> Bool { _shape.contains(point) }

    /// Paints the inside with the current context's fill color.
    open func fill() {
        guard let context = _GraphicsContexts.current(for: "UIBezierPath.fill()") else { return }
        context._fill(_shape, color: context._state.fillColor)
    }

    /// Paints the outline, ``lineWidth`` wide and centred on it, with the
    /// current context's stroke color.
    open func stroke() {
        guard let context = _GraphicsContexts.current(for: "UIBezierPath.stroke()") else { return }
        context._fill(CGContext.outline(of: _shape, width: lineWidth), color: context._state.strokeColor)
    }
}
