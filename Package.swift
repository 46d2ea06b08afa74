// swift-tools-version: 6.2
import PackageDescription

// The platforms where Apple's UIKit, CoreGraphics and QuartzCore are absent:
// there, and only there, modules of those names stand for OpenUIKit's, so
// client code keeps `import UIKit` and a build against Apple's SDKs
// changes nothing.
let withoutApplesFrameworks: [Platform] = [.linux, .windows, .android, .wasi, .openbsd]

/// pointfreeco's SnapshotTesting: OpenUIKitSnapshotTesting and the tests only.
let snapshotTesting: Target.Dependency = .product(name: "SnapshotTesting", package: "swift-snapshot-testing")

let package = Package(
    name: "OpenUIKit",
    products: [
        .library(name: "OpenUIKit", targets: ["OpenUIKit", "OpenUIKitModuleNames"]),
        .library(name: "OpenUIKitTesting", targets: ["OpenUIKitTesting"]),
        // swift-snapshot-testing's UIKit strategies (`.image(on: .iPhone13)`,
        // `.recursiveDescription`), which it defines on iOS only, for OpenUIKit's
        // views and controllers, plus `.svg`.
        .library(name: "OpenUIKitSnapshotTesting", targets: ["OpenUIKitSnapshotTesting"]),
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .executable(name: "gallery", targets: ["gallery"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // The gallery's command line only: OpenUIKit, OpenUIKitTesting and Cassowary stay free of it.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // OpenUIKitSnapshotTesting and the tests only: OpenUIKit stays free of it.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // The constraint solver: no Foundation, no UIKit names.
        .target(name: "Cassowary"),
        // What Core Graphics holds for a UIKit program: geometry, paths,
        // contexts, colours, gradients, bitmaps, the rasterizer, the PNG
        // codec and the SVG writer. No UIKit or Core Animation names.
        // What the modules below UIKit share and UIKit hands them: the
        // misuse sink, main-actor helpers (swift-collections' `_` module
        // pattern: package API only, no product).
        .target(name: "_OpenUIKitShared", dependencies: [.product(name: "Logging", package: "swift-log")]),
        .target(name: "OpenCoreGraphics", dependencies: ["_OpenUIKitShared"]),
        // What Core Animation (QuartzCore) holds: CALayer and its
        // subclasses, CATransaction. A layer knows no view: a view is its
        // layer's delegate and host (_CALayerHost).
        .target(
            name: "OpenQuartzCore",
            dependencies: ["_OpenUIKitShared", "OpenCoreGraphics"]
        ),
        // The text engine below UIKit: fonts (UIFont and its descriptor, the
        // TrueType reader and the carried Roboto faces), attributes and
        // paragraph styles, line breaking and truncation, glyph drawing.
        .target(
            name: "OpenTextEngine",
            dependencies: ["_OpenUIKitShared", "OpenCoreGraphics"],
            // Roboto (Apache-2.0), its licence beside it: text is measured
            // with the font the package carries, the same on every machine.
            resources: [.copy("Resources/Fonts")]
        ),
        .target(
            name: "OpenUIKit",
            dependencies: [
                "Cassowary",
                "_OpenUIKitShared",
                "OpenCoreGraphics",
                "OpenQuartzCore",
                "OpenTextEngine",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // `import UIKit`, `import CoreGraphics` and `import QuartzCore`
        // where Apple's frameworks are absent; a client of the OpenUIKit
        // product gets them through OpenUIKitModuleNames.
        .target(name: "CoreGraphics", dependencies: ["OpenCoreGraphics"]),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics", "OpenQuartzCore"]),
        .target(name: "UIKit", dependencies: ["CoreGraphics", "QuartzCore", "OpenUIKit"]),
        .target(
            name: "OpenUIKitModuleNames",
            dependencies: [
                .target(name: "UIKit", condition: .when(platforms: withoutApplesFrameworks)),
                .target(name: "CoreGraphics", condition: .when(platforms: withoutApplesFrameworks)),
                .target(name: "QuartzCore", condition: .when(platforms: withoutApplesFrameworks)),
            ]
        ),
        .target(name: "OpenUIKitTesting", dependencies: ["OpenUIKit"]),
        .target(
            name: "OpenUIKitSnapshotTesting",
            dependencies: ["OpenUIKit", snapshotTesting]
        ),
        // The sample app's controllers and scenarios; the gallery command runs them.
        // (Not "Gallery": it would collide with "gallery" on case-insensitive file systems.)
        .target(
            name: "GalleryKit",
            dependencies: [
                "OpenUIKit",
                // The scenarios touch the window as a finger does: tap, drag, type.
                "OpenUIKitTesting",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "gallery", dependencies: ["GalleryKit", "OpenUIKit"]),
        // The workload fixtures are read by path, not as resources.
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"], exclude: ["Fixtures"]),
        // Snapshot references live in __Snapshots__ and are read by path, not as resources.
        .testTarget(
            name: "OpenUIKitTests",
            dependencies: [
                "OpenUIKit", "OpenUIKitTesting", "OpenUIKitSnapshotTesting", snapshotTesting,
                // UIKitSourceCompatibilityTests imports UIKit as an iOS test file does.
                "OpenUIKitModuleNames",
            ],
            exclude: ["Snapshots/__Snapshots__"]
        ),
        // UIKit client code as iOS teams write it: the Swift 5 language mode,
        // plain (not @MainActor) XCTest cases, non-isolated helpers.
        // A framework as a port leaves it: one `@_exported import UIKit`
        // where its umbrella header imported UIKit (docs/Porting.md).
        .target(
            name: "PortedFramework",
            dependencies: [.target(name: "UIKit", condition: .when(platforms: withoutApplesFrameworks))],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "UIKitClientTests",
            dependencies: [
                "OpenUIKit", "OpenUIKitModuleNames", "PortedFramework",
                // The porting guide's OSLog entry: swift-log in its place.
                .product(name: "Logging", package: "swift-log"),
                .product(name: "InMemoryLogging", package: "swift-log"),
            ],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // Golden transcripts live in __Snapshots__ and are read by path, not as resources.
        .testTarget(
            name: "GalleryTests",
            dependencies: ["GalleryKit", "OpenUIKit", "OpenUIKitTesting", "OpenUIKitSnapshotTesting", snapshotTesting],
            exclude: ["__Snapshots__"]
        ),
        // An iOS team's snapshot tests as they are written for iOS (Swift 5,
        // XCTest, `import SnapshotTesting` and `import UIKit`): the test
        // target depends on SnapshotTesting and, where Apple's UIKit is
        // absent, on OpenUIKit's module names and strategies
        // (CONTRIBUTING.md, "Snapshots").
        .testTarget(
            name: "SnapshotTestingClientTests",
            dependencies: [
                snapshotTesting,
                .target(name: "OpenUIKitModuleNames", condition: .when(platforms: withoutApplesFrameworks)),
                .target(name: "OpenUIKitSnapshotTesting", condition: .when(platforms: withoutApplesFrameworks)),
            ],
            exclude: ["__Snapshots__"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ],
    swiftLanguageModes: [.v6]
)
