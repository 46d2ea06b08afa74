import Foundation

/// What the display paints: a view's presentation values while animations
/// move it (``_PresentedViews``), its model values otherwise.
extension UIView {
    /// The bounds that show.
    var _shownBounds: CGRect {
        guard let presented = _display.presented else { return _bounds }
        return presented.bounds ?? _bounds
    }

    /// The alpha that shows.
    var _shownAlpha: CGFloat {
        guard let presented = _display.presented else { return _alpha }
        return presented.alpha ?? _alpha
    }

    /// The background colour that shows.
    var _shownBackgroundColor: UIColor? {
        guard let presented = _display.presented, let color = presented.backgroundColor else { return _backgroundColor }
        return color
    }
}
