import Logging

/// The diagnostics channel: every misuse and every problem UIKit would log or
/// raise is reported here, by kind, with UIKit's wording where it has one.
///
/// By default a diagnostic is logged through swift-log (label `OpenUIKit`).
/// Tests record diagnostics and assert on them, or make a kind fatal so that
/// the first report stops the process (as UIKit's exceptions do). A test
/// harness sets ``unrecordedReportHandler`` so that a report no test
/// expected fails the test that made it (OpenUIKitTesting does).
///
/// ```swift
/// let (_, reports) = UIApplication.shared.diagnostics.recording {
///     child.removeFromParent()
/// }
/// #expect(reports.map(\.kind) == [.misuse])
/// ```
@preconcurrency @MainActor
public final class UIDiagnostics {
    /// The logger used for unrecorded diagnostics.
    public var logger = Logger(label: "OpenUIKit")

    /// Kinds whose first report stops the process.
    public var fatalKinds: Set<UIDiagnostic.Kind> = []

    /// Kinds that are dropped without logging (still counted and recorded).
    public var silencedKinds: Set<UIDiagnostic.Kind> = []

    /// Where a diagnostic goes that no ``recording(_:)`` collects and no
    /// silenced kind drops, instead of the logger; `nil` (the default) logs
    /// it with ``log(_:)``.
    ///
    /// A test harness sets it to fail the test that made a report nobody
    /// expected (OpenUIKitTesting's `UnexpectedDiagnostics`).
    public var unrecordedReportHandler: (@MainActor (UIDiagnostic) -> Void)?

    private var recordings: [[UIDiagnostic]] = []
    private var observers = ObserverList<UIDiagnostic>()

    /// Every diagnostic reported in this process, by kind.
    public private(set) var counts: [UIDiagnostic.Kind: Int] = [:]

    nonisolated init() {}

    /// Reports a diagnostic.
    public func report(_ kind: UIDiagnostic.Kind, _ message: String) {
        let diagnostic = UIDiagnostic(kind: kind, message: message)
        counts[kind, default: 0] += 1
        observers.notify(diagnostic)
        if fatalKinds.contains(kind) { Violations.fatalDiagnostic(diagnostic) }
        if !recordings.isEmpty {
            recordings[recordings.count - 1].append(diagnostic)
            return
        }
        if silencedKinds.contains(kind) { return }
        if let unrecordedReportHandler {
            unrecordedReportHandler(diagnostic)
            return
        }
        log(diagnostic)
    }

    /// Logs `diagnostic` through ``logger``: as an error for the kinds that
    /// leave the screen wrong, as a warning for the others.
    public func log(_ diagnostic: UIDiagnostic) {
        switch diagnostic.kind {
        case .hierarchyInconsistency, .unsatisfiableConstraints, .layoutFeedbackLoop:
            logger.error("\(diagnostic.message)")
        default:
            logger.warning("\(diagnostic.message)")
        }
    }

    /// Runs `body`, collecting (instead of logging) every diagnostic it reports.
    public func recording<Result>(
        _ body: () throws -> Result
    ) rethrows -> (result: Result, diagnostics: [UIDiagnostic]) {
        recordings.append([])
        do {
            let result = try body()
            return (result, recordings.removeLast())
        } catch {
            recordings.removeLast()
            throw error
        }
    }

    /// Calls `body` for every diagnostic until the returned token is passed to
    /// ``removeObserver(_:)``.
    @discardableResult
    public func addObserver(_ body: @escaping @MainActor (UIDiagnostic) -> Void) -> Int {
        observers.add(body)
    }

    /// Stops an observer added with ``addObserver(_:)``.
    public func removeObserver(_ token: Int) {
        observers.remove(token)
    }
}
