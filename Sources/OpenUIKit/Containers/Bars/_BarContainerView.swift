import Foundation

/// A built-in container's own view: it holds the container's bar and asks
/// the container to lay the bar and the visible child out after its own layout.
final class _BarContainerView: UIView {
    private let layoutContent: () -> Void

    init(bar: UIView, frame: CGRect, layoutContent: @escaping () -> Void) {
        self.layoutContent = layoutContent
        super.init(frame: frame)
        addSubview(bar)
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutContent()
    }
}

extension UIViewController {
    /// Takes `child`'s view out of this controller's view, if it is there.
    func _removeChildViewIfShown(_ child: UIViewController?) {
        if let view = child?._view, let container = _view, view._superview === container { view.removeFromSuperview() }
    }

    /// Puts `child`'s view (loading it) into this controller's view, under
    /// `bar`, filling the view and following its size, when it is not there.
    func _installChildView(of child: UIViewController, below bar: UIView) {
        // A child whose view a current-context presentation took off stays off.
        guard let container = _view, child._modal.removedView == nil else { return }
        let view = child.view!
        guard view._superview !== container else { return }
        view.frame = container.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.insertSubview(view, belowSubview: bar)
    }
}
