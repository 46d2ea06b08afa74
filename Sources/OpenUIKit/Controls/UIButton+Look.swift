import Foundation

/// What a button shows and where: the look resolved from the configuration
/// (or the per-state API) and the state, its size, and its parts' frames.
///
/// A per-state button shows its title in 15-point system text with 6
/// points above and below (Stack Overflow, "UIButton not render exactly as
/// XIB's contentVerticalAlignment value", answer 70778238: "UIKit insets
/// the title label by 6-pts on the Top and Bottom") and nothing at the
/// sides; the 15-point size is our choice (iOS 7 and later system buttons;
/// not published). Glyph buttons are 22 points square (info, add) or 30
/// (close) — value not fixed by any source found: our choice. A configured
/// button's sizes are in `UIButton.Configuration+Look.swift`.
extension UIButton {
    enum _Glyph { case info, add, close }

    var _glyph: _Glyph? {
        switch buttonType {
        case .detailDisclosure, .infoLight, .infoDark: .info
        case .contactAdd: .add
        case .close: .close
        default: nil
        }
    }

    static let _legacyFontSize: CGFloat = 15
    static let _legacyVerticalInset: CGFloat = 6

    struct _Look {
        var title: NSAttributedString?
        var subtitle: NSAttributedString?
        var image: UIImage?
        var background: UIColor?
        var stroke: (color: UIColor, width: CGFloat)?
        var cornerRadius: (CGFloat) -> CGFloat
        var insets: NSDirectionalEdgeInsets
        var imagePadding: CGFloat
        var titlePadding: CGFloat
        var imagePlacement: NSDirectionalRectEdge
        var textAlignment: NSTextAlignment
        /// The colour a template image takes (nil: the button's tint).
        var imageTint: UIColor?
        /// Whether the title came styled (``UIButton/setAttributedTitle(_:for:)``), to be shown as it is.
        var titleIsStyled = false
    }

    func _setUpParts() {
        addSubview(_background)
        if let glyph = _glyph {
            _background.drawing = { [weak self] bounds in
                guard let self else { return }
                Self._drawGlyph(glyph, in: bounds, tint: self.isEnabled ? self.tintColor : UIButton.Configuration._tertiaryLabel)
            }
            _background.contentMode = .redraw
        }
    }

    func _ensureTitleLabel() -> UILabel {
        if let label = _titleLabel { return label }
        let label = UILabel()
        label.isUserInteractionEnabled = false
        label.font = .systemFont(ofSize: Self._legacyFontSize)
        addSubview(label)
        _titleLabel = label
        return label
    }

    func _updateConfigurationIfNeeded() {
        guard _needsConfigurationUpdate else { return }
        _needsConfigurationUpdate = false
        _isUpdatingConfiguration = true
        updateConfiguration()
        configurationUpdateHandler?(self)
        _isUpdatingConfiguration = false
    }

    /// The look for the current state.
    func _look() -> _Look {
        if let configuration {
            let resolved = automaticallyUpdatesConfiguration ? configuration.updated(for: self) : configuration
            let metrics = UIButton.Configuration._Metrics(configuration.buttonSize)
            let foreground = resolved.baseForegroundColor ?? tintColor ?? UIView._defaultTintColor
            func text(_ string: String?, size: CGFloat) -> NSAttributedString? {
                guard let string, !string.isEmpty else { return nil }
                return NSAttributedString(
                    string: string, attributes: [.font: UIFont.systemFont(ofSize: size), .foregroundColor: foreground])
            }
            var stroke: (UIColor, CGFloat)?
            if let color = configuration.background.strokeColor, configuration.background.strokeWidth > 0 {
                stroke = (color, configuration.background.strokeWidth)
            }
            let alignment: NSTextAlignment
            switch configuration.titleAlignment {
            case .leading: alignment = .natural
            case .trailing: alignment = effectiveUserInterfaceLayoutDirection == .rightToLeft ? .left : .right
            case .center: alignment = .center
            case .automatic: alignment = configuration.image == nil ? .center : .natural
            }
            return _Look(
                title: text(configuration.title, size: metrics.titleSize),
                subtitle: text(configuration.subtitle, size: metrics.subtitleSize), image: configuration.image,
                background: resolved.background.backgroundColor, stroke: stroke,
                cornerRadius: { configuration._cornerRadius(height: $0) }, insets: configuration.contentInsets,
                imagePadding: configuration.imagePadding, titlePadding: configuration.titlePadding,
                imagePlacement: configuration.imagePlacement, textAlignment: alignment, imageTint: foreground)
        }
        var title = attributedTitle(for: state)
        let styled = title != nil
        if title == nil, let string = self.title(for: state), !string.isEmpty {
            title = NSAttributedString(
                string: string,
                attributes: [
                    .font: _titleLabel?.font ?? UIFont.systemFont(ofSize: Self._legacyFontSize),
                    .foregroundColor: titleColor(for: state) ?? .white,
                ])
        }
        let vertical = title == nil ? 0 : Self._legacyVerticalInset
        return _Look(
            title: title, subtitle: nil, image: image(for: state), background: nil, stroke: nil, cornerRadius: { _ in 0 },
            insets: NSDirectionalEdgeInsets(top: vertical, leading: 0, bottom: vertical, trailing: 0), imagePadding: 0,
            titlePadding: 0, imagePlacement: .leading, textAlignment: .center, imageTint: nil, titleIsStyled: styled)
    }
}
