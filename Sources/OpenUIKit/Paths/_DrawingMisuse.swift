import Foundation
import Synchronization

/// Misuse found by drawing code that may run off the main actor (the
/// rasterizer, `CGContext`): kept here, in order, and reported through
/// `UIApplication.shared.diagnostics` when the drawing under way ends
/// (``flush()``: after a `draw(_:)`, an image renderer's actions, a
/// display pass).
enum _DrawingMisuse {
    private static let pending = Mutex<[String]>([])

    /// Notes `message` for the next ``flush()``.
    static func note(_ message: String) {
        pending.withLock { $0.append(message) }
    }

    /// Reports what was noted, in order.
    @MainActor static func flush() {
        let messages = pending.withLock { messages in
            defer { messages.removeAll() }
            return messages
        }
        for message in messages { UIApplication.shared.diagnostics.report(.misuse, message) }
    }
}

/// Notes a drawing call's misuse, reported when the drawing ends.
func _reportDrawingMisuse(_ message: @autoclosure () -> String) {
    _DrawingMisuse.note(message())
}
