import Foundation

/// Paints view trees into pixels, back to front: for each view its
/// background color, then what it drew, then its subviews; hidden views and
/// views of zero alpha are skipped.
///
/// A view with an alpha below 1 and something to layer (subviews, or drawn
/// contents over a background) is painted as a group — into a separate
/// bitmap, then blended at its alpha — as UIKit's views are (group opacity:
/// a subview at full alpha inside a half-transparent view shows at half).
/// `clipsToBounds` clips subviews and contents to the bounds.
///
/// The pixel work is proportional to the clip; the views visited are those
/// that may paint in it: a view with many subviews finds them in a grid
/// (`_ChildIndex`), others test each subview's box.
@MainActor
struct _Compositor {
    /// Where painting goes; its bitmap is made on the first pixel painted.
    let target: _Surface

    /// The subviews of a view being painted: what is left of them, and
    /// where they go. A level that painted into a group of its own blends
    /// the group into the surface below when it is done.
    private struct Level {
        let subviews: [UIView]
        var next = 0
        /// Maps the view's bounds space (whose subviews these are) to `target`'s pixels.
        let m: CGAffineTransform
        /// The clip for the subviews (after the view's `clipsToBounds`).
        let clip: _PixelRect
        let target: _Surface
        var blend: (group: _Surface, area: _PixelRect, alpha: CGFloat, into: _Surface)?
        /// A layer with a border (drawn when the level ends, over the
        /// subviews), and the alpha the view's own layers were painted at.
        var border: (layer: CALayer, bounds: CGRect, alpha: CGFloat)?
        /// Clips the group to a layer's rounded bounds before it blends.
        var roundedClip: (layer: CALayer, bounds: CGRect, m: CGAffineTransform)?
    }

    /// Paints `view` and its subtree within `clip`; `m` maps the view's
    /// bounds space to the target's pixels. The root's own `isHidden` is
    /// ignored (a snapshot of a hidden view shows it).
    ///
    /// Back to front without recursion (a tree of any depth works): each
    /// view's own layers are painted when it is reached, then its subviews
    /// in order; the level under way lives in locals, the levels above in
    /// a stack.
    func render(_ view: UIView, _ m: CGAffineTransform, clip: _PixelRect, isRoot: Bool = false) {
        guard var level = Self.enter(view, m, clip: clip, isRoot: isRoot, into: target) else { return }
        var parents: [Level] = []
        while true {
            if level.next < level.subviews.count {
                let subview = level.subviews[level.next]
                level.next += 1
                var clip = level.clip
                if level.next < level.subviews.count, level.subviews.count <= Self.occlusionLimit {
                    clip = Self.unoccluded(clip, by: level.subviews, from: level.next, level.m)
                    if clip.isEmpty { continue }
                }
                if let child = Self.enter(subview, subview._mapping(into: level.m), clip: clip, isRoot: false, into: level.target),
                    !child.subviews.isEmpty || child.blend != nil || child.border != nil
                {
                    parents.append(level)
                    level = child
                }
                continue
            }
            if let border = level.border {
                _LayerPainter.paintBorder(
                    border.layer, bounds: border.bounds, level.m, clip: level.clip, alpha: border.alpha, into: level.target)
            }
            if let blend = level.blend, let pixels = blend.group.bitmapIfMade {
                if let rounded = level.roundedClip {
                    _LayerPainter.clip(pixels, to: _LayerPainter.outline(rounded.layer, rounded.bounds, rounded.m))
                }
                blend.into.bitmap.composite(
                    pixels, atX: blend.area.minX, y: blend.area.minY, clip: blend.area,
                    opacity: _Pixel.byte(blend.alpha))
            }
            guard let parent = parents.popLast() else { return _DrawingMisuse.flush() }
            level = parent
        }
    }

    /// Levels with at most this many subviews look for later siblings that
    /// hide an earlier one (a navigation slide: the screen on top hides
    /// most of the one below); larger ones do not (the check is quadratic).
    static let occlusionLimit = 8

    /// `clip` without the band that a later sibling (from `first` on)
    /// paints opaquely: a view at full alpha with an opaque background, a
    /// plain layer and a transform that keeps axes fills every pixel of
    /// its covered box (see ``paint(_:_:clip:inner:alpha:backgroundArea:into:)``),
    /// so what lies under it there need not be painted. Only a band that
    /// spans the clip's height (or width) is taken off, so the result stays
    /// a rectangle; empty when a sibling covers it all.
    private static func unoccluded(_ clip: _PixelRect, by subviews: [UIView], from first: Int, _ m: CGAffineTransform) -> _PixelRect {
        var clip = clip
        for index in first..<subviews.count {
            let sibling = subviews[index]
            guard !sibling.isHidden, sibling._shownAlpha >= 1, let color = sibling._shownBackgroundColor, color.alpha >= 1,
                sibling._display.layer.map(_LayerPainter.isPlain) ?? true
            else { continue }
            let mapping = sibling._mapping(into: m)
            guard mapping._keepsAxes else { continue }
            let o = _PixelRect(covering: mapping._box(of: sibling._shownBounds))
            if o.contains(clip) { return .empty }
            if o.minY <= clip.minY, o.maxY >= clip.maxY {
                if o.minX <= clip.minX, o.maxX > clip.minX {
                    clip.minX = o.maxX
                } else if o.maxX >= clip.maxX, o.minX < clip.maxX {
                    clip.maxX = o.minX
                }
            } else if o.minX <= clip.minX, o.maxX >= clip.maxX {
                if o.minY <= clip.minY, o.maxY > clip.minY {
                    clip.minY = o.maxY
                } else if o.maxY >= clip.maxY, o.minY < clip.maxY {
                    clip.maxY = o.minY
                }
            }
        }
        return clip
    }

