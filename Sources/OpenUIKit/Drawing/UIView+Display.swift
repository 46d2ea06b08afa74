import Foundation

/// What a view keeps for display: whether ``UIView/draw(_:)`` is due and
/// for which part, and the pixels it drew last.
struct _ViewDisplayState {
    /// `draw(_:)` is due (every view starts so: see `_defaultDrawWasReached`).
    var needsDisplay = true
    /// Some view below needs display.
    var subtreeNeedsDisplay = false
    /// The part to draw; `nil` for the whole bounds.
    var dirtyRect: CGRect?
    /// What `draw(_:)` drew, if it drew anything.
    var contents: _ViewContents?
    /// The serial of the window whose next display pass damages where this
    /// view then is (0: none); see ``_WindowDisplay/viewWillChange(_:)``.
    var pendingWindow = 0
    /// The view's layer, once asked for (``UIView/layer``).
    var layer: CALayer?
    /// The grid over this view's subviews, once it has many (`_ChildIndex`).
    var childIndex: _ChildIndex?
    /// This view's index among its superview's subviews when the
    /// superview's grid was built.
    var indexSlot = 0
    /// What its animations show now, while they move it (``_PresentedViews``).
    var presented: _PresentedValues?
    /// The last ``_PresentedViews`` refresh that found this view animated.
    var presentedStamp = 0
}

/// The pixels a view drew, and the size in points it drew them at (the
/// content mode fits them to other sizes).
final class _ViewContents {
    let bitmap: _Bitmap
    let size: CGSize
    /// The box around the pixels that are not transparent, once asked for
    /// (nil again after each draw): a label's text covers a part of its
    /// bitmap, and painting reads only that part.
    private var ink: _PixelRect?

    init(bitmap: _Bitmap, size: CGSize) {
        self.bitmap = bitmap
        self.size = size
    }

    /// The box around the pixels that are not transparent (empty when none).
    var inkBounds: _PixelRect {
        if let ink { return ink }
        let found = bitmap.inkBounds()
        ink = found
        return found
    }

    /// After a draw into the bitmap: the ink is looked for again.
    func bitmapDidChange() { ink = nil }
}

/// Which `draw(_:)` calls reached `UIView`'s own implementation.
@MainActor
enum _DrawCalls {
    static var reachedDefault: [Bool] = []
}

extension UIView {
    // MARK: Marking

    /// UIKit calls `draw(_:)` only on views whose class overrides it. Swift
    /// cannot ask whether a class overrides a method, so OpenUIKit calls it
    /// on every view that needs display; this default draws nothing and
    /// notes that it ran, which makes the call unobservable: a view that
    /// reaches it and draws nothing keeps no contents and damages nothing.
    func _defaultDrawWasReached() {
        if !_DrawCalls.reachedDefault.isEmpty { _DrawCalls.reachedDefault[_DrawCalls.reachedDefault.count - 1] = true }
    }

    func _setNeedsDisplay(in rect: CGRect?) {
        if let rect {
            let r = rect.standardized
            guard !r.isNull, !r.isEmpty, r.origin.x.isFinite, r.origin.y.isFinite else { return }
            if !_display.needsDisplay {
                _display.dirtyRect = r
            } else if let dirty = _display.dirtyRect {
                _display.dirtyRect = dirty.union(r)
            }
        } else {
            _display.dirtyRect = nil
        }
        _display.needsDisplay = true
        _noteNeedsDisplayBelowAncestors()
    }

    /// Marks the ancestors as leading to a view that needs display, and asks
    /// for a turn when the view is on screen.
    ///
    /// - Complexity: O(depth) the first time, O(1) when already marked.
    func _noteNeedsDisplayBelowAncestors() {
        var ancestor = _superview
        while let view = ancestor, !view._display.subtreeNeedsDisplay {
            view._display.subtreeNeedsDisplay = true
            ancestor = view._superview
        }
        if _window?._windowDisplay != nil { UIApplication.shared._setNeedsTurn() }
    }

    // MARK: Damage hooks

    /// Called before anything that changes what this view's subtree shows
    /// or where (geometry, colour, opacity, clipping, order, membership).
    func _displayWillChange() {
        _childIndexWillChange()
        guard let display = _window?._windowDisplay else { return }
        display.viewWillChange(self)
    }

    /// After this view joined a superview: its pending display reaches its
    /// new ancestors, and its new window redraws where it now is.
    func _displayDidMoveToSuperview() {
        if _display.needsDisplay || _display.subtreeNeedsDisplay { _noteNeedsDisplayBelowAncestors() }
        _displayWillChange()
    }

    func _hiddenDidChangeForDisplay() {
        _displayWillChange()
        if !isHidden, _display.needsDisplay || _display.subtreeNeedsDisplay { _noteNeedsDisplayBelowAncestors() }
    }

