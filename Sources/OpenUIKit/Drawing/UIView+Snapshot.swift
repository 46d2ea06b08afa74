import Foundation

extension UIView {
    /// Paints this view and its subviews, as they show, into the current
    /// graphics context, fitted to `rect` (in the context's user space).
    ///
    /// With `afterUpdates`, the turn runs first (layout and display), and a
    /// view that is not on screen is laid out and drawn. The view's own
    /// `isHidden` is ignored; its subviews' is not. Painting follows the
    /// display pass's rules (see <doc:DisplayAndDrawing>).
    ///
    /// - Returns: Whether it painted: false without a current context.
    /// - Complexity: O(views in the subtree + pixels of `rect`).
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = _GraphicsContexts.current(for: "drawHierarchy(in:afterScreenUpdates:)") else { return false }
        if afterUpdates {
            UIApplication.shared.runUntilIdle()
            if _window?._windowDisplay == nil {
                layoutIfNeeded()
                _displaySubtreeIfNeeded(scale: _window?.screen.scale ?? UIScreen.main.scale, damaging: nil)
            }
        }
        // What shows now: the presentation values of what animations move.
        let app = UIApplication.shared
        app.animator.presented.refresh(app.animator, now: app.clock.now)
        let bounds = _bounds
        guard bounds.width > 0, bounds.height > 0, rect.width != 0, rect.height != 0 else { return true }
        let fit = CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY)
            .concatenating(CGAffineTransform(scaleX: rect.width / bounds.width, y: rect.height / bounds.height))
            .concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY))
            .concatenating(context.ctm)
        _Compositor(target: context._surface).render(self, fit, clip: context._state.clip, isRoot: true)
        return true
    }
}
