import GalleryKit
import OpenUIKit
import Testing

/// The whole `mail` transcript (the built-in containers), against its golden file.
///
/// The golden file lists `updateViewConstraints()` in each controller's first
/// appearance (its content uses constraints): Apple, `updateViewConstraints()`
/// (called before layout); `requiresConstraintBasedLayout`'s header comment
/// (Auto Layout engages once a constraint is made); the device log at
/// arm1.ru/en/blog/zhiznennyj-tsikl-uiviewcontroller (`viewWillAppear:`,
/// `updateViewConstraints`, `viewWillLayoutSubviews`, for a shown and a pushed
/// controller). See `ConstraintUpdateLifecycleTests`.
@MainActor
@Suite struct MailScenarioTests {
    @Test func transcriptMatchesTheGoldenFile() throws {
        try GoldenFile(name: "mail.txt").assertMatches(Scenario.mail.transcript())
    }

    @Test func transcriptIsTheSameOnEveryRunAndReportsNoDiagnostics() {
        var lines: [String] = []
        let diagnostics = Scenario.mail.run { lines.append($0) }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(lines.joined(separator: "\n") + "\n" == Scenario.mail.transcript())
        #expect(!UIApplication.shared.hasPendingWork)
    }

    /// The numbers the scenario prints, checked here too: a navigation bar
    /// under the status bar, a tab bar over the home indicator, and the page
    /// content between them.
    @Test func thePagesContentSitsBetweenTheBars() {
        let transcript = Scenario.mail.transcript()
        #expect(transcript.contains("  navigation bar (0 47; 390 44), tab bar (0 761; 390 83)"))
        #expect(transcript.contains("  Inbox: view (0 0; 390 844), safe area insets (91 0 83 0), content (16 91; 358 670)"))
        #expect(transcript.contains("  Settings: view (0 0; 390 844), safe area insets (47 0 83 0), content (16 47; 358 714)"))
    }
}
