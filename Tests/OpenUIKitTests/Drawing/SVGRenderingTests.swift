import Foundation
@_spi(Testing) import OpenUIKit
import OpenUIKitTesting
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `svgRepresentation()`: the display as SVG.
///
/// Expectations come from the SVG 1.1 specification (W3C Recommendation,
/// second edition): `<g opacity>` is group opacity ("Compositing and
/// opacity", 14.5), `transform="translate(tx ty)"` / `matrix(a b c d e f)`
/// (7.6), `clip-path`/`<clipPath>` (14.3.5), `fill-rule="evenodd"`
/// (11.3), `stroke-linecap`, `stroke-linejoin`, `stroke-dasharray` (11.4),
/// `<linearGradient>`/`<radialGradient>` with `gradientUnits` (13.2),
/// `feGaussianBlur`'s `stdDeviation` (15.17), `<image>` with a data URI
/// (5.7), `<text>`/`<tspan>` with absolute `x` and `y` (10.4–10.5), and
/// from XML 1.0 (fifth edition) for escaping: `&` and `<` must be escaped
/// in character data (2.4), control characters other than tab, line feed
/// and carriage return are not allowed at all (2.2, `Char`). The number
/// format (at most three decimals, no exponent, no "-0") and the ids are
/// OpenUIKit's choice, for byte-identical output.
@MainActor
@Suite(.uikitTest) struct SVGRenderingTests {
    /// A view that draws with the context: a filled rectangle, a round-capped
    /// dashed stroke, a linear gradient clipped to an ellipse, an image, text.
    final class Drawn: UIView {
        override func draw(_ rect: CGRect) {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            context.setFillColor(UIColor.systemGreen.cgColor)
            context.fill(CGRect(x: 2, y: 2, width: 10, height: 10))
            context.setStrokeColor(UIColor.red.cgColor)
            context.setLineWidth(2)
            context.setLineCap(.round)
            context.setLineDash(phase: 0, lengths: [4, 2])
            context.move(to: CGPoint(x: 0, y: 20))
            context.addLine(to: CGPoint(x: 40, y: 20))
            context.strokePath()
            context.saveGState()
            context.addEllipse(in: CGRect(x: 20, y: 0, width: 20, height: 10))
            context.clip()
            let gradient = CGGradient(
                colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [UIColor.white.cgColor, UIColor.black.cgColor],
                locations: [0, 1])!
            context.drawLinearGradient(gradient, start: CGPoint(x: 20, y: 0), end: CGPoint(x: 40, y: 0), options: [])
            context.restoreGState()
            BarScenes.square().draw(in: CGRect(x: 0, y: 24, width: 5, height: 5))
            ("Hi" as NSString).draw(at: CGPoint(x: 10, y: 24), withAttributes: [.font: UIFont.systemFont(ofSize: 8)])
        }
    }

