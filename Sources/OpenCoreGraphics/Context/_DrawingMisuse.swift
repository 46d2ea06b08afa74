import Foundation
import Synchronization
internal import _OpenUIKitShared

/// Misuse found by drawing code that may run off the main actor (the
/// rasterizer, `CGContext`): kept here, in order, and reported to the misuse
/// sink UIKit hands the layers below it (`_Misuse`) when the drawing under
/// way ends (``flush()``: after a `draw(_:)`, an image renderer's actions, a
/// display pass). Core Graphics knows no channel of its own.
package enum _DrawingMisuse {
    private static let pending = Mutex<[String]>([])

    /// Notes `message` for the next ``flush()``.
    package static func note(_ message: String) {
        pending.withLock { $0.append(message) }
    }

    /// Reports what was noted to `_Misuse`, in order, and forgets it.
    @MainActor package static func flush() {
        let messages = pending.withLock { messages in
            defer { messages.removeAll() }
            return messages
        }
        for message in messages { _Misuse.report(message) }
    }
}

/// Notes a drawing call's misuse, reported when the drawing ends.
package func _reportDrawingMisuse(_ message: @autoclosure () -> String) {
    _DrawingMisuse.note(message())
}
