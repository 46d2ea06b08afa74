import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Records marks (a completion block ran, an animator was asked …) at their
/// place in a lifecycle trace.
@MainActor
final class TraceMarks {
    let trace: LifecycleRecorder
    private var marks: [(index: Int, line: String)] = []
    init(_ trace: LifecycleRecorder) { self.trace = trace }

    /// Notes `line` after what the trace holds now.
    func mark(_ line: String) { marks.append((trace.lines.count, line)) }

    /// The trace with the marks in place; forgets both.
    func take() -> [String] {
        var lines = trace.take()
        for mark in marks.reversed() { lines.insert(mark.line, at: mark.index) }
        marks.removeAll()
        return lines
    }
}

/// A content controller presented with `style`.
@MainActor
func presentable(_ style: UIModalPresentationStyle) -> Content {
    let controller = Content()
    controller.modalPresentationStyle = style
    return controller
}
