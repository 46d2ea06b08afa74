import Foundation

/// When snapshots are recorded: read from the process's environment by
/// default.
///
/// `OPENUIKIT_RECORD_SNAPSHOTS=1` asks to record (write the reference
/// files) instead of comparing; `CI` set to anything forbids it, so a
/// missing reference on CI is a failure, never a new file.
public struct SnapshotEnvironment: Sendable, Equatable {
    /// Whether recording was asked for.
    public var recordRequested: Bool
    /// Whether this is a continuous integration run (`CI` is set).
    public var isCI: Bool

    public init(recordRequested: Bool, isCI: Bool) {
        self.recordRequested = recordRequested
        self.isCI = isCI
    }

    /// The process's: `OPENUIKIT_RECORD_SNAPSHOTS` is `1` (or `true`,
    /// `yes`), `CI` is set.
    public static var current: SnapshotEnvironment {
        let environment = ProcessInfo.processInfo.environment
        let record = environment["OPENUIKIT_RECORD_SNAPSHOTS"].map { ["1", "true", "yes"].contains($0.lowercased()) } ?? false
        return SnapshotEnvironment(recordRequested: record, isCI: environment["CI"] != nil)
    }

    /// Whether references are written: asked for, and not on CI.
    public var records: Bool { recordRequested && !isCI }
}
