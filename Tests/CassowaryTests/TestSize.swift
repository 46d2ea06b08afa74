import Foundation

/// How much of the long-running workloads a run does: a quick size by
/// default (`swift test` while iterating), the full size with
/// `OPENUIKIT_FULL_TESTS=1` in the environment (as `.ci/run` sets it).
enum TestSize {
    /// Whether the full size was asked for.
    static let isFull = ProcessInfo.processInfo.environment["OPENUIKIT_FULL_TESTS"] == "1"

    /// `full` with `OPENUIKIT_FULL_TESTS=1`, `quick` otherwise.
    static func count(quick: Int, full: Int) -> Int { isFull ? full : quick }
}
