import Benchmark
import OpenUIKit
import UIKitWorkloads

// The view layer's benchmarks: containment, appearance and Auto Layout over
// trees of growing size (per-node cost and linearity: `uikitbench` prints them as a table).
//   swift package --package-path Benchmarks benchmark --target OpenUIKitBenchmarks

/// Carries the benchmark into the main-actor body. The benchmark object is
/// used by one body at a time (package-benchmark awaits each run), so
/// handing it across is safe though the compiler cannot see it.
struct MainThreadBox<Value>: @unchecked Sendable {
    let value: Value
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        maxDuration: .seconds(3),
        maxIterations: 20
    )

    for count in [1_000, 10_000] {
        Benchmark("Containment/add and remove \(count) children") { benchmark async in
            let box = MainThreadBox(value: benchmark)
            await MainActor.run {
                let workload = UIKitWorkloads.Children(count: count)
                box.value.startMeasurement()
                workload.addAndRemoveAll()
                box.value.stopMeasurement()
                workload.tearDown()
            }
        }
    }

    for count in [1_000, 10_000, 100_000] {
        Benchmark("Appearance/transition over \(count) views") { benchmark async in
            let box = MainThreadBox(value: benchmark)
            await MainActor.run {
                let workload = UIKitWorkloads.Tree(viewCount: count)
                box.value.startMeasurement()
                workload.disappearAndAppear()
                box.value.stopMeasurement()
                workload.tearDown()
            }
        }
    }

    for count in [100, 1_000, 10_000] {
        Benchmark("Auto Layout/first layout of \(count) views") { benchmark async in
            let box = MainThreadBox(value: benchmark)
            await MainActor.run {
                let screen = UIKitWorkloads.Screen(viewCount: count)
                box.value.startMeasurement()
                screen.firstLayout()
                box.value.stopMeasurement()
                screen.tearDown()
            }
        }
        Benchmark("Auto Layout/re-layout of \(count) views after one constant change") { benchmark async in
            let box = MainThreadBox(value: benchmark)
            await MainActor.run {
                let screen = UIKitWorkloads.Screen(viewCount: count)
                screen.firstLayout()
                box.value.startMeasurement()
                screen.relayoutAfterOneConstantChange()
                box.value.stopMeasurement()
                screen.tearDown()
            }
        }
    }
}
