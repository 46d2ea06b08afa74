import Foundation

/// A view's touch-handling state: its gesture recognizers and flags.
struct _ViewEventState {
    var gestureRecognizers: [UIGestureRecognizer] = []
    var isMultipleTouchEnabled = false
    var isExclusiveTouch = false
}

/// Hit testing and gesture recognizers.
///
/// Apple, `hitTest(_:with:)`: it ignores views that are hidden, that have
/// user interaction disabled, or whose alpha is less than 0.01; it calls
/// `point(inside:with:)` on each view and searches the subviews of a view
/// whose bounds contain the point, last subview (the frontmost) first;
/// points outside a view's bounds are never reported as hits, even when a
/// subview extends past them (unless `point(inside:with:)` is overridden).
extension UIView {
    /// The default `hitTest(_:with:)`.
    func _hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, point.x.isFinite, point.y.isFinite,
            self.point(inside: point, with: event)
        else { return nil }
        var index = _subviews.count - 1
        while index >= 0 {
            let subview = _subviews[index]
            if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
            index -= 1
        }
        return self
    }

    /// Whether the view receives more than one touch at a time; false by
    /// default (Apple, `isMultipleTouchEnabled`): a touch that begins in the
    /// view while another of its touches is down goes to its gesture
    /// recognizers only.
    public var isMultipleTouchEnabled: Bool {
        get { _events.isMultipleTouchEnabled }
        set { _events.isMultipleTouchEnabled = newValue }
    }

    /// Whether the view takes its touches exclusively; false by default.
    ///
    /// A touch that begins in an exclusive view reaches it only when no
    /// other view of the window is tracking a touch, and while it tracks
    /// one, touches that begin in other views do not reach them (Apple,
    /// `isExclusiveTouch`). Gesture recognizers still get those touches.
    public var isExclusiveTouch: Bool {
        get { _events.isExclusiveTouch }
        set { _events.isExclusiveTouch = newValue }
    }

    /// The gesture recognizers attached to the view, in the order they were
    /// added; nil when there are none, as in UIKit.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { _events.gestureRecognizers.isEmpty ? nil : _events.gestureRecognizers }
        set {
            for recognizer in _events.gestureRecognizers { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches `gestureRecognizer` to the view.
    ///
    /// A recognizer belongs to one view: UIKit moves one that is attached
    /// elsewhere; OpenUIKit does the same and reports it, as it is usually a
    /// mistake.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if let other = gestureRecognizer._view {
            if other === self { return }
            UIApplication.shared.diagnostics.report(
                .misuse,
                "\(gestureRecognizer) is attached to \(other._shortDescription); adding it to \(_shortDescription) moves it there (a gesture recognizer belongs to one view)."
            )
            other.removeGestureRecognizer(gestureRecognizer)
        }
        _events.gestureRecognizers.append(gestureRecognizer)
        gestureRecognizer._view = self
    }

    /// Detaches `gestureRecognizer` from the view; a gesture under way ends
    /// as cancelled (or failed, when not yet recognized).
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard let index = _events.gestureRecognizers._lastIndex(ofIdentical: gestureRecognizer) else { return }
        _events.gestureRecognizers.remove(at: index)
        gestureRecognizer._detach()
    }

    /// The recognizers that see a touch beginning in this view: this view's
    /// and each ancestor's, from this view outwards, each view's in order.
    var _recognizersAlongSuperviews: [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        var current: UIView? = self
        while let view = current {
            result.append(contentsOf: view._events.gestureRecognizers)
            current = view._superview
        }
        return result
    }
}
