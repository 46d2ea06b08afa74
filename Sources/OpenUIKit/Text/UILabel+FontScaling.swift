import Foundation

/// The font a label draws in when ``UILabel/adjustsFontSizeToFitWidth`` is on.
///
/// Apple, `adjustsFontSizeToFitWidth`: when the text exceeds the label's
/// bounding rectangle, the label reduces the font size until the text
/// fits or it reaches the minimum; `minimumScaleFactor`: the smallest
/// multiplier of the font size, 0 (the default) meaning no shrinking. The
/// restriction to `numberOfLines == 1` held in iOS 6 and earlier (Apple's
/// earlier text of the same page, quoted in beckyhansmeyer.com, 2015-04-09,
/// "Autoshrinking Text in a Multiline UILabel"): a multiline label shrinks
/// until its lines fit its height and the line limit. What does not fit at
/// the smallest size is truncated as ``UILabel/lineBreakMode`` says.
///
/// UIKit does not publish the sizes it tries; OpenUIKit takes the largest
/// scale that fits (to within 1/1024 of the font size), found by
/// bisection. Only drawing shrinks: the intrinsic content size and
/// `sizeThatFits(_:)` stay those of the full font.
extension UILabel {
    /// The scale of the font the text is drawn in, in `size`: 1 unless the
    /// label shrinks text that does not fit.
    ///
    /// - Complexity: O(*n*) layouts of the text, *n* ≤ 11.
    func _fontScale(toFit size: CGSize) -> CGFloat {
        let minimum = minimumScaleFactor
        guard adjustsFontSizeToFitWidth, minimum > 0, minimum < 1, size.width.isFinite, size.height.isFinite,
            !_fits(scale: 1, in: size)
        else { return 1 }
        guard _fits(scale: minimum, in: size) else { return minimum }
        // The largest scale that fits lies in [low, high).
        var low = minimum
        var high: CGFloat = 1
        while high - low > 1.0 / 1024 {
            let middle = (low + high) / 2
            if _fits(scale: middle, in: size) { low = middle } else { high = middle }
        }
        return low
    }

    /// Whether the text at `scale` fits `size` without truncation: one
    /// line no wider than it, or (multiline) the wrapped lines within the
    /// line limit and its height.
    private func _fits(scale: CGFloat, in size: CGSize) -> Bool {
        if numberOfLines == 1 {
            let layout = _layout(width: .infinity, lines: 1, fontScale: scale)
            return layout.size.width <= size.width && layout.lines.count <= 1
        }
        let layout = _layout(width: size.width, lines: 0, fontScale: scale)
        let withinLimit = numberOfLines <= 0 || layout.lines.count <= numberOfLines
        return withinLimit && layout.size.height <= size.height && layout.size.width <= size.width
    }

    /// How much closer (points per character) a single line is drawn to
    /// fit `width` before it truncates, with ``UILabel/allowsDefaultTighteningForTruncation``.
    ///
    /// Apple, `allowsDefaultTighteningForTruncation`: the label tightens
    /// the spacing between characters before truncating, by an amount it
    /// chooses, for single-line labels. Apple does not publish the most it
    /// tightens: OpenUIKit's is 5% of the font size (value not fixed by any
    /// source found); a line that needs more is tightened that much and
    /// then truncated.
    func _tightening(toFit width: CGFloat, fontScale: CGFloat) -> CGFloat {
        guard allowsDefaultTighteningForTruncation, numberOfLines == 1, width.isFinite, width > 0 else { return 0 }
        let natural = _layout(width: .infinity, lines: 1, fontScale: fontScale)
        guard natural.size.width > width else { return 0 }
        // Each point of kerning widens the line by the number of places it
        // applies: measure that rather than count characters.
        let places = natural.size.width - _layout(width: .infinity, lines: 1, fontScale: fontScale, tightening: 1).size.width
        guard places > 0 else { return 0 }
        // A hair more than needed, so that rounding never leaves it too wide.
        let needed = (natural.size.width - width) / places + 1e-6
        return min(needed, _font.pointSize * fontScale * 0.05)
    }
}
