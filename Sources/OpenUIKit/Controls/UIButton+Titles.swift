import Foundation

/// The per-state API: a title, title colour and image for each state.
///
/// Apple, `setTitle(_:for:)` and friends: a state without its own value
/// uses the normal state's. A system button's titles are the tint colour,
/// faded while highlighted, grey while disabled; a custom button's are
/// white (Apple, `UIButton.ButtonType.custom`/`.system` and
/// `titleColor(for:)`; the faded and grey values are our choice — no
/// published numbers: 20 % of the tint, the tertiary label colour).
extension UIButton {
    /// Sets the title shown in `state`.
    public func setTitle(_ title: String?, for state: UIControl.State) {
        _titles[exactly: state] = title
        _contentDidChange()
    }

    /// The title for `state`: its own, else the normal state's.
    public func title(for state: UIControl.State) -> String? { _titles.resolved(for: state) }

    /// Sets the styled title shown in `state`; it takes precedence over the plain title.
    public func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        _attributedTitles[exactly: state] = title
        _contentDidChange()
    }

    /// The styled title for `state`: its own, else the normal state's.
    public func attributedTitle(for state: UIControl.State) -> NSAttributedString? { _attributedTitles.resolved(for: state) }

    /// Sets the title colour used in `state`.
    public func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        _titleColors[exactly: state] = color
        _contentDidChange()
    }

    /// The title colour for `state`: the one set, else the button type's.
    public func titleColor(for state: UIControl.State) -> UIColor? {
        if let color = _titleColors[exactly: state] { return color }
        if buttonType == .custom { return _titleColors[exactly: .normal] ?? .white }
        if state.contains(.disabled) { return UIButton.Configuration._tertiaryLabel }
        let normal = _titleColors[exactly: .normal] ?? tintColor ?? UIView._defaultTintColor
        return state.contains(.highlighted) ? normal.withAlphaComponent(normal.alpha * 0.2) : normal
    }

    /// Sets the image shown in `state`.
    public func setImage(_ image: UIImage?, for state: UIControl.State) {
        _images[exactly: state] = image
        _contentDidChange()
    }

    /// The image for `state`: its own, else the normal state's.
    public func image(for state: UIControl.State) -> UIImage? { _images.resolved(for: state) }

    /// The title shown now.
    public var currentTitle: String? { configuration?.title ?? title(for: state) }

    /// The styled title shown now.
    public var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

    /// The title colour used now.
    public var currentTitleColor: UIColor {
        if let configuration { return configuration._colors(tint: tintColor, state: state).foreground }
        return titleColor(for: state) ?? .white
    }

    /// The image shown now.
    public var currentImage: UIImage? { configuration?.image ?? image(for: state) }

    func _contentDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsUpdateConfiguration()
    }
}
