import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// What the committed snapshot references show, read from the files in
/// `__Snapshots__/` and checked against values from outside OpenUIKit, so
/// that a reference is never the only evidence (a recorded picture only
/// detects change). Sources:
///
/// - Sizes: the Human Interface Guidelines' bars (a navigation bar and a
///   toolbar 44 points tall, a tab bar 49) with the iPhone's 34-point home
///   indicator inset below a bottom bar; a navigation bar with a large title
///   96 points (Ivo Mynttinen, "iOS Design Guidelines"); Apple, `UISwitch`
///   (51 × 31 points) and `UIStepper` (94 × 32 points).
/// - Colours: the Human Interface Guidelines' light-mode system colours
///   (systemBlue 0 122 255, systemRed 255 59 48, systemGreen 52 199 89,
///   systemOrange 255 149 0, systemYellow 255 204 0, systemGray 142 142 147,
///   systemPink 255 45 85; secondarySystemBackground 242 242 247), label
///   black, and placeholderText #3C3C43 at 30 % (noahgilmore.com, "Backwards
///   compatibility for iOS 13 system colors").
/// - Behaviour: Apple, `UIView.ContentMode`, `NSTextAlignment`,
///   `UIButton.Configuration` (WWDC21 "Meet the UIKit button system": plain
///   has no background, filled the tint colour), `UISlider` (the minimum
///   track in the tint colour), `UIView.tintColor` (the insertion point).
@MainActor
@Suite(.uikitTest) struct SnapshotReferenceTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")

    static let blue: [UInt8] = [0, 122, 255]
    static let green: [UInt8] = [52, 199, 89]
    static let orange: [UInt8] = [255, 149, 0]
    static let secondaryBackground: [UInt8] = [242, 242, 247]
    static let white: [UInt8] = [255, 255, 255]

    func picture(_ path: String) throws -> UIImage {
        let data = try #require(FileManager.default.contents(atPath: Self.folder.appendingPathComponent(path).path))
        return try #require(UIImage(data: data, scale: 2))
    }

    func svg(_ path: String) throws -> String {
        try String(contentsOf: Self.folder.appendingPathComponent(path), encoding: .utf8)
    }

    /// The colour at (x, y) points (the pixel at their 2× position).
    func rgb(_ image: UIImage, _ x: CGFloat, _ y: CGFloat) -> [UInt8] {
        guard let p = image.pixel(x: Int(x * 2), y: Int(y * 2)) else { return [] }
        return [p.red, p.green, p.blue]
    }

    /// How many pixels in `rect` (points) are exactly `color`.
    func count(_ image: UIImage, _ color: [UInt8], in rect: CGRect) -> Int {
        var n = 0
        for y in Int(rect.minY * 2)..<Int(rect.maxY * 2) {
            for x in Int(rect.minX * 2)..<Int(rect.maxX * 2) {
                if let p = image.pixel(x: x, y: y), [p.red, p.green, p.blue] == color { n += 1 }
            }
        }
        return n
    }

    /// The horizontal extent (points) of the dark pixels (red below 128) in `rect`.
    func ink(_ image: UIImage, in rect: CGRect) -> ClosedRange<CGFloat>? {
        var low = Int.max
        var high = Int.min
        for y in Int(rect.minY * 2)..<Int(rect.maxY * 2) {
            for x in Int(rect.minX * 2)..<Int(rect.maxX * 2) {
                if let p = image.pixel(x: x, y: y), p.red < 128 {
                    low = min(low, x)
                    high = max(high, x)
                }
            }
        }
        return low <= high ? CGFloat(low) / 2...CGFloat(high + 1) / 2 : nil
    }

    @Test func barsHaveTheirHeightsAt2x() throws {
        // 320 points wide; 44, 44 + 52, 49 + 34 and 44 + 34 points tall.
        let heights = [
            "navigationBarWithBackButtonAndItems": 44.0, "navigationBarWithALargeTitle": 96, "tabBar": 83, "toolbar": 78,
        ]
        for (name, height) in heights.sorted(by: { $0.key < $1.key }) {
            let image = try picture("BarSnapshotTests/\(name).1.png")
            #expect(image.size == CGSize(width: 320, height: height), "\(name)")
            #expect(try svg("BarSnapshotTests/\(name).2.svg").contains("width=\"320\" height=\"\(Int(height))\""), "\(name)")
        }
    }

    /// Four switches on a board: 12 points, then 31 and 12 points a row.
    @Test func switchesAre31PointsTallAndOnIsSystemGreen() throws {
        let image = try picture("ControlSnapshotTests/switchesOnOffAndDisabled.1.png")
        #expect(image.size == CGSize(width: 360, height: 12 + 4 * (31 + 12)))
        #expect(rgb(image, 28, 12 + 15.5) == Self.green)
        #expect(rgb(image, 28, 55 + 15.5) == Self.white)
        #expect(try svg("ControlSnapshotTests/switchesOnOffAndDisabled.2.svg").contains("#34C759"))
    }

    /// Three steppers, 94 × 32 points each, 16 points in.
    @Test func steppersAre94By32Points() throws {
        let image = try picture("ControlSnapshotTests/steppers.1.png")
        #expect(image.size == CGSize(width: 360, height: 12 + 3 * (32 + 12)))
        #expect(rgb(image, 16 + 94 - 1, 28) != Self.white)
        #expect(rgb(image, 16 + 94 + 1, 28) == Self.white)
    }

    /// Sliders at 0 and 0.5: the minimum track, left of the thumb, is the tint colour.
    @Test func aSlidersMinimumTrackIsTheTintColour() throws {
        let image = try picture("ControlSnapshotTests/slidersAtTheEndsAndTheMiddle.1.png")
        #expect(rgb(image, 56, 55 + 15.5) == Self.blue)
        #expect(rgb(image, 56, 12 + 15.5) != Self.blue)
    }

    /// The selected segment is white (Apple, `selectedSegmentTintColor` since iOS 13).
    @Test func theSelectedSegmentIsWhite() throws {
        let image = try picture("ControlSnapshotTests/segmentedControlWithOneSelected.1.png")
        #expect(count(image, Self.white, in: CGRect(x: 16, y: 12, width: 200, height: 32)) > 1000)
        #expect(count(image, Self.white, in: CGRect(x: 30, y: 102, width: 170, height: 28)) == 0)
    }

    /// Plain has no background, filled is systemBlue (rows 47 points apart).
    @Test func buttonStylesBackgrounds() throws {
        let image = try picture("ButtonSnapshotTests/configurationStyles.1.png")
        #expect(rgb(image, 20, 12 + 17) == Self.white)
        #expect(rgb(image, 20, 12 + 3 * 47 + 17) == Self.blue)
        #expect(try svg("ButtonSnapshotTests/configurationStyles.2.svg").contains("#007AFF"))
    }

    /// An image and a title in the tint colour (plain), and in white on the
    /// tint colour (filled); rows 47 points apart.
    @Test func buttonImagesAndTitlesAreTinted() throws {
        let image = try picture("ButtonSnapshotTests/imageAndTitle.1.png")
        #expect(count(image, Self.blue, in: CGRect(x: 16, y: 12, width: 200, height: 35)) > 100)
        #expect(rgb(image, 20, 106 + 17) == Self.blue)
        #expect(count(image, Self.white, in: CGRect(x: 20, y: 106 + 4, width: 76, height: 27)) > 100)
    }

    /// Highlighted buttons (Apple, `UIControl.isHighlighted`) are drawn
    /// otherwise than normal ones: the filled one is not its plain tint;
    /// disabled ones (`isEnabled`) show no tint at all.
    @Test func highlightedAndDisabledButtons() throws {
        let image = try picture("ButtonSnapshotTests/highlightedAndDisabled.1.png")
        #expect(rgb(image, 20, 153 + 17) != Self.blue)
        #expect(count(image, Self.blue, in: CGRect(x: 16, y: 200, width: 300, height: 82)) == 0)
    }

    /// A system button's title is the tint colour; a disabled one's is not.
    @Test func aSystemButtonsTitleIsTinted() throws {
        let image = try picture("ButtonSnapshotTests/legacySystemButton.1.png")
        #expect(count(image, Self.blue, in: CGRect(x: 16, y: 12, width: 200, height: 30)) > 50)
        #expect(count(image, Self.blue, in: CGRect(x: 16, y: 54, width: 200, height: 30)) == 0)
    }

    /// Each symbol in its tint: systemBlue (the default), red, green,
    /// orange, yellow, gray, label and pink, in 24-point cells 36 apart.
    @Test func symbolsAreDrawnInTheirTints() throws {
        let image = try picture("ImageAndLabelSnapshotTests/symbolsTinted.1.png")
        let tints: [[UInt8]] = [
            Self.blue, [255, 59, 48], Self.green, Self.orange, [255, 204, 0], [142, 142, 147], [0, 0, 0], [255, 45, 85],
        ]
        for (index, tint) in tints.enumerated() {
            let cell = CGRect(x: 12 + CGFloat(index) * 36, y: 16, width: 24, height: 24)
            #expect(count(image, tint, in: cell) > 50, "symbol \(index)")
        }
    }

    /// A 40 × 20 blue picture with an orange square at its left end in
    /// 64-point squares: stretched, fitted (bands above and below),
    /// filled (the ends cut off, the orange at the left edge), centred.
    @Test func contentModesPlaceThePicture() throws {
        let image = try picture("ImageAndLabelSnapshotTests/contentModes.1.png")
        #expect(rgb(image, 12 + 16, 12 + 32) == Self.orange)
        #expect(rgb(image, 84 + 50, 12 + 8) == Self.secondaryBackground)
        #expect(rgb(image, 84 + 50, 12 + 32) == Self.blue)
        #expect(rgb(image, 156 + 8, 12 + 32) == Self.orange)
        #expect(rgb(image, 156 + 50, 12 + 4) == Self.blue)
        #expect(rgb(image, 228 + 4, 12 + 32) == Self.secondaryBackground)
        #expect(rgb(image, 228 + 42, 12 + 32) == Self.blue)
    }

    /// Left, centred and right in 300-point labels 16 points in, rows 33 apart.
    @Test func labelsAreAligned() throws {
        let image = try picture("ImageAndLabelSnapshotTests/labelAlignmentsTruncationAndLines.1.png")
        let left = try #require(ink(image, in: CGRect(x: 16, y: 12, width: 300, height: 21)))
        let centre = try #require(ink(image, in: CGRect(x: 16, y: 45, width: 300, height: 21)))
        let right = try #require(ink(image, in: CGRect(x: 16, y: 78, width: 300, height: 21)))
        #expect(left.lowerBound - 16 < 2)
        #expect(abs((centre.lowerBound + centre.upperBound) / 2 - 166) < 2)
        #expect(316 - right.upperBound < 2)
    }

    /// The placeholder is placeholderText over white (about 197 197 199);
    /// typed text is black.
    @Test func placeholderAndTypedText() throws {
        let image = try picture("TextFieldSnapshotTests/placeholderTypedAndSecure.1.png")
        let darkestPlaceholder = (32..<84).compactMap { y in
            (48..<300).compactMap { x in image.pixel(x: x, y: y).map { Int($0.red) } }.min()
        }.min()
        #expect(darkestPlaceholder.map { abs($0 - 197) <= 2 } == true)
        #expect(count(image, [0, 0, 0], in: CGRect(x: 16, y: 58, width: 300, height: 34)) > 50)
    }

    /// The caret after the typed text is the tint colour.
    @Test func theCaretIsTheTintColour() throws {
        let image = try picture("TextFieldSnapshotTests/editingWithCaret.1.png")
        #expect(count(image, Self.blue, in: CGRect(x: 16, y: 58, width: 300, height: 34)) > 10)
    }

    /// The SVG of each picture: the same size in points as its PNG, and the
    /// system colours (hex, light mode) the HIG and noahgilmore.com give
    /// what it shows: the tint systemBlue 007AFF, systemGreen 34C759,
    /// secondarySystemBackground F2F2F7, label black, secondaryLabel and
    /// placeholderText 3C3C43 (with opacity), systemFill 787880.
    @Test(arguments: [
        ("ButtonSnapshotTests/highlightedAndDisabled", ["007AFF"]),
        ("ButtonSnapshotTests/imageAndTitle", ["007AFF", "FFFFFF"]),
        ("ButtonSnapshotTests/legacySystemButton", ["007AFF"]),
        ("ControlSnapshotTests/segmentedControlWithOneSelected", ["FFFFFF", "000000"]),
        ("ControlSnapshotTests/slidersAtTheEndsAndTheMiddle", ["007AFF", "787880"]),
        ("ControlSnapshotTests/steppers", ["000000"]),
        ("ImageAndLabelSnapshotTests/contentModes", ["F2F2F7"]),
        ("ImageAndLabelSnapshotTests/labelAlignmentsTruncationAndLines", ["000000", "F2F2F7", "3C3C43"]),
        ("ImageAndLabelSnapshotTests/symbolsTinted", ["007AFF", "FF3B30", "34C759", "FF9500", "FFCC00", "8E8E93", "FF2D55"]),
        ("TextFieldSnapshotTests/editingWithCaret", ["007AFF", "3C3C43"]),
        ("TextFieldSnapshotTests/placeholderTypedAndSecure", ["3C3C43", "000000"]),
    ])
    func svgMatchesItsPictureAndColours(_ name: String, _ colours: [String]) throws {
        let image = try picture("\(name).1.png")
        let text = try svg("\(name).2.svg")
        // The PNG rounds a fractional height (a wrapped label's) up to whole pixels.
        let height = text.firstRange(of: "height=\"").map { text[$0.upperBound...].prefix { $0 != "\"" } }
        #expect(text.contains("width=\"\(Int(image.size.width))\""))
        #expect(height.flatMap { Double($0) }.map { abs($0 - image.size.height) < 0.5 } == true)
        for colour in colours { #expect(text.contains("\"#\(colour)\""), "\(name): #\(colour)") }
    }
}
