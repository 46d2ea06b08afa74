import Foundation

/// A discrete recognizer for a quick stroke in a direction.
///
/// Apple, `UISwipeGestureRecognizer`: `direction` defaults to `.right` and
/// `numberOfTouchesRequired` to 1. Apple publishes no distance or time:
/// OpenUIKit recognizes a swipe once the fingers have gone ``_minimumDistance``
/// (50 points) mostly along one of the directions (at least twice as far as
/// across it) within ``_maximumDuration`` (0.5 s), and fails it otherwise.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions the swipe may go; `.right` by default.
    open var direction: Direction = .right
    /// How many fingers make the swipe; 1 by default.
    open var numberOfTouchesRequired = 1

    /// OpenUIKit's distance for a swipe, in points.
    static let _minimumDistance: CGFloat = 50
    /// OpenUIKit's time limit for a swipe, in seconds.
    static let _maximumDuration: TimeInterval = 0.5

    private var start: (point: CGPoint, time: TimeInterval)?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if start == nil { start = (location(in: nil), UIApplication.shared.clock.now) }
        if numberOfTouches > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start, state == .possible else { return }
        if UIApplication.shared.clock.now - start.time > Self._maximumDuration {
            state = .failed
            return
        }
        guard numberOfTouches == numberOfTouchesRequired else { return }
        let point = location(in: nil)
        let dx = point.x - start.point.x
        let dy = point.y - start.point.y
        let going: Direction? =
            abs(dx) >= Self._minimumDistance && abs(dx) >= 2 * abs(dy)
            ? (dx > 0 ? .right : .left)
            : abs(dy) >= Self._minimumDistance && abs(dy) >= 2 * abs(dx) ? (dy > 0 ? .down : .up) : nil
        guard let going else { return }
        state = direction.contains(going) ? .recognized : .failed
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, numberOfTouches == 0 { state = .failed }
    }

    open override func reset() {
        super.reset()
        start = nil
    }
}
