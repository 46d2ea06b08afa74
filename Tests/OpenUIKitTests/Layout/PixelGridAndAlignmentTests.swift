import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Engine frames land on the pixel grid. Source: Apple, "Auto Layout Guide:
/// Understanding Auto Layout" and `UIView.contentScaleFactor` (points map to
/// pixels at the screen's scale; Auto Layout rounds the frames it sets to
/// pixel boundaries, so views never straddle a pixel).
@MainActor
@Suite(.uikitTest) struct PixelGridTests {
    @Test func engineFramesRoundToThePixelsOfTheScreen() {
        let root = Content()
        withTestWindow(root: root) { window in
            #expect(window.traitCollection.displayScale == 3)
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            root.view.addSubview(box)
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 80.5),
                box.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 10.1),
                box.widthAnchor.constraint(equalToConstant: 100),
                box.heightAnchor.constraint(equalToConstant: 20.25),
            ])
            TestClock.runUntilIdle()
            // 241.5 px → 242 px; 541.5 → 542; 30.3 → 30; 91.05 → 91.
            func onGrid(_ value: CGFloat, _ pixels: CGFloat) -> Bool { abs(value - pixels / 3) < 1e-9 }
            #expect(onGrid(box.frame.minX, 242) && onGrid(box.frame.maxX, 542))
            #expect(onGrid(box.frame.minY, 30) && onGrid(box.frame.maxY, 91))

            // On a 2× screen the same constraints give half-point edges.
            window.screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 2, idiom: .phone)
            TestClock.runUntilIdle()
            #expect(box.frame == CGRect(x: 80.5, y: 10, width: 100, height: 20.5))
        }
    }
}

/// Alignment rectangles. Source: Apple, `UIView.alignmentRectInsets` ("Auto
/// Layout positions the view's alignment rectangle"; the frame is the
/// alignment rectangle outset by these insets) and "Auto Layout Guide:
/// Anatomy of a Constraint" (constraints act on alignment rectangles).
@MainActor
@Suite(.uikitTest) struct AlignmentRectTests {
    /// A badge whose shadow hangs 4 points to the right and 6 below.
    final class Shadowed: UIView {
        override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 0, left: 0, bottom: 6, right: 4) }
    }

    @Test func constraintsPlaceTheAlignmentRectangle() {
        let root = Content()
        withTestWindow(root: root) { _ in
            let badge = Shadowed()
            badge.translatesAutoresizingMaskIntoConstraints = false
            root.view.addSubview(badge)
            let plain = UIView()
            plain.translatesAutoresizingMaskIntoConstraints = false
            root.view.addSubview(plain)
            NSLayoutConstraint.activate([
                badge.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 20),
                badge.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 100),
                badge.widthAnchor.constraint(equalToConstant: 50),
                badge.heightAnchor.constraint(equalToConstant: 30),
                plain.topAnchor.constraint(equalTo: badge.bottomAnchor),
                plain.leadingAnchor.constraint(equalTo: badge.trailingAnchor),
                plain.widthAnchor.constraint(equalToConstant: 10),
                plain.heightAnchor.constraint(equalToConstant: 10),
            ])
            TestClock.runUntilIdle()
            #expect(badge.frame == CGRect(x: 20, y: 100, width: 54, height: 36))
            #expect(badge.alignmentRect(forFrame: badge.frame) == CGRect(x: 20, y: 100, width: 50, height: 30))
            // The neighbour lines up with the content, not the shadow.
            #expect(plain.frame == CGRect(x: 70, y: 130, width: 10, height: 10))
        }
    }

    /// Inside a view with alignment insets: its edges are its alignment
    /// rectangle's, its margins and frames count from its bounds.
    @Test func subviewsOfAViewWithAlignmentInsets() {
        final class Inset: UIView {
            override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5) }
        }
        let root = Content()
        withTestWindow(root: root) { _ in
            let card = Inset(frame: CGRect(x: 40, y: 200, width: 110, height: 110))
            root.view.addSubview(card)
            let edge = UIView()
            let margin = UIView()
            for view in [edge, margin] {
                view.translatesAutoresizingMaskIntoConstraints = false
                card.addSubview(view)
            }
            NSLayoutConstraint.activate([
                edge.leadingAnchor.constraint(equalTo: card.leadingAnchor),
                edge.topAnchor.constraint(equalTo: card.topAnchor),
                edge.widthAnchor.constraint(equalToConstant: 10), edge.heightAnchor.constraint(equalToConstant: 10),
                margin.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
                margin.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor),
                margin.widthAnchor.constraint(equalToConstant: 10), margin.heightAnchor.constraint(equalToConstant: 10),
            ])
            TestClock.runUntilIdle()
            #expect(card.frame == CGRect(x: 40, y: 200, width: 110, height: 110))
            #expect(edge.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
            #expect(card.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 94, height: 94))
            #expect(margin.frame == CGRect(x: 8, y: 92, width: 10, height: 10))
        }
    }
}
