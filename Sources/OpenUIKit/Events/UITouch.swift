import Foundation

/// One finger on the screen: where it is and was, in which phase, over
/// which view and window, and which gesture recognizers see it.
///
/// UIKit makes touches itself; OpenUIKit has no hardware, so a test (or
/// `OpenUIKitTesting`'s helpers) makes one with ``init(_location:in:tapCount:)``
/// and moves it with ``_update(phase:location:)`` before each
/// `UIApplication.sendEvent(_:)`. Timestamps are the application clock's
/// `now` (the manual clock in tests).
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// The touch's phase in the event that carries it now.
    public internal(set) var phase: Phase = .began
    /// How many times the finger tapped at this point in quick succession.
    public internal(set) var tapCount: Int
    /// When the touch last changed, on the application's clock.
    public internal(set) var timestamp: TimeInterval
    /// The view the touch began in (the hit-test view); it stays the same
    /// while the finger moves.
    public internal(set) var view: UIView?
    /// The window the touch is in.
    public internal(set) var window: UIWindow?
    /// The gesture recognizers that receive the touch, nil before it is delivered.
    public internal(set) var gestureRecognizers: [UIGestureRecognizer]?

    /// The location and the previous one, in the window's coordinates.
    var _location: CGPoint
    var _previousLocation: CGPoint
    /// Whether the view saw `touchesBegan` and no end yet.
    var _viewIsTracking = false
    /// Whether a recognizer cancelled the touch for the view.
    var _cancelledForView = false
    /// Phases held back from the view while a recognizer delays them.
    var _heldPhases: [Phase] = []
    /// The event that carried the touch last.
    weak var _lastEvent: UIEvent?
    /// Whether the touch is left out of delivery (it began at no finite point).
    var _isIgnored = false

    /// OpenUIKit only: a new touch that begins at `location` in `window`'s
    /// coordinates, at the clock's current time.
    public init(_location location: CGPoint, in window: UIWindow, tapCount: Int = 1) {
        _location = location
        _previousLocation = location
        self.window = window
        self.tapCount = max(1, tapCount)
        timestamp = UIApplication.shared.clock.now
        super.init()
    }

    /// OpenUIKit only: moves the touch to `location` (window coordinates)
    /// in `phase`, at the clock's current time, before the next event.
    public func _update(phase: Phase, location: CGPoint) {
        _previousLocation = _location
        _location = location
        self.phase = phase
        timestamp = UIApplication.shared.clock.now
    }

    /// The touch's location in `view`'s coordinates (the window's when nil).
    public func location(in view: UIView?) -> CGPoint { _convert(_location, to: view) }

    /// The touch's previous location in `view`'s coordinates (the window's when nil).
    public func previousLocation(in view: UIView?) -> CGPoint { _convert(_previousLocation, to: view) }

    private func _convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, let window else { return point }
        return view.convert(point, from: window)
    }

    /// Whether the touch is still on the screen.
    var _isActive: Bool { phase != .ended && phase != .cancelled }
}