    /// Paints `view`'s own layers (into a group of its own when its alpha
    /// needs one) and returns the level of its subviews; nil when nothing
    /// of it shows in `clip`.
    private static func enter(
        _ view: UIView, _ m: CGAffineTransform, clip: _PixelRect, isRoot: Bool,
        into target: _Surface
    ) -> Level? {
        let shownAlpha = view._shownAlpha
        guard isRoot || !view.isHidden, shownAlpha > 0, !clip.isEmpty else { return nil }
        let bounds = view._shownBounds
        let covered = _PixelRect(covering: m._box(of: bounds)).intersection(clip)
        var inner = clip
        if view.clipsToBounds {
            inner = covered
            guard !inner.isEmpty else { return nil }
        } else if covered.isEmpty, view._subviews.isEmpty, view._display.contents == nil,
            view._display.layer.map(_LayerPainter.isPlain) ?? true
        {
            return nil // a leaf outside the clip: the common case, kept cheap
        }
        let alpha = min(shownAlpha, 1)
        let layer = view._display.layer
        let rounded = view.clipsToBounds && (layer?.cornerRadius ?? 0) > 0
        guard rounded || (alpha < 1 && view._needsGroupOpacity) else {
            return paint(view, m, clip: clip, inner: inner, alpha: alpha, backgroundArea: covered, into: target)
        }
        // Group opacity: paint at full alpha into a bitmap over the area it
        // can reach, then (when the level ends) blend that at the view's alpha.
        let area = inner.intersection(target.bounds)
        guard !area.isEmpty else { return nil }
        let group = _Surface(width: area.width, height: area.height)
        let shift = CGAffineTransform(translationX: CGFloat(-area.minX), y: CGFloat(-area.minY))
        var level = paint(
            view, m.concatenating(shift), clip: clip.offsetBy(dx: -area.minX, dy: -area.minY),
            inner: inner.offsetBy(dx: -area.minX, dy: -area.minY), alpha: 1,
            backgroundArea: covered.offsetBy(dx: -area.minX, dy: -area.minY), into: group)
        level.blend = (group, area, alpha, target)
        if rounded, let layer { level.roundedClip = (layer, bounds, m.concatenating(shift)) }
        return level
    }

    /// The view's own layers at `alpha`: background (within `clip`; it
    /// covers `backgroundArea` when `m` keeps axes), then contents; returns
    /// the level of its subviews (within `inner`, the clip after
    /// `clipsToBounds`; only those a grid finds there, for many subviews).
    private static func paint(
        _ view: UIView, _ m: CGAffineTransform, clip: _PixelRect, inner: _PixelRect,
        alpha: CGFloat, backgroundArea: _PixelRect, into target: _Surface
    ) -> Level {
        let layer = view._display.layer
        let bounds = view._shownBounds
        let background = view._shownBackgroundColor
        if let layer, !_LayerPainter.isPlain(layer) {
            _LayerPainter.paintOwn(
                layer, bounds: bounds, background: background?.cgColor, m, clip: view.clipsToBounds ? inner : clip,
                alpha: alpha,
                into: target)
        } else if let color = background, color.alpha > 0, !backgroundArea.isEmpty {
            let pixel = _Pixel.premultiplied(color, opacity: alpha)
            if m._keepsAxes {
                target.bitmap.fill(backgroundArea, with: pixel)
            } else {
                target.bitmap.fill(.rect(bounds), transform: m, clip: clip, with: pixel)
            }
        }
        if let contents = view._display.contents {
            let rect = view._contentRect(for: contents)
            // Only the part with ink is read: the device pixels outside the
            // box around it would take transparent pixels.
            let ink = contents.inkBounds
            let bitmap = contents.bitmap
            let sx = rect.width / CGFloat(bitmap.width)
            let sy = rect.height / CGFloat(bitmap.height)
            let inkRect = CGRect(
                x: rect.minX + CGFloat(ink.minX) * sx, y: rect.minY + CGFloat(ink.minY) * sy,
                width: CGFloat(ink.width) * sx, height: CGFloat(ink.height) * sy)
            let clip = inner.intersection(_PixelRect(enclosing: m._box(of: inkRect)))
            if !ink.isEmpty, !_PixelRect(covering: m._box(of: rect)).intersection(clip).isEmpty {
                target.bitmap.draw(bitmap, in: rect, transform: m, clip: clip, opacity: _Pixel.byte(alpha))
            }
        }
        if let layer, !layer._sublayers.isEmpty { _LayerPainter.paintSublayers(of: layer, m, clip: inner, alpha: alpha, into: target) }
        var subviews = view._subviews
        if subviews.count >= _ChildIndex.threshold, m._keepsAxes {
            let local = m.inverted()._box(of: inner.cgRect)
            let all = subviews
            subviews = view._childIndex.subviewIndices(of: view, intersecting: local).map { all[$0] }
        }
        var level = Level(subviews: subviews, m: m, clip: inner, target: target)
        if let layer, layer.borderWidth > 0 { level.border = (layer, bounds, alpha) }
        return level
    }
}

extension UIView {
    /// Whether painting this view at an alpha below 1 needs a group: more
    /// than one layer of its own could overlap.
    var _needsGroupOpacity: Bool {
        if _display.contents != nil, let color = _shownBackgroundColor, color.alpha > 0 { return true }
        if let layer = _display.layer, !_LayerPainter.isPlain(layer) { return true }
        for subview in _subviews where !subview.isHidden && subview._shownAlpha > 0 { return true }
        return false
    }
}
