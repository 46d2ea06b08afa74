import Foundation

/// How the bars draw themselves in their default appearance (iOS 15–17):
/// the chrome, the hairline, and each item's title, glyph or image.
///
/// Sizes, fonts and colours, and where they come from:
/// - The chrome: UIKit blurs the content under a translucent bar
///   (`UIBarAppearance.configureWithDefaultBackground()`); OpenUIKit does
///   not blur. Value not fixed by any source found: our choice, #F9F9F9 at
///   94%, the light grey of the blurred chrome over white.
/// - The hairline: Apple, `UIBarAppearance.shadowColor`: with no shadow
///   image "the bar displays a default shadow tinted according to" the
///   shadow colour; its default value is not published: our choice, black
///   at 30%, one pixel.
/// - Titles 17 pt semibold in the label colour, large titles 34 pt bold,
///   bar button items 17 pt regular, tab titles 10 pt medium (Ivo
///   Mynttinen, "iOS design guidelines", typography table; Apple HIG,
///   "Typography": Headline 17 pt semibold, Body 17 pt, Large Title 34 pt
///   regular for text styles — the bar's large title is bold). `.done`
///   items semibold: Apple, `UIBarButtonItem.Style.done` ("the style for a
///   done button") — shown bold on every iOS release; the weight is our
///   reading of screenshots.
/// - Tint: the bar's ``UIView/tintColor`` (inherited; system blue #007AFF
///   by default: Apple HIG, "Color", system colours, light), an item's own
///   `tintColor` first (Apple, `UIBarButtonItem.tintColor`, `UINavigationBar.tintColor`:
///   "the tint color to apply to the navigation items and bar button items").
/// - Unselected tab items: #999999 (value not fixed by any source found:
///   our choice, UIKit's grey for unselected items is close to it).
/// - Badges: system red #FF3B30 (Apple HIG, "Color"), a capsule at least
///   18 pt high with white 13 pt text (sizes: our choice from screenshots).
/// - Tab images about 25 pt (Ivo Mynttinen, "iOS design guidelines": tab
///   bar icons about 25 × 25 pt).
/// - The back chevron about 13 × 21 pt, a 3 pt round stroke (the size from
///   the brief's measurement; the stroke: our choice).
/// - Disabled items: the tint at 35% (value not fixed by any source found:
///   our choice, close to UIKit's greyed items).
/// - Prompt: 13 pt regular, centred in its row (our choice).
@MainActor
enum _BarPainter {
    static let chrome = UIColor(red: 249 / 255, green: 249 / 255, blue: 249 / 255, alpha: 0.94)
    static let hairline = UIColor(white: 0, alpha: 0.3)
    static let unselected = UIColor(white: 0.6, alpha: 1)
    static let badge = UIColor.systemRed
    static let disabledOpacity: CGFloat = 0.35

    static let titleFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
    static let largeTitleFont = UIFont.systemFont(ofSize: 34, weight: .bold)
    static let itemFont = UIFont.systemFont(ofSize: 17)
    static let doneFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
    static let promptFont = UIFont.systemFont(ofSize: 13)
    static let tabTitleFont = UIFont.systemFont(ofSize: 10, weight: .medium)
    static let badgeFont = UIFont.systemFont(ofSize: 13)
    static let tabImageSide: CGFloat = 25
    static let chevronSize = CGSize(width: 13, height: 21)

    /// The width of `text` in `font`, as UIKit measures a bar title.
    static func width(of text: String, font: UIFont = itemFont) -> CGFloat {
        let width = (text as NSString).size(withAttributes: [.font: font]).width
        return width.isFinite ? width.rounded(.up) : 0
    }

