import Foundation

/// The label's text laid out: runs, layouts, pixel rounding, baselines.
extension UILabel {
    /// The runs of the label's text with its font, alignment and line breaking.
    var _runs: [_TextLayout.Run] {
        if let _attributedText { return _TextLayout.runs(of: _attributedText, defaultFont: _font) }
        guard let _text, !_text.isEmpty else { return [] }
        let style = NSMutableParagraphStyle()
        style.alignment = textAlignment
        style.lineBreakMode = lineBreakMode
        return [_TextLayout.Run(text: Substring(_text), font: _font, kern: 0, paragraphStyle: style)]
    }

    /// The width a multiline label wraps at for its intrinsic size.
    var _wrappingWidth: CGFloat {
        guard numberOfLines != 1 else { return .infinity }
        if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
        return bounds.width > 0 ? bounds.width : .infinity
    }

    /// The label's text laid out at `width` with `lines` lines at most
    /// (those that fit `height`, the last truncated), its fonts (and
    /// kerning) scaled by `fontScale`.
    func _layout(
        width: CGFloat, lines: Int? = nil, height: CGFloat = .infinity, fontScale: CGFloat = 1, tightening: CGFloat = 0
    ) -> _TextLayout {
        var container = _TextLayout.Container()
        container.width = width
        container.maximumHeight = height
        container.maximumLines = max(0, lines ?? numberOfLines)
        container.lineBreakMode = lineBreakMode
        var runs = _runs
        if fontScale != 1 || tightening != 0 {
            for index in runs.indices {
                runs[index].font = runs[index].font.withSize(runs[index].font.pointSize * fontScale)
                runs[index].kern = runs[index].kern * fontScale - tightening
            }
        }
        if runs.isEmpty {
            // An empty label's baselines are those of one line in its font
            // (a space: it hangs, so the line has no width).
            runs = [_TextLayout.Run(text: " ", font: _font, kern: 0, paragraphStyle: NSParagraphStyle())]
        }
        return _TextLayout(runs: runs, container: container)
    }

    /// The screen scale the label rounds to (its traits', or the main screen's).
    var _scale: CGFloat {
        let scale = traitCollection.displayScale
        return scale > 0 ? scale : UIScreen.main.scale
    }

    /// A size rounded up to whole pixels.
    func _pixelCeiling(_ size: CGSize) -> CGSize {
        let scale = _scale
        return CGSize(width: (size.width * scale).rounded(.up) / scale, height: (size.height * scale).rounded(.up) / scale)
    }

    /// The first and last baselines measured from the label's vertical
    /// centre: UIKit centres the text vertically in a label's bounds, so
    /// each baseline is the centre plus a constant for the text, linear in
    /// the frame as Auto Layout needs.
    var _baselinesFromCenter: (first: CGFloat, last: CGFloat) {
        let layout = _layout(width: _wrappingWidth)
        let height = _pixelCeiling(layout.size).height
        return (layout.firstBaseline - height / 2, layout.lastBaseline - height / 2)
    }

    /// Draws the text laid out in `rect`, centred vertically, into `context`.
    func _drawText(in rect: CGRect, context: CGContext) {
        let r = rect.standardized
        guard !(text ?? "").isEmpty, r.width > 0, r.height > 0, r.width.isFinite, r.height.isFinite else { return }
        let scale = _fontScale(toFit: r.size)
        let tightening = _tightening(toFit: r.width, fontScale: scale)
        let layout = _layout(width: r.width, height: r.height, fontScale: scale, tightening: tightening)
        let height = _pixelCeiling(layout.size).height
        let top = r.minY + ((r.height - height) / 2 * _scale).rounded() / _scale
        layout.draw(at: CGPoint(x: r.minX, y: top), in: context, color: _textColor.cgColor)
    }

    /// Reports a value outside `range` (NaN included) and sets it to 0.
    func _refuse(_ value: inout CGFloat, unless range: ClosedRange<CGFloat>, _ name: String, _ what: String) {
        guard !range.contains(value) else { return }
        UIApplication.shared.diagnostics.report(.misuse, "UILabel: \(name) \(value) is not \(what); using 0.")
        value = 0
    }

    /// After the text or its attributes changed: a new intrinsic size, new
    /// baselines for the constraints that use them, and a new drawing.
    func _textDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
        guard let engine = _autoLayout.itemEngine, let item = engine.existingItem(for: self) else { return }
        var baselineConstraints: [NSLayoutConstraint] = []
        for constraint in item.constraints {
            let first = constraint.firstItem === self && constraint.firstAttribute._isBaseline
            let second = constraint.secondItem === self && constraint.secondAttribute._isBaseline
            if first || second { baselineConstraints.append(constraint) }
        }
        for constraint in baselineConstraints {
            engine.uninstall(constraint)
            engine.install(constraint)
        }
    }
}

extension NSLayoutConstraint.Attribute {
    /// Whether the attribute is a text baseline.
    var _isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
}
