import Foundation

/// How much of the long-running suites a run does: randomized sequences,
/// scenario runs and pixel-heavy comparisons at a quick size by default
/// (`swift test` while iterating), at full size with `OPENUIKIT_FULL_TESTS=1`
/// in the environment (as `.ci/run` sets it).
public enum TestSize {
    /// Whether the full size was asked for.
    public static let isFull = ProcessInfo.processInfo.environment["OPENUIKIT_FULL_TESTS"] == "1"

    /// `full` with `OPENUIKIT_FULL_TESTS=1`, `quick` otherwise.
    public static func count(quick: Int, full: Int) -> Int { isFull ? full : quick }
}
