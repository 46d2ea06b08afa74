import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A diagnostic no test expected fails the test that made it
/// (`UnexpectedDiagnostics`, installed by the `.uikitTest` trait): here the
/// failure is caught with `withKnownIssue`, so these tests pass only when
/// the report did fail the test.
@MainActor
@Suite(.uikitTest) struct UnexpectedDiagnosticsTests {
    /// Whether `issue` is the one an unexpected report of `kind` records.
    nonisolated private static func isUnexpected(_ issue: Issue, _ kind: UIDiagnostic.Kind) -> Bool {
        issue.comments.contains { $0.rawValue.hasPrefix("Unexpected diagnostic [\(kind)]") }
    }

    @Test func aMisuseMadeOutsideRecordingFailsTheTest() {
        #expect(UnexpectedDiagnostics.isInstalled)
        let lone = UIViewController()
        withKnownIssue("the test did not expect this report") {
            lone.addChild(lone)
        } matching: {
            Self.isUnexpected($0, .misuse)
        }
        #expect(lone.children.isEmpty)
    }

    /// The same report inside `recording` is expected: no issue.
    @Test func theSameMisuseRecordedIsExpected() {
        let lone = UIViewController()
        let (_, reports) = UIApplication.shared.diagnostics.recording { lone.addChild(lone) }
        #expect(reports.map(\.kind) == [.misuse])
    }

    /// Each test starts at the clock's epoch, whatever the test before it
    /// left: this one leaves the clock far from it, and so does its twin;
    /// whichever runs second still starts at the epoch.
    @Test(arguments: [1_000.0, 2_000.0]) func eachTestStartsAtTheEpoch(leaving seconds: Double) {
        #expect(UIApplication.shared.clock.mode == .manual)
        #expect(UIApplication.shared.clock.now == TestClock.epoch)
        TestClock.advance(by: seconds)
        #expect(UIApplication.shared.clock.now == TestClock.epoch + seconds)
    }
}
