import Benchmark
import OpenUIKit
import UIKitWorkloads

// The view layer's benchmarks: containment and appearance over trees of
// growing size (per-node cost and linearity: `uikitbench` prints them as a table).
//   swift package --package-path Benchmarks benchmark --target OpenUIKitBenchmarks

nonisolated(unsafe) let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        maxDuration: .seconds(3),
        maxIterations: 20
    )

    for count in [1_000, 10_000] {
        Benchmark("Containment/add and remove \(count) children") { benchmark in
            MainActor.assumeIsolated {
                let workload = UIKitWorkloads.Children(count: count)
                benchmark.startMeasurement()
                workload.addAndRemoveAll()
                benchmark.stopMeasurement()
                workload.tearDown()
            }
        }
    }

    for count in [1_000, 10_000, 100_000] {
        Benchmark("Appearance/transition over \(count) views") { benchmark in
            MainActor.assumeIsolated {
                let workload = UIKitWorkloads.Tree(viewCount: count)
                benchmark.startMeasurement()
                workload.disappearAndAppear()
                benchmark.stopMeasurement()
                workload.tearDown()
            }
        }
    }
}
