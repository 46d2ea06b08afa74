import Foundation
import OpenUIKit
import OpenUIKitTesting

/// The seeds the randomized suites run: `OPENUIKIT_FUZZ_SEQUENCES` (2,000
/// with `OPENUIKIT_FULL_TESTS=1`, 400 by default: see `TestSize`) shared out
/// by a suite's divisor, or the one sequence `OPENUIKIT_FUZZ_SEED=N` replays
/// (every suite then prints its steps).
enum FuzzSeeds {
    /// The sequences asked for, before a suite's share.
    static let sequences =
        Int(ProcessInfo.processInfo.environment["OPENUIKIT_FUZZ_SEQUENCES"] ?? "")
        ?? TestSize.count(quick: 400, full: 2000)
    /// The seed to replay, if one was asked for.
    static let replay = Int(ProcessInfo.processInfo.environment["OPENUIKIT_FUZZ_SEED"] ?? "")

    /// The seeds of a suite that runs `1 / divisor` of the sequences.
    static func seeds(dividedBy divisor: Int = 1) -> Range<Int> {
        replay.map { $0..<($0 + 1) } ?? 0..<(sequences / max(1, divisor))
    }

    /// The screen the randomized suites' phone windows are on: 390 × 844
    /// points at 1×. They check trees, lifecycles and invariants, not
    /// pixels (the drawing tests do), and the display pass at 3× would
    /// paint nine times the pixels at every step.
    @MainActor static let phoneScreen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 1, idiom: .phone)
}
