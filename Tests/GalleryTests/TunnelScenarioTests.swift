import GalleryKit
import OpenUIKit
import Testing

/// The whole `tunnel` transcript, against its golden file.
///
/// The golden file lists `updateViewConstraints()` in each controller's first
/// appearance in a window that uses constraints; sources as in
/// `MailScenarioTests` and `ConstraintUpdateLifecycleTests`.
@MainActor
@Suite struct TunnelScenarioTests {
    @Test func transcriptMatchesTheGoldenFile() throws {
        try GoldenFile(name: "tunnel.txt").assertMatches(Scenario.tunnel.transcript())
    }

    @Test func transcriptIsTheSameOnEveryRun() {
        #expect(Scenario.tunnel.transcript() == Scenario.tunnel.transcript())
    }

    @Test func scenarioReportsNoDiagnostics() {
        var lines: [String] = []
        let diagnostics = Scenario.tunnel.run { lines.append($0) }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(lines.suffix(2) == ["== 8. Diagnostics ==", "  none"])
    }

    @Test func transcriptStartsWithTheLaunchSection() {
        let first = Scenario.tunnel.transcript().split(separator: "\n").first
        #expect(first == "== 1. Launch: the tunnel container becomes the root ==")
    }

    @Test func scenarioLeavesNothingOnScreen() {
        let before = UIApplication.shared.windows.count
        Scenario.tunnel.run { _ in }
        #expect(UIApplication.shared.windows.count == before)
        #expect(!UIApplication.shared.hasPendingWork)
    }
}
