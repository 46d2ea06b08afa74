import Foundation

/// A view's own layout margins and the margins in effect it last announced.
struct _ViewMarginsState {
    /// The margins set on the view (8 points each by default).
    var own = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    /// Whether the margins were set (a root view's are otherwise the system's).
    var customized = false
    /// The margins in effect when `layoutMarginsDidChange()` was last called.
    var lastEffective = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
}

/// Layout margins as UIKit resolves them.
///
/// Sources: Apple, `UIView.directionalLayoutMargins` and `layoutMargins`
/// (8 points on each side by default; for a controller's root view the
/// system manages them: top and bottom 0, sides 16 points in a compact
/// width and 20 in a regular one, and the value read reflects the system
/// minimum and the safe area); `UIViewController.systemMinimumLayoutMargins`
/// (custom root-view margins smaller than the minimum give way to it, unless
/// `viewRespectsSystemMinimumLayoutMargins` is false);
/// `UIView.insetsLayoutMarginsFromSafeArea` ("any margins that are outside
/// the safe area are automatically modified to fall within the safe area
/// boundary"); `UIView.preservesSuperviewLayoutMargins` (margins grow so
/// that content does not overlap the superview's margins).
extension UIView {
    /// The margins in effect, resolved to left and right.
    var _resolvedLayoutMargins: UIEdgeInsets {
        var margins = _resolve(_margins.own)
        if let controller = _owningController, controller.viewRespectsSystemMinimumLayoutMargins {
            margins = margins._edgewiseMax(_resolve(controller.systemMinimumLayoutMargins))
        }
        if insetsLayoutMarginsFromSafeArea {
            margins = margins._edgewiseMax(_safeArea.insets)
        }
        if preservesSuperviewLayoutMargins, let superview = _superview {
            let outer = superview._resolvedLayoutMargins
            let frame = _untransformedFrame
            let bounds = superview._bounds
            margins = margins._edgewiseMax(
                UIEdgeInsets(
                    top: outer.top - (frame.minY - bounds.minY),
                    left: outer.left - (frame.minX - bounds.minX),
                    bottom: outer.bottom - (bounds.maxY - frame.maxY),
                    right: outer.right - (bounds.maxX - frame.maxX)
                ))
        }
        return margins
    }

    /// The margins in effect, in the layout direction.
    var _effectiveDirectionalLayoutMargins: NSDirectionalEdgeInsets {
        let m = _resolvedLayoutMargins
        return effectiveUserInterfaceLayoutDirection == .rightToLeft
            ? NSDirectionalEdgeInsets(top: m.top, leading: m.right, bottom: m.bottom, trailing: m.left)
            : NSDirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
    }

    /// Directional insets as left and right, in this view's layout direction.
    func _resolve(_ m: NSDirectionalEdgeInsets) -> UIEdgeInsets {
        effectiveUserInterfaceLayoutDirection == .rightToLeft
            ? UIEdgeInsets(top: m.top, left: m.trailing, bottom: m.bottom, right: m.leading)
            : UIEdgeInsets(top: m.top, left: m.leading, bottom: m.bottom, right: m.trailing)
    }

    /// The frame without the transform (center and bounds size).
    var _untransformedFrame: CGRect {
        let size = _bounds.size
        return CGRect(x: _center.x - size.width / 2, y: _center.y - size.height / 2, width: size.width, height: size.height)
    }

    func _setDirectionalLayoutMargins(_ margins: NSDirectionalEdgeInsets) {
        guard [margins.top, margins.leading, margins.bottom, margins.trailing].allSatisfy(_LayoutEngine.takes) else {
            UIApplication.shared.diagnostics.report(
                .misuse,
                "\(_shortDescription): layout margins must be finite numbers within ±1e30, not \(margins); the margins stay \(_margins.own)."
            )
            return
        }
        _margins.customized = true
        guard margins != _margins.own else { return }
        _margins.own = margins
        _layoutMarginsInputsDidChange()
    }

    func _setLayoutMargins(_ margins: UIEdgeInsets) {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        _setDirectionalLayoutMargins(
            NSDirectionalEdgeInsets(
                top: margins.top, leading: rightToLeft ? margins.right : margins.left,
                bottom: margins.bottom, trailing: rightToLeft ? margins.left : margins.right))
    }

    /// Something the margins in effect depend on changed (the view's own
    /// margins, its safe area, its controller's minimum, its position in a
    /// superview that passes margins on, the layout direction): when the
    /// margins in effect changed, the margins guide follows, the view hears
    /// `layoutMarginsDidChange()`, lays out again, and its subviews that
    /// preserve its margins are looked at in its next layout.
    func _layoutMarginsInputsDidChange(force: Bool = false) {
        let margins = _resolvedLayoutMargins
        guard force || margins != _margins.lastEffective else { return }
        let changed = margins != _margins.lastEffective
        _margins.lastEffective = margins
        _refreshSystemGuide(_autoLayout.marginsGuide)
        guard changed else { return }
        layoutMarginsDidChange()
        if let controller = _owningController {
            controller._frameworkCall("viewLayoutMarginsDidChange()") { controller.viewLayoutMarginsDidChange() }
        }
        setNeedsLayout()
        if !_subviews.isEmpty { _safeArea.allSubviewsNeedUpdate = true }
    }

    /// The view became a controller's root view: unless its margins were
    /// set, the system manages them (top and bottom 0, sides the minimum).
    /// This is where the root view's margins start out, so nobody hears of it.
    func _becameRootView() {
        if !_margins.customized { _margins.own = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0) }
        _margins.lastEffective = _resolvedLayoutMargins
        _refreshSystemGuide(_autoLayout.marginsGuide)
    }
}

extension UIViewController {
    /// The smallest margins the root view gets (unless
    /// ``viewRespectsSystemMinimumLayoutMargins`` is false): 16 points at
    /// the sides in a compact width, 20 in a regular one, 0 at top and bottom.
    public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = _traits.horizontalSizeClass == .regular ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }
}

extension UIEdgeInsets {
    /// The larger of these insets and `other`, edge by edge.
    func _edgewiseMax(_ other: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(
            top: Swift.max(top, other.top), left: Swift.max(left, other.left),
            bottom: Swift.max(bottom, other.bottom), right: Swift.max(right, other.right))
    }
}
