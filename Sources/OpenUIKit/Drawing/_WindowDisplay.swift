import Foundation

/// A shown window's backing store and the display pass that keeps it up to
/// date: pixels at the screen's scale, and the damage — the places whose
/// pixels are stale — since the last pass.
///
/// Damage comes from views: before a view's geometry, colour, opacity,
/// clipping, order or membership changes, the box around what its subtree
/// paints is damaged, and the view is noted so that the pass damages the
/// box again where the view then is (the union of the old and the new
/// frames); what `draw(_:)` redraws is damaged too. The pass then paints
/// only the damaged rectangles, so moving ten views costs about their area.
@MainActor
final class _WindowDisplay {
    unowned let window: UIWindow
    /// Pixels per point: the window's screen's scale.
    private(set) var scale: CGFloat
    /// The window's pixels; made on the first pixel painted (until then all
    /// transparent, so windows that paint nothing cost no memory).
    private(set) var store: _Surface
    private var damage: _DamageRegion
    /// Views whose new place the next pass damages (see ``viewWillChange(_:)``).
    private var pending: [UIView] = []
    /// What the last pass did.
    private(set) var report = UIWindow.DisplayReport()
    /// What the pass under way has done.
    private var current = UIWindow.DisplayReport()
    private var passes = 0

    init(window: UIWindow) {
        self.window = window
        scale = window.screen.scale
        store = _Surface(width: 0, height: 0)
        damage = _DamageRegion(limit: .empty)
        windowDidResize()
    }

    /// After the window's size or scale changed: a new store, all damaged.
    func windowDidResize() {
        scale = window.screen.scale
        let (width, height) = storeSize(for: window._bounds.size)
        store = _Surface(width: width, height: height)
        damage.limit = store.bounds
        damage.addAll()
        pending.removeAll()
        UIApplication.shared._setNeedsTurn()
    }

    /// The store's size in pixels for a window of `size` points: the whole
    /// window when it fits a bitmap; else (a window resized to 1e308, say)
    /// its top-left part, as large as a bitmap may be, and the window stays
    /// usable — reported with Core Animation's words for a layer it will
    /// not back.
    private func storeSize(for size: CGSize) -> (width: Int, height: Int) {
        if let pixels = _Bitmap.pixelSize(of: size, scale: scale) { return pixels }
        func side(_ points: CGFloat) -> Int {
            let pixels = (points * scale).rounded(.up)
            return pixels.isNaN ? 0 : Int(min(max(pixels, 0), CGFloat(_Bitmap.maximumSide)))
        }
        let width = side(size.width)
        let height = min(side(size.height), _Bitmap.maximumPixels / max(width, 1))
        let f = _Bitmap._logFormat
        UIApplication.shared.diagnostics.report(
            .misuse,
            "[\(window._shortDescription) display]: Ignoring bogus layer size (\(f(size.width)), \(f(size.height))), contentsScale \(f(scale)), backing store size (\(f(size.width * scale)), \(f(size.height * scale))); OpenUIKit keeps a backing store of \(width)×\(height) pixels, the window's top-left part."
        )
        return (width, height)
    }

    /// Whether the display pass has work: views to draw or pixels to paint.
    ///
    /// The window's own `draw(_:)` counts only when the window has an area
    /// to draw in: a 0×0 window keeps its mark until it has a size (as any
    /// empty view does), and must not make every turn run another pass.
    var needsPass: Bool {
        !damage.isEmpty || !pending.isEmpty || window._display.subtreeNeedsDisplay
            || (window._display.needsDisplay && window._bounds.width > 0 && window._bounds.height > 0)
    }

    /// Marks the pixels of `rect` (the window's pixel space) stale.
    func damage(_ rect: CGRect) {
        guard !rect.isNull, rect.width > 0, rect.height > 0 else { return }
        damage.add(_PixelRect(enclosing: rect))
    }

    /// Counts a view whose `draw(_:)` drew (or was its own).
    func noteDrawnView() { current.drawnViews += 1 }

    /// Before `view` changes how or where its subtree shows: damages what it
    /// paints now, once a pass, and notes it so that the pass damages what
    /// it paints then.
    func viewWillChange(_ view: UIView) {
        guard !damage.isFull, view._display.pendingWindow != window._serial else { return }
        damage(view._paintedExtent(view._localToWindowPixels(scale: scale), limit: store.bounds.cgRect))
        view._display.pendingWindow = window._serial
        pending.append(view)
        UIApplication.shared._setNeedsTurn()
    }

    /// The display pass: `draw(_:)` on the views that need it (top-down),
    /// then the new places of the views that changed, then painting the
    /// damaged rectangles.
    func displayIfNeeded() {
        guard needsPass else { return }
        startReport()
        window._displaySubtreeIfNeeded(scale: scale, damaging: self)
        recomposite()
        report = current
    }

    /// Paints the damage without drawing (a turn cut off as a feedback loop).
    func recompositeWithoutDrawing() {
        window._clearDisplayFlags()
        startReport()
        recomposite()
        report = current
    }

    private func startReport() {
        passes += 1
        current = UIWindow.DisplayReport(pass: passes)
    }

    private func recomposite() {
        let changed = pending
        pending.removeAll(keepingCapacity: true)
        for view in changed where view._display.pendingWindow == window._serial {
            view._display.pendingWindow = 0
            if view._window === window, !damage.isFull {
                damage(view._paintedExtent(view._localToWindowPixels(scale: scale), limit: store.bounds.cgRect))
            }
        }
        let compositor = _Compositor(target: store)
        let base = CGAffineTransform(translationX: -window._bounds.minX, y: -window._bounds.minY)
            .concatenating(CGAffineTransform(scaleX: scale, y: scale))
        for rect in damage.take() {
            store.bitmapIfMade?.clear(rect)
            compositor.render(window, base, clip: rect, isRoot: true)
            current.damagedRects.append(rect.points(scale: scale))
            current.recompositedPixels += rect.area
        }
    }

    /// The store as an image.
    func image() -> UIImage {
        UIImage(bitmap: store.bitmap, scale: scale)
    }
}
