import Foundation

/// The presentation controller of a `.popover` presentation: a box next to
/// its source rectangle, with an arrow pointing at it.
///
/// The popover takes the presented controller's `preferredContentSize`
/// (320 by 480 when none is set) and goes on the first side, of below,
/// above, right and left, that is permitted and where it fits (else the
/// first permitted one), 13 points from the source, kept 10 points inside
/// the container; those numbers and that order are OpenUIKit's. In a
/// compact width it adapts to full screen unless the delegate answers
/// `.none` (Apple, `UIAdaptivePresentationControllerDelegate`).
/// `barButtonItem` comes with `UIBarButtonItem`.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// Creates the popover presentation controller of a popover.
    public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        _builtInStyle = .popover
    }

    /// The view the popover points at.
    open var sourceView: UIView?

    /// The rectangle, in `sourceView`'s coordinates, the popover points at
    /// (`sourceView`'s bounds when empty). A rectangle that is not finite
    /// is reported and taken as empty.
    open var sourceRect: CGRect = .zero {
        didSet {
            let r = sourceRect
            guard !(r.origin.x.isFinite && r.origin.y.isFinite && r.width.isFinite && r.height.isFinite) else { return }
            UIApplication.shared.diagnostics.report(
                .misuse, "UIPopoverPresentationController.sourceRect \(r) is not finite; the source view's bounds are used.")
            sourceRect = .zero
        }
    }

    /// The sides the arrow may point from (any by default).
    open var permittedArrowDirections: UIPopoverArrowDirection = .any

    /// The side the arrow points from once presented (`.unknown` before).
    open internal(set) var arrowDirection: UIPopoverArrowDirection = .unknown

    /// The popover's frame in `container`, choosing ``arrowDirection``.
    func _popoverFrame(in container: UIView) -> CGRect {
        let bounds = container.bounds
        let preferred = _presented?.preferredContentSize ?? .zero
        let width = preferred.width.isFinite && preferred.width > 0 ? preferred.width : 320
        let height = preferred.height.isFinite && preferred.height > 0 ? preferred.height : 480
        let size = CGSize(width: min(width, max(0, bounds.width - 20)), height: min(height, max(0, bounds.height - 20)))
        guard let sourceView, sourceView._window === container._window else {
            arrowDirection = .unknown
            return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        }
        let local = sourceRect.isEmpty ? sourceView.bounds : sourceRect
        let source = sourceView.convert(local, to: container)
        let gap: CGFloat = 13
        let candidates: [(UIPopoverArrowDirection, CGRect)] = [
            (.up, CGRect(x: source.midX - size.width / 2, y: source.maxY + gap, width: size.width, height: size.height)),
            (.down, CGRect(x: source.midX - size.width / 2, y: source.minY - gap - size.height, width: size.width, height: size.height)),
            (.left, CGRect(x: source.maxX + gap, y: source.midY - size.height / 2, width: size.width, height: size.height)),
            (.right, CGRect(x: source.minX - gap - size.width, y: source.midY - size.height / 2, width: size.width, height: size.height)),
        ]
        let inner = bounds.insetBy(dx: 10, dy: 10)
        let permitted = candidates.filter { permittedArrowDirections.contains($0.0) }
        let fitting = permitted.first { Self._fitsAlongArrow($0, in: inner) }
        guard let (direction, frame) = fitting ?? permitted.first ?? candidates.first else { return bounds }
        arrowDirection = direction
        return Self._clamped(frame, in: inner)
    }

    /// Whether the popover fits on its side of the source without being pushed over it.
    private static func _fitsAlongArrow(_ candidate: (UIPopoverArrowDirection, CGRect), in inner: CGRect) -> Bool {
        let (direction, frame) = candidate
        switch direction {
        case .up: return frame.maxY <= inner.maxY
        case .down: return frame.minY >= inner.minY
        case .left: return frame.maxX <= inner.maxX
        default: return frame.minX >= inner.minX
        }
    }

    /// `frame` moved (not resized) to lie inside `inner` where it can.
    private static func _clamped(_ frame: CGRect, in inner: CGRect) -> CGRect {
        let x = min(max(frame.minX, inner.minX), max(inner.minX, inner.maxX - frame.width))
        let y = min(max(frame.minY, inner.minY), max(inner.minY, inner.maxY - frame.height))
        return CGRect(x: x, y: y, width: frame.width, height: frame.height)
    }
}
