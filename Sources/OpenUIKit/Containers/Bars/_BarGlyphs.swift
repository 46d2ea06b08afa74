import Foundation

/// The glyphs of the system bar button and tab bar items, drawn as paths
/// on a 24-point grid centred in the item's frame (our own simple shapes
/// after the look of Apple's SF Symbols: `plus`, `square.and.pencil`,
/// `trash`, `square.and.arrow.up`, `magnifyingglass`, `book`,
/// `arrow.clockwise`, `xmark`, …; SF Symbols themselves may not be
/// redistributed). Strokes are 2 points with round caps and joins (our
/// choice, the weight of a regular symbol at 17 points).
@MainActor
enum _BarGlyphs {
    /// Draws `item`'s glyph centred in `frame`, in `color`.
    static func draw(_ item: UIBarButtonItem.SystemItem, in frame: CGRect, color: UIColor) {
        let (stroke, fill) = paths(for: item)
        draw(stroke: stroke, fill: fill, centeredIn: frame, side: 24, color: color)
    }

    /// Draws a tab bar system item's glyph in a `side`-point square centred in `frame`.
    static func draw(_ item: UITabBarItem.SystemItem, in frame: CGRect, side: CGFloat, color: UIColor) {
        let (stroke, fill) = paths(for: item)
        draw(stroke: stroke, fill: fill, centeredIn: frame, side: side, color: color)
    }

    private static func draw(stroke: CGPath, fill: CGPath?, centeredIn frame: CGRect, side: CGFloat, color: UIColor) {
        guard let context = UIGraphicsGetCurrentContext(), frame.midX.isFinite, frame.midY.isFinite else { return }
        context.saveGState()
        context.translateBy(x: frame.midX - side / 2, y: frame.midY - side / 2)
        context.scaleBy(x: side / 24, y: side / 24)
        if let fill {
            context.setFillColor(color.cgColor)
            context.addPath(fill)
            context.fillPath()
        }
        if !stroke.isEmpty {
            context.setStrokeColor(color.cgColor)
            context.setLineWidth(2)
            context.setLineCap(.round)
            context.setLineJoin(.round)
            context.addPath(stroke)
            context.strokePath()
        }
        context.restoreGState()
    }

    /// A path from points on the 24-point grid.
    private static func lines(_ points: [(CGFloat, CGFloat)], closed: Bool = false, into path: CGMutablePath) {
        guard let first = points.first else { return }
        path.move(to: CGPoint(x: first.0, y: first.1))
        for point in points.dropFirst() { path.addLine(to: CGPoint(x: point.0, y: point.1)) }
        if closed { path.closeSubpath() }
    }

