import UIKit
import XCTest

/// Auto Layout, animation and drawing from plain XCTest cases.
///
/// Sources: Apple, "Auto Layout Guide" (a constraint is `item1.attr1 =
/// multiplier × item2.attr2 + constant`; `layoutIfNeeded()` lays out at
/// once); `UIView.animate(withDuration:animations:completion:)` (the
/// animations block changes the model values at once; the completion runs
/// when the animation ends, with `true` when it finished);
/// `UIGraphicsImageRenderer` (`image(actions:)` makes an image of the
/// renderer's size; `pngData(actions:)`).
final class LayoutAndDrawingClientTests: ClientTestCase {
    override func setUp() {
        super.setUp()
        useRealTimeAsOnADevice()
    }

    func test_constraintsBetweenSiblings() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let left = UIView()
        let right = UIView()
        for view in [left, right] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            left.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            left.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -10),
            right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 10),
            right.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
            right.widthAnchor.constraint(equalTo: left.widthAnchor),
            right.topAnchor.constraint(equalTo: left.topAnchor),
            right.heightAnchor.constraint(equalTo: left.heightAnchor),
        ])
        container.layoutIfNeeded()
        XCTAssertEqual(left.frame, CGRect(x: 10, y: 10, width: 135, height: 80))
        XCTAssertEqual(right.frame, CGRect(x: 155, y: 10, width: 135, height: 80))
    }

    func test_animationChangesTheModelAtOnceAndCompletesLater() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let done = expectation(description: "the animation completes")
        UIView.animate(
            withDuration: 0.05,
            animations: {
                view.alpha = 0
            },
            completion: { finished in
                XCTAssertTrue(finished)
                done.fulfill()
            })
        XCTAssertEqual(view.alpha, 0)
        wait(for: [done], timeout: 2)
    }

    func test_drawingAnImage() {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2))
        let image = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        XCTAssertEqual(image.size, CGSize(width: 4, height: 2))
        let png = renderer.pngData { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        }
        XCTAssertEqual(Array(png.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
    }

    /// OpenUIKit only: a screen written as SVG from Swift 5 client code,
    /// for a design review (no UIKit counterpart).
    func test_aScreenAsSVG() async {
        await MainActor.run {
            #if canImport(OpenUIKit)
                let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
                label.text = "Inbox"
                let svg = label.svgRepresentation()
                XCTAssertTrue(svg.contains(">Inbox</tspan>"))
                XCTAssertEqual(label.svgData(), Data(svg.utf8))
            #endif
        }
    }

    /// A picture taken while a paused property animator holds a view
    /// halfway shows it halfway (Apple, `CALayer.presentation()`: "the
    /// state of the layer as it currently appears onscreen";
    /// `UIViewPropertyAnimator.fractionComplete`).
    func test_aSnapshotMidAnimationShowsWhereTheViewIs() async {
        await MainActor.run {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 10))
            container.backgroundColor = .white
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            box.backgroundColor = .red
            container.addSubview(box)
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
                box.frame.origin.x = 100
            }
            animator.pauseAnimation()
            animator.fractionComplete = 0.5
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            let image = UIGraphicsImageRenderer(size: container.bounds.size, format: format).image { _ in
                _ = container.drawHierarchy(in: container.bounds, afterScreenUpdates: false)
            }
            XCTAssertEqual(image.size, CGSize(width: 200, height: 10))
            #if canImport(OpenUIKit)
                XCTAssertEqual(image.pixel(x: 55, y: 5)?.green, 0)
                XCTAssertEqual(image.pixel(x: 105, y: 5)?.green, 255)
            #endif
            animator.stopAnimation(true)
        }
    }
}
