import Foundation

extension UIImage {
    /// The symbol named `name`, drawn by OpenUIKit (see `_SymbolCatalog`
    /// for the names it draws); nil for other names, as UIKit gives nil for
    /// names it does not know.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The symbol named `name` at `configuration` (a
    /// ``SymbolConfiguration``; other configurations leave the defaults).
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        guard _SymbolCatalog.drawing(named: name) != nil else { return nil }
        let base = UIImage.SymbolConfiguration.unspecified
        let combined = configuration.map { base.applying($0) } ?? base
        let symbol = _SymbolImage(name: name, configuration: combined)
        self.init(
            width: symbol.pixelSide, height: symbol.pixelSide, pixels: symbol.pixels(color: CGColor.black),
            scale: symbol.pixelScale, symbol: symbol)
    }

    /// A copy of the image drawn with `renderingMode`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(self, renderingMode: renderingMode, symbol: _symbol, tintColor: _tintColor)
    }

    /// A copy of the image drawn in `color` (a symbol, or a bitmap's alpha
    /// as a template), keeping the rendering mode.
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: renderingMode)
    }

    /// A copy of the image drawn in `color`, with `renderingMode`.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(self, renderingMode: renderingMode, symbol: _symbol, tintColor: color, pixels: _pixels(in: color))
    }

    /// A copy of a symbol image at `configuration` applied over its own;
    /// other images come back unchanged.
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        guard let symbol = _symbol else { return self }
        let changed = _SymbolImage(name: symbol.name, configuration: symbol.configuration.applying(configuration))
        let pixels = changed.pixels(color: (_tintColor ?? .black).cgColor)
        return UIImage(self, renderingMode: renderingMode, symbol: changed, tintColor: _tintColor, pixels: pixels)
    }

    /// A copy of the image at `configuration` over its own symbol configuration.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard _symbol != nil else { return nil }
        return withConfiguration(configuration)
    }

    /// The pixels as a template in `color`: the image's alpha, colored.
    func _pixels(in color: UIColor) -> [UInt32] {
        if let symbol = _symbol { return symbol.pixels(color: color.cgColor) }
        var result = [UInt32](repeating: 0, count: pixels.count)
        for i in 0..<pixels.count {
            result[i] = _Pixel.premultiplied(color, opacity: CGFloat(_Pixel.alpha(pixels[i])) / 255)
        }
        return result
    }
}
