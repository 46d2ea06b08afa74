import Foundation
import OpenUIKit

/// Touching a window in a test, on the manual clock.
///
/// Every touch goes through `UIApplication.shared.sendEvent(_:)`, so hit
/// testing, gesture recognizers and the responder chain run as they do for
/// a finger; the clock advances between the events of a gesture (each
/// advance runs the turns on the way), and the turn runs after each event.
extension UIWindow {
    /// Puts a finger down at `point` (window coordinates) and returns its touch.
    @discardableResult
    public func beginTouch(at point: CGPoint, tapCount: Int = 1) -> UITouch {
        TestClock.useManualTime()
        let touch = UITouch(_location: point, in: self, tapCount: tapCount)
        _send(touch)
        return touch
    }

    /// Moves `touch` to `point` (window coordinates).
    public func moveTouch(_ touch: UITouch, to point: CGPoint) {
        touch._update(phase: .moved, location: point)
        _send(touch)
    }

    /// Lifts `touch`, where it is or at `point`.
    public func endTouch(_ touch: UITouch, at point: CGPoint? = nil) {
        touch._update(phase: .ended, location: point ?? touch.location(in: nil))
        _send(touch)
    }

    /// Has the system take `touch` away.
    public func cancelTouch(_ touch: UITouch) {
        touch._update(phase: .cancelled, location: touch.location(in: nil))
        _send(touch)
    }

    private func _send(_ touch: UITouch) {
        UIApplication.shared.sendEvent(UIEvent(_touches: [touch]))
        UIApplication.shared.runUntilIdle()
    }

    /// Taps at `point` (window coordinates): down, 0.05 s, up.
    public func tap(at point: CGPoint) {
        let touch = beginTouch(at: point)
        TestClock.advance(by: 0.05)
        endTouch(touch)
    }

    /// Taps the centre of `view`, which must be in this window.
    public func tap(_ view: UIView) {
        guard view.window === self else {
            UIApplication.shared.diagnostics.report(
                .misuse, "tap(_:): \(view) is not in \(self); nothing was touched.")
            return
        }
        tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
    }

    /// Holds a finger at `point` for `duration` seconds, then lifts it.
    public func longPress(at point: CGPoint, duration: TimeInterval = 0.6) {
        let touch = beginTouch(at: point)
        TestClock.advance(by: max(0, duration))
        endTouch(touch)
    }

    /// Drags a finger along `path` (window coordinates) over `duration`
    /// seconds, one move per frame at `framesPerSecond`, then lifts it.
    ///
    /// The finger goes down at the first point and moves at an even speed
    /// along the lines between the points.
    public func drag(along path: [CGPoint], duration: TimeInterval, framesPerSecond: Double = 60, lift: Bool = true) {
        guard let first = path.first else { return }
        let touch = beginTouch(at: first)
        let frames = max(1, Int((max(0, duration) * max(1, framesPerSecond)).rounded()))
        let step = max(0, duration) / Double(frames)
        for frame in 1...frames {
            TestClock.advance(by: step)
            moveTouch(touch, to: Self._point(along: path, at: CGFloat(frame) / CGFloat(frames)))
        }
        if lift { endTouch(touch) }
    }

    /// Drags a finger from `start` to `end` over `duration` seconds.
    public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval, framesPerSecond: Double = 60) {
        drag(along: [start, end], duration: duration, framesPerSecond: framesPerSecond)
    }

    /// Swipes in from `edge` by `distance` points over `duration` seconds,
    /// starting 1 point inside the edge, halfway along it.
    public func edgeSwipe(
        from edge: UIRectEdge, distance: CGFloat, duration: TimeInterval, framesPerSecond: Double = 60
    ) {
        let b = bounds
        let (start, end): (CGPoint, CGPoint)
        switch edge {
        case .right: (start, end) = (CGPoint(x: b.maxX - 1, y: b.midY), CGPoint(x: b.maxX - 1 - distance, y: b.midY))
        case .top: (start, end) = (CGPoint(x: b.midX, y: b.minY + 1), CGPoint(x: b.midX, y: b.minY + 1 + distance))
        case .bottom: (start, end) = (CGPoint(x: b.midX, y: b.maxY - 1), CGPoint(x: b.midX, y: b.maxY - 1 - distance))
        default: (start, end) = (CGPoint(x: b.minX + 1, y: b.midY), CGPoint(x: b.minX + 1 + distance, y: b.midY))
        }
        drag(along: [start, end], duration: duration, framesPerSecond: framesPerSecond)
    }

    /// The point `fraction` of the way along `path`, by length.
    static func _point(along path: [CGPoint], at fraction: CGFloat) -> CGPoint {
        var lengths: [CGFloat] = []
        for index in path.indices.dropFirst() {
            lengths.append(hypot(path[index].x - path[index - 1].x, path[index].y - path[index - 1].y))
        }
        let total = lengths.reduce(0, +)
        guard total > 0 else { return path.last ?? .zero }
        var remaining = min(max(fraction, 0), 1) * total
        for (index, length) in lengths.enumerated() {
            if remaining <= length, length > 0 {
                let t = remaining / length
                let a = path[index]
                let b = path[index + 1]
                return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
            }
            remaining -= length
        }
        return path[path.count - 1]
    }
}
