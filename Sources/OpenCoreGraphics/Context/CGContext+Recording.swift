import Foundation

/// A context in recording mode (``CGContext/_svg`` set) writes SVG
/// elements instead of pixels: fills and strokes as `<path>`, images as
/// `<image>` with PNG data, gradients as gradient-filled rectangles, clips
/// as `<clipPath>`, and laid-out text as one `<text>` per line. Its device
/// space is the SVG's user space (the renderer wraps each view's elements
/// in a group that places them), so what the context maps to "pixels" is
/// written as is. Clearing cannot be expressed in SVG and records nothing.
extension CGContext {
    /// ` clip-path="url(#…)"` for the clip in force, or nothing.
    package var _clipAttribute: String {
        _state.svgClip.map { " clip-path=\"url(#\($0))\"" } ?? ""
    }

    /// Writes a fill of `elements` (device space) in `color` by `rule`.
    package func _recordFill(_ elements: [_PathElement], rule: CGPathFillRule, color: CGColor, into svg: _SVGWriter) {
        guard color.alpha * _state.alpha > 0, !_state.clip.isEmpty, let d = svg.pathData(elements) else { return }
        let ruleAttribute = rule == .evenOdd ? " fill-rule=\"evenodd\"" : ""
        svg.append("<path d=\"\(d)\"\(_SVGWriter.fill(color, opacity: _state.alpha))\(ruleAttribute)\(_clipAttribute)/>\n")
    }

    /// Writes a stroke of `elements` (user space, mapped by `transform`) with `style`.
    package func _recordStroke(_ elements: [_PathElement], transform: CGAffineTransform, style: _StrokeStyle, into svg: _SVGWriter) {
        let color = _state.strokeColor
        guard color.alpha * _state.alpha > 0, !_state.clip.isEmpty, style.width > 0 else { return }
        guard let d = svg.pathData(elements, transform) else { return }
        let scale = sqrt(abs(transform.a * transform.d - transform.b * transform.c))
        var attributes = " fill=\"none\"" + _SVGWriter.stroke(color, opacity: _state.alpha)
        attributes += " stroke-width=\"\(_SVGWriter.number(style.width * scale))\""
        attributes += Self._strokeOptions(cap: style.cap, join: style.join, miterLimit: style.miterLimit)
        if _Stroker.dashed([], phase: style.dashPhase, lengths: style.dashLengths) != nil, !style.dashLengths.isEmpty {
            attributes += " stroke-dasharray=\"\(style.dashLengths.map { _SVGWriter.number($0 * scale) }.joined(separator: " "))\""
            if style.dashPhase != 0 { attributes += " stroke-dashoffset=\"\(_SVGWriter.number(style.dashPhase * scale))\"" }
        }
        svg.append("<path d=\"\(d)\"\(attributes)\(_clipAttribute)/>\n")
    }

    /// ` stroke-linecap`, ` stroke-linejoin` and ` stroke-miterlimit`, each
    /// only when it is not SVG's default.
    package static func _strokeOptions(cap: CGLineCap, join: CGLineJoin, miterLimit: CGFloat) -> String {
        var out = ""
        switch cap {
        case .round: out += " stroke-linecap=\"round\""
        case .square: out += " stroke-linecap=\"square\""
        default: break
        }
        switch join {
        case .round: out += " stroke-linejoin=\"round\""
        case .bevel: out += " stroke-linejoin=\"bevel\""
        default: break
        }
        if join == .miter, miterLimit != 4 { out += " stroke-miterlimit=\"\(_SVGWriter.number(max(1, miterLimit)))\"" }
        return out
    }

