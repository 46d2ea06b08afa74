import Foundation

/// The sizes and colours a configuration's style and size stand for.
///
/// Apple publishes the styles (`plain()`, `tinted()`, `gray()`,
/// `filled()`: WWDC21 "Meet the UIKit button system") but no numbers.
/// Values not fixed by any source found — our choice, to look like iOS 15
/// to 17 in the published screenshots: medium content is 17-point text
/// with insets of 7 points above and below and 12 at the sides (a one-line
/// button about 34 points tall); small 15-point text with 5 and 10; mini
/// 12-point text with 3 and 8; large 17-point text with 14 and 20 (about
/// 48 points tall). Corner radii: 4 (small), 6 (medium), 8 (large); the
/// dynamic style picks by button size. Tinted backgrounds are the tint at
/// 15 % opacity; gray ones the light-mode tertiary system fill (#767680
/// at 12 %, Apple's HIG colour table). Highlighted: the foreground at half
/// opacity without a background, the background at 80 % with one.
/// Disabled: the text in the tertiary label colour (#3C3C43 at 30 %), any
/// background in the tertiary fill.
extension UIButton.Configuration {
    struct _Metrics {
        var insets: NSDirectionalEdgeInsets
        var titleSize: CGFloat
        var subtitleSize: CGFloat
        var cornerRadius: CGFloat

        init(_ size: Size) {
            switch size {
            case .mini: (insets, titleSize, subtitleSize, cornerRadius) = (.init(top: 3, leading: 8, bottom: 3, trailing: 8), 12, 11, 4)
            case .small: (insets, titleSize, subtitleSize, cornerRadius) = (.init(top: 5, leading: 10, bottom: 5, trailing: 10), 15, 12, 6)
            case .medium: (insets, titleSize, subtitleSize, cornerRadius) = (.init(top: 7, leading: 12, bottom: 7, trailing: 12), 17, 15, 6)
            case .large:
                (insets, titleSize, subtitleSize, cornerRadius) = (.init(top: 14, leading: 20, bottom: 14, trailing: 20), 17, 15, 8)
            }
        }
    }

    static let _tertiaryFill = UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
    static let _tertiaryLabel = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)

    var _hasBackground: Bool {
        switch _style {
        case .plain, .borderless: background.backgroundColor != nil || baseBackgroundColor != nil
        default: true
        }
    }

    /// The corner radius for a button `height` points tall.
    func _cornerRadius(height: CGFloat) -> CGFloat {
        switch cornerStyle {
        case .fixed: background.cornerRadius
        case .dynamic: _Metrics(buttonSize).cornerRadius
        case .small: 4
        case .medium: 6
        case .large: 8
        case .capsule: max(0, height / 2)
        }
    }

    /// The foreground and background for `state` under `tint`.
    func _colors(tint: UIColor, state: UIControl.State) -> (foreground: UIColor, background: UIColor?) {
        var foreground: UIColor
        var fill: UIColor?
        switch _style {
        case .plain, .borderless:
            foreground = baseForegroundColor ?? tint
            fill = background.backgroundColor ?? baseBackgroundColor
        case .tinted, .borderedTinted:
            foreground = baseForegroundColor ?? tint
            fill = background.backgroundColor ?? baseBackgroundColor ?? tint.withAlphaComponent(0.15)
        case .gray, .bordered:
            foreground = baseForegroundColor ?? tint
            fill = background.backgroundColor ?? baseBackgroundColor ?? Self._tertiaryFill
        case .filled, .prominent:
            foreground = baseForegroundColor ?? .white
            fill = background.backgroundColor ?? baseBackgroundColor ?? tint
        }
        if state.contains(.disabled) {
            foreground = Self._tertiaryLabel
            if _hasBackground { fill = Self._tertiaryFill }
        } else if state.contains(.highlighted) {
            if let current = fill {
                fill = current.withAlphaComponent(current.alpha * 0.8)
            } else {
                foreground = foreground.withAlphaComponent(foreground.alpha * 0.5)
            }
        }
        return (foreground, fill)
    }
}