    /// A small scene with every kind of thing the display paints.
    static func scene() -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        root.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 10.5, y: 10, width: 60, height: 40))
        card.backgroundColor = .systemBlue
        card.alpha = 0.5
        card.layer.cornerRadius = 8
        card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
        card.layer.borderWidth = 1
        card.layer.borderColor = UIColor.black.cgColor
        card.layer.shadowOpacity = 0.25
        card.layer.shadowRadius = 3
        card.layer.shadowOffset = CGSize(width: 0, height: 2)
        card.clipsToBounds = true
        root.addSubview(card)
        let ring = CAShapeLayer()
        ring.path = CGPath(ellipseIn: CGRect(x: 4, y: 4, width: 20, height: 20), transform: nil)
        ring.fillColor = nil
        ring.strokeColor = UIColor.white.cgColor
        ring.lineWidth = 3
        ring.strokeEnd = 0.75
        ring.lineCap = .round
        card.layer.addSublayer(ring)
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 80, y: 10, width: 30, height: 30)
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        root.layer.addSublayer(gradient)
        let drawn = Drawn(frame: CGRect(x: 70, y: 45, width: 40, height: 30))
        root.addSubview(drawn)
        let label = UILabel(frame: CGRect(x: 4, y: 56, width: 60, height: 20))
        label.text = "Mail"
        label.font = .systemFont(ofSize: 12)
        root.addSubview(label)
        let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        hidden.backgroundColor = .red
        hidden.isHidden = true
        root.addSubview(hidden)
        return root
    }

    @Test func theSameSceneGivesTheSameBytes() {
        let first = Self.scene().svgRepresentation()
        let second = Self.scene().svgRepresentation()
        #expect(first == second)
        let (navigation, _) = BarScenes.navigationStack()
        withTestWindow(root: navigation) { window in
            TestClock.runUntilIdle()
            #expect(window.svgData() == window.svgData())
        }
    }

    @Test func whatTheDisplayPaintsIsWrittenAsVectorElements() throws {
        let svg = Self.scene().svgRepresentation()
        #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.contains(" width=\"120\" height=\"80\" viewBox=\"0 0 120 80\">"))
        // The card: its place, group opacity, its shadow, its clip and its border.
        #expect(svg.contains("<g data-class=\"UIView\" transform=\"translate(10.5 10)\" opacity=\"0.5\">"))
        #expect(svg.contains("<feGaussianBlur stdDeviation=\"3\"/>"))
        #expect(svg.contains("fill=\"#000000\" fill-opacity=\"0.25\" filter=\"url(#f1)\" transform=\"translate(0 2)\""))
        #expect(svg.contains(" fill-rule=\"evenodd\"/>")) // the border's ring
        #expect(svg.contains("<g clip-path=\"url(#c1)\">"))
        // Only two corners are rounded: two arcs (cubic curves) in the background's outline.
        let background = try #require(svg.split(separator: "\n").first { $0.hasSuffix("fill=\"#007AFF\"/>") })
        #expect(background.components(separatedBy: " C").count - 1 == 2)
        // The shape layer: a stroke three quarters long, round caps, Core
        // Animation's miter limit 10 written (SVG's default is 4: SVG 1.1, 11.4).
        // Three quarters of the circle's length, 2π × 10, as the one dash.
        let ring = try #require(svg.split(separator: "\n").first { $0.contains("stroke=\"#FFFFFF\"") })
        #expect(
            ring.contains("stroke=\"#FFFFFF\" stroke-width=\"3\" stroke-linecap=\"round\" stroke-miterlimit=\"10\" stroke-dasharray=\""))
        let dash = try #require(
            ring.components(separatedBy: "stroke-dasharray=\"").last?.split(separator: " ").first.flatMap { Double($0) })
        #expect(abs(dash - 0.75 * 2 * Double.pi * 10) < 0.05)
        // The gradient layer: a linear gradient from the top centre to the bottom centre.
        #expect(svg.contains("<linearGradient id=\"g1\" gradientUnits=\"userSpaceOnUse\" x1=\"15\" y1=\"0\" x2=\"15\" y2=\"30\">"))
        #expect(svg.contains("<stop offset=\"0\" stop-color=\"#FF0000\"/>\n<stop offset=\"1\" stop-color=\"#0000FF\"/>"))
        // draw(_:): fills, strokes, a clip, a gradient, an image and text.
        #expect(svg.contains("fill=\"#34C759\""))
        #expect(
            svg.contains("stroke=\"#FF0000\" stroke-width=\"2\" stroke-linecap=\"round\" stroke-miterlimit=\"10\" stroke-dasharray=\"4 2\"")
        )
        #expect(svg.contains("<radialGradient") == false)
        #expect(svg.contains("xlink:href=\"data:image/png;base64,iVBORw0KGgo"))
        #expect(svg.contains(">Hi</tspan></text>"))
        // The label: its text as text, 12 pt.
        #expect(svg.contains("font-size=\"12\" font-weight=\"400\" fill=\"#000000\">Mail</tspan>"))
        // The hidden view is left out.
        #expect(!svg.contains("fill=\"#FF0000\"/>\n</g>"))
        #expect(XMLParser(data: Data(svg.utf8)).parse())
    }

    /// Numbers: at most three decimals, no exponent, no "-0" (our format).
    @Test func numbersHaveAFixedFormat() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        for (x, y) in [(1.0 / 3, -0.0001), (1e-7, 2.5), (-1e30, 1e30)] {
            let view = UIView(frame: CGRect(x: x, y: y, width: 1, height: 1))
            view.backgroundColor = .red
            root.addSubview(view)
        }
        let svg = root.svgRepresentation()
        #expect(svg.contains("transform=\"translate(0.333 0)\""))
        #expect(svg.contains("transform=\"translate(0 2.5)\""))
        #expect(!svg.contains("-0 ") && !svg.contains("-0\"") && !svg.contains("e+") && !svg.contains("e-"))
    }

    /// Escaping (XML 1.0, 2.2 and 2.4): entities for the markup characters,
    /// U+FFFD for control characters XML cannot hold; everything else, emoji
    /// and combining marks included, as UTF-8; the parsed text is the label's.
    @Test func textIsEscaped() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 400, height: 30))
        label.text = "a & b < c > \"d\" 'e' \u{1}f é 👩‍👩‍👧 \u{301}"
        let svg = label.svgRepresentation()
        #expect(svg.contains(">a &amp; b &lt; c &gt; &quot;d&quot; &apos;e&apos; \u{FFFD}f é 👩‍👩‍👧 \u{301}</tspan>"))
        final class Collector: NSObject, XMLParserDelegate {
            var text = ""
            func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
        }
        let parser = XMLParser(data: Data(svg.utf8))
        let collector = Collector()
        parser.delegate = collector
        #expect(parser.parse())
        #expect(collector.text.contains("a & b < c > \"d\" 'e' \u{FFFD}f é 👩‍👩‍👧 \u{301}"))
    }

    /// Geometry that is not finite is left out and reported, never a crash.
    @Test func nonFiniteGeometryIsLeftOutAndReported() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let shape = CAShapeLayer()
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: CGFloat.nan, y: 3))
        shape.path = path
        root.layer.addSublayer(shape)
        let (svg, reports) = UIApplication.shared.diagnostics.recording { root.svgRepresentation() }
        #expect(!svg.contains("nan") && !svg.contains("NaN"))
        #expect(XMLParser(data: Data(svg.utf8)).parse())
        #expect(reports.map(\.message).contains { $0.hasPrefix("SVG rendering: a path holds a point that is not finite") })
    }

    /// A transform applies about the view's centre (Apple, `UIView.transform`:
    /// "the transform is relative to the center point of the view"); SVG's
    /// `matrix(a b c d e f)` maps (x, y) to (ax + cy + e, bx + dy + f) (SVG
    /// 1.1, 7.4). A quarter turn of a 10 × 20 view centred at (50, 50) maps
    /// (x, y) to (60 − y, 45 + x). A hidden root is still drawn (as a
    /// snapshot shows it), a hidden subview is not.
    @Test func transformsAndHiddenViews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.isHidden = true
        root.backgroundColor = .white
        let turned = UIView(frame: CGRect(x: 45, y: 40, width: 10, height: 20))
        turned.backgroundColor = .red
        turned.transform = CGAffineTransform(rotationAngle: .pi / 2)
        root.addSubview(turned)
        let svg = root.svgRepresentation()
        #expect(svg.contains("<rect x=\"0\" y=\"0\" width=\"100\" height=\"100\" fill=\"#FFFFFF\"/>"))
        #expect(
            svg.contains(
                "<g data-class=\"UIView\" transform=\"matrix(0 1 -1 0 60 45)\">\n<rect x=\"0\" y=\"0\" width=\"10\" height=\"20\" fill=\"#FF0000\"/>"
            ))
        turned.isHidden = true
        #expect(!root.svgRepresentation().contains("#FF0000"))
    }

    /// A continuous corner (`cornerCurve = .continuous`) leaves the side
    /// 1.52866 radii from the corner (PaintCode's reconstruction of iOS 7's
    /// shape, which the compositor draws); the SVG writes the same outline,
    /// so with a 10-point radius the top side runs from x = 15.287 to
    /// 60 − 15.287 = 44.713.
    @Test func continuousCornersAreWrittenAsDrawn() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        view.backgroundColor = .red
        view.layer.cornerRadius = 10
        view.layer.cornerCurve = .continuous
        let background = view.svgRepresentation().split(separator: "\n").first { $0.hasSuffix("fill=\"#FF0000\"/>") }
        #expect(background?.hasPrefix("<path d=\"M15.287 0 L44.713 0 C") == true)
    }
}
