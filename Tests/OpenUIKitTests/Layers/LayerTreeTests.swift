import Foundation
@_spi(Testing) import OpenUIKit
import OpenUIKitTesting
import Testing

/// Sublayers, the damage layer changes make, and bad input reported
/// rather than crashing.
///
/// Sources: Apple, `CALayer.addSublayer(_:)` ("Appends the layer to the
/// layer’s list of sublayers"; a layer added elsewhere moves),
/// `insertSublayer(_:at:)`, `removeFromSuperlayer()`, `zPosition`
/// (siblings with higher values draw above).
@MainActor
@Suite(.uikitTest) struct LayerTreeTests {
    @Test func sublayersMoveAndKeepTheirOrder() {
        let a = CALayer()
        let b = CALayer()
        let c = CALayer()
        a.addSublayer(b)
        a.insertSublayer(c, at: 0)
        #expect(a.sublayers == [c, b])
        #expect(b.superlayer === a)
        let d = CALayer()
        a.insertSublayer(d, above: c)
        #expect(a.sublayers == [c, d, b])
        a.replaceSublayer(d, with: CALayer())
        #expect(d.superlayer == nil && a.sublayers?.count == 3)
        c.addSublayer(b)
        #expect(a.sublayers?.contains(b) == false && c.sublayers == [b])
        b.removeFromSuperlayer()
        #expect(b.superlayer == nil && c.sublayers == nil)
    }

    /// `a.addSublayer(b); b.addSublayer(a)` would make a cycle: refused
    /// with a report, the tree unchanged; so is a layer into itself, and a
    /// view's layer into another layer (OpenUIKit draws it with its view).
    @Test func cyclesAreRefused() {
        let a = CALayer()
        let b = CALayer()
        a.addSublayer(b)
        let view = UIView()
        let (_, reports) = UIApplication.shared.diagnostics.recording {
            b.addSublayer(a)
            a.addSublayer(a)
            b.addSublayer(view.layer)
        }
        #expect(reports.map(\.kind) == [.misuse, .misuse, .misuse])
        #expect(reports[0].message.contains("cycle"))
        #expect(a.superlayer == nil && a.sublayers == [b] && b.sublayers == nil)
    }

