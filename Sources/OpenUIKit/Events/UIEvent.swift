import Foundation

/// A set of touches that changed together, delivered to a window.
///
/// OpenUIKit makes events for tests with ``init(_touches:)``; the touches
/// keep the order given, which is the order of delivery.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    let _touches: [UITouch]

    /// The kind of event: `.touches`.
    open var type: EventType { .touches }

    /// When the event happened, on the application's clock.
    public let timestamp: TimeInterval

    /// OpenUIKit only: an event carrying `touches` (each given its phase and
    /// location with `UITouch._update(phase:location:)` or new).
    public init(_touches touches: [UITouch]) {
        var unique: [UITouch] = []
        for touch in touches where !unique._containsIdentical(touch) { unique.append(touch) }
        _touches = unique
        timestamp = UIApplication.shared.clock.now
        super.init()
    }

    /// Every touch of the event.
    open var allTouches: Set<UITouch>? { Set(_touches) }

    /// The touches of the event that began in `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        Set(_touches.filter { $0.view === view })
    }

    /// The touches of the event in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        Set(_touches.filter { $0.window === window })
    }

    /// The touches of the event `gesture` receives.
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        Set(_touches.filter { gesture._touches._containsIdentical($0) })
    }
}
