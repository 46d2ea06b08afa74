import Foundation

/// Fonts from descriptors.
extension UIFont {
    /// The font's descriptor.
    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(_font: self) }

    /// Creates the font a descriptor describes, at `pointSize` (0: the
    /// descriptor's size).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let font = descriptor._font
        let size = pointSize == 0 ? font.pointSize : UIFont._checkedSize(pointSize, "UIFont(descriptor:size:)")
        self.init(
            _size: size, face: font._face, spacing: font._spacing, vertical: font._vertical, name: font.fontName,
            family: font.familyName, weight: font._weight)
    }
}
