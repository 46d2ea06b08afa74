import Foundation

/// A continuous recognizer for fingers dragging across the screen.
///
/// Apple, `UIPanGestureRecognizer`: it begins when the fingers (between
/// `minimumNumberOfTouches`, 1 by default, and `maximumNumberOfTouches`,
/// unlimited by default) have moved far enough to count as a pan, changes
/// as they move and ends when they all lift. Apple does not publish how far
/// is enough: OpenUIKit begins after ``_hysteresis`` (10 points) from where
/// the fingers came down. The translation counts from that point; the
/// velocity is the last movement's, in points per second on the
/// application's clock.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers that make a pan; 1 by default.
    open var minimumNumberOfTouches = 1
    /// The most fingers that make a pan; `Int.max` by default.
    open var maximumNumberOfTouches = Int.max

    /// OpenUIKit's distance before a pan begins, in points.
    static let _hysteresis: CGFloat = 10

    /// Where the translation counts from, in window coordinates.
    var _origin: CGPoint?
    private var last: (point: CGPoint, time: TimeInterval)?
    private var velocityInWindow = CGPoint.zero

    /// The translation since the gesture began (or since ``setTranslation(_:in:)``), in `view`'s coordinates.
    open func translation(in view: UIView?) -> CGPoint {
        guard let origin = _origin else { return .zero }
        let now = location(in: nil)
        let a = _point(origin, in: view)
        let b = _point(now, in: view)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    /// Makes the translation `translation` in `view`'s coordinates from here on.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard translation.x.isFinite, translation.y.isFinite else {
            UIApplication.shared.diagnostics.report(
                .misuse, "\(self): setTranslation(_:in:) takes a finite translation, not \(translation); it was ignored.")
            return
        }
        let now = _point(location(in: nil), in: view)
        let origin = CGPoint(x: now.x - translation.x, y: now.y - translation.y)
        _origin = view.map { $0.convert(origin, to: nil) } ?? origin
    }

    /// The velocity of the fingers, in `view`'s coordinates per second.
    open func velocity(in view: UIView?) -> CGPoint {
        let a = _point(.zero, in: view)
        let b = _point(velocityInWindow, in: view)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    private func _point(_ windowPoint: CGPoint, in view: UIView?) -> CGPoint {
        guard let view else { return windowPoint }
        return view.convert(windowPoint, from: nil)
    }

    /// Whether the pan may begin from where the fingers came down (the screen-edge pan narrows it).
    func _mayBegin(from start: CGPoint) -> Bool { true }

    private var start: CGPoint?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let point = location(in: nil)
        if start == nil { start = point }
        last = (point, UIApplication.shared.clock.now)
        if numberOfTouches > maximumNumberOfTouches, state == .possible { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let point = location(in: nil)
        let time = UIApplication.shared.clock.now
        if let last, time > last.time {
            let dt = CGFloat(time - last.time)
            velocityInWindow = CGPoint(x: (point.x - last.point.x) / dt, y: (point.y - last.point.y) / dt)
        }
        last = (point, time)
        switch state {
        case .possible:
            guard let start, numberOfTouches >= minimumNumberOfTouches, numberOfTouches <= maximumNumberOfTouches else { return }
            guard hypot(point.x - start.x, point.y - start.y) >= Self._hysteresis else { return }
            guard _mayBegin(from: start) else {
                state = .failed
                return
            }
            _origin = start
            state = .began
        case .began, .changed: state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches == 0 || numberOfTouches < minimumNumberOfTouches else { return }
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = .ended
        default: break
        }
    }

    open override func reset() {
        super.reset()
        start = nil
        last = nil
        _origin = nil
        velocityInWindow = .zero
    }
}
