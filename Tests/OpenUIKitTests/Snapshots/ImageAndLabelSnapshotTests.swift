import Foundation
import OpenUIKit
import OpenUIKitSnapshotTesting
import OpenUIKitTesting
import SnapshotTesting
import Testing

/// Snapshots of image views and labels (PNG at 2x and SVG), kept in
/// `__Snapshots__/ImageAndLabelSnapshotTests/`.
///
/// The references were recorded (with OpenUIKit's former `OPENUIKIT_RECORD_SNAPSHOTS=1`; now `SNAPSHOT_TESTING_RECORD`) and
/// reviewed by eye against iOS 17. Sources: Apple,
/// `UIImage.RenderingMode.alwaysTemplate` and `UIImageView.tintColor`
/// (a symbol image is a template, drawn in the tint colour); Apple,
/// `UIView.ContentMode` (`scaleAspectFit` keeps the aspect ratio inside
/// the bounds, `scaleAspectFill` fills them, `center` keeps the size);
/// Apple, `UILabel.textAlignment`, `UILabel.lineBreakMode`
/// (`byTruncatingTail` ends with an ellipsis) and `UILabel.numberOfLines`
/// (0: as many lines as needed).
@MainActor
@Suite(.uikitTest) struct ImageAndLabelSnapshotTests {
    @Test func symbolsTinted() {
        let board = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 56))
        board.backgroundColor = .white
        let names = ["envelope", "tray.full", "paperplane", "trash", "star.fill", "folder", "gear", "heart.fill"]
        let tints: [UIColor?] = [nil, .systemRed, .systemGreen, .systemOrange, .systemYellow, .systemGray, .label, .systemPink]
        for (index, name) in names.enumerated() {
            let view = UIImageView(image: UIImage(systemName: name))
            view.tintColor = tints[index]
            view.contentMode = .scaleAspectFit
            view.frame = CGRect(x: 12 + CGFloat(index) * 36, y: 16, width: 24, height: 24)
            board.addSubview(view)
        }
        assertSnapshot(of: board, as: .image(traits: UITraitCollection(displayScale: 2)))
        assertSnapshot(of: board, as: .svg)
    }

    /// A picture twice as wide as it is high (blue, with an orange square
    /// at its left end), drawn with `UIGraphicsImageRenderer`.
    static func widePicture() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20)).image { context in
            UIColor.systemBlue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 20))
            UIColor.systemOrange.setFill()
            context.fill(CGRect(x: 2, y: 2, width: 16, height: 16))
        }
    }

    /// The same wide picture in a square in each content mode: stretched,
    /// fitted (bands above and below), filled (its ends cut off) and at its
    /// own size in the middle.
    @Test func contentModes() {
        let board = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 88))
        board.backgroundColor = .white
        let modes: [UIView.ContentMode] = [.scaleToFill, .scaleAspectFit, .scaleAspectFill, .center]
        for (index, mode) in modes.enumerated() {
            let view = UIImageView(image: Self.widePicture())
            view.contentMode = mode
            view.clipsToBounds = true
            view.backgroundColor = .secondarySystemBackground
            view.frame = CGRect(x: 12 + CGFloat(index) * 72, y: 12, width: 64, height: 64)
            board.addSubview(view)
        }
        assertSnapshot(of: board, as: .image(traits: UITraitCollection(displayScale: 2)))
        assertSnapshot(of: board, as: .svg)
    }

    @Test func labelAlignmentsTruncationAndLines() {
        let board = ControlBoard()
        let size = CGSize(width: 300, height: 21)
        for alignment: NSTextAlignment in [.left, .center, .right] {
            let label = UILabel()
            label.text = "Aligned"
            label.textAlignment = alignment
            label.backgroundColor = .secondarySystemBackground
            board.add(label, size: size)
        }
        let truncated = UILabel()
        truncated.text = "A subject line far too long to fit on one line of this label"
        board.add(truncated, size: size)
        let middle = UILabel()
        middle.text = "A subject line far too long to fit on one line of this label"
        middle.lineBreakMode = .byTruncatingMiddle
        board.add(middle, size: size)
        let lines = UILabel()
        lines.numberOfLines = 0
        lines.font = .preferredFont(forTextStyle: .subheadline)
        lines.textColor = .secondaryLabel
        lines.text = "A preview of the message, wrapped over as many lines as it needs: numberOfLines is zero."
        board.add(lines, size: lines.sizeThatFits(CGSize(width: 300, height: 1000)))
        let two = UILabel()
        two.numberOfLines = 2
        two.text = "Two lines at most, and then the rest is cut off with an ellipsis at the end of the second line."
        board.add(two, size: two.sizeThatFits(CGSize(width: 300, height: 1000)))
        board.assertSnapshots()
    }
}
