import Foundation
import GalleryKit
import OpenUIKit
import OpenUIKitTesting
import Testing

/// README's picture of the `split` scenario (the window at its picture
/// step: three columns in landscape on an iPad), at 1x to keep the file
/// small, compared with the committed `docs/images/split.png`;
/// `OPENUIKIT_RECORD_SNAPSHOTS=1 swift test --filter DocumentationPictureTests`
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
                message = verifySnapshot(
                    of: window, as: .png, reference: root.appendingPathComponent("docs/images/split.png"), scale: 1)
            })
        #expect(message == nil, "\(message ?? "")")
    }
}