    /// Fills `bounds` with the chrome and draws the one-pixel hairline at
    /// the top or bottom edge (inside the bounds: UIKit's sits just outside
    /// the bar, which a view's drawing cannot reach).
    static func drawChrome(in bounds: CGRect, hairlineAtTop: Bool, scale: CGFloat, color: UIColor? = nil) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor((color ?? chrome).cgColor)
        context.fill(bounds)
        let pixel = 1 / (scale > 0 && scale.isFinite ? scale : 1)
        let y = hairlineAtTop ? bounds.minY : bounds.maxY - pixel
        context.setFillColor(hairline.cgColor)
        context.fill(CGRect(x: bounds.minX, y: y, width: bounds.width, height: pixel))
    }

    /// Draws `text` in `font` and `color`, vertically centred in `rect`,
    /// horizontally `alignment` within it, truncated with an ellipsis when it
    /// does not fit.
    static func drawText(_ text: String, in rect: CGRect, font: UIFont, color: UIColor, alignment: NSTextAlignment = .center) {
        guard !text.isEmpty, rect.width > 0, rect.origin.x.isFinite, rect.origin.y.isFinite else { return }
        let style = NSMutableParagraphStyle()
        style.alignment = alignment
        style.lineBreakMode = .byTruncatingTail
        let height = font.lineHeight
        let line = CGRect(x: rect.minX, y: rect.midY - height / 2, width: rect.width, height: height)
        (text as NSString).draw(in: line, withAttributes: [.font: font, .foregroundColor: color, .paragraphStyle: style])
    }

    /// Draws a bar button item in `frame`: its title, its system item's word
    /// or glyph, or its image template-tinted; greyed when disabled.
    static func drawItem(_ item: UIBarButtonItem, in frame: CGRect, tint: UIColor) {
        guard item.customView == nil else { return } // a subview of its own
        var color = item.tintColor ?? tint
        if !item.isEnabled { color = color.withAlphaComponent(color.alpha * disabledOpacity) }
        if let system = item._systemItem {
            if let word = system._text {
                drawText(word, in: frame, font: system == .done ? doneFont : itemFont, color: color)
            } else {
                _BarGlyphs.draw(system, in: frame, color: color)
            }
            return
        }
        if let title = item.title, !title.isEmpty {
            drawText(title, in: frame, font: item.style == .done ? doneFont : itemFont, color: color)
        } else if let image = item.image {
            drawTemplate(image, centeredIn: frame, color: color)
        }
    }

    /// Draws the back button: the chevron, then its title, in `tint`.
    static func drawBackButton(title: String, in frame: CGRect, tint: UIColor) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let size = chevronSize
        let x = frame.minX + 1.5
        let path = CGMutablePath()
        path.move(to: CGPoint(x: x + size.width - 1.5, y: frame.midY - size.height / 2 + 1.5))
        path.addLine(to: CGPoint(x: x + 1, y: frame.midY))
        path.addLine(to: CGPoint(x: x + size.width - 1.5, y: frame.midY + size.height / 2 - 1.5))
        context.saveGState()
        context.setStrokeColor(tint.cgColor)
        context.setLineWidth(3)
        context.setLineCap(.round)
        context.setLineJoin(.round)
        context.addPath(path)
        context.strokePath()
        context.restoreGState()
        let titleX = frame.minX + UINavigationBar._backIndicatorWidth
        drawText(
            title, in: CGRect(x: titleX, y: frame.minY, width: frame.maxX - titleX, height: frame.height), font: itemFont, color: tint,
            alignment: .left)
    }

    /// Draws `image` at its size (at most `side` points a side, scaled
    /// down to fit) centred in `frame`: as a template in `color` unless it
    /// is `.alwaysOriginal` (Apple, `UIImage.RenderingMode.automatic`:
    /// navigation bars, tab bars and toolbars draw their images as
    /// templates); a symbol stays paths, so SVG keeps it as vectors.
    ///
    /// With `scalesSymbols`, a symbol image is scaled to fill `side` (a tab
    /// bar's icons are about 25 points whatever the symbol's own size:
    /// Ivo Mynttinen, "iOS design guidelines", tab bar icons).
    static func drawTemplate(
        _ image: UIImage, centeredIn frame: CGRect, color: UIColor, side: CGFloat = 28, scalesSymbols: Bool = false
    ) {
        guard image.size.width > 0, image.size.height > 0 else { return }
        let largest = side / max(image.size.width, image.size.height)
        let fit = scalesSymbols && image.isSymbolImage ? largest : min(1, largest)
        let size = CGSize(width: image.size.width * fit, height: image.size.height * fit)
        let rect = CGRect(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2, width: size.width, height: size.height)
        let shown = image.renderingMode == .automatic ? image.withRenderingMode(.alwaysTemplate) : image
        shown._draw(in: rect, templateColor: color)
    }
}
