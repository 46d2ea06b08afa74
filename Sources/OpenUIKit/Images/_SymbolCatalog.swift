import Foundation

/// OpenUIKit's own drawings for common SF Symbols names.
///
/// SF Symbols may not be redistributed, so these are new, simple line
/// drawings on a 24 × 24 grid (y down): a path stroked with round caps and
/// joins at the weight's line width, and a path filled (even–odd, so an
/// inner contour cuts a hole). They are drawn as paths at any size.
/// Names not listed give nil, as UIKit does for names it does not know.
enum _SymbolCatalog {
    /// The two paths of a drawing.
    struct Drawing {
        let stroke = CGMutablePath()
        let fill = CGMutablePath()

        func line(_ points: CGPoint...) { stroke.addLines(between: points) }
        func closed(_ points: CGPoint...) {
            stroke.addLines(between: points)
            stroke.closeSubpath()
        }
        func circle(_ x: CGFloat, _ y: CGFloat, _ r: CGFloat, filled: Bool = false) {
            (filled ? fill : stroke).addEllipse(in: CGRect(x: x - r, y: y - r, width: 2 * r, height: 2 * r))
        }
        func box(_ rect: CGRect, _ radius: CGFloat) {
            stroke.addRoundedRect(in: rect, cornerWidth: radius, cornerHeight: radius)
        }
    }

    /// Every name drawn, sorted.
    static let names: [String] = [
        "arrow.down", "arrow.left", "arrow.right", "arrow.up", "bell", "bookmark", "bookmark.fill", "calendar",
        "checkmark", "chevron.down", "chevron.left", "chevron.right", "chevron.up", "circle", "circle.fill", "clock",
        "ellipsis", "ellipsis.circle", "envelope", "exclamationmark.triangle", "flag", "folder", "folder.fill", "gear",
        "gearshape", "globe", "heart", "heart.fill", "house", "info.circle", "link", "lock", "magnifyingglass",
        "message", "mic", "minus", "moon", "moon.fill", "paperclip", "paperplane", "person", "person.crop.circle",
        "person.fill", "phone", "photo", "plus", "sidebar.left", "square", "square.and.arrow.up", "square.and.pencil",
        "star", "star.fill", "sun.max", "trash", "tray", "tray.full", "wifi", "xmark",
    ]

    /// The drawing named `name`, or nil.
    static func drawing(named name: String) -> Drawing? {
        let d = Drawing()
        let filled = name.hasSuffix(".fill")
        let base = filled ? String(name.dropLast(5)) : name
        if filled {
            guard closedShape(base, d.fill) else { return nil }
            return d
        }
        if closedShape(base, d.stroke) || lines(base, d) || figures(base, d) { return d }
        return nil
    }

    private static func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

    /// Shapes that come outlined and filled (`name.fill`).
    private static func closedShape(_ name: String, _ path: CGMutablePath) -> Bool {
        switch name {
        case "star":
            let points = (0..<10).map { i -> CGPoint in
                let angle = -CGFloat.pi / 2 + CGFloat(i) * .pi / 5
                let r: CGFloat = i % 2 == 0 ? 10 : 4.2
                return p(12 + r * cos(angle), 12.8 + r * sin(angle))
            }
            path.addLines(between: points)
        case "heart":
            path.move(to: p(12, 20.5))
            path.addCurve(to: p(2.8, 8.5), control1: p(6, 16.5), control2: p(2.8, 12.5))
            path.addCurve(to: p(12, 6.5), control1: p(2.8, 3.5), control2: p(9.5, 2.5))
            path.addCurve(to: p(21.2, 8.5), control1: p(14.5, 2.5), control2: p(21.2, 3.5))
            path.addCurve(to: p(12, 20.5), control1: p(21.2, 12.5), control2: p(18, 16.5))
        case "folder": path.addLines(between: [p(2.5, 5), p(9, 5), p(11, 7.5), p(21.5, 7.5), p(21.5, 19.5), p(2.5, 19.5)])
        case "bookmark": path.addLines(between: [p(6, 3), p(18, 3), p(18, 21), p(12, 16), p(6, 21)])
        case "circle": path.addEllipse(in: CGRect(x: 2.5, y: 2.5, width: 19, height: 19))
        case "square": path.addRoundedRect(in: CGRect(x: 3, y: 3, width: 18, height: 18), cornerWidth: 3, cornerHeight: 3)
        case "person":
            path.addEllipse(in: CGRect(x: 7.8, y: 3, width: 8.4, height: 8.4))
            path.move(to: p(3.5, 21))
            path.addCurve(to: p(12, 13.5), control1: p(3.5, 16), control2: p(7, 13.5))
            path.addCurve(to: p(20.5, 21), control1: p(17, 13.5), control2: p(20.5, 16))
        case "moon":
            // A crescent: an arc of a circle round (12, 12) r 9, then back
            // along a circle round (16, 8) r 7.4 (their crossing points).
            let d: CGFloat = .pi / 180
            path.addArc(center: p(12, 12), radius: 9, startAngle: 9 * d, endAngle: 261 * d, clockwise: false)
            path.addArc(center: p(16.5, 7.5), radius: 7.4, startAngle: 218 * d, endAngle: 52 * d, clockwise: true)
        default: return false
        }
        path.closeSubpath()
        return true
    }