    /// After the bounds size changed: `.redraw` asks for a redraw; a view
    /// that waited for a size to draw at can now.
    func _boundsSizeDidChangeForDisplay() {
        if contentMode == .redraw {
            setNeedsDisplay()
        } else if _display.needsDisplay {
            _noteNeedsDisplayBelowAncestors()
        }
    }

    // MARK: Drawing

    /// Draws this view if it needs it, then every marked subtree below,
    /// top-down, at `scale`; hidden subtrees and empty views keep their
    /// marks until they show. What is redrawn damages `display`, if any.
    ///
    /// - Complexity: O(views marked and their siblings); an explicit stack,
    ///   so a tree of any depth works.
    func _displaySubtreeIfNeeded(scale: CGFloat, damaging display: _WindowDisplay?) {
        _walkTopDown { view in
            guard view._display.needsDisplay || view._display.subtreeNeedsDisplay, !view.isHidden else { return false }
            if view._display.needsDisplay, view._bounds.width > 0, view._bounds.height > 0 {
                view._display.needsDisplay = false
                view._drawContents(scale: scale, damaging: display)
            }
            guard view._display.subtreeNeedsDisplay else { return false }
            view._display.subtreeNeedsDisplay = false
            return true
        }
    }

    /// Calls `draw(_:)` with a context on this view's contents, clipped to
    /// the dirty rect (the whole bounds when the contents' size changed).
    private func _drawContents(scale: CGFloat, damaging display: _WindowDisplay?) {
        let bounds = _bounds
        guard let (width, height) = _Bitmap.pixelSize(of: bounds.size, scale: scale) else {
            _refuseBogusContentsSize(scale: scale, damaging: display)
            return
        }
        var dirty = (_display.dirtyRect ?? bounds).intersection(bounds)
        _display.dirtyRect = nil
        let previous = _display.contents
        var reused = previous
        if let contents = previous, contents.bitmap.width != width || contents.bitmap.height != height || contents.size != bounds.size {
            reused = nil
        }
        if reused == nil { dirty = bounds }
        guard !dirty.isNull, !dirty.isEmpty else { return }
        let surface = reused.map { _Surface(bitmap: $0.bitmap) } ?? _Surface(width: width, height: height)
        let ctm = CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY)
            .concatenating(CGAffineTransform(scaleX: scale, y: scale))
        let clip = _PixelRect(enclosing: ctm._box(of: dirty))
        if clearsContextBeforeDrawing { surface.bitmapIfMade?.clear(clip) }
        let context = CGContext(surface: surface, ctm: ctm, clip: clip)
        _DrawCalls.reachedDefault.append(false)
        _GraphicsContexts.with(context) { draw(dirty) }
        let reachedDefault = _DrawCalls.reachedDefault.removeLast()
        if !reachedDefault || surface.bitmapIfMade != nil { display?.noteDrawnView() }
        guard let bitmap = surface.bitmapIfMade else {
            // Nothing drawn on a fresh surface: no contents. Where old
            // contents showed is damaged by the size change that dropped them.
            _display.contents = nil
            return
        }
        if reused == nil { _childIndexWillChange() }
        let contents = reused ?? _ViewContents(bitmap: bitmap, size: bounds.size)
        contents.bitmapDidChange()
        _display.contents = contents
        // While its bounds animate, the contents are fitted to the bounds
        // that show: all of where they show is damaged.
        let damaged = _display.presented?.bounds == nil ? dirty : _contentRect(for: contents)
        display?.damage(_localToWindowPixels(scale: scale)._box(of: damaged))
    }

    /// A view too large to draw at `scale` (see ``_Bitmap/pixelSize(of:scale:)``)
    /// keeps no contents; when it overrides `draw(_:)`, that is reported
    /// with Core Animation's log line for a layer it will not back
    /// ("Ignoring bogus layer size"), and what it drew went nowhere.
    private func _refuseBogusContentsSize(scale: CGFloat, damaging display: _WindowDisplay?) {
        _display.dirtyRect = nil
        if _display.contents != nil {
            display?.damage(_localToWindowPixels(scale: scale)._box(of: _bounds))
            _childIndexWillChange()
            _display.contents = nil
        }
        // Only a view that draws is told (UIKit backs only those): run
        // `draw(_:)` into nothing to learn whether it is overridden.
        let context = CGContext(surface: _Surface(width: 0, height: 0), ctm: .identity, clip: .empty)
        _DrawCalls.reachedDefault.append(false)
        _GraphicsContexts.with(context) { draw(_bounds) }
        guard !_DrawCalls.reachedDefault.removeLast() else { return }
        let size = _bounds.size
        let f = _Bitmap._logFormat
        UIApplication.shared.diagnostics.report(
            .misuse,
            "[\(_shortDescription) display]: Ignoring bogus layer size (\(f(size.width)), \(f(size.height))), contentsScale \(f(scale)), backing store size (\(f(size.width * scale)), \(f(size.height * scale)))"
        )
    }

    // MARK: Geometry for display

    /// Maps this view's bounds space to its superview's.
    var _localToSuperview: CGAffineTransform { _mapping(into: .identity) }

    /// Maps this view's bounds space to where `superviewMapping` maps its
    /// superview's: `_localToSuperview.concatenating(superviewMapping)`,
    /// cheaply when the view has no transform.
    ///
    /// While animations move the view, its presentation values place it.
    @inline(__always)
    func _mapping(into superviewMapping: CGAffineTransform) -> CGAffineTransform {
        var bounds = _bounds
        var center = _center
        var transform = _transform
        if let presented = _display.presented {
            bounds = presented.bounds ?? bounds
            center = presented.center ?? center
            transform = presented.transform ?? transform
        }
        if transform._isIdentity {
            return superviewMapping._translated(center.x - bounds.midX, center.y - bounds.midY)
        }
        return CGAffineTransform(translationX: -bounds.midX, y: -bounds.midY)
            .concatenating(transform)
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
            .concatenating(superviewMapping)
    }

    /// Maps this view's bounds space to its window's backing pixels.
    func _localToWindowPixels(scale: CGFloat) -> CGAffineTransform {
        var m = CGAffineTransform.identity
        var view = self
        while let superview = view._superview {
            m = m.concatenating(view._localToSuperview)
            view = superview
        }
        let bounds = view._shownBounds
        return m.concatenating(CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY))
            .concatenating(CGAffineTransform(scaleX: scale, y: scale))
    }

    /// Where this view's drawn contents go in its bounds.
    func _contentRect(for contents: _ViewContents) -> CGRect {
        contentMode.rect(forContentOf: contents.size, in: _shownBounds)
    }

    /// The box, in the space `m` maps the bounds to, around everything this
    /// subtree paints (`.null` when it paints nothing). The view's own
    /// `isHidden` and `alpha` are ignored, so that the box is the same on
    /// either side of a change to them.
    ///
    /// The walk stops once the box covers `limit` (what can be seen).
    ///
    /// - Complexity: O(views in the subtree).
    func _paintedExtent(_ m: CGAffineTransform, limit: CGRect = .infinite) -> CGRect {
        // A leaf (the common case, and every subview a grid places) needs no stack.
        guard !_subviews.isEmpty else { return _ownPaintedExtent(m) }
        // Post-order with an explicit stack (any depth works). The level
        // under way lives in locals (every retain of a view, which has weak
        // references, takes the slow path); the levels above wait in
        // `parents`, each with its mapping, its box so far and its next subview.
        struct Level {
            let view: UIView
            let subviews: [UIView]
            let m: CGAffineTransform
            var box: CGRect
            var next: Int
        }
        var level = Level(view: self, subviews: _subviews, m: m, box: _ownPaintedExtent(m), next: 0)
        var parents: [Level] = []
        while true {
            var child: UIView?
            while level.next < level.subviews.count, !level.box.contains(limit) {
                let candidate = level.subviews[level.next]
                level.next += 1
                if !candidate.isHidden && candidate._shownAlpha > 0 {
                    child = candidate
                    break
                }
            }
            if let child {
                let childM = child._mapping(into: level.m)
                let childBox = child._ownPaintedExtent(childM)
                if child._subviews.isEmpty {
                    level.box = level.box.union(childBox) // a leaf: its own box is its extent
                } else {
                    parents.append(level)
                    level = Level(view: child, subviews: child._subviews, m: childM, box: childBox, next: 0)
                }
                continue
            }
            var box = level.box
            if level.view.clipsToBounds, !box.isNull { box = box.intersection(level.m._box(of: level.view._shownBounds)) }
            guard var parent = parents.popLast() else { return box }
            parent.box = parent.box.union(box)
            level = parent
        }
    }

    /// What this view paints itself (background and contents), clipped
    /// when it has no subviews; see ``_paintedExtent(_:limit:)``.
    private func _ownPaintedExtent(_ m: CGAffineTransform) -> CGRect {
        var box = CGRect.null
        let bounds = _shownBounds
        let background = _shownBackgroundColor
        if let color = background, color.alpha > 0 { box = m._box(of: bounds) }
        if let contents = _display.contents { box = box.union(m._box(of: _contentRect(for: contents))) }
        if let layer = _display.layer, !_LayerPainter.isPlain(layer) {
            let local = _LayerPainter.extent(layer, bounds: bounds, hasBackground: (background?.alpha ?? 0) > 0)
            if !local.isNull { box = box.union(m._box(of: local)) }
        }
        if _subviews.isEmpty, clipsToBounds, !box.isNull { box = box.intersection(m._box(of: bounds)) }
        return box
    }

    /// Drops every display mark in this subtree (used when a turn is cut off).
    func _clearDisplayFlags() {
        _walkTopDown { view in
            guard view._display.needsDisplay || view._display.subtreeNeedsDisplay else { return false }
            view._display.needsDisplay = false
            view._display.dirtyRect = nil
            view._display.subtreeNeedsDisplay = false
            return true
        }
    }
}
