import SnapshotTesting
import UIKit
import XCTest

/// What the iPhone 13 snapshot of `ProfileViewController` must show, from
/// sources outside OpenUIKit:
///
/// - Apple's iPhone 13 technical specifications: a 2532 × 1170-pixel
///   display; the Human Interface Guidelines ("Layout", device screen
///   sizes): 390 × 844 points at 3×.
/// - The safe area of the iPhone 12 and 13 in portrait, 47 points at the
///   top and 34 at the bottom (Keith Harrison, useyourloaf.com, "iPhone 12
///   Screen Sizes", read off the simulator; swift-snapshot-testing's
///   `ViewImageConfig.iPhone13` has the same).
/// - The light-mode system colours of the Human Interface Guidelines
///   ("Color"): systemBlue (0, 122, 255), systemGreen (52, 199, 89),
///   systemBackground white.
final class ProfileDeviceTests: XCTestCase {
    /// The picture `.image(on: .iPhone13)` takes, taken as `assertSnapshot` takes it.
    func picture(of controller: UIViewController) -> UIImage? {
        var picture: UIImage?
        Snapshotting<UIViewController, UIImage>.image(on: .iPhone13).snapshot(controller).run { picture = $0 }
        return picture
    }

    func testThePictureIsTheIPhone13sScreen() throws {
        let picture = try XCTUnwrap(picture(of: ProfileViewController()))
        XCTAssertEqual(picture.size, CGSize(width: 390, height: 844))
        XCTAssertEqual(picture.scale, 3)
        XCTAssertEqual(picture.size.width * picture.scale, 1170)
        XCTAssertEqual(picture.size.height * picture.scale, 2532)
        XCTAssertEqual(ViewImageConfig.iPhone13.size, CGSize(width: 390, height: 844))
        XCTAssertEqual(ViewImageConfig.iPhone13.safeArea, UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    }

    func testTheHeaderAndFooterSitOnTheSafeArea() throws {
        let controller = ProfileViewController()
        _ = try XCTUnwrap(picture(of: controller))
        XCTAssertEqual(controller.header.frame, CGRect(x: 0, y: 47, width: 390, height: 120))
        XCTAssertEqual(controller.footer.frame, CGRect(x: 0, y: 844 - 34 - 49, width: 390, height: 49))
    }

    #if canImport(OpenUIKit)
        // Reading a pixel is OpenUIKit's `UIImage.pixel(x:y:)`; on iOS a
        // CGContext would read it.
        func testThePixelsShowTheSafeAreaInTheSystemColours() throws {
            let picture = try XCTUnwrap(picture(of: ProfileViewController()))
            func rgb(_ x: Int, _ y: Int) -> [UInt8] {
                guard let p = picture.pixel(x: x, y: y) else { return [] }
                return [p.red, p.green, p.blue]
            }
            // Pixel rows: 47 points at 3× is row 141; the header's 120 points end at row 501.
            XCTAssertEqual(rgb(1, 140), [255, 255, 255], "above the safe area: systemBackground")
            XCTAssertEqual(rgb(1, 141), [0, 122, 255], "the header's first row: systemBlue")
            XCTAssertEqual(rgb(1168, 500), [0, 122, 255], "the header's last row")
            XCTAssertEqual(rgb(1, 501), [255, 255, 255])
            // The footer ends 34 points above the bottom: rows 2283 to 2429 of 2532.
            XCTAssertEqual(rgb(1, 2282), [255, 255, 255])
            XCTAssertEqual(rgb(1, 2283), [52, 199, 89], "the footer's first row: systemGreen")
            XCTAssertEqual(rgb(1168, 2429), [52, 199, 89], "the footer's last row")
            XCTAssertEqual(rgb(1, 2430), [255, 255, 255], "the home indicator's 34 points")
            XCTAssertEqual(rgb(1169, 2531), [255, 255, 255])
        }
    #endif
}
