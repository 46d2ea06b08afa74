import QuartzCore
import XCTest

/// A file that imports QuartzCore alone, as layer code in iOS apps does:
/// on Linux, OpenUIKit's `QuartzCore` module brings `CALayer`, its
/// subclasses and `CATransaction`, with Core Graphics' types.
final class QuartzCoreOnlyClientTests: ClientTestCase {
    func test_aLayersFrameComesFromItsBoundsPositionAndAnchorPoint() {
        let layer = CALayer()
        // Apple, CALayer.anchorPoint: "The default value of this property is (0.5, 0.5)".
        XCTAssertEqual(layer.anchorPoint, CGPoint(x: 0.5, y: 0.5))
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.position = CGPoint(x: 100, y: 100)
        // Apple, CALayer.frame: derived from bounds, anchorPoint and position.
        XCTAssertEqual(layer.frame, CGRect(x: 50, y: 75, width: 100, height: 50))
        // Apple, CALayer.shadowOffset, shadowRadius and shadowOpacity: (0.0, -3.0), 3.0 and 0.0.
        XCTAssertEqual(layer.shadowOffset, CGSize(width: 0, height: -3))
        XCTAssertEqual(layer.shadowRadius, 3)
        XCTAssertEqual(layer.shadowOpacity, 0)
    }

    func test_sublayersKeepTheirOrder() {
        // Apple, addSublayer(_:) appends; insertSublayer(_:at:) inserts at the index.
        let parent = CALayer()
        let first = CALayer()
        let second = CALayer()
        parent.addSublayer(first)
        parent.insertSublayer(second, at: 0)
        XCTAssertEqual(parent.sublayers?.count, 2)
        XCTAssertTrue(parent.sublayers?.first === second)
        XCTAssertTrue(first.superlayer === parent)
        first.removeFromSuperlayer()
        XCTAssertEqual(parent.sublayers?.count, 1)
        XCTAssertNil(first.superlayer)
    }

    func test_aShapeLayersDefaults() {
        let shape = CAShapeLayer()
        // Apple, CAShapeLayer: fillColor "Defaults to opaque black", strokeColor
        // "Defaults to nil", lineWidth "Defaults to 1.0", strokeEnd "defaults
        // to 1.0", lineCap "defaults to butt".
        XCTAssertEqual(shape.fillColor, CGColor(gray: 0, alpha: 1))
        XCTAssertNil(shape.strokeColor)
        XCTAssertEqual(shape.lineWidth, 1)
        XCTAssertEqual(shape.strokeEnd, 1)
        XCTAssertEqual(shape.lineCap, .butt)
    }

    func test_transformsAndTimingFunctions() {
        // Apple, CATransform3DMakeTranslation: the translation sits in m41, m42, m43.
        let moved = CATransform3DMakeTranslation(10, 20, 0)
        XCTAssertEqual(moved.m41, 10)
        XCTAssertEqual(moved.m42, 20)
        XCTAssertTrue(CATransform3DIsAffine(moved))
        XCTAssertEqual(CATransform3DGetAffineTransform(moved).tx, 10)
        // Apple, CAMediaTimingFunctionName.default: control points (0.25, 0.1) and (0.25, 1.0).
        var point: [Float] = [0, 0]
        CAMediaTimingFunction(name: .default).getControlPoint(at: 1, values: &point)
        XCTAssertEqual(point, [0.25, 0.1])
    }

    func test_aTransactionCanTurnActionsOff() {
        // Apple, CATransaction.disableActions(): false unless set in the transaction.
        CATransaction.begin()
        XCTAssertFalse(CATransaction.disableActions())
        CATransaction.setDisableActions(true)
        XCTAssertTrue(CATransaction.disableActions())
        CATransaction.commit()
    }
}
