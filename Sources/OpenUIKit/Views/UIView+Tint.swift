import Foundation

/// The tint colour, inherited down the tree.
///
/// Apple, `UIView.tintColor`: a view without a tint colour of its own uses
/// its superview's, and the root's default is the system's (system blue);
/// `tintColorDidChange()` is called on a view whose tint colour changes,
/// set on it or on an ancestor it inherits from, or by a move to a
/// superview with another tint.
extension UIView {
    /// The default tint, system blue.
    static let _defaultTintColor = UIColor.systemBlue

    var _effectiveTintColor: UIColor {
        var current: UIView? = self
        while let view = current {
            if let color = view._ownTintColor { return color }
            current = view._superview
        }
        return Self._defaultTintColor
    }

    func _setTintColor(_ color: UIColor?) {
        let old = _effectiveTintColor
        _ownTintColor = color
        _tintMayHaveChanged(from: old)
    }

    /// Calls `tintColorDidChange()` down the subtree where the effective
    /// tint differs from `old` (the subtree's tint before the change),
    /// stopping at views with their own tint.
    func _tintMayHaveChanged(from old: UIColor) {
        let new = _effectiveTintColor
        guard !UIColor._same(old, new) else { return }
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            view.tintColorDidChange()
            var index = view._subviews.count - 1
            while index >= 0 {
                let subview = view._subviews[index]
                if subview._ownTintColor == nil { stack.append(subview) }
                index -= 1
            }
        }
    }
}
