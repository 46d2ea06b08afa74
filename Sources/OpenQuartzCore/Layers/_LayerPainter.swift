import Foundation

/// Paints what layers add to a view: shadows, rounded backgrounds, shape
/// and gradient layers' content, borders, sublayers and rounded clips.
///
/// Everything goes through the anti-aliased rasterizer (`_Rasterizer`), in
/// pixel space (`m` maps a layer's bounds space to the target's pixels).
@MainActor
package enum _LayerPainter {
    /// The largest shadow blur, in pixels (a standard deviation): a bigger
    /// `shadowRadius` is drawn with this one.
    package static let maximumShadowSigma: CGFloat = 100

    /// How deep below a view's layer sublayers are drawn (painting recurses
    /// into sublayers; deeper ones are not drawn, so no tree overflows the stack).
    package static let maximumSublayerDepth = 256

    /// The radius the corners are drawn with: at most half the shorter side.
    package static func radius(of layer: CALayer, in bounds: CGRect) -> CGFloat {
        min(max(0, layer.cornerRadius), min(bounds.width, bounds.height) / 2)
    }

    /// Whether painting `layer` needs more than a plain rectangle fill.
    package static func isPlain(_ layer: CALayer) -> Bool {
        layer.cornerRadius <= 0 && layer.borderWidth <= 0 && layer.shadowOpacity <= 0 && layer._sublayers.isEmpty
            && !(layer is CAShapeLayer) && !(layer is CAGradientLayer)
    }

    /// The path of `rect` with `layer`'s rounded (masked) corners of
    /// `radius`, quarter circles or continuous as `curve` says.
    package static func roundedPath(
        _ rect: CGRect, radius: CGFloat, corners: CACornerMask, curve: CALayerCornerCurve = .circular
    ) -> CGMutablePath {
        let path = CGMutablePath()
        guard radius > 0 else {
            path.addRect(rect)
            return path
        }
        if curve == .continuous {
            let rounded = [
                corners.contains(.layerMinXMinYCorner), corners.contains(.layerMaxXMinYCorner),
                corners.contains(.layerMaxXMaxYCorner), corners.contains(.layerMinXMaxYCorner),
            ]
            path._addContinuousRoundedRect(rect, radius: radius, rounded: rounded, transform: .identity)
            return path
        }
        func r(_ corner: CACornerMask) -> (CGFloat, CGFloat) { corners.contains(corner) ? (radius, radius) : (0, 0) }
        path._addRoundedRect(
            rect, radii: [r(.layerMinXMinYCorner), r(.layerMaxXMinYCorner), r(.layerMaxXMaxYCorner), r(.layerMinXMaxYCorner)],
            transform: .identity)
        return path
    }

    /// `path` in pixel space, closed polygons.
    package static func polygons(_ path: CGPath, _ m: CGAffineTransform) -> [[CGPoint]] {
        _Flattener.polylines(of: path._elements, transform: m, tolerance: 0.01).map(\.points)
    }

    /// The outline of `layer`'s bounds with its corners, in pixel space.
    package static func outline(_ layer: CALayer, _ bounds: CGRect, _ m: CGAffineTransform) -> [[CGPoint]] {
        polygons(
            roundedPath(bounds, radius: radius(of: layer, in: bounds), corners: layer.maskedCorners, curve: layer.cornerCurve), m)
    }

    // MARK: Painting

    /// The shadow, then the background, then a shape or gradient layer's content.
    package static func paintOwn(
        _ layer: CALayer, bounds: CGRect, background: CGColor?, _ m: CGAffineTransform, clip: _PixelRect, alpha: CGFloat,
        into target: _Surface
    ) {
        paintShadow(layer, bounds: bounds, hasBackground: (background?.alpha ?? 0) > 0, m, clip: clip, alpha: alpha, into: target)
        if let background, background.alpha > 0 {
            let pixel = background._pixel(opacity: alpha)
            if radius(of: layer, in: bounds) <= 0, m._keepsAxes {
                target.bitmap.fill(_PixelRect(covering: m._box(of: bounds)).intersection(clip), with: pixel)
            } else {
                target.bitmap.fill(outline(layer, bounds, m), rule: .winding, clip: clip, mask: nil, paint: .solid(pixel))
            }
        }
        if let shape = layer as? CAShapeLayer, let path = shape.path {
            if let fill = shape.fillColor, fill.alpha > 0 {
                target.bitmap.fill(
                    polygons(path, m), rule: shape.fillRule == .evenOdd ? .evenOdd : .winding, clip: clip, mask: nil,
                    paint: .solid(fill._pixel(opacity: alpha)))
            }
            if let stroke = shape.strokeColor, stroke.alpha > 0, shape.lineWidth > 0 {
                let scale = max(hypot(m.a, m.b), hypot(m.c, m.d))
                let tolerance = scale > 0 ? 0.01 / scale : 0.01
                let lines = _Stroker.trimmed(
                    _Flattener.polylines(of: path._elements, transform: .identity, tolerance: tolerance), from: shape.strokeStart,
                    to: shape.strokeEnd)
                let visible = m.inverted()._box(of: clip.cgRect)
                let pieces = _Stroker.polygons(of: lines, style: shape._strokeStyle, tolerance: tolerance, visible: visible)
                target.bitmap.fill(
                    pieces.map { $0.map { $0.applying(m) } }, rule: .winding, clip: clip, mask: nil,
                    paint: .solid(stroke._pixel(opacity: alpha)))
            }
        }
        if let gradient = layer as? CAGradientLayer, let paint = gradient._paint(in: bounds, m) {
            target.bitmap.fill(
                outline(layer, bounds, m), rule: .winding, clip: clip, mask: nil, paint: .gradient(paint), opacity: _Pixel.byte(alpha))
        }
    }

    /// The border: inside the bounds, following the corners.
    package static func paintBorder(
        _ layer: CALayer, bounds: CGRect, _ m: CGAffineTransform, clip: _PixelRect, alpha: CGFloat, into target: _Surface
    ) {
        let width = min(layer.borderWidth, min(bounds.width, bounds.height) / 2)
        guard width > 0, let color = layer.borderColor, color.alpha > 0 else { return }
        let r = radius(of: layer, in: bounds)
        let ring = roundedPath(bounds, radius: r, corners: layer.maskedCorners, curve: layer.cornerCurve)
        let inner = bounds.insetBy(dx: width, dy: width)
        if inner.width > 0, inner.height > 0 {
            ring.addPath(roundedPath(inner, radius: max(0, r - width), corners: layer.maskedCorners, curve: layer.cornerCurve))
        }
        target.bitmap.fill(polygons(ring, m), rule: .evenOdd, clip: clip, mask: nil, paint: .solid(color._pixel(opacity: alpha)))
    }

    /// The shape the shadow blurs, in the layer's space (before the offset).
    package static func shadowShape(_ layer: CALayer, bounds: CGRect, hasBackground: Bool) -> CGPath? {
        if let path = layer.shadowPath { return path }
        if hasBackground || layer.borderWidth > 0 || layer is CAGradientLayer {
            return roundedPath(
                bounds, radius: radius(of: layer, in: bounds), corners: layer.maskedCorners, curve: layer.cornerCurve)
        }
        return (layer as? CAShapeLayer)?.path
    }

    /// The shadow: the shape moved by the offset, blurred (three box blurs
    /// approximating a Gaussian of σ = `shadowRadius`), in the shadow colour.
    package static func paintShadow(
        _ layer: CALayer, bounds: CGRect, hasBackground: Bool, _ m: CGAffineTransform, clip: _PixelRect, alpha: CGFloat,
        into target: _Surface
    ) {
        guard layer.shadowOpacity > 0, let color = layer.shadowColor, color.alpha > 0,
            let shape = shadowShape(layer, bounds: bounds, hasBackground: hasBackground)
        else { return }
        let offset = CGAffineTransform(translationX: layer.shadowOffset.width, y: layer.shadowOffset.height).concatenating(m)
        let scale = max(hypot(m.a, m.b), hypot(m.c, m.d))
        let sigma = min(max(0, layer.shadowRadius * scale), maximumShadowSigma)
        let pixel = color._pixel(opacity: alpha * CGFloat(layer.shadowOpacity))
        _ShadowBlur.paint(polygons(shape, offset), sigma: sigma, pixel: pixel, clip: clip, into: target.bitmap)
    }

    /// The sublayers of a layer whose bounds space `m` maps to pixels, each
    /// with its own layers and its sublayers, clipped by `masksToBounds`.
    package static func paintSublayers(
        of layer: CALayer, _ m: CGAffineTransform, clip: _PixelRect, alpha: CGFloat, into target: _Surface, depth: Int = 0
    ) {
        guard depth < maximumSublayerDepth else { return }
        for sublayer in layer._sublayersInDrawingOrder {
            paint(sublayer, superlayerMapping: m, clip: clip, alpha: alpha, into: target, depth: depth + 1)
        }
    }

    /// Maps `layer`'s bounds space to where `parent` maps its superlayer's.
    package static func mapping(of layer: CALayer, into parent: CGAffineTransform) -> CGAffineTransform {
        let b = layer.bounds
        let p = layer.position
        let a = layer.anchorPoint
        return parent._translated(p.x - a.x * b.width - b.minX, p.y - a.y * b.height - b.minY)
    }

    private static func paint(
        _ layer: CALayer, superlayerMapping: CGAffineTransform, clip: _PixelRect, alpha: CGFloat, into target: _Surface, depth: Int
    ) {
        let opacity = alpha * CGFloat(layer.opacity)
        guard !layer.isHidden, opacity > 0, !clip.isEmpty else { return }
        let m = mapping(of: layer, into: superlayerMapping)
        let bounds = layer.bounds
        paintOwn(layer, bounds: bounds, background: layer.backgroundColor, m, clip: clip, alpha: opacity, into: target)
        if !layer._sublayers.isEmpty {
            if layer.masksToBounds {
                let area = _PixelRect(covering: m._box(of: bounds)).intersection(clip).intersection(target.bounds)
                if !area.isEmpty {
                    withClip(layer, bounds: bounds, m, area: area, into: target) { surface, shifted, local in
                        paintSublayers(of: layer, shifted, clip: local, alpha: opacity, into: surface, depth: depth)
                    }
                }
            } else {
                paintSublayers(of: layer, m, clip: clip, alpha: opacity, into: target, depth: depth)
            }
        }
        paintBorder(layer, bounds: bounds, m, clip: clip, alpha: opacity, into: target)
    }

    /// Paints `body` into a group over `area`, then clips it to `layer`'s
    /// rounded bounds and blends it into `target`.
    package static func withClip(
        _ layer: CALayer, bounds: CGRect, _ m: CGAffineTransform, area: _PixelRect, into target: _Surface,
        _ body: (_Surface, CGAffineTransform, _PixelRect) -> Void
    ) {
        let group = _Surface(width: area.width, height: area.height)
        let shifted = m.concatenating(CGAffineTransform(translationX: CGFloat(-area.minX), y: CGFloat(-area.minY)))
        body(group, shifted, group.bounds)
        guard let pixels = group.bitmapIfMade else { return }
        clip(pixels, to: outline(layer, bounds, shifted))
        target.bitmap.composite(pixels, atX: area.minX, y: area.minY, clip: area, opacity: 255)
    }

    /// Keeps of `bitmap` only what lies inside `polygons` (anti-aliased).
    package static func clip(_ bitmap: _Bitmap, to polygons: [[CGPoint]]) {
        let mask = _Mask.make(polygons, rule: .winding, clip: bitmap.bounds, previous: nil)
        for y in 0..<bitmap.height {
            let line = bitmap.row(y)
            for x in 0..<bitmap.width where line[x] != 0 {
                let coverage = mask.value(x: x, y: y)
                if coverage < 255 { line[x] = coverage == 0 ? 0 : _Pixel.scaled(line[x], by: coverage) }
            }
        }
    }

    /// Draws `layer` as it shows, into `ctx` (``CALayer/render(in:)``).
    package static func render(_ layer: CALayer, in ctx: CGContext) {
        guard !ctx._state.clip.isEmpty else { return }
        let bounds = layer.bounds
        let m = CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY).concatenating(ctx._state.ctm)
        paintOwn(
            layer, bounds: bounds, background: layer.backgroundColor, m, clip: ctx._state.clip, alpha: ctx._state.alpha, into: ctx._surface)
        paintSublayers(of: layer, m, clip: ctx._state.clip, alpha: ctx._state.alpha, into: ctx._surface)
        paintBorder(layer, bounds: bounds, m, clip: ctx._state.clip, alpha: ctx._state.alpha, into: ctx._surface)
    }
}