    /// Writes `image` stretched over `rect` (user space) as PNG data.
    package func _recordImage(_ image: _Bitmap, in rect: CGRect, into svg: _SVGWriter) {
        guard !_state.clip.isEmpty, _state.alpha > 0, image.width > 0, image.height > 0, let place = svg.rectAttributes(rect) else {
            return
        }
        let png = _PNGEncoder.encode(
            width: image.width, height: image.height, pixels: UnsafeBufferPointer(start: image.pixels, count: image.width * image.height))
        let opacity = _state.alpha < 1 ? " opacity=\"\(_SVGWriter.number(_state.alpha))\"" : ""
        svg.append(
            "<image\(place) preserveAspectRatio=\"none\"\(opacity)\(_SVGWriter.transformAttribute(_state.ctm))\(_clipAttribute) xlink:href=\"data:image/png;base64,\(png.base64EncodedString())\"/>\n"
        )
    }

    /// Writes `gradient` over the clip: a gradient (user space, mapped by
    /// the transform) filling the clip's rectangle. SVG pads past the ends
    /// whatever `options` say.
    package func _recordGradient(
        _ gradient: CGGradient, geometry: _GradientPaint.Geometry, into svg: _SVGWriter
    ) {
        guard !_state.clip.isEmpty, _state.alpha > 0, !gradient.colors.isEmpty else { return }
        let id = svg.makeID(.gradient)
        let n = _SVGWriter.number
        var definition: String
        switch geometry {
        case .linear(let start, let end):
            guard [start.x, start.y, end.x, end.y].allSatisfy(\.isFinite) else {
                return svg.reportNonFinite("a gradient's points are not finite")
            }
            definition =
                "<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(n(start.x))\" y1=\"\(n(start.y))\" x2=\"\(n(end.x))\" y2=\"\(n(end.y))\""
        case .radial(let c0, let r0, let c1, let r1):
            guard [c0.x, c0.y, r0, c1.x, c1.y, r1].allSatisfy(\.isFinite) else {
                return svg.reportNonFinite("a gradient's circles are not finite")
            }
            definition =
                "<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(n(c1.x))\" cy=\"\(n(c1.y))\" r=\"\(n(max(0, r1)))\" fx=\"\(n(c0.x))\" fy=\"\(n(c0.y))\""
            if r0 > 0 { definition += " fr=\"\(n(r0))\"" }
        default:
            return
        }
        definition += " gradientTransform=\"\(_SVGWriter.matrix(_state.ctm))\">\n"
        definition += Self._stops(colors: gradient.colors, locations: gradient.locations)
        definition += geometry.isLinear ? "</linearGradient>\n" : "</radialGradient>\n"
        svg.define(definition)
        guard let area = svg.rectAttributes(_state.clip.cgRect) else { return }
        let opacity = _state.alpha < 1 ? " fill-opacity=\"\(n(_state.alpha))\"" : ""
        svg.append("<rect\(area) fill=\"url(#\(id))\"\(opacity)\(_clipAttribute)/>\n")
    }

    /// `<stop>` elements for `colors` at `locations`.
    package static func _stops(colors: [CGColor], locations: [CGFloat]) -> String {
        var out = ""
        for (index, color) in colors.enumerated() {
            let offset = index < locations.count ? locations[index] : CGFloat(index) / CGFloat(max(1, colors.count - 1))
            let (hex, alpha) = _SVGWriter.paint(color)
            out += "<stop offset=\"\(_SVGWriter.number(min(max(offset, 0), 1)))\" stop-color=\"\(hex)\""
            out += alpha < 1 ? " stop-opacity=\"\(_SVGWriter.number(alpha))\"/>\n" : "/>\n"
        }
        return out
    }

    /// Narrows the clip to `elements` (device space) by `rule`: a new
    /// `<clipPath>`, itself clipped by the clip in force.
    package func _recordClip(_ elements: [_PathElement], rule: CGPathFillRule, into svg: _SVGWriter) {
        let id = svg.makeID(.clip)
        let d = svg.pathData(elements) ?? "M0 0"
        let ruleAttribute = rule == .evenOdd ? " clip-rule=\"evenodd\"" : ""
        svg.define("<clipPath id=\"\(id)\"\(_clipAttribute)><path d=\"\(d)\"\(ruleAttribute)/></clipPath>\n")
        _state.svgClip = id
    }
}

extension _GradientPaint.Geometry {
    package var isLinear: Bool {
        if case .linear = self { return true }
        return false
    }
}
