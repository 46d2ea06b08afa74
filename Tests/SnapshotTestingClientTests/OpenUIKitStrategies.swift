// The one line an iOS team's snapshot test target adds on Linux: where
// Apple's UIKit is absent, swift-snapshot-testing's UIKit strategies
// (`.image(on: .iPhone13)`, `.recursiveDescription`) come from
// OpenUIKitSnapshotTesting. Importing it in one file of the target makes
// its extension members visible in every file, so the test files keep
// `import SnapshotTesting` and `import UIKit` as they are on iOS.
#if canImport(OpenUIKitSnapshotTesting)
    @_exported import OpenUIKitSnapshotTesting
#endif
