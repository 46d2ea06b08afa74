import Foundation

/// Writes a view tree as SVG: what the compositor paints, as vector
/// elements.
///
/// The same rules as the compositor's (`_Compositor`): back to front, each
/// view's shadow, background (rounded on its masked corners), what
/// `draw(_:)` draws, its layer's sublayers, its subviews, then its border;
/// hidden views and views of zero alpha are left out (the root's own
/// `isHidden` is ignored); `clipsToBounds` clips contents, sublayers and
/// subviews to the (rounded) bounds. Where pixels need a group and a
/// blend, SVG nests: each view is a `<g>` with its transform (bounds space
/// to its superview's) and its alpha as `opacity` (group opacity, as in
/// Core Animation). The layer geometry comes from `_LayerPainter`
/// (rounded outlines, the shadow's shape, sublayer mappings and order).
///
/// `draw(_:)` runs again, into a context in recording mode
/// (`CGContext+Recording.swift`), so what it draws is written as paths,
/// images, gradients, clips and text; anything it paints into pixels some
/// other way (a layer's `render(in:)`, `drawHierarchy`) is embedded as a
/// PNG at one pixel a point.
///
/// The walk keeps its levels on a stack, so a tree of any depth works.
@MainActor
struct _SVGRenderer {
    let svg = _SVGWriter()

    /// The SVG document of `view`'s tree, the view's bounds as its picture.
    static func document(of view: UIView) -> String {
        let app = UIApplication.shared
        app.animator.presented.refresh(app.animator, now: app.clock.now)
        let renderer = _SVGRenderer()
        let bounds = view._bounds
        guard bounds.origin.x.isFinite, bounds.origin.y.isFinite, bounds.width.isFinite, bounds.height.isFinite else {
            renderer.svg.reportNonFinite("the view's bounds are not finite (\(bounds))")
            _DrawingMisuse.flush()
            return renderer.svg.document(size: .zero, origin: .zero)
        }
        renderer.render(view)
        _DrawingMisuse.flush()
        return renderer.svg.document(size: bounds.size, origin: bounds.origin)
    }

    /// A view under way: its subviews, the next one, and what closes it.
    private struct Level {
        let subviews: [UIView]
        var next = 0
        let closing: String
    }

    private func render(_ root: UIView) {
        guard var level = enter(root, isRoot: true) else { return }
        var parents: [Level] = []
        while true {
            if level.next < level.subviews.count {
                let subview = level.subviews[level.next]
                level.next += 1
                if let child = enter(subview, isRoot: false) {
                    parents.append(level)
                    level = child
                }
                continue
            }
            svg.append(level.closing)
            guard let parent = parents.popLast() else { return }
            level = parent
        }
    }

    /// Opens `view`'s group and writes its own layers; nil when it does not show.
    private func enter(_ view: UIView, isRoot: Bool) -> Level? {
        let alpha = view._shownAlpha
        guard isRoot || !view.isHidden, alpha > 0 else { return nil }
        let bounds = view._shownBounds
        let mapping = isRoot ? .identity : view._localToSuperview
        guard mapping.a.isFinite, mapping.b.isFinite, mapping.c.isFinite, mapping.d.isFinite, mapping.tx.isFinite, mapping.ty.isFinite,
            bounds.width.isFinite, bounds.height.isFinite, bounds.origin.x.isFinite, bounds.origin.y.isFinite
        else {
            svg.reportNonFinite("the geometry of \(view._shortDescription) is not finite")
            return nil
        }
        var open = "<g data-class=\"\(_SVGWriter.escaped(String(describing: type(of: view))))\""
        open += _SVGWriter.transformAttribute(mapping)
        if alpha < 1 { open += " opacity=\"\(_SVGWriter.number(alpha))\"" }
        svg.append(open + ">\n")
        let layer = view._display.layer
        var closing = "</g>\n"
        if view.clipsToBounds {
            // Everything the view paints, its shadow too (as Core Animation's
            // masksToBounds), is clipped to its (rounded) bounds.
            let id = defineClip(layer, bounds: bounds)
            svg.append("<g clip-path=\"url(#\(id))\">\n")
            closing = "</g>\n" + closing
        }
        writeOwn(layer, bounds: bounds, background: view._shownBackgroundColor?.cgColor)
        recordContents(of: view)
        if let layer { writeSublayers(of: layer, depth: 0) }
        if let layer, layer.borderWidth > 0 {
            // The border closes the view, over its subviews.
            let saved = svg.mark
            writeBorder(layer, bounds: bounds)
            let border = svg.take(from: saved)
            closing = (view.clipsToBounds ? "</g>\n" : "") + border + "</g>\n"
        }
        return Level(subviews: view._subviews, closing: closing)
    }