extension _LayerPainter {
    /// The box, in `layer`'s bounds space, around what its shadow, content,
    /// border and sublayers paint (`.null` for nothing); the background is
    /// the caller's (a view's is counted by the view).
    package static func extent(_ layer: CALayer, bounds: CGRect, hasBackground: Bool, depth: Int = 0) -> CGRect {
        var box = CGRect.null
        if hasBackground || layer.borderWidth > 0 || layer is CAGradientLayer { box = bounds }
        if let shape = layer as? CAShapeLayer, let path = shape.path {
            let reach = shape.strokeColor == nil ? 0 : abs(shape.lineWidth) / 2 * max(1.5, shape.miterLimit)
            let pathBox = path.boundingBox
            if !pathBox.isNull { box = box.union(pathBox.insetBy(dx: -reach - 1, dy: -reach - 1)) }
        }
        if layer.shadowOpacity > 0, let shape = shadowShape(layer, bounds: bounds, hasBackground: hasBackground) {
            let shapeBox = shape.boundingBox
            if !shapeBox.isNull {
                // Three box blurs reach 3r ≈ 3σ, plus a pixel of rounding.
                let reach = 3 * min(max(0, layer.shadowRadius), maximumShadowSigma) + 2
                box = box.union(
                    shapeBox.offsetBy(dx: layer.shadowOffset.width, dy: layer.shadowOffset.height).insetBy(dx: -reach, dy: -reach))
            }
        }
        for sublayer in layer._sublayers where depth < maximumSublayerDepth && !sublayer.isHidden && sublayer.opacity > 0 {
            let sub = extent(
                sublayer, bounds: sublayer.bounds, hasBackground: (sublayer.backgroundColor?.alpha ?? 0) > 0, depth: depth + 1)
            if !sub.isNull { box = box.union(sub.applying(mapping(of: sublayer, into: .identity))) }
        }
        if layer.masksToBounds, !box.isNull, layer._host == nil { box = box.intersection(bounds) }
        return box
    }
}
