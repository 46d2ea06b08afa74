import Foundation

/// Geometry and drawing.
///
/// Values not fixed by any source found (our choices, from how iOS's
/// fields look): the rounded-rect style pads the text 7 points on each
/// side and is the font's line height, rounded, plus 14 points high (34 at
/// the default 17-point font, Interface Builder's default height); the line
/// and bezel styles pad 3 points; the clear button is a 19-point grey
/// circle with a white cross, 6 points from the right edge; the caret is
/// 2 points wide in the tint color, as tall as the line; secure text shows
/// one dot per character. The placeholder is `UIColor.placeholderText`
/// (Apple: "the color for placeholder text in controls or text views",
/// since iOS 13; UIKit's header comment on `placeholder` still says
/// "drawn 70% gray": we follow the semantic color).
extension UITextField {
    static let _clearButtonSide: CGFloat = 19
    static let _caretWidth: CGFloat = 2

    /// The horizontal padding of the border style.
    var _padding: CGFloat {
        switch borderStyle {
        case .none: return 0
        case .line, .bezel: return 3
        case .roundedRect: return 7
        }
    }

    func _shows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: return false
        case .always: return true
        case .whileEditing: return _isEditing
        case .unlessEditing: return !_isEditing
        }
    }

    var _isClearButtonShown: Bool { _shows(clearButtonMode) && hasText }
    var _isLeftViewShown: Bool { leftView != nil && _shows(leftViewMode) }
    var _isRightViewShown: Bool { rightView != nil && _shows(rightViewMode) }

    var _defaultAttributes: [NSAttributedString.Key: Any] {
        let style = NSMutableParagraphStyle()
        style.alignment = textAlignment
        style.lineBreakMode = .byTruncatingTail
        return [.font: _font, .foregroundColor: _textColor, .paragraphStyle: style]
    }

    var _placeholderAttributes: [NSAttributedString.Key: Any] {
        [.font: _font, .foregroundColor: UIColor.placeholderText]
    }

    func _overlaySize(_ view: UIView?) -> CGSize {
        guard let view else { return .zero }
        let size = view.frame.size
        if size.width > 0 || size.height > 0 { return size }
        let intrinsic = view.intrinsicContentSize
        return CGSize(width: max(0, intrinsic.width), height: max(0, intrinsic.height))
    }

    func _overlayRect(_ view: UIView?, in bounds: CGRect, atLeft: Bool) -> CGRect {
        let size = _overlaySize(view)
        let x = atLeft ? bounds.minX : bounds.maxX - size.width
        return CGRect(x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    func _clearButtonRect(in bounds: CGRect) -> CGRect {
        let side = Self._clearButtonSide
        let right = _isRightViewShown ? rightViewRect(forBounds: bounds).minX : bounds.maxX - 6
        return CGRect(x: right - side, y: bounds.midY - side / 2, width: side, height: side)
    }

    func _textArea(in bounds: CGRect, editing: Bool) -> CGRect {
        let border = borderRect(forBounds: bounds)
        var minX = border.minX + _padding
        var maxX = border.maxX - _padding
        if _isLeftViewShown { minX = max(minX, leftViewRect(forBounds: bounds).maxX) }
        if _isRightViewShown { maxX = min(maxX, rightViewRect(forBounds: bounds).minX) }
        if _isClearButtonShown { maxX = min(maxX, clearButtonRect(forBounds: bounds).minX - 4) }
        return CGRect(x: minX, y: border.minY, width: max(0, maxX - minX), height: border.height)
    }

    func _intrinsicSize() -> CGSize {
        let content = (hasText ? attributedText : _placeholder)?.size() ?? .zero
        let line = _font.lineHeight
        var width = content.width.rounded(.up) + 2 * _padding
        var height: CGFloat
        switch borderStyle {
        case .roundedRect: height = line.rounded() + 14
        case .line, .bezel: height = (line + 6).rounded(.up)
        case .none: height = line.rounded(.up)
        }
        for view in [leftView, rightView] where view != nil {
            let size = _overlaySize(view)
            width += size.width
            height = max(height, size.height)
        }
        if clearButtonMode != .never { width += Self._clearButtonSide + 10 }
        return CGSize(width: width, height: height)
    }

    func _overlayViewDidChange(from old: UIView?, to new: UIView?) {
        if old !== new {
            if let old, old.superview === self { old.removeFromSuperview() }
            if let new { addSubview(new) }
        }
        _contentDidChange()
    }

    func _layoutOverlayViews() {
        if let leftView {
            leftView.isHidden = !_isLeftViewShown
            leftView.frame = leftViewRect(forBounds: bounds)
        }
        if let rightView {
            rightView.isHidden = !_isRightViewShown
            rightView.frame = rightViewRect(forBounds: bounds)
        }
    }

    // MARK: Drawing

    func _drawField() {
        _drawBorder(borderRect(forBounds: bounds))
        let area = _isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        if hasText {
            drawText(in: area)
        } else if _placeholder != nil {
            drawPlaceholder(in: placeholderRect(forBounds: bounds))
        }
        if _isEditing { _drawCaret(in: area) }
        if _isClearButtonShown { _drawClearButton(in: clearButtonRect(forBounds: bounds)) }
    }

    func _drawBorder(_ rect: CGRect) {
        switch borderStyle {
        case .none:
            return
        case .line:
            UIColor.darkGray.setStroke()
            UIBezierPath(rect: rect.insetBy(dx: 0.5, dy: 0.5)).stroke()
        case .bezel:
            UIColor.lightGray.setStroke()
            UIBezierPath(rect: rect.insetBy(dx: 0.5, dy: 0.5)).stroke()
            UIColor.darkGray.setStroke()
            let shadow = UIBezierPath()
            shadow.move(to: CGPoint(x: rect.minX + 0.5, y: rect.maxY))
            shadow.addLine(to: CGPoint(x: rect.minX + 0.5, y: rect.minY + 0.5))
            shadow.addLine(to: CGPoint(x: rect.maxX, y: rect.minY + 0.5))
            shadow.stroke()
        case .roundedRect:
            let path = UIBezierPath(roundedRect: rect.insetBy(dx: 0.25, dy: 0.25), cornerRadius: 5)
            UIColor.white.setFill()
            path.fill()
            UIColor(white: 0.8, alpha: 1).setStroke()
            path.lineWidth = 0.5
            path.stroke()
        }
    }

    /// The text as drawn: dots for secure entry.
    var _shownText: NSAttributedString {
        let attributed = attributedText ?? NSAttributedString(string: "")
        guard isSecureTextEntry else { return attributed }
        let dots = String(repeating: "\u{2022}", count: attributed.string.count)
        return NSAttributedString(string: dots, attributes: _defaultAttributes)
    }

    /// Where the text starts: by alignment, or scrolled so that the end
    /// shows while editing text wider than `rect`.
    func _textOrigin(width: CGFloat, in rect: CGRect) -> CGFloat {
        if _isEditing, width > rect.width { return rect.maxX - width - Self._caretWidth }
        switch textAlignment {
        case .center: return rect.midX - min(width, rect.width) / 2
        case .right: return rect.maxX - min(width, rect.width)
        default: return rect.minX
        }
    }

    func _drawText(in rect: CGRect) {
        guard rect.width > 0, rect.height > 0, let context = UIGraphicsGetCurrentContext() else { return }
        var shown = _shownText
        var size = shown.size()
        if adjustsFontSizeToFitWidth, size.width > rect.width, _attributedText == nil, !isSecureTextEntry {
            // Shrinks the font so the text fits, down to minimumFontSize (and 1 point).
            let fitted = max(1, minimumFontSize, (_font.pointSize * rect.width / size.width).rounded(.down))
            var attributes = _defaultAttributes
            attributes[.font] = _font.withSize(min(fitted, _font.pointSize))
            shown = NSAttributedString(string: shown.string, attributes: attributes)
            size = shown.size()
        }
        let line = CGRect(
            x: _textOrigin(width: size.width, in: rect), y: rect.midY - size.height / 2,
            width: _isEditing ? max(size.width, rect.width) : min(size.width, rect.width), height: size.height)
        context.saveGState()
        context.clip(to: rect)
        shown.draw(in: line)
        context.restoreGState()
    }

    func _drawPlaceholder(in rect: CGRect) {
        guard let placeholder = _placeholder, rect.width > 0 else { return }
        let size = placeholder.size()
        placeholder.draw(in: CGRect(x: rect.minX, y: rect.midY - size.height / 2, width: rect.width, height: size.height))
    }

    func _drawCaret(in rect: CGRect) {
        let width = hasText ? _shownText.size().width : 0
        let x = hasText ? min(_textOrigin(width: width, in: rect) + width, rect.maxX - Self._caretWidth) : _textOrigin(width: 0, in: rect)
        let height = _font.lineHeight
        tintColor.setFill()
        UIRectFill(CGRect(x: x, y: rect.midY - height / 2, width: Self._caretWidth, height: height))
    }

    func _drawClearButton(in rect: CGRect) {
        UIColor(white: 0.7, alpha: 1).setFill()
        UIBezierPath(ovalIn: rect).fill()
        let cross = UIBezierPath()
        let inset = rect.width * 0.32
        cross.move(to: CGPoint(x: rect.minX + inset, y: rect.minY + inset))
        cross.addLine(to: CGPoint(x: rect.maxX - inset, y: rect.maxY - inset))
        cross.move(to: CGPoint(x: rect.maxX - inset, y: rect.minY + inset))
        cross.addLine(to: CGPoint(x: rect.minX + inset, y: rect.maxY - inset))
        cross.lineWidth = 1.6
        cross.lineCapStyle = .round
        UIColor.white.setStroke()
        cross.stroke()
    }
}
