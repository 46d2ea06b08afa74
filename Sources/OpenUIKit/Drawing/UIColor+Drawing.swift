import Foundation

extension UIColor {
    /// The color as a Core Graphics color.
    public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// Creates a color from a Core Graphics color.
    public convenience init(cgColor: CGColor) {
        self.init(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: cgColor.alpha)
    }

    /// Makes this the fill color of the current graphics context.
    @preconcurrency @MainActor
    public func setFill() {
        _GraphicsContexts.current(for: "setFill()")?.setFillColor(cgColor)
    }

    /// Makes this the stroke color of the current graphics context.
    @preconcurrency @MainActor
    public func setStroke() {
        _GraphicsContexts.current(for: "setStroke()")?.setStrokeColor(cgColor)
    }

    /// Makes this both the fill and the stroke color of the current graphics context.
    @preconcurrency @MainActor
    public func set() {
        guard let context = _GraphicsContexts.current(for: "set()") else { return }
        context.setFillColor(cgColor)
        context.setStrokeColor(cgColor)
    }
}

extension _Pixel {
    /// The pixel for `color` at `opacity` (the view's or the context's alpha).
    static func premultiplied(_ color: UIColor, opacity: CGFloat = 1) -> UInt32 {
        premultiplied(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha * opacity)
    }
}

// Attributed text carries UIColors; the text engine reads them through
// this conformance.
extension UIColor: _ColorAttributeValue {
    package var _cgColorForText: CGColor { cgColor }
}
