import Foundation

/// What the navigation bar draws (`_BarPainter.swift` cites the sizes,
/// fonts and colours; the frames come from `UINavigationBar+ItemFrames.swift`).
extension UINavigationBar {
    /// The chrome and hairline, the prompt, the back button, the items and
    /// the title or large title.
    func _drawBar() {
        _BarPainter.drawChrome(in: bounds, hairlineAtTop: false, scale: _drawingScale, color: barTintColor)
        guard let top = topItem else { return }
        let tint: UIColor = tintColor
        if let prompt = top.prompt {
            let row = CGRect(
                x: _leadingEdge + _margin, y: 0, width: max(0, _trailingEdge - _leadingEdge - 2 * _margin), height: Self._promptRowHeight)
            _BarPainter.drawText(prompt, in: row, font: _BarPainter.promptFont, color: .label)
        }
        if let back = _backButton { _BarPainter.drawBackButton(title: back.title, in: back.frame, tint: tint) }
        for (item, frame) in _leftItemFrames() + _rightItemFrames() { _BarPainter.drawItem(item, in: frame, tint: tint) }
        guard top.titleView == nil, let title = top.title, !title.isEmpty else { return }
        let frame = _titleFrame
        if _showsLargeTitle, !traitCollection._usesCompactBars {
            // The large title's baseline sits 8 points above the row's bottom
            // (our choice from screenshots of iOS 15–17 large titles).
            let font = _BarPainter.largeTitleFont
            let line = CGRect(x: frame.minX, y: frame.maxY - 8 - font.ascender, width: frame.width, height: font.lineHeight)
            _BarPainter.drawText(title, in: line, font: font, color: .label, alignment: .left)
        } else {
            _BarPainter.drawText(title, in: frame, font: _BarPainter.titleFont, color: .label)
        }
    }
}

extension UIView {
    /// Pixels per point where the view shows: its window's screen's scale,
    /// else the main screen's.
    var _drawingScale: CGFloat { _window?.screen.scale ?? UIScreen.main.scale }
}
