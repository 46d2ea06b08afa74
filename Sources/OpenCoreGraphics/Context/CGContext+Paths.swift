import Foundation

extension CGMutablePath {
    /// Adds a drawing shape: its outer box, and its hole (fill by even-odd).
    package func _addShape(_ shape: _Shape) {
        for box in [shape.outer] + (shape.hole.map { [$0] } ?? []) {
            addRoundedRect(in: box.rect, cornerWidth: box.rx, cornerHeight: box.ry)
        }
    }
}

extension CGContext {
    // MARK: Building the current path

    /// Forgets the current path.
    public func beginPath() { _path = CGMutablePath() }

    /// Starts a subpath at `point`.
    public func move(to point: CGPoint) { _path.move(to: point, transform: _state.ctm) }

    /// Adds a line from the current point to `point`.
    public func addLine(to point: CGPoint) { _path.addLine(to: point, transform: _state.ctm) }

    /// Adds lines through `points`, starting a subpath at the first.
    public func addLines(between points: [CGPoint]) { _path.addLines(between: points, transform: _state.ctm) }

    /// Adds a cubic curve to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        _path.addCurve(to: end, control1: control1, control2: control2, transform: _state.ctm)
    }

    /// Adds a quadratic curve to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { _path.addQuadCurve(to: end, control: control, transform: _state.ctm) }

    /// Adds an arc (see ``CGMutablePath/addArc(center:radius:startAngle:endAngle:clockwise:transform:)``).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        _path.addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise, transform: _state.ctm)
    }

    /// Adds an arc tangent to two lines (see ``CGMutablePath/addArc(tangent1End:tangent2End:radius:transform:)``).
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        _path.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: _state.ctm)
    }

    /// Adds `rect` as a closed subpath.
    public func addRect(_ rect: CGRect) { _path.addRect(rect, transform: _state.ctm) }

    /// Adds each rectangle.
    public func addRects(_ rects: [CGRect]) { _path.addRects(rects, transform: _state.ctm) }

    /// Adds the ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) { _path.addEllipse(in: rect, transform: _state.ctm) }

    /// Adds `path`'s subpaths.
    public func addPath(_ path: CGPath) { _path.addPath(path, transform: _state.ctm) }

    /// Closes the current subpath.
    public func closePath() { _path.closeSubpath() }

    /// Whether the current path is empty.
    public var isPathEmpty: Bool { _path.isEmpty }

    /// The current path in user space, if any.
    public var path: CGPath? {
        guard !_path.isEmpty else { return nil }
        return CGPath(elements: _path._elements.map { $0.applying(_state.ctm.inverted()) })
    }

    /// The current point of the path, in user space.
    public var currentPointOfPath: CGPoint { _path.currentPoint.applying(_state.ctm.inverted()) }

    /// The box around the current path, in user space.
    public var boundingBoxOfPath: CGRect {
        let box = _path.boundingBoxOfPath
        return box.isNull ? box : box.applying(_state.ctm.inverted())
    }

    // MARK: Stroke options

    /// How open subpaths end.
    public func setLineCap(_ cap: CGLineCap) { _state.lineCap = cap }

    /// How segments meet.
    public func setLineJoin(_ join: CGLineJoin) { _state.lineJoin = join }

    /// The longest miter, over the line width, before a miter join bevels (10 by default).
    public func setMiterLimit(_ limit: CGFloat) { _state.miterLimit = limit }

    /// Dashes for strokes: `lengths` alternate painted and skipped lengths,
    /// starting `phase` into the pattern; an empty array draws solid lines.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        _state.dashPhase = phase
        _state.dashLengths = lengths
        if _Stroker.dashed([], phase: phase, lengths: lengths) == nil, !lengths.isEmpty {
            _reportDrawingMisuse("CGContextSetLineDash: invalid dash array: \(lengths) with phase \(phase); lines are drawn solid.")
        }
    }

    package var _strokeStyle: _StrokeStyle {
        _StrokeStyle(
            width: _state.lineWidth, cap: _state.lineCap, join: _state.lineJoin, miterLimit: _state.miterLimit, dashPhase: _state.dashPhase,
            dashLengths: _state.dashLengths)
    }

    // MARK: Painting the current path

    /// Paints the inside of the current path with the fill color by `rule`, then forgets the path.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        _fillPath(_path._elements, transform: .identity, rule: rule, color: _state.fillColor)
        beginPath()
    }

    /// Paints the inside of the current path by the even-odd rule, then forgets the path.
    public func eoFillPath() { fillPath(using: .evenOdd) }

    /// Paints the current path's outline with the stroke color and the
    /// stroke options, then forgets the path.
    public func strokePath() {
        // The path is in pixel space; the stroke's width is in user space.
        let user = _path._elements.map { $0.applying(_state.ctm.inverted()) }
        _strokePath(user, transform: _state.ctm, style: _strokeStyle)
        beginPath()
    }

    /// Paints the current path as `mode` says (fill, then stroke, for the
    /// modes that do both), then forgets the path.
    public func drawPath(using mode: CGPathDrawingMode) {
        let elements = _path._elements
        if mode != .stroke {
            _fillPath(
                elements, transform: .identity, rule: mode == .eoFill || mode == .eoFillStroke ? .evenOdd : .winding,
                color: _state.fillColor)
        }
        if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke {
            _strokePath(elements.map { $0.applying(_state.ctm.inverted()) }, transform: _state.ctm, style: _strokeStyle)
        }
        beginPath()
    }

    /// Narrows the clip to the inside of the current path by `rule`, then forgets the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        if let _svg {
            _recordClip(_path._elements, rule: rule, into: _svg)
            return beginPath()
        }
        let polygons = _polygons(_path._elements, transform: .identity)
        _state.clipMask = _Mask.make(polygons, rule: rule, clip: _state.clip, previous: _state.clipMask)
        _state.clip = _state.clipMask?.area ?? _state.clip
        beginPath()
    }

    /// Replaces the current path with the outline of its stroke.
    public func replacePathWithStrokedPath() {
        let inverse = _state.ctm.inverted()
        let user = _path._elements.map { $0.applying(inverse) }
        let polylines = _Flattener.polylines(of: user, transform: .identity, tolerance: _tolerance(for: _state.ctm))
        let polygons = _Stroker.polygons(of: polylines, style: _strokeStyle, tolerance: _tolerance(for: _state.ctm))
        _path = CGMutablePath(elements: CGPath.elements(of: polygons, transform: _state.ctm))
    }

    // MARK: Gradients

    /// Paints `gradient` along the line from `start` to `end` (user space)
    /// over the clip: constant across the line, the end colours past the
    /// ends when `options` asks.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        _drawGradient(gradient, geometry: .linear(start: start, end: end), options: options)
    }

    /// Paints `gradient` between two circles (user space): each location's
    /// colour on the circle between them.
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
        options: CGGradientDrawingOptions
    ) {
        _drawGradient(gradient, geometry: .radial(c0: startCenter, r0: startRadius, c1: endCenter, r1: endRadius), options: options)
    }

    private func _drawGradient(_ gradient: CGGradient, geometry: _GradientPaint.Geometry, options: CGGradientDrawingOptions) {
        guard !_state.clip.isEmpty, _state.ctm.a * _state.ctm.d - _state.ctm.b * _state.ctm.c != 0 else { return }
        if let _svg { return _recordGradient(gradient, geometry: geometry, into: _svg) }
        let paint = _GradientPaint(
            colors: gradient.colors, locations: gradient.locations, geometry: geometry, transform: _state.ctm,
            extendsStart: options.contains(.drawsBeforeStartLocation), extendsEnd: options.contains(.drawsAfterEndLocation))
        let area = _state.clip.cgRect
        let polygon = [
            CGPoint(x: area.minX, y: area.minY), CGPoint(x: area.maxX, y: area.minY), CGPoint(x: area.maxX, y: area.maxY),
            CGPoint(x: area.minX, y: area.maxY),
        ]
        _surface.bitmap.fill(
            [polygon], rule: .winding, clip: _state.clip, mask: _state.clipMask, paint: .gradient(paint), opacity: _Pixel.byte(_state.alpha)
        )
    }

    // MARK: Internals

    /// The flattening tolerance in user space for a hundredth of a pixel under (so that a pixel's coverage is off by less than 1/255 or so) `t`.
    package func _tolerance(for t: CGAffineTransform) -> CGFloat {
        let scale = max(hypot(t.a, t.b), hypot(t.c, t.d))
        return scale > 0 && scale.isFinite ? 0.01 / scale : 0.01
    }

    /// The closed polygons of `elements` mapped by `transform` to pixels.
    package func _polygons(_ elements: [_PathElement], transform: CGAffineTransform) -> [[CGPoint]] {
        _reportNonFinite(elements)
        return _Flattener.polylines(of: elements, transform: transform, tolerance: 0.01).map(\.points)
    }

    private func _reportNonFinite(_ elements: [_PathElement]) {
        for element in elements where !element.isFinite {
            _reportDrawingMisuse("CGContext: a path holds a point that is not finite (\(element.points)); the element is skipped.")
            return
        }
    }

    /// Fills `elements` (mapped by `transform` to pixels) with `color` by `rule`.
    package func _fillPath(_ elements: [_PathElement], transform: CGAffineTransform, rule: CGPathFillRule, color: CGColor) {
        let pixel = color._pixel(opacity: _state.alpha)
        guard pixel != _Pixel.transparent, !_state.clip.isEmpty, !elements.isEmpty else { return }
        if let _svg { return _recordFill(elements.map { $0.applying(transform) }, rule: rule, color: color, into: _svg) }
        _surface.bitmap.fill(
            _polygons(elements, transform: transform), rule: rule, clip: _state.clip, mask: _state.clipMask, paint: .solid(pixel))
    }

    /// Strokes `elements` (user space, mapped by `transform` to pixels) with the stroke color.
    package func _strokePath(_ elements: [_PathElement], transform: CGAffineTransform, style: _StrokeStyle) {
        let pixel = _state.strokeColor._pixel(opacity: _state.alpha)
        guard pixel != _Pixel.transparent, !_state.clip.isEmpty, !elements.isEmpty else { return }
        guard style.width.isFinite else {
            _reportDrawingMisuse("CGContext: line width \(style.width) is not finite; nothing is stroked.")
            return
        }
        if let _svg { return _recordStroke(elements, transform: transform, style: style, into: _svg) }
        _reportNonFinite(elements)
        let tolerance = _tolerance(for: transform)
        let polylines = _Flattener.polylines(of: elements, transform: .identity, tolerance: tolerance)
        let visible = transform.inverted()._box(of: _state.clip.cgRect)
        let polygons = _Stroker.polygons(of: polylines, style: style, tolerance: tolerance, visible: visible).map {
            $0.map { $0.applying(transform) }
        }
        _surface.bitmap.fill(polygons, rule: .winding, clip: _state.clip, mask: _state.clipMask, paint: .solid(pixel))
    }
}
