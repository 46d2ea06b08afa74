import Foundation

/// How the font measures characters: glyphs and advances from the carried face.
extension UIFont {
    /// The glyphs a character shows in this font and its advance in points.
    ///
    /// A grapheme cluster whose first scalar the face lacks is one
    /// `.notdef` box (glyph 0, `.notdef`'s advance); otherwise it is the
    /// glyphs of the scalars the face has (marks, joiners and variation
    /// selectors it lacks add nothing). Without a readable face every
    /// character is half an em wide.
    package func _glyphs(for character: Character) -> (glyphs: [UInt16], advance: CGFloat) {
        let scale = pointSize / _unitsPerEm
        guard let font = _FontLibrary.font(_face) else { return ([0], pointSize / 2) }
        let scalars = character.unicodeScalars
        guard let first = scalars.first, font.hasGlyph(for: first) else {
            return ([0], _spaced(CGFloat(font.advance(of: 0)), font) * scale)
        }
        var glyphs: [UInt16] = []
        var units = 0
        for scalar in scalars where font.hasGlyph(for: scalar) {
            let glyph = font.glyph(for: scalar)
            glyphs.append(glyph)
            units += font.advance(of: glyph)
        }
        return (glyphs, _spaced(CGFloat(units), font) * scale)
    }

    /// The kerning between the last glyph of one character and the first of
    /// the next, in points (0 when the face has no `kern` table, as Roboto).
    package func _kerning(_ left: UInt16, _ right: UInt16) -> CGFloat {
        guard _spacing != .monospaced, let font = _FontLibrary.font(_face) else { return 0 }
        return CGFloat(font.kerning(left, right)) * pointSize / _unitsPerEm
    }

    /// The advance of one glyph in points (as spaced by the font).
    package func _advance(ofGlyph glyph: UInt16) -> CGFloat {
        guard let font = _FontLibrary.font(_face) else { return pointSize / 2 }
        return _spaced(CGFloat(font.advance(of: glyph)), font) * pointSize / _unitsPerEm
    }

    /// The units per em of the face advances are read from.
    private var _unitsPerEm: CGFloat { CGFloat(_FontLibrary.font(_face)?.unitsPerEm ?? 2048) }

    private func _spaced(_ units: CGFloat, _ font: _TrueTypeFont) -> CGFloat {
        guard _spacing == .monospaced, units > 0 else { return units }
        return CGFloat(font.advance(of: font.glyph(for: "0")))
    }
}
