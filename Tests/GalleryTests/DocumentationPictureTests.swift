import Foundation
import GalleryKit
import OpenUIKit
import OpenUIKitSnapshotTesting
import SnapshotTesting
import Testing

/// README's picture of the `split` scenario (the window at its picture
/// step: three columns in landscape on an iPad), at 1x to keep the file
/// small, compared with the committed `docs/images/split.png`;
/// `SNAPSHOT_TESTING_RECORD=all swift test --filter DocumentationPictureTests`
/// writes it again. `SplitScenarioTests` checks what it shows.
@MainActor
@Suite struct DocumentationPictureTests {
    @Test func splitViewOnAnIPad() {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var message: String? = "the scenario took no picture"
        Scenario.split.run(
            log: { _ in },
            picture: { window in
                let format = UIGraphicsImageRendererFormat()
                format.scale = 1
                let image = UIGraphicsImageRenderer(bounds: window.bounds, format: format).image { _ in
                    window.drawHierarchy(in: window.bounds, afterScreenUpdates: true)
                }
                message = verifyDocumentationPicture(image, at: root.appendingPathComponent("docs/images/split.png"))
            })
        #expect(message == nil, "\(message ?? "")")
    }
}

/// Compares `image` with the committed picture at `url` with
/// swift-snapshot-testing's image diffing; with `SNAPSHOT_TESTING_RECORD=all`
/// (never on CI, which sets `never`) writes it instead and fails, as a
/// recording `assertSnapshot` does. Documentation pictures keep their own
/// paths, so they are not `assertSnapshot` references.
func verifyDocumentationPicture(_ image: UIImage, at url: URL) -> String? {
    guard let data = image.pngData() else { return "Nothing to draw." }
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
