import Foundation
import OpenUIKit

/// A scripted session with the sample app, printed as it runs: what the
/// script does, the lifecycle trace it causes, and the state it leads to.
///
/// Scenarios run under manual time, so the same scenario prints the same
/// text in every run; the gallery prints them, and the tests compare them
/// with golden files.
public struct Scenario: Sendable, Identifiable {
    /// The name the command line selects the scenario by.
    public let name: String
    /// One line on what the scenario shows.
    public let summary: String
    private let body: @MainActor @Sendable (ScenarioSession) -> Void

    public var id: String { name }

    /// Creates a scenario; `body` drives the app through the session.
    public init(name: String, summary: String, body: @escaping @MainActor @Sendable (ScenarioSession) -> Void) {
        self.name = name
        self.summary = summary
        self.body = body
    }

    /// Runs the scenario, passing every line of its transcript to `log` as
    /// it happens, and returns the diagnostics it caused (the last section
    /// of the transcript lists them too).
    ///
    /// The window the scenario shows is hidden again afterwards, without
    /// tracing, so that scenarios (and tests) do not see each other's
    /// controllers. `picture` (if any) sees the window at the scenario's
    /// picture step (``ScenarioSession/takePicture()``), else just before it
    /// is hidden, as the scenario ends. `step` (if any) sees the window at
    /// the end of every step: an action and what follows it, up to the
    /// next action or section that finds the turn settled (an action whose
    /// turn is still pending shares its step with the next one).
    @MainActor
    @discardableResult
    public func run(
        log: @escaping @MainActor (String) -> Void,
        picture: (@MainActor (UIWindow) -> Void)? = nil,
        step: (@MainActor (UIWindow) -> Void)? = nil
    ) -> [UIDiagnostic] {
        let session = ScenarioSession(log: log)
        session.picture = picture
        session.stepEnded = step
        let (_, diagnostics) = UIApplication.shared.diagnostics.recording {
            body(session)
            session.tearDown()
        }
        session.section("Diagnostics")
        if diagnostics.isEmpty {
            session.state("none")
        } else {
            for diagnostic in diagnostics { session.state(diagnostic.description) }
        }
        return diagnostics
    }

    /// Runs the scenario and returns its transcript, one line per line, ending in a newline.
    @MainActor
    public func transcript() -> String {
        var text = ""
        run { text += $0 + "\n" }
        return text
    }
}

extension Scenario {
    /// Every scenario, in the order `gallery --list` shows them.
    public static let all: [Scenario] = [.tunnel, .mail, .split]

    /// The scenario `gallery` runs when given no name.
    public static let defaultScenario: Scenario = .tunnel

    /// The scenario called `name`, if there is one.
    public static func named(_ name: String) -> Scenario? {
        all.first { $0.name == name }
    }
}
