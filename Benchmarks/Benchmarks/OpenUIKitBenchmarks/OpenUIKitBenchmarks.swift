import Benchmark
import OpenUIKit
import UIKitWorkloads

// The view layer's benchmarks: containment, appearance, Auto Layout,
// navigation, the split view, display, text and an edge swipe at growing sizes (per-node cost and linearity: `uikitbench` prints them as a table).
//   swift package --package-path Benchmarks benchmark --target OpenUIKitBenchmarks

/// Carries the benchmark into the main-actor body. The benchmark object is
/// used by one body at a time (package-benchmark awaits each run), so
/// handing it across is safe though the compiler cannot see it.
struct MainThreadBox<Value>: @unchecked Sendable {
    let value: Value
}

/// A benchmark whose workload lives on the main actor: `setUp` and
/// `tearDown` are not timed, `measure` is.
func mainActorBenchmark<Workload>(
    _ name: String,
    setUp: @escaping @MainActor () -> Workload,
    measure: @escaping @MainActor (Workload) -> Void,
    tearDown: @escaping @MainActor (Workload) -> Void
) {
    Benchmark(name) { benchmark async in
        let box = MainThreadBox(value: benchmark)
        await MainActor.run {
            let workload = setUp()
            box.value.startMeasurement()
            measure(workload)
            box.value.stopMeasurement()
            tearDown(workload)
        }
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        maxDuration: .seconds(3),
        maxIterations: 20
    )

    for count in [1_000, 10_000] {
        mainActorBenchmark(
            "Containment/add and remove \(count) children",
            setUp: { UIKitWorkloads.Children(count: count) },
            measure: { $0.addAndRemoveAll() },
            tearDown: { $0.tearDown() })
    }

    for count in [1_000, 10_000, 100_000] {
        mainActorBenchmark(
            "Appearance/transition over \(count) views",
            setUp: { UIKitWorkloads.Tree(viewCount: count) },
            measure: { $0.disappearAndAppear() },
            tearDown: { $0.tearDown() })
    }

    for count in [1_000, 10_000] {
        mainActorBenchmark(
            "Presentation/present and dismiss \(count) times",
            setUp: { UIKitWorkloads.Presentations(count: count, style: .fullScreen) },
            measure: { $0.presentAndDismissAll() },
            tearDown: { $0.tearDown() })
    }

    for count in [100, 1_000, 10_000] {
        mainActorBenchmark(
            "Auto Layout/first layout of \(count) views",
            setUp: { UIKitWorkloads.Screen(viewCount: count) },
            measure: { $0.firstLayout() },
            tearDown: { $0.tearDown() })
        mainActorBenchmark(
            "Auto Layout/re-layout of \(count) views after one constant change",
            setUp: {
                let screen = UIKitWorkloads.Screen(viewCount: count)
                screen.firstLayout()
                return screen
            },
            measure: { $0.relayoutAfterOneConstantChange() },
            tearDown: { $0.tearDown() })
    }

    for count in [100, 1_000, 10_000] {
        for animated in [false, true] {
            mainActorBenchmark(
                "Navigation/push \(count) controllers, a turn after each, and pop to the root" + (animated ? ", animated" : ""),
                setUp: { UIKitWorkloads.NavigationStack(depth: count, animated: animated) },
                measure: { $0.pushAllAndPopToRoot() },
                tearDown: { $0.tearDown() })
        }
    }

    for depth in [10, 100] {
        mainActorBenchmark(
            "Split view/collapse and expand with both stacks \(depth) deep",
            setUp: { UIKitWorkloads.SplitView(depth: depth) },
            measure: { $0.collapseAndExpand() },
            tearDown: { $0.tearDown() })
    }

    for count in [100, 1_000, 10_000] {
        mainActorBenchmark(
            "Display/re-layout and display of \(count) coloured views after one constant change",
            setUp: { UIKitWorkloads.PaintedScreen(viewCount: count) },
            measure: { $0.relayoutAndDisplayAfterOneConstantChange() },
            tearDown: { $0.tearDown() })
    }

    mainActorBenchmark(
        "Text/boundingRect of 1000 wrapping strings", setUp: {}, measure: { blackHole(UIKitWorkloads.measureStrings(1_000)) },
        tearDown: {})
    for count in [100, 1_000] {
        mainActorBenchmark(
            "Text/first layout and display of \(count) labels",
            setUp: { UIKitWorkloads.LabelScreen(labelCount: count) },
            measure: { $0.firstLayout() },
            tearDown: { $0.tearDown() })
        mainActorBenchmark(
            "Text/re-layout and display of \(count) labels after one text change",
            setUp: { () -> UIKitWorkloads.LabelScreen in
                let screen = UIKitWorkloads.LabelScreen(labelCount: count)
                screen.firstLayout()
                return screen
            },
            measure: { $0.relayoutAfterOneTextChange() },
            tearDown: { $0.tearDown() })
    }
    mainActorBenchmark(
        "Touches/edge-swipe pop of a 40-row list at 120 fps, every frame",
        setUp: { () -> UIKitWorkloads.EdgeSwipe in
            let swipe = UIKitWorkloads.EdgeSwipe(rowsPerScreen: 40)
            swipe.pushSecondList()
            return swipe
        },
        measure: { blackHole($0.swipeBack { $0() }) },
        tearDown: { $0.tearDown() })
}