    /// NaN and infinite radii, widths, offsets and opacities are refused
    /// with a report and the old value kept; huge and self-intersecting
    /// paths and a path of a million points draw without trouble.
    @Test func badNumbersAreReportedAndIgnored() {
        let layer = CALayer()
        let shape = CAShapeLayer()
        let (_, reports) = UIApplication.shared.diagnostics.recording {
            layer.cornerRadius = .nan
            layer.borderWidth = .infinity
            layer.shadowRadius = -.infinity
            layer.shadowOffset = CGSize(width: CGFloat.nan, height: 0)
            layer.shadowOpacity = .nan
            layer.opacity = .nan
            shape.lineWidth = .nan
            layer.frame = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
        }
        #expect(reports.count == 8 && reports.allSatisfy { $0.kind == .misuse })
        #expect(layer.cornerRadius == 0 && layer.borderWidth == 0 && layer.shadowRadius == 3)
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3) && layer.shadowOpacity == 0 && layer.opacity == 1)
        #expect(shape.lineWidth == 1 && layer.frame == .zero)

        let view = colored(.white, CGRect(x: 0, y: 0, width: 20, height: 20))
        let star = CGMutablePath()
        star.addLines(between: [
            CGPoint(x: 10, y: 0), CGPoint(x: 16, y: 20), CGPoint(x: 0, y: 7), CGPoint(x: 20, y: 7), CGPoint(x: 4, y: 20),
        ])
        star.closeSubpath()
        star.addRect(CGRect(x: -1e300, y: -1e300, width: 2e300, height: 2e300))
        let zigzag = CGMutablePath()
        zigzag.move(to: .zero)
        for i in 0..<1_000_000 { zigzag.addLine(to: CGPoint(x: CGFloat(i % 20), y: CGFloat(i % 7))) }
        for path in [star, zigzag] {
            shape.path = path
            shape.strokeColor = UIColor.red.cgColor
            shape.lineDashPattern = path === zigzag ? [1, 0.5] : nil
            view.layer.addSublayer(shape)
            let (_, drawn) = UIApplication.shared.diagnostics.recording { _ = picture(view) }
            // The million points are refused with a report, as a fill and
            // as a stroke; the star and the huge square draw.
            #expect(drawn.count == (path === zigzag ? 2 : 0), "\(drawn.map(\.message))")
        }
        // The star's pentagon is wound twice (even) and the huge square once: odd, inside.
        #expect(star.contains(CGPoint(x: 10, y: 10), using: .evenOdd))
        #expect(star.contains(CGPoint(x: 10, y: 10), using: .winding))
    }

    func picture(_ view: UIView) -> UIImage { freshPicture(of: view, scale: 1) }

    /// Turning on a shadow repaints where the shadow falls, beyond the
    /// view's frame (by 3σ + 2 points around the offset shape); a border
    /// change repaints the view's frame.
    @Test func shadowAndBorderChangesDamageWhatTheyPaint() {
        withTestWindow(size: CGSize(width: 100, height: 100)) { window in
            let card = colored(.white, CGRect(x: 40, y: 40, width: 20, height: 20))
            window.addSubview(card)
            TestClock.runUntilIdle()
            card.layer.shadowOpacity = 0.5
            card.layer.shadowRadius = 4
            card.layer.shadowOffset = CGSize(width: 0, height: 5)
            TestClock.runUntilIdle()
            // The shadow reaches 3 × 4 + 2 = 14 points past the shape at (40, 45, 20, 20).
            let shadowed = window.lastDisplayReport.damagedRects.reduce(CGRect.null) { $0.union($1) }
            #expect(shadowed.contains(CGRect(x: 26, y: 31, width: 48, height: 48)), "\(shadowed)")
            card.layer.shadowOpacity = 0
            TestClock.runUntilIdle()
            let cleared = window.lastDisplayReport.damagedRects.reduce(CGRect.null) { $0.union($1) }
            #expect(cleared.contains(CGRect(x: 26, y: 31, width: 48, height: 48)), "\(cleared)")
            card.layer.borderWidth = 2
            TestClock.runUntilIdle()
            let bordered = window.lastDisplayReport.damagedRects.reduce(CGRect.null) { $0.union($1) }
            #expect(bordered.contains(card.frame) && !bordered.contains(CGRect(x: 30, y: 30, width: 40, height: 40)), "\(bordered)")
            let sublayer = CALayer()
            sublayer.frame = CGRect(x: -30, y: 0, width: 10, height: 10)
            sublayer.backgroundColor = UIColor.red.cgColor
            card.layer.addSublayer(sublayer)
            TestClock.runUntilIdle()
            let added = window.lastDisplayReport.damagedRects.reduce(CGRect.null) { $0.union($1) }
            #expect(added.contains(CGRect(x: 10, y: 40, width: 10, height: 10)), "\(added)")
            #expect(window.displayedImage()!.rgba(atPoint: 15, 45) == .red)
            card.removeFromSuperview()
        }
    }
}

/// A chain of 3,000 sublayers draws (down to 256 levels) without
/// overflowing the stack, and its damage is found.
@MainActor
@Suite(.uikitTest) struct DeepLayerTreeTests {
    @Test func aVeryDeepChainOfSublayers() {
        let view = colored(.white, CGRect(x: 0, y: 0, width: 10, height: 10))
        var parent = view.layer
        for _ in 0..<3_000 {
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            parent.addSublayer(layer)
            parent = layer
        }
        parent.backgroundColor = UIColor.red.cgColor
        view.layer.sublayers?.first?.backgroundColor = UIColor.blue.cgColor
        let image = freshPicture(of: view, scale: 1)
        #expect(image.rgba(5, 5) == .blue) // the deepest, red one is past the depth drawn
    }
}