    /// Runs `view`'s `draw(_:)` into a recording context and writes what
    /// it drew, clipped to its bounds; nothing for a view that draws nothing.
    private func recordContents(of view: UIView) {
        let bounds = view._bounds
        guard bounds.width > 0, bounds.height > 0, _Bitmap.pixelSize(of: bounds.size, scale: 1) != nil else { return }
        let surface = _Surface(width: Int(bounds.width.rounded(.up)), height: Int(bounds.height.rounded(.up)))
        let context = CGContext(surface: surface, ctm: CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY), clip: surface.bounds)
        context._svg = svg
        let mark = svg.mark
        _DrawCalls.reachedDefault.append(false)
        _GraphicsContexts.with(context) { view.draw(bounds) }
        _DrawCalls.reachedDefault.removeLast()
        if let pixels = surface.bitmapIfMade {
            // Painted into pixels some other way: embedded as an image.
            let png = _PNGEncoder.encode(
                width: pixels.width, height: pixels.height,
                pixels: UnsafeBufferPointer(start: pixels.pixels, count: pixels.width * pixels.height))
            svg.append(
                "<image\(svg.rectAttributes(CGRect(origin: bounds.origin, size: CGSize(width: pixels.width, height: pixels.height))) ?? "") preserveAspectRatio=\"none\" xlink:href=\"data:image/png;base64,\(png.base64EncodedString())\"/>\n"
            )
        }
        guard svg.mark > mark else { return }
        let id = svg.makeID(.clip)
        svg.define("<clipPath id=\"\(id)\"><rect\(svg.rectAttributes(bounds) ?? "")/></clipPath>\n")
        svg.insert("<g clip-path=\"url(#\(id))\">\n", at: mark)
        svg.append("</g>\n")
        // While the bounds animate, what was drawn at the model size is
        // fitted to the bounds that show by the content mode, as Core
        // Animation fits a layer's contents (they are not drawn again).
        let shown = view._shownBounds
        guard shown != bounds else { return }
        let rect = view.contentMode.rect(forContentOf: bounds.size, in: shown)
        let fit = CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY)
            .concatenating(CGAffineTransform(scaleX: rect.width / bounds.width, y: rect.height / bounds.height))
            .concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY))
        guard fit.a.isFinite, fit.d.isFinite, fit.tx.isFinite, fit.ty.isFinite else { return }
        svg.insert("<g\(_SVGWriter.transformAttribute(fit))>\n", at: mark)
        svg.append("</g>\n")
    }

    /// Defines a clip to `layer`'s rounded bounds (plain bounds without a layer) and returns its id.
    func defineClip(_ layer: CALayer?, bounds: CGRect) -> String {
        let id = svg.makeID(.clip)
        let radius = layer.map { _LayerPainter.radius(of: $0, in: bounds) } ?? 0
        let path = _LayerPainter.roundedPath(
            bounds, radius: radius, corners: layer?.maskedCorners ?? [], curve: layer?.cornerCurve ?? .circular)
        svg.define("<clipPath id=\"\(id)\"><path d=\"\(svg.pathData(path._elements) ?? "M0 0")\"/></clipPath>\n")
        return id
    }
}
