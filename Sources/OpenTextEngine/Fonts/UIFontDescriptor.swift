import Foundation

/// A description of a font: its face, size and traits, from which fonts
/// are made.
///
/// Minimal: a descriptor stands for one of the fonts OpenUIKit can make
/// (the system font's weights, italic and monospaced forms, the carried
/// faces), and changes its size and its bold, italic and monospaced
/// traits. Immutable and `Sendable`, as UIKit's.
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// The font the descriptor describes.
    package let _font: UIFont

    package init(_font font: UIFont) {
        _font = font
        super.init()
    }

    /// The PostScript name of the face.
    open var postscriptName: String { _font.fontName }
    /// The size in points.
    open var pointSize: CGFloat { _font.pointSize }

    /// The face's traits: bold, italic, monospaced.
    open var symbolicTraits: SymbolicTraits {
        var traits: SymbolicTraits = []
        if _font._weight >= .semibold || _font._face == .bold { traits.insert(.traitBold) }
        if _font._face == .italic { traits.insert(.traitItalic) }
        if _font._spacing == .monospaced { traits.insert(.traitMonoSpace) }
        return traits
    }

    /// The descriptor of the system font of a Dynamic Type style at the
    /// default content size category.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// The same description at another size.
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor { _font.withSize(newPointSize).fontDescriptor }

    /// The same description with exactly these traits (bold, italic and
    /// monospaced are honoured; bold italic measures as italic, the
    /// carried faces having no bold italic), or `nil` when a trait asked
    /// for cannot be had (expanded, condensed, vertical).
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        let unsupported: SymbolicTraits = [.traitExpanded, .traitCondensed, .traitVertical]
        guard symbolicTraits.isDisjoint(with: unsupported) else { return nil }
        let bold = symbolicTraits.contains(.traitBold)
        let italic = symbolicTraits.contains(.traitItalic)
        let weight: UIFont.Weight = bold ? (_font._weight >= .semibold ? _font._weight : .bold) : min(_font._weight, .regular)
        let face: _FontLibrary.Face = italic ? .italic : weight._face
        let spacing: UIFont._Spacing = symbolicTraits.contains(.traitMonoSpace) ? .monospaced : .proportional
        let system = _font.familyName.hasPrefix(".")
        let name =
            system
            ? ".SFUI\(spacing == .monospaced ? "Mono" : "")-\(weight._name)\(italic ? "Italic" : "")"
            : face.postScriptName
        let font = UIFont(
            _size: _font.pointSize, face: face, spacing: spacing, vertical: system ? .sanFrancisco : .carried(face), name: name,
            family: system ? (spacing == .monospaced ? ".SF UI Mono" : UIFont._systemFamilyName) : "Roboto", weight: weight)
        return font.fontDescriptor
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFontDescriptor else { return false }
        return _font.isEqual(other._font)
    }

    open override var hash: Int { _font.hash }
}
