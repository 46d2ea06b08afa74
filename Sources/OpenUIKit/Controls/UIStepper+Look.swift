import Foundation

/// A stepper's look (iOS 13 and later): a light grey rounded rectangle,
/// 94 × 32 points, split by a thin line, with − and + drawn in the label
/// colour, grey when they cannot step; the pressed half darkens. The size
/// is the one iOS 13 and later report for `UIStepper` (our measurement
/// source: the control's frame in Xcode's Interface Builder since Xcode 11);
/// radius 8, separator 1 × 18, glyphs 14 points wide, 1.5 thick: our choice.
extension UIStepper {
    /// The size a stepper takes, in points.
    static let _size = CGSize(width: 94, height: 32)

    func _setUpParts() {
        addSubview(_background)
        _background.contentMode = .redraw
        _background.drawing = { [weak self] bounds in self?._draw(in: bounds) }
    }

    func _layoutParts() {
        _background.frame = bounds
        _background.setNeedsDisplay()
    }

    func _draw(in bounds: CGRect) {
        UISegmentedControl._trackColor.setFill()
        UIBezierPath(roundedRect: bounds, cornerRadius: min(8, bounds.height / 2)).fill()
        let half = bounds.width / 2
        if let direction = _pressedDirection {
            UIColor(white: 0, alpha: 0.08).setFill()
            let pressed = CGRect(x: direction < 0 ? bounds.minX : bounds.midX, y: bounds.minY, width: half, height: bounds.height)
            UIBezierPath(
                roundedRect: pressed, byRoundingCorners: direction < 0 ? [.topLeft, .bottomLeft] : [.topRight, .bottomRight],
                cornerRadii: CGSize(width: 8, height: 8)
            ).fill()
        }
        UISegmentedControl._separatorColor.setFill()
        UIBezierPath(rect: CGRect(x: bounds.midX - 0.5, y: bounds.midY - 9, width: 1, height: 18)).fill()
        for direction in [-1, 1] {
            let center = CGPoint(x: bounds.minX + half * (direction < 0 ? 0.5 : 1.5), y: bounds.midY)
            let path = UIBezierPath()
            path.lineWidth = 1.5
            path.lineCapStyle = .round
            path.move(to: CGPoint(x: center.x - 7, y: center.y))
            path.addLine(to: CGPoint(x: center.x + 7, y: center.y))
            if direction > 0 {
                path.move(to: CGPoint(x: center.x, y: center.y - 7))
                path.addLine(to: CGPoint(x: center.x, y: center.y + 7))
            }
            let enabled = isEnabled && _canStep(direction)
            (enabled ? UIColor.label : UIButton.Configuration._tertiaryLabel).setStroke()
            path.stroke()
        }
    }
}
