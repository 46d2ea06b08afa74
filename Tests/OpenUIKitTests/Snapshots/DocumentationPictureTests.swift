import Foundation
import OpenUIKit
import OpenUIKitSnapshotTesting
import OpenUIKitTesting
import Testing

/// The pictures README ("What it draws") and the DocC article on controls
/// show, kept true: each is compared with the committed file, and
/// `SNAPSHOT_TESTING_RECORD=all swift test --filter DocumentationPictureTests`
/// writes them again (docs/images/, and the DocC catalog's Resources).
///
/// What they show is each control's and bar's own snapshot test's (those
/// name their sources); these only keep the documentation's copies.
@MainActor
@Suite(.uikitTest) struct DocumentationPictureTests {
    /// The repository's root, from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func check(_ view: UIView, _ path: String, scale: CGFloat = 2) {
        let message = verifyPicture(picture(of: view, scale: scale), at: root.appendingPathComponent(path))
        #expect(message == nil, "\(message ?? "")")
    }

    @Test func controlsSheet() {
        let sheet = ControlsSheet.make()
        Self.check(sheet, "docs/images/controls.png", scale: 1.5)
        Self.check(sheet, "Sources/OpenUIKit/OpenUIKit.docc/Resources/controls.png", scale: 1.5)
    }

    /// A navigation bar with a back button and items, a toolbar and a tab
    /// bar, one under the other, each drawn in its window.
    @Test func bars() throws {
        let size = CGSize(width: 390, height: 844)
        var pictures: [UIImage] = []
        let (navigation, _) = BarScenes.navigationStack()
        try withTestWindow(size: size, root: navigation) { _ in
            pictures.append(Self.picture(of: navigation.navigationBar))
            pictures.append(Self.picture(of: try #require(navigation.toolbar)))
        }
        let tabs = BarScenes.tabs()
        withTestWindow(size: size, root: tabs) { _ in pictures.append(Self.picture(of: tabs.tabBar)) }
        let gap: CGFloat = 12
        let height = pictures.reduce(0) { $0 + $1.size.height } + gap * CGFloat(pictures.count + 1)
        let board = UIView(frame: CGRect(x: 0, y: 0, width: size.width, height: height))
        board.backgroundColor = .secondarySystemBackground
        var y = gap
        for picture in pictures {
            let view = UIImageView(image: picture)
            view.frame = CGRect(x: 0, y: y, width: picture.size.width, height: picture.size.height)
            board.addSubview(view)
            y += picture.size.height + gap
        }
        Self.check(board, "docs/images/bars.png")
    }

    /// `view` drawn at 2x (or `scale`).
    static func picture(of view: UIView, scale: CGFloat = 2) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { _ in
            view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }
    }
}
