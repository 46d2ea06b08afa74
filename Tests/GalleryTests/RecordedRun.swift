import GalleryKit
import OpenUIKit

/// One run of a scenario, shared by the tests that read what it printed or
/// drew: its transcript (as `Scenario.transcript()` returns it) and the
/// picture `gallery <scenario> --png` writes (the window at the scenario's
/// picture step, drawn at the screen's scale).
///
/// A scenario's run takes seconds (the mail one about five on two cores),
/// and the run is deterministic, which the `transcriptIsTheSameOnEveryRun…`
/// tests check by comparing another run with this one; so the other tests
/// read this one instead of running the scenario again each.
@MainActor
struct RecordedRun {
    let transcript: String
    let picture: UIImage?
    /// What the run reported (the transcript's "Diagnostics" section too).
    let diagnostics: [UIDiagnostic]
    /// Whether work was left for the end of a turn when the run ended.
    let leftPendingWork: Bool

    private static var runs: [String: RecordedRun] = [:]

    /// The recorded run of `scenario`, made the first time it is asked for.
    static func of(_ scenario: Scenario) -> RecordedRun {
        if let run = runs[scenario.name] { return run }
        var text = ""
        var picture: UIImage?
        let diagnostics = scenario.run(
            log: { text += $0 + "\n" },
            picture: { window in
                picture = UIGraphicsImageRenderer(bounds: window.bounds).image { _ in
                    window.drawHierarchy(in: window.bounds, afterScreenUpdates: true)
                }
            })
        let run = RecordedRun(
            transcript: text, picture: picture, diagnostics: diagnostics,
            leftPendingWork: UIApplication.shared.hasPendingWork)
        runs[scenario.name] = run
        return run
    }
}
