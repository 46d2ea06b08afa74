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

    /// One step of a paint: a view's subtree to render into a surface, or
    /// a group (a view painted at full alpha apart) to blend back once its
    /// subtree is painted.
    private enum Work {
        case render(UIView, CGAffineTransform, clip: _PixelRect, isRoot: Bool, into: _Surface)
        case blend(_Surface, area: _PixelRect, alpha: CGFloat, into: _Surface)
    }

    /// Paints `view` and its subtree within `clip`; `m` maps the view's
    /// bounds space to the target's pixels. The root's own `isHidden` is
    /// ignored (a snapshot of a hidden view shows it).
    ///
    /// Back to front with an explicit stack of work (a tree of any depth
    /// works): a view's layers paint when it is reached, its subviews are
    /// pushed so that the first is painted next, and a group's blend waits
    /// under its subtree.
    func render(_ view: UIView, _ m: CGAffineTransform, clip: _PixelRect, isRoot: Bool = false) {
        var work: [Work] = [.render(view, m, clip: clip, isRoot: isRoot, into: target)]
        while let item = work.popLast() {
            switch item {
            case let .render(view, m, clip, isRoot, surface):
                Self.render(view, m, clip: clip, isRoot: isRoot, into: surface, work: &work)
            case let .blend(group, area, alpha, surface):
                if let pixels = group.bitmapIfMade {
                    surface.bitmap.composite(pixels, atX: area.minX, y: area.minY, clip: area, opacity: _Pixel.byte(alpha))
                }
            }
        }
    }

    private static func render(_ view: UIView, _ m: CGAffineTransform, clip: _PixelRect, isRoot: Bool,
                               into target: _Surface, work: inout [Work]) {
        guard isRoot || !view.isHidden, view._alpha > 0, !clip.isEmpty else { return }
        let covered = _PixelRect(covering: m._box(of: view._bounds)).intersection(clip)
        var inner = clip
        if view.clipsToBounds {
            inner = covered
            guard !inner.isEmpty else { return }
        } else if covered.isEmpty, view._subviews.isEmpty, view._display.contents == nil {
            return  // a leaf outside the clip: the common case, kept cheap
        }
        let alpha = min(view._alpha, 1)
        guard alpha < 1, view._needsGroupOpacity else {
            paint(view, m, clip: clip, inner: inner, alpha: alpha, backgroundArea: covered, into: target, work: &work)
            return
        }
        // Group opacity: paint at full alpha into a bitmap over the area it
        // can reach, then blend that at the view's alpha.
        let area = inner.intersection(target.bounds)
        guard !area.isEmpty else { return }
        let group = _Surface(width: area.width, height: area.height)
        let shift = CGAffineTransform(translationX: CGFloat(-area.minX), y: CGFloat(-area.minY))
        work.append(.blend(group, area: area, alpha: alpha, into: target))
        paint(view, m.concatenating(shift), clip: clip.offsetBy(dx: -area.minX, dy: -area.minY),
              inner: inner.offsetBy(dx: -area.minX, dy: -area.minY), alpha: 1,
              backgroundArea: covered.offsetBy(dx: -area.minX, dy: -area.minY), into: group, work: &work)
    }

    /// The view's own layers at `alpha`: background (within `clip`; it
    /// covers `backgroundArea` when `m` keeps axes), then contents; then its
    /// subviews (within `inner`, the clip after `clipsToBounds`) are queued.
    private static func paint(_ view: UIView, _ m: CGAffineTransform, clip: _PixelRect, inner: _PixelRect,
                              alpha: CGFloat, backgroundArea: _PixelRect, into target: _Surface, work: inout [Work]) {
        if let color = view._backgroundColor, color.alpha > 0, !backgroundArea.isEmpty {
            let pixel = _Pixel.premultiplied(color, opacity: alpha)
            if m._keepsAxes {
                target.bitmap.fill(backgroundArea, with: pixel)
            } else {
                target.bitmap.fill(.rect(view._bounds), transform: m, clip: clip, with: pixel)
            }
        }
        if let contents = view._display.contents {
            let rect = view._contentRect(for: contents)
            if !_PixelRect(covering: m._box(of: rect)).intersection(inner).isEmpty {
                target.bitmap.draw(contents.bitmap, in: rect, transform: m, clip: inner, opacity: _Pixel.byte(alpha))
            }
        }
        let subviews = view._subviews
        if subviews.count >= _ChildIndex.threshold, m._keepsAxes {
            let local = m.inverted()._box(of: inner.cgRect)
            for index in view._childIndex.subviewIndices(of: view, intersecting: local).reversed() {
                work.append(.render(subviews[index], subviews[index]._mapping(into: m), clip: inner, isRoot: false, into: target))
            }
            return
        }
        for subview in subviews.reversed() {
            work.append(.render(subview, subview._mapping(into: m), clip: inner, isRoot: false, into: target))
        }
    }
}

extension UIView {
    /// Whether painting this view at an alpha below 1 needs a group: more
    /// than one layer of its own could overlap.
    var _needsGroupOpacity: Bool {
        if _display.contents != nil, let color = _backgroundColor, color.alpha > 0 { return true }
        for subview in _subviews where !subview.isHidden && subview._alpha > 0 { return true }
        return false
    }
}
