import Foundation

/// What the tab bar draws (`_BarPainter.swift` cites the sizes, fonts and
/// colours; the frames come from `UITabBar+ItemFrames.swift`).
///
/// In a compact width and a regular height each item's image (25 points)
/// sits above its title (10 pt medium); in a regular width (an iPad), or a
/// compact height (an iPhone in landscape, where the bar is 32 points high)
/// the image sits beside the title, the pair centred in the item (Apple HIG, "Tab bars": "tab bar
/// icons can appear above tab titles in portrait orientation, whereas in
/// landscape, the icons and titles can appear side by side"; the offsets
/// inside the item are our choice from screenshots: the image's top 4
/// points below the bar's top, the title's baseline 5 points above the
/// content row's bottom).
extension UITabBar {
    func _drawBar() {
        _BarPainter.drawChrome(in: bounds, hairlineAtTop: true, scale: _drawingScale, color: barTintColor)
        let beside = traitCollection.horizontalSizeClass == .regular || traitCollection._usesCompactBars
        for item in _items {
            guard let frame = _frame(for: item) else { continue }
            let selected = item === _selectedItem
            let color: UIColor = selected ? tintColor : unselectedItemTintColor ?? _BarPainter.unselected
            _drawItem(
                item, in: frame, color: item.isEnabled ? color : color.withAlphaComponent(_BarPainter.disabledOpacity), beside: beside,
                selected: selected)
        }
    }

    private func _drawItem(_ item: UITabBarItem, in frame: CGRect, color: UIColor, beside: Bool, selected: Bool) {
        let side = _BarPainter.tabImageSide
        let font = _BarPainter.tabTitleFont
        let title = item._shownTitle ?? ""
        let titleWidth = title.isEmpty ? 0 : min(_BarPainter.width(of: title, font: font), frame.width)
        let imageFrame: CGRect
        let titleFrame: CGRect
        if beside {
            let gap: CGFloat = title.isEmpty ? 0 : 6
            let x = frame.midX - (side + gap + titleWidth) / 2
            imageFrame = CGRect(x: x, y: frame.midY - side / 2, width: side, height: side)
            titleFrame = CGRect(x: x + side + gap, y: frame.minY, width: titleWidth, height: frame.height)
        } else {
            imageFrame = CGRect(x: frame.midX - side / 2, y: frame.minY + 4, width: side, height: side)
            let baseline = frame.maxY - 5
            titleFrame = CGRect(x: frame.minX, y: baseline - font.ascender, width: frame.width, height: font.lineHeight)
        }
        if let system = item._systemItem {
            _BarGlyphs.draw(system, in: imageFrame, side: side, color: color)
        } else if let image = (selected ? item.selectedImage : nil) ?? item.image {
            _BarPainter.drawTemplate(image, centeredIn: imageFrame, color: color, side: side + 3, scalesSymbols: true)
        }
        _BarPainter.drawText(title, in: titleFrame, font: font, color: color, alignment: beside ? .left : .center)
        if let badge = item.badgeValue { _drawBadge(badge, color: item.badgeColor ?? _BarPainter.badge, nearImage: imageFrame) }
    }

    /// A capsule at the image's top-right corner, at least 18 points high
    /// and as wide, white 13-point text inside (our choice from screenshots).
    private func _drawBadge(_ text: String, color: UIColor, nearImage image: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let font = _BarPainter.badgeFont
        let height: CGFloat = 18
        let width = text.isEmpty ? 10 : max(height, _BarPainter.width(of: text, font: font) + 10)
        let capsuleHeight = text.isEmpty ? 10 : height
        let rect = CGRect(x: image.midX + 4, y: image.minY - 2, width: width, height: capsuleHeight)
        context.setFillColor(color.cgColor)
        context.addPath(CGPath(roundedRect: rect, cornerWidth: capsuleHeight / 2, cornerHeight: capsuleHeight / 2, transform: nil))
        context.fillPath()
        _BarPainter.drawText(text, in: rect, font: font, color: .white)
    }
}
