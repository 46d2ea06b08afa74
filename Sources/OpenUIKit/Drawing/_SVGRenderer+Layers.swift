import Foundation

/// Layers as SVG: shadows (a blurred copy of the shadow's shape, through
/// an `feGaussianBlur` of standard deviation `shadowRadius`), rounded
/// backgrounds, shape layers (fill, stroke, caps, joins, dashes, stroke
/// ends), gradient layers (linear or radial gradients; a conic one is
/// written as its first colour, SVG has none), sublayers (a group each,
/// `masksToBounds` as a clip) and borders, as `_LayerPainter` paints them.
extension _SVGRenderer {
    /// The shadow, the background, then a shape or gradient layer's content.
    func writeOwn(_ layer: CALayer?, bounds: CGRect, background: CGColor?) {
        let hasBackground = (background?.alpha ?? 0) > 0
        if let layer { writeShadow(layer, bounds: bounds, hasBackground: hasBackground) }
        if let background, hasBackground {
            let radius = layer.map { _LayerPainter.radius(of: $0, in: bounds) } ?? 0
            if radius > 0, let layer {
                let path = _LayerPainter.roundedPath(bounds, radius: radius, corners: layer.maskedCorners, curve: layer.cornerCurve)
                if let d = svg.pathData(path._elements) { svg.append("<path d=\"\(d)\"\(_SVGWriter.fill(background))/>\n") }
            } else if let rect = svg.rectAttributes(bounds) {
                svg.append("<rect\(rect)\(_SVGWriter.fill(background))/>\n")
            }
        }
        if let shape = layer as? CAShapeLayer { writeShape(shape) }
        if let gradient = layer as? CAGradientLayer { writeGradient(gradient, bounds: bounds) }
    }

    private func writeShadow(_ layer: CALayer, bounds: CGRect, hasBackground: Bool) {
        guard layer.shadowOpacity > 0, let color = layer.shadowColor, color.alpha > 0,
            let shape = _LayerPainter.shadowShape(layer, bounds: bounds, hasBackground: hasBackground),
            let d = svg.pathData(shape._elements)
        else { return }
        let offset = layer.shadowOffset
        guard offset.width.isFinite, offset.height.isFinite else { return svg.reportNonFinite("a shadow offset is not finite") }
        var attributes = _SVGWriter.fill(color, opacity: CGFloat(layer.shadowOpacity))
        let sigma = min(max(0, layer.shadowRadius), _LayerPainter.maximumShadowSigma)
        if sigma > 0 {
            let id = svg.makeID(.filter)
            let box = shape.boundingBoxOfPath.insetBy(dx: -3 * sigma - 1, dy: -3 * sigma - 1)
            svg.define(
                "<filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\"\(svg.rectAttributes(box) ?? "")><feGaussianBlur stdDeviation=\"\(_SVGWriter.number(sigma))\"/></filter>\n"
            )
            attributes += " filter=\"url(#\(id))\""
        }
        let move = _SVGWriter.transformAttribute(CGAffineTransform(translationX: offset.width, y: offset.height))
        svg.append("<path d=\"\(d)\"\(attributes)\(move)/>\n")
    }

    private func writeShape(_ shape: CAShapeLayer) {
        guard let path = shape.path, let d = svg.pathData(path._elements) else { return }
        if let fill = shape.fillColor, fill.alpha > 0 {
            let rule = shape.fillRule == .evenOdd ? " fill-rule=\"evenodd\"" : ""
            svg.append("<path d=\"\(d)\"\(_SVGWriter.fill(fill))\(rule)/>\n")
        }
        guard let stroke = shape.strokeColor, stroke.alpha > 0, shape.lineWidth > 0, shape.lineWidth.isFinite else { return }
        let start = min(max(shape.strokeStart, 0), 1)
        let end = min(max(shape.strokeEnd, 0), 1)
        guard end > start else { return }
        let style = shape._strokeStyle
        var attributes = " fill=\"none\"" + _SVGWriter.stroke(stroke) + " stroke-width=\"\(_SVGWriter.number(style.width))\""
        attributes += CGContext._strokeOptions(cap: style.cap, join: style.join, miterLimit: style.miterLimit)
        if start > 0 || end < 1 {
            // Stroke ends: one dash over the kept part of the path (its
            // length measured on the flattened path, as the stroker trims).
            let length = Self.length(of: path)
            attributes += " stroke-dasharray=\"\(_SVGWriter.number((end - start) * length)) \(_SVGWriter.number(2 * length + 1))\""
            if start > 0 { attributes += " stroke-dashoffset=\"\(_SVGWriter.number(-start * length))\"" }
        } else if !style.dashLengths.isEmpty, _Stroker.dashed([], phase: style.dashPhase, lengths: style.dashLengths) != nil {
            attributes += " stroke-dasharray=\"\(style.dashLengths.map(_SVGWriter.number).joined(separator: " "))\""
            if style.dashPhase != 0 { attributes += " stroke-dashoffset=\"\(_SVGWriter.number(style.dashPhase))\"" }
        }
        svg.append("<path d=\"\(d)\"\(attributes)/>\n")
    }

