import Foundation

/// The presentation controller of every built-in style (UIKit has a private
/// class per style): it places the presented view and says whether the
/// presenter's view leaves.
@MainActor
final class _BuiltInPresentationController: UIPresentationController {
    let _style: UIModalPresentationStyle

    init(style: UIModalPresentationStyle, presented: UIViewController, presenting: UIViewController?) {
        _style = style
        super.init(presentedViewController: presented, presenting: presenting)
    }

    override var presentationStyle: UIModalPresentationStyle { _style }

    /// `.fullScreen` and `.currentContext` take the presenter's view off
    /// (Apple's documentation of each `UIModalPresentationStyle` case).
    override var shouldRemovePresentersView: Bool { _style == .fullScreen || _style == .currentContext }

    override var shouldPresentInFullscreen: Bool { _style == .fullScreen || _style == .overFullScreen }

    /// The styles that fill their container fill it; the sizes of sheets and
    /// popovers are OpenUIKit's own (no source gives UIKit's numbers): a
    /// sheet in a compact width is the container less its top safe area
    /// and 10 points; in a regular width a page sheet is 704 points wide
    /// and a form sheet 540 by 620, centred; a popover is its preferred
    /// content size (320 by 480 when none is set), centred.
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let bounds = container.bounds
        switch _style {
        case .pageSheet, .formSheet:
            if container.traitCollection.horizontalSizeClass != .regular {
                let top = min(bounds.height, container.safeAreaInsets.top + 10)
                return CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
            }
            let size = _style == .pageSheet ? CGSize(width: 704, height: bounds.height - 40) : CGSize(width: 540, height: 620)
            return Self._centred(size, in: bounds)
        case .popover:
            let preferred = _presented?.preferredContentSize ?? .zero
            let size = preferred.width > 0 && preferred.height > 0 ? preferred : CGSize(width: 320, height: 480)
            return Self._centred(size, in: bounds)
        default:
            return bounds
        }
    }

    /// A rectangle of `size` (no larger than `bounds`) centred in `bounds`.
    static func _centred(_ size: CGSize, in bounds: CGRect) -> CGRect {
        let width = max(0, min(size.width, bounds.width))
        let height = max(0, min(size.height, bounds.height))
        return CGRect(x: bounds.midX - width / 2, y: bounds.midY - height / 2, width: width, height: height)
    }

    /// Keeps the presented view where the style puts it.
    override func containerViewWillLayoutSubviews() {
        guard let container = containerView, let view = _presented?._view, view._superview === container else { return }
        view.frame = frameOfPresentedViewInContainerView
    }
}
