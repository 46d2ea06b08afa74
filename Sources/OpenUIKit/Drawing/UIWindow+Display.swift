import Foundation

extension UIWindow {
    /// What a window's last display pass did: for tests and benchmarks.
    @_spi(Testing)
    public struct DisplayReport: Equatable, Sendable {
        /// Which pass this was: 1 for the window's first since it was shown.
        public var pass = 0
        /// Views whose `draw(_:)` drew something (or was overridden).
        public var drawnViews = 0
        /// The rectangles painted again, in window points, in the order painted.
        public var damagedRects: [CGRect] = []
        /// How many pixels were painted again.
        public var recompositedPixels = 0
    }

    /// What the last display pass did (all zero while the window is hidden).
    @_spi(Testing)
    public var lastDisplayReport: DisplayReport { _windowDisplay?.report ?? DisplayReport() }

    /// The window's backing store as the display passes left it (nil while
    /// the window is hidden): compare it with a fresh
    /// ``UIView/drawHierarchy(in:afterScreenUpdates:)`` to check that
    /// incremental recompositing paints what a full repaint does.
    @_spi(Testing)
    public func displayedImage() -> UIImage? { _windowDisplay?.image() }

    /// Runs this window's display pass, if it has work (see ``_WindowDisplay``).
    func _displayIfNeeded() { _windowDisplay?.displayIfNeeded() }

    /// Shown: a backing store, all damaged. Hidden: none (its memory is freed).
    func _displayVisibilityDidChange() {
        _windowDisplay = _isShowing ? _WindowDisplay(window: self) : nil
    }
}
