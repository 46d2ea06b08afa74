import Foundation
import OpenUIKit
import SnapshotTesting

/// Compares `image` with the PNG at `url` with ``Diffing/image``, for a
/// picture kept at a path of its own (a documentation picture) rather than
/// in `__Snapshots__`; returns why they differ, or nil when they match.
///
/// With `SNAPSHOT_TESTING_RECORD=all` in the environment it writes the
/// picture instead and returns a message, so that the test fails as a
/// recording `assertSnapshot` does; with any other value a missing file
/// fails. OpenUIKit's own.
public func verifyPicture(_ image: UIImage, at url: URL) -> String? {
    guard let data = image.pngData() else { return "The picture is empty: there is nothing to compare." }
    if ProcessInfo.processInfo.environment["SNAPSHOT_TESTING_RECORD"] == "all" {
        do {
            try data.write(to: url)
            return "Recorded \(url.path); look at it, then run again without recording."
        } catch {
            return "Could not write \(url.path): \(error)"
        }
    }
    guard let reference = FileManager.default.contents(atPath: url.path) else {
        return "No picture at \(url.path); record it with SNAPSHOT_TESTING_RECORD=all."
    }
    let diffing = Diffing<UIImage>.image
    return diffing.diffV2(diffing.fromData(reference), image).map { "\(url.path): \($0.0)" }
}
