import Foundation

extension UIView {
    /// The layer the view draws with, made on first use; it shares the
    /// view's background colour, alpha, `isHidden`, `clipsToBounds` and
    /// geometry (see ``CALayer``).
    public var layer: CALayer {
        if let layer = _display.layer { return layer }
        let made = CALayer()
        made._view = self
        _display.layer = made
        return made
    }
}
