import Foundation

/// Where a button's parts go, and how large the button wants to be: the
/// content (image beside or above the text, title above subtitle) inside
/// the insets, placed by the content alignments.
extension UIButton {
    struct _ContentSizes {
        var title: CGSize
        var subtitle: CGSize
        var image: CGSize
        var text: CGSize
        var total: CGSize
        var imageIsBeside: Bool
    }

    func _sizes(of look: _Look) -> _ContentSizes {
        func measure(_ text: NSAttributedString?) -> CGSize {
            guard let text else { return .zero }
            let size = text.size()
            return CGSize(width: ceil(size.width), height: ceil(size.height))
        }
        let title = measure(look.title)
        let subtitle = measure(look.subtitle)
        let image = look.image?.size ?? .zero
        let gap = look.title != nil && look.subtitle != nil ? look.titlePadding : 0
        let text = CGSize(width: max(title.width, subtitle.width), height: title.height + gap + subtitle.height)
        let beside = !look.imagePlacement.contains(.top) && !look.imagePlacement.contains(.bottom)
        let hasBoth = look.image != nil && text.width > 0
        let padding = hasBoth ? look.imagePadding : 0
        let total =
            beside
            ? CGSize(width: image.width + padding + text.width, height: max(image.height, text.height))
            : CGSize(width: max(image.width, text.width), height: image.height + padding + text.height)
        return _ContentSizes(title: title, subtitle: subtitle, image: image, text: text, total: total, imageIsBeside: beside)
    }

    /// The size the button wants: its content and insets, or its glyph's.
    func _contentSize() -> CGSize {
        let look = _look()
        let sizes = _sizes(of: look)
        if let glyph = _glyph, sizes.total == .zero {
            let side: CGFloat = glyph == .close ? 30 : 22
            return CGSize(width: side, height: side)
        }
        return CGSize(
            width: sizes.total.width + look.insets.leading + look.insets.trailing,
            height: sizes.total.height + look.insets.top + look.insets.bottom)
    }

    /// Puts the look on the parts and places them.
    func _applyLook() {
        let look = _look()
        let sizes = _sizes(of: look)
        _background.frame = bounds
        _background.fill(look.background, cornerRadius: look.cornerRadius(bounds.height))
        _background.layer.borderWidth = look.stroke?.width ?? 0
        _background.layer.borderColor = look.stroke?.color.cgColor
        if _glyph != nil { _background.setNeedsDisplay() }
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let insets = look.insets
        let content = CGRect(
            x: bounds.minX + (rightToLeft ? insets.trailing : insets.leading), y: bounds.minY + insets.top,
            width: max(0, bounds.width - insets.leading - insets.trailing),
            height: max(0, bounds.height - insets.top - insets.bottom))
        let box = _place(sizes.total, in: content)
        var textOrigin = box.origin
        if let image = look.image {
            let part = _ensureImageView()
            part.isHidden = false
            part.image = image
            part.tintColor = look.imageTint
            let trailingImage = look.imagePlacement.contains(.trailing) != rightToLeft
            let padding = sizes.text.width > 0 ? look.imagePadding : 0
            var origin = box.origin
            if sizes.imageIsBeside {
                origin.y = box.midY - sizes.image.height / 2
                if trailingImage {
                    origin.x = box.maxX - sizes.image.width
                } else {
                    textOrigin.x = box.minX + sizes.image.width + padding
                }
            } else {
                origin.x = box.midX - sizes.image.width / 2
                if look.imagePlacement.contains(.bottom) {
                    origin.y = box.maxY - sizes.image.height
                } else {
                    textOrigin.y = box.minY + sizes.image.height + padding
                }
            }
            part.frame = CGRect(origin: origin, size: sizes.image)
        } else {
            _imageView?.isHidden = true
        }
        if sizes.imageIsBeside { textOrigin.y = box.midY - sizes.text.height / 2 } else { textOrigin.x = box.midX - sizes.text.width / 2 }
        let textWidth = max(sizes.text.width, box.width - (look.image != nil && sizes.imageIsBeside ? sizes.image.width : 0))
        _placeLabel(
            &_titleLabel, look.title, styled: look.titleIsStyled, look.textAlignment,
            CGRect(origin: textOrigin, size: CGSize(width: textWidth, height: sizes.title.height)))
        let subtitleY = textOrigin.y + sizes.title.height + (look.title != nil ? look.titlePadding : 0)
        _placeLabel(
            &_subtitleLabel, look.subtitle, styled: false, look.textAlignment,
            CGRect(x: textOrigin.x, y: subtitleY, width: textWidth, height: sizes.subtitle.height))
    }

