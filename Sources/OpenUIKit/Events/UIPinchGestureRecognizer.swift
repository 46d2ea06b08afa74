import Foundation

/// A continuous recognizer for two fingers moving apart or together.
///
/// Apple, `UIPinchGestureRecognizer`: `scale` is the distance between the
/// two fingers relative to where they came down (1 at the start; it can be
/// set, and changes from there); `velocity` is the scale's change per
/// second. Apple publishes no threshold: OpenUIKit begins once the distance
/// changed by ``_minimumChange`` (5 %).
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The scale relative to the fingers' first distance (times any scale set since).
    open var scale: CGFloat {
        get { _baseScale * (_currentDistance / max(_startDistance, .leastNonzeroMagnitude)) }
        set {
            guard newValue.isFinite else {
                UIApplication.shared.diagnostics.report(.misuse, "\(self): scale must be finite, not \(newValue); it was ignored.")
                return
            }
            _baseScale = newValue
            _startDistance = max(_currentDistance, .leastNonzeroMagnitude)
        }
    }
    /// The scale's change per second at the last movement.
    open private(set) var velocity: CGFloat = 0

    /// OpenUIKit's relative change of distance before a pinch begins.
    static let _minimumChange: CGFloat = 0.05

    private var _baseScale: CGFloat = 1
    private var _startDistance: CGFloat = 1
    private var _currentDistance: CGFloat = 1
    private var lastTime: TimeInterval = 0

    private var distance: CGFloat? {
        guard numberOfTouches >= 2 else { return nil }
        let a = location(ofTouch: 0, in: nil)
        let b = location(ofTouch: 1, in: nil)
        return hypot(a.x - b.x, a.y - b.y)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches > 2, state == .possible { state = .failed }
        guard numberOfTouches == 2, let distance else { return }
        _startDistance = max(distance, .leastNonzeroMagnitude)
        _currentDistance = _startDistance
        lastTime = UIApplication.shared.clock.now
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches == 2, let distance else { return }
        let before = scale
        _currentDistance = distance
        let now = UIApplication.shared.clock.now
        if now > lastTime { velocity = (scale - before) / CGFloat(now - lastTime) }
        lastTime = now
        switch state {
        case .possible where abs(distance / _startDistance - 1) >= Self._minimumChange: state = .began
        case .began, .changed: state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible where numberOfTouches == 0: state = .failed
        case .began where numberOfTouches < 2, .changed where numberOfTouches < 2: state = .ended
        default: break
        }
    }

    open override func reset() {
        super.reset()
        _baseScale = 1
        _startDistance = 1
        _currentDistance = 1
        velocity = 0
    }
}
