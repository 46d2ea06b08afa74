import Foundation

/// A segmented control's look (iOS 13 and later): a light grey rounded
/// track, the selected segment a raised white rounded rectangle, 13-point
/// titles (semibold when selected), thin separators between unselected
/// segments; 32 points tall. Values not fixed by any source found — our
/// choice, measured from iOS screenshots: track radius 9, selection inset
/// 2 with radius 7, 12 points of padding each side of the widest title.
extension UISegmentedControl {
    static let _height: CGFloat = 32
    static let _padding: CGFloat = 12
    static let _fontSize: CGFloat = 13
    static let _trackColor = UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
    static let _separatorColor = UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 0.3)

    func _setUpParts() {
        addSubview(_track)
        addSubview(_selection)
        addSubview(_content)
        _content.contentMode = .redraw
        _content.drawing = { [weak self] bounds in self?._drawSegments(in: bounds) }
        _selection.makeKnob()
        _selection.layer.shadowOpacity = 0.12
        _selection.layer.shadowOffset = CGSize(width: 0, height: 3)
        _selection.layer.shadowRadius = 4
    }

    func _contentWidth(_ index: Int) -> CGFloat {
        let segment = _segments[index]
        if let title = segment.title {
            let font = UIFont.systemFont(ofSize: Self._fontSize, weight: .semibold)
            return ceil(NSString(string: title).size(withAttributes: [.font: font]).width)
        }
        return segment.image?.size.width ?? 0
    }

    /// The segments' widths for a control `total` points wide (nil: their natural widths).
    func _widths(total: CGFloat?) -> [CGFloat] {
        var natural: [CGFloat] = []
        for index in _segments.indices {
            let fixed = _segments[index].width
            natural.append(fixed > 0 ? fixed : _contentWidth(index) + 2 * Self._padding)
        }
        if !apportionsSegmentWidthsByContent {
            var widest: CGFloat = 0
            for index in natural.indices where _segments[index].width == 0 { widest = max(widest, natural[index]) }
            for index in natural.indices where _segments[index].width == 0 { natural[index] = widest }
        }
        guard let total, !natural.isEmpty else { return natural }
        var flexibleSum: CGFloat = 0
        var fixedSum: CGFloat = 0
        for index in natural.indices {
            if _segments[index].width > 0 { fixedSum += natural[index] } else { flexibleSum += natural[index] }
        }
        let scale = flexibleSum > 0 ? max(0, total - fixedSum) / flexibleSum : 0
        var result: [CGFloat] = []
        for index in natural.indices { result.append(_segments[index].width > 0 ? natural[index] : natural[index] * scale) }
        return result
    }

    func _intrinsicSize() -> CGSize {
        var width: CGFloat = 0
        for segmentWidth in _widths(total: nil) { width += segmentWidth }
        return CGSize(width: width, height: Self._height)
    }

    /// The segments' rectangles in the control's bounds.
    func _segmentFrames() -> [CGRect] {
        var frames: [CGRect] = []
        var x = bounds.minX
        for width in _widths(total: bounds.width) {
            frames.append(CGRect(x: x, y: bounds.minY, width: width, height: bounds.height))
            x += width
        }
        return frames
    }

    func _segmentIndex(at point: CGPoint) -> Int? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        let frames = _segmentFrames()
        for index in frames.indices where frames[index].minX <= point.x && point.x < frames[index].maxX { return index }
        return nil
    }

    func _layoutParts() {
        _track.frame = bounds
        _track.fill(Self._trackColor, cornerRadius: min(9, bounds.height / 2))
        _content.frame = bounds
        _content.setNeedsDisplay()
        let frames = _segmentFrames()
        if !isMomentary, frames.indices.contains(_selectedIndex) {
            _selection.isHidden = false
            _selection.frame = frames[_selectedIndex].insetBy(dx: 2, dy: 2)
            _selection.layer.cornerRadius = min(7, _selection.frame.height / 2)
            _selection.backgroundColor = selectedSegmentTintColor ?? .white
        } else {
            _selection.isHidden = true
        }
        _selection.alpha = isEnabled ? 1 : 0.5
    }

    /// Draws the titles, images and separators (above the selection, its own part).
    func _drawSegments(in bounds: CGRect) {
        let frames = _segmentFrames()
        let shownSelection = isMomentary ? Self.noSegment : _selectedIndex
        for index in frames.indices {
            let frame = frames[index]
            if index > 0, index != shownSelection, index - 1 != shownSelection {
                Self._separatorColor.setFill()
                UIBezierPath(rect: CGRect(x: frame.minX - 0.5, y: frame.minY + 8, width: 1, height: max(0, frame.height - 16))).fill()
            }
            let segment = _segments[index]
            let enabled = isEnabled && segment.isEnabled
            let pressed = index == _touchedIndex && index != shownSelection
            let color = enabled ? UIColor.label.withAlphaComponent(pressed ? 0.5 : 1) : UIButton.Configuration._tertiaryLabel
            if let title = segment.title {
                let weight: UIFont.Weight = index == shownSelection ? .semibold : .regular
                let attributes: [NSAttributedString.Key: Any] = [
                    .font: UIFont.systemFont(ofSize: Self._fontSize, weight: weight), .foregroundColor: color,
                ]
                let size = NSString(string: title).size(withAttributes: attributes)
                let origin = CGPoint(x: frame.midX - min(size.width, frame.width - 8) / 2, y: frame.midY - size.height / 2)
                NSString(string: title).draw(
                    in: CGRect(origin: origin, size: CGSize(width: min(size.width, max(0, frame.width - 8)), height: size.height)),
                    withAttributes: attributes)
            } else if let image = segment.image {
                image.draw(at: CGPoint(x: frame.midX - image.size.width / 2, y: frame.midY - image.size.height / 2))
            }
        }
    }
}
