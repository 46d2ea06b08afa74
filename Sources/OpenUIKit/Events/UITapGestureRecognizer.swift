import Foundation

/// A discrete recognizer for one or more taps of one or more fingers.
///
/// Apple, `UITapGestureRecognizer`: the gesture is recognized when the
/// fingers have tapped `numberOfTapsRequired` times (default 1) with
/// `numberOfTouchesRequired` fingers (default 1). Apple publishes no
/// movement tolerance nor the time allowed between taps: OpenUIKit fails a
/// tap whose finger moves more than ``_allowableMovement`` (10 points, the
/// long press's documented default) and waits ``_maximumTapInterval``
/// (0.35 s) for the next tap of a multiple tap.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How many taps make the gesture; 1 by default.
    open var numberOfTapsRequired = 1
    /// How many fingers each tap takes; 1 by default.
    open var numberOfTouchesRequired = 1

    /// OpenUIKit's movement tolerance, in points.
    static let _allowableMovement: CGFloat = 10
    /// OpenUIKit's wait for the next tap, in seconds.
    static let _maximumTapInterval: TimeInterval = 0.35

    private var taps = 0
    private var start: CGPoint?
    private var fingersDown = 0
    private let timer = _GestureTimer()

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        timer.cancel()
        fingersDown += touches.count
        if start == nil { start = location(in: nil) }
        if fingersDown > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start else { return }
        let point = location(in: nil)
        if hypot(point.x - start.x, point.y - start.y) > Self._allowableMovement { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches == 0 else { return }
        if fingersDown != numberOfTouchesRequired {
            state = .failed
            return
        }
        fingersDown = 0
        taps += 1
        if taps >= numberOfTapsRequired {
            state = .recognized
        } else {
            timer.start(after: Self._maximumTapInterval) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.state = .failed
                self._resetIfDone()
            }
        }
    }

    open override func reset() {
        super.reset()
        timer.cancel()
        taps = 0
        start = nil
        fingersDown = 0
    }
}
