import Foundation
import OpenUIKit
import OpenUIKitSnapshotTesting
import OpenUIKitTesting
import SnapshotTesting
import Testing

/// OpenUIKit's strategies for swift-snapshot-testing, in a temporary
/// folder: the record modes as swift-snapshot-testing documents them
/// (`SnapshotTestingConfiguration.Record`: `missing` records a missing
/// reference and fails, `never` fails without writing, `all` writes and
/// fails), the image diffing's precision, the device presets at
/// swift-snapshot-testing 1.19.7's values, and what hosting leaves behind.
/// Pixel counts follow from the views' sizes: a 10 × 10-point view at 2×
/// has 400 pixels, a 4 × 4-point square in it 64.
@MainActor
@Suite(.uikitTest) struct SnapshotStrategyTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("SnapshotStrategyTests-\(UUID().uuidString)")
    let twoX = Snapshotting<UIView, UIImage>.image(traits: UITraitCollection(displayScale: 2))

    /// A 10 × 10 white view with a 4 × 4 square of `color` at (2, 2).
    func view(_ color: UIColor) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.backgroundColor = .white
        let square = UIView(frame: CGRect(x: 2, y: 2, width: 4, height: 4))
        square.backgroundColor = color
        root.addSubview(square)
        return root
    }

    func verify<Format>(
        _ value: UIView, as strategy: Snapshotting<UIView, Format>, named name: String,
        record: SnapshotTestingConfiguration.Record
    ) -> String? {
        verifySnapshot(
            of: value, as: strategy, named: name, record: record, snapshotDirectory: directory.path, testName: "square")
    }

    @Test func aMissingReferenceIsRecordedAndTheTestFailsThenItPasses() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let message = try #require(verify(view(.red), as: twoX, named: "red", record: .missing))
        #expect(message.hasPrefix("No reference was found on disk. Automatically recorded snapshot"))
        let file = directory.appendingPathComponent("square.red.png")
        let data = try #require(FileManager.default.contents(atPath: file.path))
        // A PNG of 20 × 20 pixels: the IHDR's width and height (PNG specification, 11.2.2).
        #expect(Array(data[16..<24]) == [0, 0, 0, 20, 0, 0, 0, 20])
        #expect(verify(view(.red), as: twoX, named: "red", record: .missing) == nil)
    }

    @Test func neverRecordingFailsAndWritesNothing() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let message = try #require(verify(view(.red), as: twoX, named: "never", record: .never))
        #expect(message.hasPrefix("No reference was found on disk. New snapshot was not recorded because recording is disabled"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("square.never.png").path))
    }

    @Test func recordingAllWritesAndFails() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(verify(view(.red), as: twoX, named: "all", record: .missing) != nil)
        let message = try #require(verify(view(.blue), as: twoX, named: "all", record: .all))
        #expect(message.hasPrefix("Record mode is on."))
        #expect(verify(view(.blue), as: twoX, named: "all", record: .never) == nil)
    }

    /// Red (255, 0, 0) against blue (0, 0, 255): 64 of 400 pixels differ,
    /// in 2 of their 4 bytes, so 128 of 1600 bytes: a precision of 0.92.
    @Test func aChangedPictureFailsUnlessWithinThePrecision() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = verify(view(.red), as: twoX, named: "change", record: .missing)
        let message = try #require(verify(view(.blue), as: twoX, named: "change", record: .never))
        #expect(
            message.contains("Newly-taken snapshot does not match reference: 64 of 400 pixels differ. The first is at (4, 4) in pixels."))
        let loose = Snapshotting<UIView, UIImage>.image(precision: 0.92, traits: UITraitCollection(displayScale: 2))
        #expect(verify(view(.blue), as: loose, named: "change", record: .never) == nil)
        let tight = Snapshotting<UIView, UIImage>.image(precision: 0.93, traits: UITraitCollection(displayScale: 2))
        let tightMessage = try #require(verify(view(.blue), as: tight, named: "change", record: .never))
        #expect(tightMessage.contains("Actual image precision 0.92 is less than required 0.93"))
    }

    /// One step of red (255 → 254) is a CIE94 ΔE well under 1 (an eye
    /// tells about 2 apart); red against blue is far over 2.
    @Test func perceptualPrecisionLetsInvisibleChangesPass() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = verify(view(.red), as: twoX, named: "eye", record: .missing)
        let nearlyRed = UIColor(red: 254 / 255, green: 0, blue: 0, alpha: 1)
        #expect(verify(view(nearlyRed), as: twoX, named: "eye", record: .never) != nil)
        let eye = Snapshotting<UIView, UIImage>.image(perceptualPrecision: 0.98, traits: UITraitCollection(displayScale: 2))
        #expect(verify(view(nearlyRed), as: eye, named: "eye", record: .never) == nil)
        let message = try #require(verify(view(.blue), as: eye, named: "eye", record: .never))
        // 336 of 400 pixels match: 0.84 (printed as a Float).
        #expect(message.contains("The percentage of pixels that match 0.84"))
        #expect(message.contains("is less than required 0.98\n64 of 400 pixels differ."))
    }

    @Test func theSVGStrategyComparesLines() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = verify(view(.red), as: .svg, named: "svg", record: .missing)
        let file = directory.appendingPathComponent("square.svg.svg")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains("\n<rect x=\"0\" y=\"0\" width=\"4\" height=\"4\" fill=\"#FF0000\"/>\n"))
        let message = try #require(verify(view(.blue), as: .svg, named: "svg", record: .never))
        #expect(message.contains("−<rect x=\"0\" y=\"0\" width=\"4\" height=\"4\" fill=\"#FF0000\"/>"))
        #expect(message.contains("+<rect x=\"0\" y=\"0\" width=\"4\" height=\"4\" fill=\"#0000FF\"/>"))
    }

    /// A view in no window is drawn in one and put back where it was.
    @Test func aViewIsPutBackWhereItWas() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let first = UIView(frame: CGRect(x: 1, y: 2, width: 10, height: 10))
        let second = UIView(frame: CGRect(x: 3, y: 4, width: 10, height: 10))
        parent.addSubview(first)
        parent.addSubview(second)
        var picture: UIImage?
        twoX.snapshot(first).run { picture = $0 }
        #expect(picture?.size == CGSize(width: 10, height: 10))
        #expect(parent.subviews == [first, second])
        #expect(first.frame == CGRect(x: 1, y: 2, width: 10, height: 10))
        #expect(first.window == nil)
    }

    /// Apple's iPad Pro 11-inch: 834 × 1194 points, 1668 × 2388 pixels at
    /// 2× (its technical specifications; the Human Interface Guidelines'
    /// device sizes), regular in both size classes.
    @Test func aControllerOnTheIPadPro11() {
        let controller = UIViewController()
        var picture: UIImage?
        Snapshotting<UIViewController, UIImage>.image(
            on: .iPadPro11(.portrait), traits: UITraitCollection(displayScale: 2)
        ).snapshot(controller).run { picture = $0 }
        #expect(picture?.size == CGSize(width: 834, height: 1194))
        #expect(picture?.scale == 2)
        #expect(controller.view.window == nil)
    }

    /// swift-snapshot-testing 1.19.7's presets (`Common/View.swift`); the
    /// size classes are those of Apple's size-class table (compact height
    /// in landscape; regular width in landscape on the Max phones only;
    /// iPads regular except a narrow Split View column).
    @Test func thePresetsCarrySwiftSnapshotTestingsValues() {
        let phone = ViewImageConfig.iPhone13(.landscape)
        #expect(phone.size == CGSize(width: 844, height: 390))
        #expect(phone.safeArea == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        #expect(phone.traits.horizontalSizeClass == .compact)
        #expect(phone.traits.verticalSizeClass == .compact)
        #expect(ViewImageConfig.iPhone13ProMax(.landscape).traits.horizontalSizeClass == .regular)
        #expect(ViewImageConfig.iPhoneSe.size == CGSize(width: 320, height: 568))
        #expect(ViewImageConfig.iPhoneSe.safeArea == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(ViewImageConfig.iPhoneX.safeArea == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(ViewImageConfig.iPhone13Mini.safeArea == UIEdgeInsets(top: 50, left: 0, bottom: 34, right: 0))
        let pad = ViewImageConfig.iPadPro11
        #expect(pad.size == CGSize(width: 1194, height: 834))
        #expect(pad.safeArea == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(pad.traits.horizontalSizeClass == .regular)
        #expect(pad.traits.userInterfaceIdiom == .pad)
        let third = ViewImageConfig.iPadPro12_9(.landscape(splitView: .oneThird))
        #expect(third.size == CGSize(width: 375, height: 1024))
        #expect(third.traits.horizontalSizeClass == .compact)
        #expect(ViewImageConfig.iPadPro12_9(.landscape(splitView: .oneHalf)).traits.horizontalSizeClass == .regular)
        #expect(ViewImageConfig.iPadMini(.portrait(splitView: .twoThirds)).size == CGSize(width: 438, height: 1024))
    }

    /// `verifyPicture(_:at:)`, for pictures kept at their own paths.
    @Test func aPictureAtItsOwnPath() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("picture.png")
        var red: UIImage?
        twoX.snapshot(view(.red)).run { red = $0 }
        let picture = try #require(red)
        #expect(verifyPicture(picture, at: url) == "No picture at \(url.path); record it with SNAPSHOT_TESTING_RECORD=all.")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try #require(picture.pngData()).write(to: url)
        #expect(verifyPicture(picture, at: url) == nil)
        var blue: UIImage?
        twoX.snapshot(view(.blue)).run { blue = $0 }
        let bluePicture = try #require(blue)
        let message = try #require(verifyPicture(bluePicture, at: url))
        #expect(message.hasPrefix("\(url.path): Newly-taken snapshot does not match reference: 64 of 400 pixels differ."))
    }
}
