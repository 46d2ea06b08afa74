import UIKit
import XCTest

/// Layers and Bézier paths from plain XCTest cases, as iOS code styles a
/// card and draws a ring.
///
/// Sources: Apple, `CALayer.cornerRadius`, `masksToBounds`, `shadowOpacity`
/// (default 0), `shadowOffset` (default (0, −3)), `CAShapeLayer` (`path`,
/// `fillColor` default opaque black, `strokeColor` default nil, `lineWidth`
/// default 1), `UIBezierPath(roundedRect:cornerRadius:)`,
/// `UIBezierPath.cgPath`, `UIView.layer`.
final class LayersClientTests: ClientTestCase {
    override func setUp() {
        super.setUp()
        useRealTimeAsOnADevice()
    }

    func test_aCardWithRoundedCornersAShadowAndABorder() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        card.backgroundColor = .white
        card.layer.cornerRadius = 12
        card.layer.cornerCurve = .continuous
        card.layer.borderWidth = 1
        card.layer.borderColor = UIColor.lightGray.cgColor
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = 0.2
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        card.layer.shadowRadius = 8
        card.layer.shadowPath = UIBezierPath(roundedRect: card.bounds, cornerRadius: 12).cgPath
        XCTAssertEqual(card.layer.cornerRadius, 12)
        XCTAssertEqual(card.layer.backgroundColor, UIColor.white.cgColor)
        XCTAssertFalse(card.layer.masksToBounds)
        card.clipsToBounds = true
        XCTAssertTrue(card.layer.masksToBounds)
        card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        XCTAssertEqual(card.layer.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    }

    func test_aShapeLayerDrawsARing() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let ring = CAShapeLayer()
        ring.path =
            UIBezierPath(
                arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true
            ).cgPath
        XCTAssertEqual(ring.lineWidth, 1)
        XCTAssertNil(ring.strokeColor)
        ring.fillColor = UIColor.clear.cgColor
        ring.strokeColor = UIColor.systemBlue.cgColor
        ring.lineWidth = 8
        ring.lineCap = .round
        ring.frame = view.bounds
        view.layer.addSublayer(ring)
        XCTAssertEqual(view.layer.sublayers?.count, 1)
        XCTAssertTrue(ring.superlayer === view.layer)
        let bounds = ring.path!.boundingBox
        XCTAssertEqual(bounds.midX, 50, accuracy: 0.5)
        ring.removeFromSuperlayer()
        XCTAssertNil(view.layer.sublayers)
    }

    func test_aRoundedPathFillsAndContainsItsInside() {
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 10)
        XCTAssertTrue(path.contains(CGPoint(x: 20, y: 10)))
        XCTAssertFalse(path.contains(CGPoint(x: 0.5, y: 0.5)))
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format).image { _ in
            UIColor.red.setFill()
            path.fill()
            UIColor.blue.setStroke()
            path.lineWidth = 2
            path.lineJoinStyle = .round
            path.stroke()
        }
        XCTAssertEqual(image.size, CGSize(width: 40, height: 20))
    }
}
