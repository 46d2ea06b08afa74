import Foundation

/// The interactive pop gesture and the interaction it drives.
struct _PopGestureState {
    var recognizer: UIScreenEdgePanGestureRecognizer?
    /// The recognizer's delegate until the program sets its own.
    var defaultDelegate: _PopGestureDelegate?
    /// The interaction the gesture drives, while it runs.
    var interaction: UIPercentDrivenInteractiveTransition?
    /// The interaction waiting for the pop's transition to start.
    var waiting: UIPercentDrivenInteractiveTransition?

    /// The interaction for the pop that starts now, if the gesture started it.
    mutating func takeInteraction() -> UIPercentDrivenInteractiveTransition? {
        defer { waiting = nil }
        return waiting
    }
}

/// `interactivePopGestureRecognizer`: a screen-edge pan from the left
/// edge on the navigation controller's view that pops the top controller
/// interactively.
///
/// Apple, `interactivePopGestureRecognizer`: the recognizer in charge of
/// popping the top view controller; the navigation controller installs it
/// on its view. It begins only when there is something to pop and no
/// transition runs. The pop follows the finger: the percent complete is the
/// horizontal translation over the view's width. When the finger lifts,
/// the pop finishes if it is past half the width or the finger moves
/// right faster than ``_finishingVelocity`` (1,000 points per second), and
/// is cancelled otherwise: Apple publishes no rule, this is OpenUIKit's
/// choice (the half-way rule is the one Apple's interactive transition
/// samples and most published implementations use).
///
/// As in UIKit, the recognizer comes with a delegate of the navigation
/// controller's that refuses to begin while the top item replaces the
/// back button with left bar button items (codemia.io, "Changing back
/// button in iOS 7 disables swipe to navigate back"; codegenes.net,
/// "interactivePopGestureRecognizer dismiss callback"); programs that set
/// their own delegate (often `nil`) lift that rule. Whatever the delegate,
/// OpenUIKit does not begin without a controller to pop or during a
/// transition (UIKit then freezes the stack: RickeyBoy/Rickey-iOS-Notes,
/// "interactivePopGestureRecognizer 导致页面卡死").
extension UINavigationController {
    /// OpenUIKit's speed past which a released pop finishes, in points per second.
    static let _finishingVelocity: CGFloat = 1000

    /// The gesture recognizer that pops the top controller.
    public var interactivePopGestureRecognizer: UIGestureRecognizer? { _interactivePopGesture }

    var _interactivePopGesture: UIScreenEdgePanGestureRecognizer {
        if let existing = _popGesture.recognizer { return existing }
        let recognizer = UIScreenEdgePanGestureRecognizer { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
            self._popGestureDidChange(pan)
        }
        recognizer.edges = .left
        recognizer.name = "interactivePopGestureRecognizer"
        let delegate = _PopGestureDelegate(navigation: self)
        _popGesture.defaultDelegate = delegate
        recognizer.delegate = delegate
        recognizer._shouldBeginCheck = { [weak self] in
            guard let self else { return false }
            return self._stack.count > 1 && !self._isTransitioning && self._pendingTransitionStart == nil
                && self._popGesture.interaction == nil
        }
        _popGesture.recognizer = recognizer
        return recognizer
    }

    private func _popGestureDidChange(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            let interaction = UIPercentDrivenInteractiveTransition()
            _popGesture.interaction = interaction
            _popGesture.waiting = interaction
            popViewController(animated: true)
        case .changed:
            _popGesture.interaction?.update(_popPercent(pan))
        case .ended:
            let velocity = pan.velocity(in: _view).x
            if _popPercent(pan) > 0.5 || velocity > Self._finishingVelocity {
                _popGesture.interaction?.finish()
            } else {
                _popGesture.interaction?.cancel()
            }
            _endPopGesture()
        case .cancelled, .failed:
            _popGesture.interaction?.cancel()
            _endPopGesture()
        case .possible:
            break
        }
    }

    private func _endPopGesture() {
        _popGesture.interaction = nil
        _popGesture.waiting = nil
    }

    private func _popPercent(_ pan: UIPanGestureRecognizer) -> CGFloat {
        let width = _view?.bounds.width ?? 0
        guard width > 0 else { return 0 }
        return min(max(pan.translation(in: _view).x / width, 0), 1)
    }
}

/// The pop gesture's own delegate: no pop while the top item's left bar
/// button items replace the back button.
@MainActor
final class _PopGestureDelegate: UIGestureRecognizerDelegate {
    weak var navigation: UINavigationController?

    init(navigation: UINavigationController) { self.navigation = navigation }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let item = navigation?.topViewController?.navigationItem else { return false }
        return item.leftBarButtonItems?.isEmpty != false || item.leftItemsSupplementBackButton
    }
}
