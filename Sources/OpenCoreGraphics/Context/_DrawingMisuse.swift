import Foundation
import Synchronization

/// Misuse found by drawing code that may run off the main actor (the
/// rasterizer, `CGContext`): kept here, in order, and handed to the sink
/// the layer above passes to ``flush(to:)`` when the drawing under way ends
/// (UIKit passes its diagnostics channel after a `draw(_:)`, an image
/// renderer's actions, a display pass). Core Graphics knows no channel of
/// its own.
package enum _DrawingMisuse {
    private static let pending = Mutex<[String]>([])

    /// Notes `message` for the next ``flush()``.
    package static func note(_ message: String) {
        pending.withLock { $0.append(message) }
    }

    /// Hands what was noted to `sink`, in order, and forgets it.
    package static func flush(to sink: (String) -> Void) {
        let messages = pending.withLock { messages in
            defer { messages.removeAll() }
            return messages
        }
        for message in messages { sink(message) }
    }
}

/// Notes a drawing call's misuse, reported when the drawing ends.
package func _reportDrawingMisuse(_ message: @autoclosure () -> String) {
    _DrawingMisuse.note(message())
}
