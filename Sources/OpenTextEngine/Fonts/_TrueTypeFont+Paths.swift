import Foundation

/// Glyph outlines as path elements, for the rasterizer.
extension _TrueTypeFont {
    /// The path of `contours` in font units (y up): each contour a move, then
    /// lines between on-curve points and quadratic curves through off-curve
    /// ones, closed. Between two consecutive off-curve points lies an implied
    /// on-curve point, their midpoint (TrueType's rule); a contour without
    /// on-curve points starts at the midpoint of its last and first points.
    package static func pathElements(of contours: [[_GlyphPoint]]) -> [_PathElement] {
        var elements: [_PathElement] = []
        for contour in contours where !contour.isEmpty {
            let points = contour.map { CGPoint(x: $0.x, y: $0.y) }
            let n = points.count
            var firstOn: Int?
            for index in 0..<n where contour[index].onCurve {
                firstOn = index
                break
            }
            let start: CGPoint
            let order: [Int]
            if let firstOn {
                start = points[firstOn]
                order = (1..<n).map { (firstOn + $0) % n }
            } else {
                start = midpoint(points[n - 1], points[0])
                order = Array(0..<n)
            }
            elements.append(.move(start))
            var control: CGPoint?
            for index in order {
                let point = points[index]
                if contour[index].onCurve {
                    elements.append(control.map { .quad($0, point) } ?? .line(point))
                    control = nil
                } else {
                    if let control { elements.append(.quad(control, midpoint(control, point))) }
                    control = point
                }
            }
            if let control { elements.append(.quad(control, start)) }
            elements.append(.close)
        }
        return elements
    }

    private static func midpoint(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2) }
}

extension UIFont {
    /// The path of `glyph` in points, its origin at (0, 0) on the baseline
    /// and y pointing down, as user space does; empty without a readable face.
    package func _path(ofGlyph glyph: UInt16) -> [_PathElement] {
        guard let font = _FontLibrary.font(_face), font.unitsPerEm > 0 else { return [] }
        let scale = pointSize / CGFloat(font.unitsPerEm)
        let flip = CGAffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: 0, ty: 0)
        return _TrueTypeFont.pathElements(of: font.outline(of: glyph)).map { $0.applying(flip) }
    }
}
