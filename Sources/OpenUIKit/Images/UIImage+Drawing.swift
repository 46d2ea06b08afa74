import Foundation

extension UIImage {
    /// Draws the image at `point` (its top-left corner) in the current context, at its size.
    @preconcurrency @MainActor
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Draws the image stretched over `rect` in the current context: a
    /// symbol as paths (in its tint color, else black), a bitmap as pixels.
    @preconcurrency @MainActor
    public func draw(in rect: CGRect) {
        _draw(in: rect, templateColor: nil)
    }

    /// Whether the image draws as a template where the context's default
    /// (`.automatic`) treats bitmaps as originals, as image views do.
    var _drawsAsTemplate: Bool {
        switch renderingMode {
        case .alwaysTemplate: return true
        case .alwaysOriginal: return false
        case .automatic: return _symbol != nil
        }
    }

    /// Draws the image over `rect`; a template image (see
    /// `_drawsAsTemplate`) without a color of its own takes `templateColor`.
    @MainActor
    func _draw(in rect: CGRect, templateColor: UIColor?) {
        guard let context = _GraphicsContexts.current(for: "UIImage.draw(in:)") else { return }
        let color = _tintColor ?? (_drawsAsTemplate ? templateColor : nil)
        if let symbol = _symbol {
            symbol.draw(in: rect, context: context, color: (color ?? .black).cgColor)
        } else if let color, _tintColor == nil {
            let tinted = UIImage(self, renderingMode: renderingMode, symbol: nil, tintColor: color, pixels: _pixels(in: color))
            context._draw(tinted._bitmap(), in: rect)
        } else {
            context._draw(_bitmap(), in: rect)
        }
    }
}
