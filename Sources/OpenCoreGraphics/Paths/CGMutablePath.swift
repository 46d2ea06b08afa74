import Foundation

/// A path to build: subpaths of lines, curves, arcs, rectangles and
/// ellipses, each optionally mapped by a transform as it is added.
///
/// A point that is NaN or infinite is kept, and drawing skips the element
/// that holds it (and reports it, see ``CGContext/fillPath(using:)``).
public final class CGMutablePath: CGPath {
    /// An empty path.
    public init() { super.init(elements: []) }

    package override init(elements: [_PathElement]) { super.init(elements: elements) }

    private var subpathStart: CGPoint? {
        for element in _elements.reversed() { if case .move(let p) = element { return p } }
        return nil
    }

    /// Whether the path has a current point (it is not empty).
    private var hasCurrentPoint: Bool { !_elements.isEmpty }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        _elements.append(.move(point.applying(transform)))
    }

    /// Adds a line from the current point to `point` (a move when the path is empty).
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard hasCurrentPoint else { return move(to: point, transform: transform) }
        _elements.append(.line(point.applying(transform)))
    }

    /// Adds lines through `points`, starting a subpath at the first.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        for (index, p) in points.enumerated() {
            if index == 0 { move(to: p, transform: transform) } else { addLine(to: p, transform: transform) }
        }
    }

    /// Adds a quadratic curve to `end` bent towards `control`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        if !hasCurrentPoint { move(to: control, transform: transform) }
        _elements.append(.quad(control.applying(transform), end.applying(transform)))
    }

    /// Adds a cubic curve to `end` with two control points.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        if !hasCurrentPoint { move(to: control1, transform: transform) }
        _elements.append(.cubic(control1.applying(transform), control2.applying(transform), end.applying(transform)))
    }

    /// Closes the current subpath with a line to its start.
    public func closeSubpath() {
        guard hasCurrentPoint else { return }
        if case .close = _elements[_elements.count - 1] { return }
        _elements.append(.close)
    }

    /// Adds `rect` as a closed subpath (from its origin, along the width first).
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    /// Adds each rectangle.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds the ellipse inscribed in `rect` as a closed subpath of four cubic curves.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        addRoundedRect(in: r, cornerWidth: r.width / 2, cornerHeight: r.height / 2, transform: transform)
    }

    /// Adds `rect` with quarter-ellipse corners of `cornerWidth` by
    /// `cornerHeight` (each at most half the side) as a closed subpath.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let rx = min(max(0, cornerWidth.isNaN ? 0 : cornerWidth), r.width / 2)
        let ry = min(max(0, cornerHeight.isNaN ? 0 : cornerHeight), r.height / 2)
        _addRoundedRect(r, radii: [(rx, ry), (rx, ry), (rx, ry), (rx, ry)], transform: transform)
    }

    /// Adds a closed rounded rectangle with radii for the top-left, top-right,
    /// bottom-right and bottom-left corners, clockwise on screen.
    package func _addRoundedRect(_ r: CGRect, radii: [(CGFloat, CGFloat)], transform: CGAffineTransform) {
        let k: CGFloat = 0.552_284_749_8 // 4/3 (√2 − 1): a quarter circle as one cubic
        let (tl, tr, br, bl) = (radii[0], radii[1], radii[2], radii[3])
        move(to: CGPoint(x: r.minX + tl.0, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX - tr.0, y: r.minY), transform: transform)
        if tr.0 > 0, tr.1 > 0 {
            addCurve(
                to: CGPoint(x: r.maxX, y: r.minY + tr.1), control1: CGPoint(x: r.maxX - tr.0 + k * tr.0, y: r.minY),
                control2: CGPoint(x: r.maxX, y: r.minY + tr.1 - k * tr.1), transform: transform)
        }
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - br.1), transform: transform)
        if br.0 > 0, br.1 > 0 {
            addCurve(
                to: CGPoint(x: r.maxX - br.0, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - br.1 + k * br.1),
                control2: CGPoint(x: r.maxX - br.0 + k * br.0, y: r.maxY), transform: transform)
        }
        addLine(to: CGPoint(x: r.minX + bl.0, y: r.maxY), transform: transform)
        if bl.0 > 0, bl.1 > 0 {
            addCurve(
                to: CGPoint(x: r.minX, y: r.maxY - bl.1), control1: CGPoint(x: r.minX + bl.0 - k * bl.0, y: r.maxY),
                control2: CGPoint(x: r.minX, y: r.maxY - bl.1 + k * bl.1), transform: transform)
        }
        addLine(to: CGPoint(x: r.minX, y: r.minY + tl.1), transform: transform)
        if tl.0 > 0, tl.1 > 0 {
            addCurve(
                to: CGPoint(x: r.minX + tl.0, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + tl.1 - k * tl.1),
                control2: CGPoint(x: r.minX + tl.0 - k * tl.0, y: r.minY), transform: transform)
        }
        closeSubpath()
    }

    /// Adds an arc of the circle around `center` from `startAngle` to
    /// `endAngle` (radians, from the x axis towards the y axis), preceded by
    /// a line from the current point. `clockwise` is Core Graphics' sense in
    /// a y-up space: true turns from the x axis away from the y axis (on a
    /// UIKit screen, whose y axis points down, counterclockwise).
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        guard radius.isFinite, startAngle.isFinite, endAngle.isFinite else { return }
        let full = 2 * CGFloat.pi
        var delta = endAngle - startAngle
        if clockwise {
            delta = -delta
        }
        if delta >= full {
            delta = full
        } else {
            delta = delta.truncatingRemainder(dividingBy: full)
            if delta < 0 { delta += full }
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: clockwise ? -delta : delta, transform: transform)
    }

    /// Adds an arc of the circle around `center` from `startAngle` turning
    /// by `delta` radians (positive towards the y axis).
    public func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform = .identity
    ) {
        guard radius.isFinite, startAngle.isFinite, delta.isFinite else { return }
        let r = abs(radius)
        func point(_ angle: CGFloat) -> CGPoint { CGPoint(x: center.x + r * cos(angle), y: center.y + r * sin(angle)) }
        if hasCurrentPoint {
            addLine(to: point(startAngle), transform: transform)
        } else {
            move(to: point(startAngle), transform: transform)
        }
        // One curve a quarter turn at most (at most 1,024 curves: a longer arc is coarser).
        let count = max(1, Int(min((abs(delta) / (CGFloat.pi / 2) - 1e-9).rounded(.up), 1_024)))
        guard r > 0, delta != 0 else { return }
        let step = delta / CGFloat(count)
        let k = 4 / 3 * tan(step / 4)
        var angle = startAngle
        for _ in 0..<count {
            let next = angle + step
            let p0 = point(angle)
            let p1 = point(next)
            let c1 = CGPoint(x: p0.x - k * r * sin(angle), y: p0.y + k * r * cos(angle))
            let c2 = CGPoint(x: p1.x + k * r * sin(next), y: p1.y - k * r * cos(next))
            addCurve(to: p1, control1: c1, control2: c2, transform: transform)
            angle = next
        }
    }

    /// Adds an arc of `radius` tangent to the line from the current point
    /// to `tangent1End` and to the line from there to `tangent2End`,
    /// preceded by a line to where the arc starts.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        guard let last = _elements.last else { return move(to: tangent1End, transform: transform) }
        let inverse = transform.inverted()
        var p0 = (last.end ?? subpathStart ?? .zero)
        p0 = p0.applying(inverse)
        let (p1, p2) = (tangent1End, tangent2End)
        let d1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y)
        let d2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = hypot(d1.x, d1.y)
        let l2 = hypot(d2.x, d2.y)
        let cross = d1.x * d2.y - d1.y * d2.x
        guard radius.isFinite, radius > 0, l1 > 0, l2 > 0, abs(cross) > 1e-12 * l1 * l2 else {
            return addLine(to: p1, transform: transform)
        }
        let angle = acos(max(-1, min(1, (d1.x * d2.x + d1.y * d2.y) / (l1 * l2))))
        let distance = radius / tan(angle / 2)
        let t1 = CGPoint(x: p1.x + d1.x / l1 * distance, y: p1.y + d1.y / l1 * distance)
        let t2 = CGPoint(x: p1.x + d2.x / l2 * distance, y: p1.y + d2.y / l2 * distance)
        // The centre lies on the bisector, `radius / sin(angle / 2)` from p1.
        let bisector = CGPoint(x: d1.x / l1 + d2.x / l2, y: d1.y / l1 + d2.y / l2)
        let bl = hypot(bisector.x, bisector.y)
        let reach = radius / sin(angle / 2)
        let center = CGPoint(x: p1.x + bisector.x / bl * reach, y: p1.y + bisector.y / bl * reach)
        let start = atan2(t1.y - center.y, t1.x - center.x)
        var end = atan2(t2.y - center.y, t2.x - center.x)
        var delta = end - start
        if delta > CGFloat.pi { delta -= 2 * CGFloat.pi }
        if delta < -CGFloat.pi { delta += 2 * CGFloat.pi }
        end = start + delta
        addRelativeArc(center: center, radius: radius, startAngle: start, delta: end - start, transform: transform)
    }

    /// Adds the elements of `path`, mapped by `transform`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        if transform._isIdentity {
            _elements.append(contentsOf: path._elements)
        } else {
            for element in path._elements { _elements.append(element.applying(transform)) }
        }
    }
}
