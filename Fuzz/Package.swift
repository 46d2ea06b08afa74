// swift-tools-version: 6.2
import PackageDescription

// libFuzzer harnesses live in their own package (as the benchmarks do), so
// the main package is never built with the fuzzer sanitizer.
// `scripts/fuzz-vfl SECONDS` builds and runs the visual format harness; by hand:
//   swift build -c release --package-path Fuzz --scratch-path Fuzz/.build-fuzz -Xswiftc -sanitize=fuzzer
let package = Package(
    name: "OpenUIKitFuzz",
    dependencies: [
        .package(name: "OpenUIKit", path: "..")
    ],
    targets: [
        // The declaration of libFuzzer's driver (its runtime is linked by -sanitize=fuzzer).
        .systemLibrary(name: "CLibFuzzer", path: "Sources/CLibFuzzer"),
        // NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)
        // on arbitrary bytes, with the state checked after each call.
        .executableTarget(
            name: "vflfuzz",
            dependencies: ["CLibFuzzer", .product(name: "OpenUIKit", package: "OpenUIKit")],
            path: "Sources/vflfuzz"
        ),
    ],
    swiftLanguageModes: [.v6]
)