    /// The stroked and the filled part of a bar button item's glyph.
    static func paths(for item: UIBarButtonItem.SystemItem) -> (stroke: CGPath, fill: CGPath?) {
        let s = CGMutablePath()
        var f: CGMutablePath?
        switch item {
        case .add:
            lines([(12, 4), (12, 20)], into: s)
            lines([(4, 12), (20, 12)], into: s)
        case .compose:
            lines([(11, 5), (4, 5), (4, 20), (19, 20), (19, 13)], into: s)
            lines([(10, 14), (11, 10.5), (19.5, 2), (22, 4.5), (13.5, 13), (10, 14)], into: s)
        case .trash:
            lines([(3, 6), (21, 6)], into: s)
            lines([(9, 6), (9, 3), (15, 3), (15, 6)], into: s)
            lines([(5, 6), (6, 21), (18, 21), (19, 6)], into: s)
            lines([(10, 10), (10, 17)], into: s)
            lines([(14, 10), (14, 17)], into: s)
        case .action:
            lines([(8, 9), (5, 9), (5, 22), (19, 22), (19, 9), (16, 9)], into: s)
            lines([(12, 15), (12, 2)], into: s)
            lines([(8, 6), (12, 2), (16, 6)], into: s)
        case .search:
            s.addEllipse(in: CGRect(x: 3, y: 3, width: 13, height: 13))
            lines([(14, 14), (21, 21)], into: s)
        case .bookmarks:
            lines([(12, 6), (12, 21)], into: s)
            lines([(12, 6), (8, 4), (3, 4), (3, 19), (8, 19), (12, 21), (16, 19), (21, 19), (21, 4), (16, 4), (12, 6)], into: s)
        case .refresh:
            s.addArc(center: CGPoint(x: 12, y: 13), radius: 8, startAngle: -.pi / 2, endAngle: .pi * 1.25, clockwise: false)
            lines([(9, 2), (12, 5), (9, 8)], into: s)
        case .close:
            let circle = CGMutablePath()
            circle.addEllipse(in: CGRect(x: 1, y: 1, width: 22, height: 22))
            f = circle
            lines([(8, 8), (16, 16)], into: s)
            lines([(16, 8), (8, 16)], into: s)
        case .stop:
            lines([(5, 5), (19, 19)], into: s)
            lines([(19, 5), (5, 19)], into: s)
        case .reply:
            lines([(10, 5), (3, 11), (10, 17)], into: s)
            s.move(to: CGPoint(x: 3, y: 11))
            s.addCurve(to: CGPoint(x: 21, y: 20), control1: CGPoint(x: 14, y: 11), control2: CGPoint(x: 21, y: 12))
        case .organize:
            lines([(3, 6), (3, 20), (21, 20), (21, 8), (11, 8), (9, 5), (3, 5), (3, 6)], into: s)
        case .camera:
            lines([(2, 8), (2, 20), (22, 20), (22, 8), (17, 8), (15, 5), (9, 5), (7, 8), (2, 8)], into: s)
            s.addEllipse(in: CGRect(x: 8, y: 9.5, width: 8, height: 8))
        case .play:
            let shape = CGMutablePath()
            lines([(6, 4), (20, 12), (6, 20)], closed: true, into: shape)
            f = shape
        case .pause:
            let shape = CGMutablePath()
            shape.addRect(CGRect(x: 6, y: 4, width: 4, height: 16))
            shape.addRect(CGRect(x: 14, y: 4, width: 4, height: 16))
            f = shape
        case .rewind:
            let shape = CGMutablePath()
            lines([(12, 5), (2, 12), (12, 19)], closed: true, into: shape)
            lines([(22, 5), (12, 12), (22, 19)], closed: true, into: shape)
            f = shape
        case .fastForward:
            let shape = CGMutablePath()
            lines([(2, 5), (12, 12), (2, 19)], closed: true, into: shape)
            lines([(12, 5), (22, 12), (12, 19)], closed: true, into: shape)
            f = shape
        case .pageCurl:
            lines([(4, 3), (20, 3), (20, 13), (13, 21), (4, 21), (4, 3)], into: s)
            lines([(20, 13), (13, 13), (13, 21)], into: s)
        case .done, .cancel, .edit, .save, .undo, .redo, .flexibleSpace, .fixedSpace:
            break // words, or nothing
        }
        return (s, f)
    }

    /// The stroked and the filled part of a tab bar system item's glyph.
    static func paths(for item: UITabBarItem.SystemItem) -> (stroke: CGPath, fill: CGPath?) {
        let s = CGMutablePath()
        var f: CGMutablePath?
        switch item {
        case .more:
            let dots = CGMutablePath()
            for x in [3.0, 10.5, 18.0] { dots.addEllipse(in: CGRect(x: x, y: 10, width: 3.5, height: 3.5)) }
            f = dots
        case .favorites, .featured, .topRated:
            let star = CGMutablePath()
            var points: [(CGFloat, CGFloat)] = []
            for index in 0..<10 {
                let angle = -CGFloat.pi / 2 + CGFloat(index) * .pi / 5
                let radius: CGFloat = index % 2 == 0 ? 11 : 4.5
                points.append((12 + radius * cos(angle), 13 + radius * sin(angle)))
            }
            lines(points, closed: true, into: star)
            f = star
        case .recents, .history, .mostRecent:
            s.addEllipse(in: CGRect(x: 2, y: 2, width: 20, height: 20))
            lines([(12, 6), (12, 12), (16, 15)], into: s)
        case .contacts:
            let person = CGMutablePath()
            person.addEllipse(in: CGRect(x: 7.5, y: 2, width: 9, height: 9))
            person.move(to: CGPoint(x: 3, y: 22))
            person.addCurve(to: CGPoint(x: 21, y: 22), control1: CGPoint(x: 3, y: 11), control2: CGPoint(x: 21, y: 11))
            person.closeSubpath()
            f = person
        case .bookmarks:
            return paths(for: UIBarButtonItem.SystemItem.bookmarks)
        case .search:
            return paths(for: UIBarButtonItem.SystemItem.search)
        case .downloads:
            s.addEllipse(in: CGRect(x: 2, y: 2, width: 20, height: 20))
            lines([(12, 6), (12, 17)], into: s)
            lines([(8, 13), (12, 17), (16, 13)], into: s)
        case .mostViewed:
            lines([(3, 6), (21, 6)], into: s)
            lines([(3, 12), (21, 12)], into: s)
            lines([(3, 18), (21, 18)], into: s)
        }
        return (s, f)
    }
}
