import Foundation
import GalleryKit
import OpenUIKit
import OpenUIKitSnapshotTesting
import Testing

/// README's picture of the `split` scenario (the window at its picture
/// step: three columns in landscape on an iPad), at 1x to keep the file
/// small, compared with the committed `docs/images/split.png`;
/// `SNAPSHOT_TESTING_RECORD=all swift test --filter DocumentationPictureTests`
/// writes it again. `SplitScenarioTests` checks what it shows.
@MainActor
@Suite(.uikitTest) struct DocumentationPictureTests {
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
                message = verifyPicture(image, at: root.appendingPathComponent("docs/images/split.png"))
            })
        #expect(message == nil, "\(message ?? "")")
    }
}
