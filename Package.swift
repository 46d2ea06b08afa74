// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "OpenUIKit",
    products: [
        .library(name: "OpenUIKit", targets: ["OpenUIKit"]),
        .library(name: "OpenUIKitTesting", targets: ["OpenUIKitTesting"]),
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .executable(name: "gallery", targets: ["gallery"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        // The constraint solver: no Foundation, no UIKit names.
        .target(name: "Cassowary"),
        .target(
            name: "OpenUIKit",
            dependencies: [
                "Cassowary",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(name: "OpenUIKitTesting", dependencies: ["OpenUIKit"]),
        .executableTarget(name: "gallery", dependencies: ["OpenUIKit"]),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        .testTarget(name: "OpenUIKitTests", dependencies: ["OpenUIKit", "OpenUIKitTesting"]),
    ],
    swiftLanguageModes: [.v6]
)
