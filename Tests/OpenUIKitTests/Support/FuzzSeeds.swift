import Foundation

/// The seeds the randomized suites run: `OPENUIKIT_FUZZ_SEQUENCES` (2,000
/// by default) shared out by a suite's divisor, or the one sequence
/// `OPENUIKIT_FUZZ_SEED=N` replays (every suite then prints its steps).
enum FuzzSeeds {
    /// The sequences asked for, before a suite's share.
    static let sequences = Int(ProcessInfo.processInfo.environment["OPENUIKIT_FUZZ_SEQUENCES"] ?? "") ?? 2000
    /// The seed to replay, if one was asked for.
    static let replay = Int(ProcessInfo.processInfo.environment["OPENUIKIT_FUZZ_SEED"] ?? "")

    /// The seeds of a suite that runs `1 / divisor` of the sequences.
    static func seeds(dividedBy divisor: Int = 1) -> Range<Int> {
        replay.map { $0..<($0 + 1) } ?? 0..<(sequences / max(1, divisor))
    }
}
