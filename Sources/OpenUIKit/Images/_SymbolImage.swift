import Foundation

/// A symbol image's name and configuration, and how it draws.
struct _SymbolImage: Sendable {
    let name: String
    let configuration: UIImage.SymbolConfiguration

    /// The pixels per point of symbol images' pixels: the default screen's
    /// (``UIScreen/main`` is 3×).
    static let defaultPixelScale: CGFloat = 3

    /// The longest side of a symbol's pixels: a larger symbol keeps fewer
    /// pixels per point (its paths stay sharp when drawn; only `pngData()`
    /// and `pixel(x:y:)` see the coarser pixels), so a huge point size
    /// costs at most 4 MiB.
    static let maximumPixelSide: CGFloat = 1_024

    /// One side of the symbol's square, in points.
    var side: CGFloat { configuration._side }

    /// The pixels per point of this symbol's pixels.
    var pixelScale: CGFloat { min(Self.defaultPixelScale, Self.maximumPixelSide / max(side, 1)) }

    var pixelSide: Int { max(1, Int((side * pixelScale).rounded(.up))) }

    /// Draws the symbol's paths over `rect` in `context`, in `color`.
    func draw(in rect: CGRect, context: CGContext, color: CGColor) {
        guard let drawing = _SymbolCatalog.drawing(named: name), rect.width > 0, rect.height > 0,
            rect.width.isFinite, rect.height.isFinite
        else { return }
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / 24, y: rect.height / 24)
        context.setLineWidth(configuration.weight._lineWidth)
        context.setLineCap(.round)
        context.setLineJoin(.round)
        context.setStrokeColor(color)
        context.setFillColor(color)
        if !drawing.stroke.isEmpty {
            context.addPath(drawing.stroke)
            context.strokePath()
        }
        if !drawing.fill.isEmpty {
            context.addPath(drawing.fill)
            context.fillPath(using: .evenOdd)
        }
        context.restoreGState()
    }

    /// The symbol's pixels in `color`.
    func pixels(color: CGColor) -> [UInt32] {
        let bitmap = _Bitmap(width: pixelSide, height: pixelSide)
        let context = CGContext(
            surface: _Surface(bitmap: bitmap), ctm: CGAffineTransform(scaleX: pixelScale, y: pixelScale),
            clip: bitmap.bounds)
        draw(in: CGRect(x: 0, y: 0, width: side, height: side), context: context, color: color)
        return bitmap.copyPixels()
    }
}
