import Logging

/// The diagnostics channel: every misuse and every problem UIKit would log or
/// raise is reported here, by kind, with UIKit's wording where it has one.
///
/// By default a diagnostic is logged through swift-log (label `OpenUIKit`).
/// Tests record diagnostics and assert on them, or make a kind fatal so that
/// the first report stops the process (as UIKit's exceptions do).
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
        switch kind {
        case .hierarchyInconsistency, .unsatisfiableConstraints, .layoutFeedbackLoop:
            logger.error("\(message)")
        default:
            logger.warning("\(message)")
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
