import CoreGraphics
import XCTest

/// A file that imports Core Graphics alone, as geometry helpers in iOS
/// code do: on Linux, OpenUIKit's `CoreGraphics` module brings the
/// transforms, paths and colours (and Foundation's CGRect family), and
/// nothing of UIKit.
final class CoreGraphicsOnlyClientTests: ClientTestCase {
    func test_scalingATranslationScalesFirst() {
        // Apple, CGAffineTransformScale: t' = [sx 0 0 sy 0 0] * t, so a
        // point is scaled, then translated.
        let transform = CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 3)
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(transform), CGPoint(x: 12, y: 23))
        // Apple, CGAffineTransformInvert: the inverse undoes the transform.
        let back = CGPoint(x: 12, y: 23).applying(transform.inverted())
        XCTAssertEqual(back.x, 1, accuracy: 1e-9)
        XCTAssertEqual(back.y, 1, accuracy: 1e-9)
    }

    func test_aRectanglePathKnowsItsBoxAndItsInside() {
        // Apple, CGPath.boundingBoxOfPath and contains(_:using:transform:).
        let rect = CGRect(x: 10, y: 10, width: 40, height: 20)
        let path = CGMutablePath()
        path.addRect(rect)
        XCTAssertEqual(path.boundingBoxOfPath, rect)
        XCTAssertTrue(path.contains(CGPoint(x: 30, y: 20)))
        XCTAssertFalse(path.contains(CGPoint(x: 5, y: 5)))
    }

    func test_aColourKeepsItsComponents() {
        // Apple, CGColor.components: for an RGB colour, red, green, blue, alpha.
        let color = CGColor(red: 1, green: 0.5, blue: 0, alpha: 0.25)
        XCTAssertEqual(color.components, [1, 0.5, 0, 0.25])
        XCTAssertEqual(color.numberOfComponents, 4)
        XCTAssertEqual(color.copy(alpha: 1)?.alpha, 1)
    }
}
