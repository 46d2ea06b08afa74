import Benchmark

// A placeholder so the package builds; the OpenUIKit benchmarks replace it.
let benchmarks: @Sendable () -> Void = {
    Benchmark("Placeholder") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(benchmark.scaledIterations.count)
        }
    }
}
