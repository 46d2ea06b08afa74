import Foundation
import OpenUIKit
import OpenUIKitSnapshotTesting
import OpenUIKitTesting
import SnapshotTesting
import Testing

/// A white board the controls of a picture test are laid on, one per row.
@MainActor
final class ControlBoard {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 360, height: 40))
    private var y: CGFloat = 12

    init() { view.backgroundColor = .white }

    /// Adds `control` at its intrinsic size (or `size`) on a new row, 16 points in.
    @discardableResult
    func add<Control: UIView>(_ control: Control, size: CGSize? = nil) -> Control {
        let fitted = size ?? control.intrinsicContentSize
        control.frame = CGRect(x: 16, y: y, width: max(0, fitted.width), height: max(0, fitted.height))
        view.addSubview(control)
        y += control.frame.height + 12
        view.frame.size.height = y
        return control
    }

    /// Lays out the board and each control on it, for a snapshot.
    func settle() {
        view.layoutIfNeeded()
        for subview in view.subviews { subview.layoutIfNeeded() }
    }

    /// Lays the board out and compares it, as PNG at 2x and as SVG, with
    /// the references named after the calling test (swift-snapshot-testing's
    /// `<test>.1.png` and `<test>.2.svg`).
    func assertSnapshots(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
        line: UInt = #line, column: UInt = #column
    ) {
        settle()
        assertSnapshot(
            of: view, as: .image(traits: UITraitCollection(displayScale: 2)), fileID: fileID, file: filePath,
            testName: function, line: line, column: column)
        assertSnapshot(of: view, as: .svg, fileID: fileID, file: filePath, testName: function, line: line, column: column)
    }

    /// Paints the board at 2x; writes it to `/tmp/openuikit-controls/<name>.png`
    /// when `OPENUIKIT_CONTROL_PNGS` is set, for looking at.
    func picture(named name: String) -> UIImage {
        settle()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { _ in
            view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }
        if ProcessInfo.processInfo.environment["OPENUIKIT_CONTROL_PNGS"] != nil, let data = image.pngData() {
            let directory = URL(fileURLWithPath: "/tmp/openuikit-controls")
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try data.write(to: directory.appendingPathComponent(name + ".png"))
            } catch {
                print("could not write \(name).png: \(error)")
            }
        }
        return image
    }
}
