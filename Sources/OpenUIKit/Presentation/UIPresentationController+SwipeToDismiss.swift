import Foundation

/// A sheet dismissed by swiping it down.
///
/// Apple, `UIAdaptivePresentationControllerDelegate`: when the user swipes
/// a sheet down, UIKit asks `presentationControllerShouldDismiss(_:)` (not
/// asked, and the dismissal refused, when the presented controller's
/// `isModalInPresentation` is true); refused, it tells
/// `presentationControllerDidAttemptToDismiss(_:)`; allowed, it tells
/// `presentationControllerWillDismiss(_:)` as the gesture begins and
/// `presentationControllerDidDismiss(_:)` after the dismissal finished.
/// None of them is called for a dismissal made in code.
///
/// OpenUIKit's difference: the sheet does not follow the finger. When the
/// finger lifts past half the sheet's height, or moving down faster than
/// 1,000 points per second (OpenUIKit's choice: Apple publishes no rule),
/// the presented controller is dismissed with the animated dismissal;
/// otherwise nothing moves.
extension UIPresentationController {
    func _installSwipeToDismiss(on container: UIView) {
        let swipe = _SheetSwipe(controller: self)
        let recognizer = UIPanGestureRecognizer { recognizer in
            guard let pan = recognizer as? UIPanGestureRecognizer else { return }
            swipe.panDidChange(pan)
        }
        recognizer.name = "sheetDismissGesture"
        recognizer._shouldBeginCheck = { [weak self, weak recognizer] in
            guard let self, let recognizer, let presented = self.presentedView, !self._isDismissing else { return false }
            return presented.bounds.contains(recognizer.location(in: presented))
        }
        container.addGestureRecognizer(recognizer)
    }

    /// Whether a dismissal of the presented controller is under way.
    var _isDismissing: Bool { _presented?.isBeingDismissed == true }
}

/// The state of one swipe on a sheet.
@MainActor
private final class _SheetSwipe {
    weak var controller: UIPresentationController?
    var allowed = false

    init(controller: UIPresentationController) { self.controller = controller }

    func panDidChange(_ pan: UIPanGestureRecognizer) {
        guard let controller, let presented = controller._presented else { return }
        switch pan.state {
        case .began:
            allowed =
                !presented.isModalInPresentation
                && (controller.delegate?.presentationControllerShouldDismiss(controller) ?? true)
            if allowed {
                controller.delegate?.presentationControllerWillDismiss(controller)
            } else {
                controller.delegate?.presentationControllerDidAttemptToDismiss(controller)
            }
        case .ended:
            guard allowed else { return }
            allowed = false
            let height = controller.presentedView?.bounds.height ?? 0
            let down = pan.translation(in: nil).y
            guard down > height / 2 || pan.velocity(in: nil).y > 1000 else { return }
            presented.dismiss(animated: true) { [weak controller] in
                guard let controller else { return }
                controller.delegate?.presentationControllerDidDismiss(controller)
            }
        case .cancelled, .failed:
            allowed = false
        case .possible, .changed:
            break
        }
    }
}