    /// The rectangle of `size` in `content`, by the content alignments.
    func _place(_ size: CGSize, in content: CGRect) -> CGRect {
        var rect = CGRect(origin: content.origin, size: size)
        switch effectiveContentHorizontalAlignment {
        case .left, .leading: break
        case .right, .trailing: rect.origin.x = content.maxX - size.width
        case .fill: rect.size.width = max(size.width, content.width)
        case .center: rect.origin.x = content.midX - size.width / 2
        }
        switch contentVerticalAlignment {
        case .top: break
        case .bottom: rect.origin.y = content.maxY - size.height
        case .fill: rect.size.height = max(size.height, content.height)
        case .center: rect.origin.y = content.midY - size.height / 2
        }
        return rect
    }

    private func _placeLabel(
        _ label: inout UILabel?, _ text: NSAttributedString?, styled: Bool, _ alignment: NSTextAlignment, _ frame: CGRect
    ) {
        guard let text else {
            label?.isHidden = true
            return
        }
        let shown =
            label
            ?? {
                let made = UILabel()
                made.isUserInteractionEnabled = false
                addSubview(made)
                return made
            }()
        label = shown
        shown.isHidden = false
        shown.textAlignment = alignment
        if styled {
            shown.attributedText = text
        } else {
            // A plain title keeps the label's own properties, as UIKit's title label does.
            let attributes = text.length > 0 ? text.attributes(at: 0, effectiveRange: nil) : [:]
            shown.font = attributes[.font] as? UIFont
            shown.textColor = attributes[.foregroundColor] as? UIColor
            shown.text = text.string
        }
        shown.frame = frame
    }

    func _ensureImageView() -> UIImageView {
        if let view = _imageView { return view }
        let view = UIImageView()
        view.isUserInteractionEnabled = false
        view.isHidden = true
        addSubview(view)
        _imageView = view
        return view
    }

    /// Draws an info, add or close glyph filling `bounds`.
    static func _drawGlyph(_ glyph: _Glyph, in bounds: CGRect, tint: UIColor) {
        let side = min(bounds.width, bounds.height)
        guard side > 0 else { return }
        let circle = CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
        let unit = side / 22
        let center = CGPoint(x: circle.midX, y: circle.midY)
        let mark = UIBezierPath()
        mark.lineCapStyle = .round
        switch glyph {
        case .info, .add:
            let ring = UIBezierPath(ovalIn: circle.insetBy(dx: 1.5 * unit, dy: 1.5 * unit))
            ring.lineWidth = 1.5 * unit
            tint.setStroke()
            ring.stroke()
            mark.lineWidth = 2 * unit
            if glyph == .info {
                mark.move(to: CGPoint(x: center.x, y: center.y - 1.5 * unit))
                mark.addLine(to: CGPoint(x: center.x, y: center.y + 5 * unit))
                mark.stroke()
                tint.setFill()
                UIBezierPath(ovalIn: CGRect(x: center.x - 1.3 * unit, y: center.y - 6.3 * unit, width: 2.6 * unit, height: 2.6 * unit))
                    .fill()
            } else {
                mark.move(to: CGPoint(x: center.x - 5 * unit, y: center.y))
                mark.addLine(to: CGPoint(x: center.x + 5 * unit, y: center.y))
                mark.move(to: CGPoint(x: center.x, y: center.y - 5 * unit))
                mark.addLine(to: CGPoint(x: center.x, y: center.y + 5 * unit))
                mark.stroke()
            }
        case .close:
            UIButton.Configuration._tertiaryFill.setFill()
            UIBezierPath(ovalIn: circle).fill()
            let arm = side * 0.17
            mark.lineWidth = side * 0.08
            mark.move(to: CGPoint(x: center.x - arm, y: center.y - arm))
            mark.addLine(to: CGPoint(x: center.x + arm, y: center.y + arm))
            mark.move(to: CGPoint(x: center.x + arm, y: center.y - arm))
            mark.addLine(to: CGPoint(x: center.x - arm, y: center.y + arm))
            UIColor.systemGray.setStroke()
            mark.stroke()
        }
    }
}
