import Foundation

/// The tint colour, inherited down the tree.
///
/// Apple, `UIView.tintColor`: a view without a tint colour of its own uses
/// its superview's, and the root's default is the system's (system blue);
/// `tintColorDidChange()` is called on a view whose tint colour changes,
/// set on it or on an ancestor it inherits from, or by a move to a
/// superview with another tint.
///
/// Each view keeps the tint it inherits (nil: the default), so reading a
/// tint is O(1) and a move costs nothing unless the tint changes — a chain
/// thousands deep is built in linear time.
extension UIView {
    /// The default tint, system blue.
    static let _defaultTintColor = UIColor.systemBlue

    var _effectiveTintColor: UIColor { _ownTintColor ?? _inheritedTintColor ?? Self._defaultTintColor }

    /// The tint a subview of this view inherits (nil: the default).
    private var _tintForSubviews: UIColor? { _ownTintColor ?? _inheritedTintColor }

    func _setTintColor(_ color: UIColor?) {
        let old = _effectiveTintColor
        _ownTintColor = color
        _tintMayHaveChanged(from: old)
    }

    /// Takes the superview's tint after a move, `old` being the effective
    /// tint before it.
    func _inheritTint(from old: UIColor) {
        _inheritedTintColor = _superview?._tintForSubviews
        _tintMayHaveChanged(from: old)
    }

    /// Where the effective tint differs from `old`, hands the new one down
    /// the subtree (stopping at views with their own tint) and calls
    /// `tintColorDidChange()` on each view it reaches.
    ///
    /// - Complexity: O(views that inherit the tint) when it changed, O(1) otherwise.
    func _tintMayHaveChanged(from old: UIColor) {
        guard !UIColor._same(old, _effectiveTintColor) else { return }
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            view.tintColorDidChange()
            let inherited = view._tintForSubviews
            var index = view._subviews.count - 1
            while index >= 0 {
                let subview = view._subviews[index]
                subview._inheritedTintColor = inherited
                if subview._ownTintColor == nil { stack.append(subview) }
                index -= 1
            }
        }
    }
}