    /// The length of `path`'s subpaths, closing segments included.
    static func length(of path: CGPath) -> CGFloat {
        var total: CGFloat = 0
        for line in _Flattener.polylines(of: path._elements, transform: .identity, tolerance: 0.01) {
            var points = line.points
            if line.closed, let first = points.first { points.append(first) }
            for index in points.indices.dropFirst() {
                total += hypot(points[index].x - points[index - 1].x, points[index].y - points[index - 1].y)
            }
        }
        return total.isFinite ? total : 0
    }

    private func writeGradient(_ layer: CAGradientLayer, bounds: CGRect) {
        let colors = (layer.colors ?? []).compactMap { $0 as? CGColor }
        guard !colors.isEmpty, colors.count == (layer.colors ?? []).count else { return }
        let places = layer.locations.map { $0.map { CGFloat($0.doubleValue) } }
        guard let (stops, at) = CGGradient.stops(colors: colors, locations: places?.count == colors.count ? places : nil) else { return }
        let outline = _LayerPainter.roundedPath(
            bounds, radius: _LayerPainter.radius(of: layer, in: bounds), corners: layer.maskedCorners, curve: layer.cornerCurve)
        guard let d = svg.pathData(outline._elements) else { return }
        func point(_ unit: CGPoint) -> CGPoint { CGPoint(x: bounds.minX + unit.x * bounds.width, y: bounds.minY + unit.y * bounds.height) }
        let start = point(layer.startPoint)
        let end = point(layer.endPoint)
        guard start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else {
            return svg.reportNonFinite("a gradient layer's points are not finite")
        }
        let n = _SVGWriter.number
        let id = svg.makeID(.gradient)
        switch layer.type {
        case .radial:
            let radii = CGSize(width: abs(end.x - start.x), height: abs(end.y - start.y))
            let place = CGAffineTransform(a: radii.width, b: 0, c: 0, d: radii.height, tx: start.x, ty: start.y)
            svg.define(
                "<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"0\" cy=\"0\" r=\"1\" gradientTransform=\"\(_SVGWriter.matrix(place))\">\n"
                    + CGContext._stops(colors: stops, locations: at) + "</radialGradient>\n")
        case .conic:
            svg.append("<path d=\"\(d)\"\(_SVGWriter.fill(stops[0]))/>\n")
            return
        default:
            svg.define(
                "<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(n(start.x))\" y1=\"\(n(start.y))\" x2=\"\(n(end.x))\" y2=\"\(n(end.y))\">\n"
                    + CGContext._stops(colors: stops, locations: at) + "</linearGradient>\n")
        }
        svg.append("<path d=\"\(d)\" fill=\"url(#\(id))\"/>\n")
    }

    /// The border: inside the bounds, following the corners.
    func writeBorder(_ layer: CALayer, bounds: CGRect) {
        let width = min(layer.borderWidth, min(bounds.width, bounds.height) / 2)
        guard width > 0, let color = layer.borderColor, color.alpha > 0 else { return }
        let r = _LayerPainter.radius(of: layer, in: bounds)
        let ring = _LayerPainter.roundedPath(bounds, radius: r, corners: layer.maskedCorners, curve: layer.cornerCurve)
        let inner = bounds.insetBy(dx: width, dy: width)
        if inner.width > 0, inner.height > 0 {
            ring.addPath(
                _LayerPainter.roundedPath(inner, radius: max(0, r - width), corners: layer.maskedCorners, curve: layer.cornerCurve))
        }
        guard let d = svg.pathData(ring._elements) else { return }
        svg.append("<path d=\"\(d)\"\(_SVGWriter.fill(color)) fill-rule=\"evenodd\"/>\n")
    }

    /// `layer`'s sublayers in drawing order, each a group placed in its
    /// superlayer's bounds space.
    func writeSublayers(of layer: CALayer, depth: Int) {
        guard depth < _LayerPainter.maximumSublayerDepth else { return }
        for sublayer in layer._sublayersInDrawingOrder where !sublayer.isHidden && sublayer.opacity > 0 {
            let bounds = sublayer.bounds
            let m = _LayerPainter.mapping(of: sublayer, into: .identity)
            guard m.tx.isFinite, m.ty.isFinite, bounds.width.isFinite, bounds.height.isFinite else {
                svg.reportNonFinite("the geometry of a sublayer is not finite")
                continue
            }
            var open = "<g" + _SVGWriter.transformAttribute(m)
            if sublayer.opacity < 1 { open += " opacity=\"\(_SVGWriter.number(CGFloat(sublayer.opacity)))\"" }
            svg.append(open + ">\n")
            writeOwn(sublayer, bounds: bounds, background: sublayer.backgroundColor)
            if !sublayer._sublayers.isEmpty {
                if sublayer.masksToBounds {
                    svg.append("<g clip-path=\"url(#\(defineClip(sublayer, bounds: bounds)))\">\n")
                    writeSublayers(of: sublayer, depth: depth + 1)
                    svg.append("</g>\n")
                } else {
                    writeSublayers(of: sublayer, depth: depth + 1)
                }
            }
            writeBorder(sublayer, bounds: bounds)
            svg.append("</g>\n")
        }
    }
}
