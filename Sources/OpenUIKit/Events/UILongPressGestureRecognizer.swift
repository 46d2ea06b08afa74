import Foundation

/// A continuous recognizer for fingers held still for a time.
///
/// Apple, `UILongPressGestureRecognizer`: it begins when the fingers have
/// been down `minimumPressDuration` (0.5 s by default) without moving more
/// than `allowableMovement` (10 points by default); it changes as they
/// move and ends when they lift. `numberOfTapsRequired` defaults to 0 and
/// `numberOfTouchesRequired` to 1; OpenUIKit stores the taps required and
/// does not wait for taps before the press yet.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the fingers must stay down, in seconds; 0.5 by default.
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far the fingers may move before the gesture fails, in points; 10 by default.
    open var allowableMovement: CGFloat = 10
    /// How many fingers the press takes; 1 by default.
    open var numberOfTouchesRequired = 1
    /// How many taps come before the press; 0 by default (stored only).
    open var numberOfTapsRequired = 0

    private var start: CGPoint?
    private let timer = _GestureTimer()

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        if numberOfTouches > numberOfTouchesRequired {
            timer.cancel()
            state = .failed
            return
        }
        guard numberOfTouches == numberOfTouchesRequired else { return }
        start = location(in: nil)
        let duration = minimumPressDuration.isFinite ? max(0, minimumPressDuration) : 0.5
        timer.start(after: duration) { [weak self] in
            guard let self, self.state == .possible, self.numberOfTouches == self.numberOfTouchesRequired else { return }
            self.state = .began
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            guard let start else { return }
            let point = location(in: nil)
            if hypot(point.x - start.x, point.y - start.y) > allowableMovement {
                timer.cancel()
                state = .failed
            }
        case .began, .changed: state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            timer.cancel()
            state = .failed
        case .began, .changed: if numberOfTouches == 0 { state = .ended }
        default: break
        }
    }

    open override func reset() {
        super.reset()
        timer.cancel()
        start = nil
    }
}
