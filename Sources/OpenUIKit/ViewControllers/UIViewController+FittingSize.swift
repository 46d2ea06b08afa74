import Foundation

/// `systemLayoutFittingSizeDidChange(forChildContentContainer:)`.
///
/// Apple's documentation: the parent is told when "a view controller that
/// doesn't use Auto Layout has a child view controller that uses Auto Layout
/// and the child view controller is resized", in terms of the child's
/// `systemLayoutSizeFitting(_:)`. No source says at which moment; OpenUIKit's
/// choice, written down here:
///
/// - "the parent doesn't use Auto Layout" for the child: the child's root
///   view translates its autoresizing mask (the parent sets its frame);
/// - "the child uses Auto Layout": a constraint held in the child's view
///   tree was activated, deactivated or changed, or a view there changed its
///   intrinsic content size;
/// - in the turn after such a change, after the constraint pass and before
///   layout, the child's root view is measured with
///   `systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)`; when the
///   size differs from the last measurement the parent is called. The first
///   measurement only records the size.
extension UIView {
    /// A constraint or intrinsic size in this view's tree changed: the
    /// enclosing child controller's fitting size may have changed.
    func _noteFittingSizeMayHaveChanged() {
        guard let controller = _enclosingController, controller._parent != nil,
            !controller._fittingSizeMayHaveChanged
        else { return }
        controller._fittingSizeMayHaveChanged = true
        UIApplication.shared._noteFittingSizeCandidate(controller)
    }
}

extension UIViewController {
    /// Measures a candidate child and tells its parent when its fitting size moved.
    func _deliverFittingSizeChangeIfNeeded() {
        guard _fittingSizeMayHaveChanged else { return }
        _fittingSizeMayHaveChanged = false
        guard let parent = _parent, let view = _view, view._autoLayout.translatesAutoresizingMask else {
            _lastFittingSize = nil
            return
        }
        let size = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        defer { _lastFittingSize = size }
        guard let last = _lastFittingSize, last != size else { return }
        parent._frameworkCall("systemLayoutFittingSizeDidChange(forChildContentContainer: \(_resolvedTraceName))") {
            parent.systemLayoutFittingSizeDidChange(forChildContentContainer: self)
        }
    }
}
