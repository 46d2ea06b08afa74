import OpenUIKit
import Testing

/// Makes every diagnostic that no test expected fail the test that made it.
///
/// A test expects a report by making it inside
/// `UIApplication.shared.diagnostics.recording { … }` and asserting what was
/// recorded; a silenced kind is expected too. Any other report is recorded
/// as an issue of the running test (`Issue.record`), with the diagnostic's
/// kind and message. Swift Testing finds the running test through a
/// task-local value that unstructured tasks inherit, so a report made by the
/// end of a run-loop turn (a main-actor job the test's code scheduled) is
/// the test's too, even when it runs while the test awaits. Outside any test
/// (the gallery, an exit test's child process) the report is logged as
/// before.
///
/// ``UIKitTestTrait`` installs it before the first test runs; installing
/// it again does nothing.
@preconcurrency @MainActor
public enum UnexpectedDiagnostics {
    /// Whether unexpected reports fail tests in this process.
    public static var isInstalled: Bool { UIApplication.shared.diagnostics.unrecordedReportHandler != nil }

    /// Routes unrecorded reports to ``handle(_:)``.
    public static func install() {
        let diagnostics = UIApplication.shared.diagnostics
        guard diagnostics.unrecordedReportHandler == nil else { return }
        diagnostics.unrecordedReportHandler = { handle($0) }
    }

    /// Fails the running test with `diagnostic`, or logs it outside a test.
    public static func handle(_ diagnostic: UIDiagnostic) {
        guard Test.current != nil else {
            UIApplication.shared.diagnostics.log(diagnostic)
            return
        }
        Issue.record(
            Comment(
                rawValue: "Unexpected diagnostic \(diagnostic): make it inside "
                    + "UIApplication.shared.diagnostics.recording { … } and assert it, or fix what caused it."
            ))
    }
}
