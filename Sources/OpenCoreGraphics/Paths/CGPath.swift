import Foundation

/// An immutable outline made of subpaths of lines and curves, which a
/// context fills or strokes.
///
/// Core Graphics is not part of Foundation on Linux; OpenUIKit provides
/// `CGPath` with Core Graphics' names. Build one with ``CGMutablePath``,
/// or with ``init(rect:transform:)``, ``init(ellipseIn:transform:)`` and
/// ``init(roundedRect:cornerWidth:cornerHeight:transform:)``.
open class CGPath: Equatable, Hashable, CustomStringConvertible {
    package var _elements: [_PathElement]

    package init(elements: [_PathElement]) { _elements = elements }

    /// A path that is `rect`.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path._elements)
    }

    /// A path that is the ellipse inscribed in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path._elements)
    }

    /// A path that is `rect` with corners of `cornerWidth` by `cornerHeight`.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>? = nil
    ) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform?.pointee ?? .identity)
        self.init(elements: path._elements)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { _elements.isEmpty }

    /// The end point of the last element (`.zero` for an empty path).
    public var currentPoint: CGPoint {
        var point = CGPoint.zero
        var start = CGPoint.zero
        for element in _elements {
            if case .move(let p) = element { start = p }
            if case .close = element { point = start } else if let end = element.end { point = end }
        }
        return point
    }

    /// The box around every point of the path, control points included
    /// (`.null` for an empty path).
    public var boundingBox: CGRect {
        Self.box(around: _elements.lazy.flatMap(\.points))
    }

    /// The smallest box around the path's outline (curves' extremes, not
    /// their control points), within the flattening tolerance.
    public var boundingBoxOfPath: CGRect {
        Self.box(around: _Flattener.polylines(of: _elements, transform: .identity, tolerance: 0.01).lazy.flatMap(\.points))
    }

    /// Whether `point` lies inside the path by `rule`, after mapping the path by `transform`.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        _Rasterizer.contains(point, polylines: _Flattener.polylines(of: _elements, transform: transform, tolerance: 0.05), rule: rule)
    }

    /// Calls `block` with each element in order.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { points.deallocate() }
        for element in _elements {
            let type: CGPathElementType
            switch element {
            case .move: type = .moveToPoint
            case .line: type = .addLineToPoint
            case .quad: type = .addQuadCurveToPoint
            case .cubic: type = .addCurveToPoint
            case .close: type = .closeSubpath
            }
            for (index, p) in element.points.enumerated() { points[index] = p }
            var value = CGPathElement(type: type, points: points)
            withUnsafePointer(to: &value) { block($0) }
        }
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(elements: _elements) }

    /// An immutable copy with every point mapped by `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let t = transform?.pointee else { return copy() }
        return CGPath(elements: _elements.map { $0.applying(t) })
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: _elements) }

    /// The outline of this path's stroke: its subpaths fill, by the winding
    /// rule, what a stroke of `lineWidth` with these caps and joins paints.
    public func copy(
        strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat,
        transform: CGAffineTransform = .identity
    ) -> CGPath {
        let style = _StrokeStyle(width: lineWidth, cap: lineCap, join: lineJoin, miterLimit: miterLimit)
        let polylines = _Flattener.polylines(of: _elements, transform: .identity, tolerance: 0.05)
        let polygons = _Stroker.polygons(of: polylines, style: style, tolerance: 0.05)
        return CGPath(elements: Self.elements(of: polygons, transform: transform))
    }

    /// This path cut into dashes: `lengths` alternate painted and skipped
    /// lengths, starting `phase` into the pattern.
    public func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat], transform: CGAffineTransform = .identity) -> CGPath {
        let polylines = _Flattener.polylines(of: _elements, transform: .identity, tolerance: 0.05)
        guard let dashes = _Stroker.dashed(polylines, phase: phase, lengths: lengths) else {
            return CGPath(elements: _elements.map { $0.applying(transform) })
        }
        var elements: [_PathElement] = []
        for dash in dashes {
            for (index, p) in dash.points.enumerated() {
                elements.append(index == 0 ? .move(p.applying(transform)) : .line(p.applying(transform)))
            }
            if dash.closed { elements.append(.close) }
        }
        return CGPath(elements: elements)
    }

    /// The box around the finite points of `points` (`.null` when none).
    package static func box<S: Sequence<CGPoint>>(around points: S) -> CGRect {
        var (x0, y0, x1, y1) = (CGFloat.infinity, CGFloat.infinity, -CGFloat.infinity, -CGFloat.infinity)
        for p in points where p.x.isFinite && p.y.isFinite {
            (x0, y0, x1, y1) = (min(x0, p.x), min(y0, p.y), max(x1, p.x), max(y1, p.y))
        }
        guard x0 <= x1 else { return .null }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    package static func elements(of polygons: [[CGPoint]], transform: CGAffineTransform) -> [_PathElement] {
        var elements: [_PathElement] = []
        for polygon in polygons where polygon.count > 2 {
            for (index, p) in polygon.enumerated() {
                elements.append(index == 0 ? .move(p.applying(transform)) : .line(p.applying(transform)))
            }
            elements.append(.close)
        }
        return elements
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs._elements == rhs._elements }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(_elements.count)
        for element in _elements {
            for p in element.points {
                hasher.combine(p.x)
                hasher.combine(p.y)
            }
        }
    }

    public var description: String { "CGPath(\(_elements.count) elements, boundingBox \(boundingBox))" }
}
