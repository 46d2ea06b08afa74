import Foundation

extension UIView {
    /// The tint in force: the view's own, else the nearest ancestor's,
    /// else the system blue (UIKit's default tint).
    var _effectiveTintColor: UIColor {
        var view: UIView? = self
        while let current = view {
            if let color = current._display.tintColor { return color }
            view = current._superview
        }
        return .systemBlue
    }

    /// Sets the view's own tint (nil: inherit again), and tells this view
    /// and the descendants that inherit it (``UIView/tintColorDidChange()``)
    /// when the tint in force changed.
    func _setTintColor(_ color: UIColor?) {
        let old = _effectiveTintColor
        _display.tintColor = color
        guard !UIColor._same(old, _effectiveTintColor) else { return }
        _tintColorDidChangeBelow()
    }

    /// Calls ``UIView/tintColorDidChange()`` on this view and, depth first,
    /// on descendants without a tint of their own.
    func _tintColorDidChangeBelow() {
        tintColorDidChange()
        for subview in _subviews where subview._display.tintColor == nil {
            subview._tintColorDidChangeBelow()
        }
    }
}
