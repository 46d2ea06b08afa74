// swift-tools-version: 6.1
import PackageDescription

// Benchmarks live in their own package (swift-collections' practice), so the
// main package never depends on package-benchmark. Release builds only:
//   swift build -c release --package-path Benchmarks --product layoutbench
//   swift package --package-path Benchmarks benchmark
let package = Package(
    name: "OpenUIKitBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "OpenUIKit", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // Times the solver on layoutbench-v1 workload files; see the shared README.
        .executableTarget(
            name: "layoutbench",
            dependencies: [.product(name: "Cassowary", package: "OpenUIKit")],
            path: "Sources/layoutbench"
        ),
        // The solver alone on a chained screen at growing sizes (growth at a glance).
        .executableTarget(
            name: "chainbench",
            dependencies: [.product(name: "Cassowary", package: "OpenUIKit")],
            path: "Sources/chainbench"
        ),
        // One long-lived solver whose constraints come and go: memory, time, and a digest of its answers.
        .executableTarget(
            name: "churnbench",
            dependencies: [.product(name: "Cassowary", package: "OpenUIKit")],
            path: "Sources/churnbench"
        ),
        .executableTarget(
            name: "SolverBenchmarks",
            dependencies: [
                .product(name: "Cassowary", package: "OpenUIKit"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/SolverBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The view layer's workloads, shared by uikitbench and OpenUIKitBenchmarks.
        .target(
            name: "UIKitWorkloads",
            dependencies: [.product(name: "OpenUIKit", package: "OpenUIKit")],
            path: "Sources/UIKitWorkloads"
        ),
        // Prints per-node costs at growing sizes (linearity at a glance).
        .executableTarget(
            name: "uikitbench",
            dependencies: ["UIKitWorkloads", .product(name: "OpenUIKit", package: "OpenUIKit")],
            path: "Sources/uikitbench"
        ),
        .executableTarget(
            name: "OpenUIKitBenchmarks",
            dependencies: [
                "UIKitWorkloads",
                .product(name: "OpenUIKit", package: "OpenUIKit"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/OpenUIKitBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