    /// Drawings made of strokes.
    private static func lines(_ name: String, _ d: Drawing) -> Bool {
        switch name {
        case "chevron.left": d.line(p(15.5, 4), p(7.5, 12), p(15.5, 20))
        case "chevron.right": d.line(p(8.5, 4), p(16.5, 12), p(8.5, 20))
        case "chevron.up": d.line(p(4, 15.5), p(12, 7.5), p(20, 15.5))
        case "chevron.down": d.line(p(4, 8.5), p(12, 16.5), p(20, 8.5))
        case "plus":
            d.line(p(12, 3.5), p(12, 20.5))
            d.line(p(3.5, 12), p(20.5, 12))
        case "minus": d.line(p(3.5, 12), p(20.5, 12))
        case "xmark":
            d.line(p(5, 5), p(19, 19))
            d.line(p(19, 5), p(5, 19))
        case "checkmark": d.line(p(3.5, 12.5), p(9.5, 18.5), p(20.5, 5.5))
        case "arrow.up":
            d.line(p(12, 20.5), p(12, 3.5))
            d.line(p(5, 10.5), p(12, 3.5), p(19, 10.5))
        case "arrow.down":
            d.line(p(12, 3.5), p(12, 20.5))
            d.line(p(5, 13.5), p(12, 20.5), p(19, 13.5))
        case "arrow.left":
            d.line(p(20.5, 12), p(3.5, 12))
            d.line(p(10.5, 5), p(3.5, 12), p(10.5, 19))
        case "arrow.right":
            d.line(p(3.5, 12), p(20.5, 12))
            d.line(p(13.5, 5), p(20.5, 12), p(13.5, 19))
        case "envelope":
            d.box(CGRect(x: 2.5, y: 5, width: 19, height: 14), 2)
            d.line(p(3, 6), p(12, 13), p(21, 6))
        case "tray", "tray.full":
            d.closed(p(2.5, 13), p(5.5, 4.5), p(18.5, 4.5), p(21.5, 13), p(21.5, 19.5), p(2.5, 19.5))
            d.line(p(2.5, 13), p(8, 13), p(9.5, 15.5), p(14.5, 15.5), p(16, 13), p(21.5, 13))
            if name == "tray.full" {
                d.line(p(8, 7.5), p(16, 7.5))
                d.line(p(7, 10.2), p(17, 10.2))
            }
        case "paperplane":
            d.closed(p(2.5, 11), p(21.5, 2.5), p(14, 21.5), p(11, 13))
            d.line(p(11, 13), p(21.5, 2.5))
        case "trash":
            d.line(p(3.5, 6), p(20.5, 6))
            d.line(p(9, 6), p(9, 3.5), p(15, 3.5), p(15, 6))
            d.line(p(5.5, 6), p(6.8, 20.5), p(17.2, 20.5), p(18.5, 6))
            d.line(p(10, 9.5), p(10, 17))
            d.line(p(14, 9.5), p(14, 17))
        case "square.and.pencil":
            d.line(p(12, 3.5), p(3.5, 3.5), p(3.5, 20.5), p(20.5, 20.5), p(20.5, 12))
            d.closed(p(18, 2.5), p(21.5, 6), p(12.5, 15), p(8.5, 15.5), p(9, 11.5))
        case "square.and.arrow.up":
            d.line(p(8, 9), p(4.5, 9), p(4.5, 21.5), p(19.5, 21.5), p(19.5, 9), p(16, 9))
            d.line(p(12, 15), p(12, 2.5))
            d.line(p(8, 6.5), p(12, 2.5), p(16, 6.5))
        case "magnifyingglass":
            d.circle(10, 10, 6.5)
            d.line(p(14.8, 14.8), p(20.5, 20.5))
        case "sidebar.left":
            d.box(CGRect(x: 2.5, y: 4.5, width: 19, height: 15), 2.5)
            d.line(p(9, 4.5), p(9, 19.5))
            d.line(p(4.8, 8), p(6.8, 8))
            d.line(p(4.8, 10.8), p(6.8, 10.8))
        case "calendar":
            d.box(CGRect(x: 2.5, y: 4.5, width: 19, height: 16.5), 2.5)
            d.line(p(2.5, 9.5), p(21.5, 9.5))
            d.line(p(7.5, 2.5), p(7.5, 6))
            d.line(p(16.5, 2.5), p(16.5, 6))
        case "flag":
            d.line(p(5, 21.5), p(5, 3))
            d.line(p(5, 4), p(19.5, 4), p(16, 8.5), p(19.5, 13), p(5, 13))
        case "lock":
            d.box(CGRect(x: 4.5, y: 10, width: 15, height: 11.5), 2)
            d.stroke.move(to: p(8, 10))
            d.stroke.addLine(to: p(8, 7))
            d.stroke.addArc(center: p(12, 7), radius: 4, startAngle: .pi, endAngle: 0, clockwise: false)
            d.stroke.addLine(to: p(16, 10))
        default: return false
        }
        return true
    }
}
