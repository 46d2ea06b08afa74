import Foundation
@_spi(Testing) import OpenUIKit
import OpenUIKitTesting
import Testing

/// What the display draws for layers, pixel by pixel at scale 1, with
/// coverages computed by hand in each test's comment.
///
/// Sources: Apple, `CALayer.cornerRadius` ("Setting the radius to a value
/// greater than 0.0 causes the layer to begin drawing rounded corners on
/// its background"; with `masksToBounds` the content is clipped to them),
/// `borderWidth` ("The border is drawn inset from the receiver’s bounds …
/// composited above the receiver’s contents and sublayers"),
/// `shadowOffset`, `shadowRadius` ("The blur radius (in points) used to
/// render the layer’s shadow"), `CAShapeLayer` ("The shape is composited
/// between the layer's contents and its first sublayer"; fill then
/// stroke), `CAGradientLayer` (`startPoint`/`endPoint` in the unit
/// coordinate space of the layer).
@MainActor
@Suite(.uikitTest) struct LayerPixelTests {
    func picture(_ view: UIView) -> UIImage { freshPicture(of: view, scale: 1) }

    /// A 20 × 20 red view with a corner radius of 10 is a circle of radius
    /// 10: pixel (10, 0) loses 10 − ∫₀¹ √(100 − u²) du ≈ 0.0167, coverage
    /// 0.983 (250.7); pixel (0, 0) is outside (its nearest point (1, 1) is
    /// 12.7 from the centre); (10, 10) is inside.
    @Test func roundedCornersAreAntiAliased() {
        let view = colored(.red, CGRect(x: 0, y: 0, width: 20, height: 20))
        view.layer.cornerRadius = 10
        let image = picture(view)
        #expect(image.rgba(0, 0) == .clear)
        #expect(image.rgba(10, 10) == .red)
        let edge = image.rgba(10, 0)!
        #expect(edge.r == 255 && abs(Int(edge.a) - 251) <= 2, "\(edge)")
        view.layer.maskedCorners = [.layerMaxXMaxYCorner]
        #expect(picture(view).rgba(0, 0) == .red) // only the bottom-right corner is rounded
    }

    /// A 2-point red border inside a white 10 × 10 view, over a green
    /// subview that covers it all: columns 0 and 1 red, column 2 green.
    @Test func aBorderIsInsideTheBoundsOverTheSubviews() {
        let view = colored(.white, CGRect(x: 0, y: 0, width: 10, height: 10))
        view.addSubview(colored(.green, view.bounds))
        view.layer.borderWidth = 2
        view.layer.borderColor = UIColor.red.cgColor
        let image = picture(view)
        #expect(image.rgba(0, 5) == .red)
        #expect(image.rgba(1, 5) == .red)
        #expect(image.rgba(2, 5) == .green)
        #expect(image.rgba(9, 9) == .red)
    }

    /// A black shadow of a 10 × 10 view at (20, 20), moved 10 down, blurred
    /// with σ = 1.4 (three box blurs of width 3, kernel [1 3 6 7 6 3 1]/27)
    /// over white. Across its left edge at x = 20, mid-height (the vertical
    /// blur keeps 255 there): the first pixel inside holds (7+6+3+1)/27 of
    /// the coverage, 160.6, rounded per pass to 161; the first outside
    /// 10/27, 94. Black at alpha a over white shows 255 − a.
    @Test func aShadowIsABlurredShapeUnderTheLayer() {
        let back = colored(.white, CGRect(x: 0, y: 0, width: 50, height: 50))
        let card = colored(.blue, CGRect(x: 20, y: 20, width: 10, height: 10))
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = 1.4
        card.layer.shadowOffset = CGSize(width: 0, height: 10)
        back.addSubview(card)
        let image = picture(back)
        #expect(image.rgba(25, 25) == .blue) // the view over its shadow
        #expect(image.rgba(25, 35) == .black)
        #expect(image.rgba(20, 35) == RGBA(94, 94, 94))
        #expect(image.rgba(19, 35) == RGBA(161, 161, 161))
        #expect(image.rgba(16, 35) == .white)
        #expect(image.rgba(25, 10) == .white)
    }

    /// `masksToBounds` with a corner radius of 5 clips a green subview that
    /// covers the 10 × 10 view to a circle: pixel (5, 0) keeps 0.9665 of
    /// it (246.5) over the white background, so red and blue are
    /// 255 × (1 − 0.9665) ≈ 8.5.
    @Test func masksToBoundsClipsSubviewsToTheRoundedShape() {
        let back = colored(.white, CGRect(x: 0, y: 0, width: 10, height: 10))
        let view = UIView(frame: back.bounds)
        view.layer.cornerRadius = 5
        view.layer.masksToBounds = true
        view.addSubview(colored(.green, view.bounds))
        back.addSubview(view)
        let image = picture(back)
        #expect(image.rgba(0, 0) == .white)
        #expect(image.rgba(5, 5) == .green)
        let edge = image.rgba(5, 0)!
        #expect(edge.g == 255 && abs(Int(edge.r) - 8) <= 2 && edge.r == edge.b, "\(edge)")
    }

    /// A shape layer fills its path in black by default, then strokes it:
    /// a 2-wide red stroke centred on the square (2, 2, 6, 6) covers x 1…3.
    @Test func aShapeLayerFillsThenStrokes() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let shape = CAShapeLayer()
        shape.path = CGPath(rect: CGRect(x: 2, y: 2, width: 6, height: 6), transform: nil)
        view.layer.addSublayer(shape)
        #expect(picture(view).rgba(5, 5) == .black)
        shape.strokeColor = UIColor.red.cgColor
        shape.lineWidth = 2
        let image = picture(view)
        #expect(image.rgba(1, 5) == .red)
        #expect(image.rgba(2, 5) == .red)
        #expect(image.rgba(3, 5) == .black)
        #expect(image.rgba(0, 5) == .clear)
    }

    /// A vertical red-to-blue gradient layer (the default points) over
    /// 10 points: row 0's centre is at t = 0.05: red 0.95 × 255 = 242.25,
    /// blue 12.75 (13).
    @Test func aGradientLayer() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let gradient = CAGradientLayer()
        gradient.frame = view.bounds
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        view.layer.addSublayer(gradient)
        let top = picture(view).rgba(5, 0)!
        #expect(abs(Int(top.r) - 242) <= 1 && abs(Int(top.b) - 13) <= 1 && top.a == 255, "\(top)")
        gradient.type = .radial
        gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        let centre = picture(view).rgba(5, 5)!
        // (5.5, 5.5) is 0.5√2 from the centre on an ellipse of radii 5: t = 0.1414.
        #expect(abs(Int(centre.r) - 219) <= 1, "\(centre)")
        // Conic from the centre towards (10, 5), turning clockwise on screen:
        // pixel (5, 8)'s centre is at atan2(3.5, 0.5) = 1.4289 rad, t = 0.2274:
        // red 0.7726 × 255 = 197.0, blue 58.0.
        gradient.type = .conic
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        let below = picture(view).rgba(5, 8)!
        #expect(abs(Int(below.r) - 197) <= 1 && abs(Int(below.b) - 58) <= 1, "\(below)")
    }

    /// The same picture, written twice, is the same bytes.
    @Test func picturesAreDeterministic() {
        func card() -> Data {
            let back = colored(.white, CGRect(x: 0, y: 0, width: 80, height: 60))
            let card = colored(.white, CGRect(x: 10, y: 10, width: 60, height: 40))
            card.layer.cornerRadius = 12
            card.layer.borderWidth = 1
            card.layer.borderColor = UIColor.gray.cgColor
            card.layer.shadowOpacity = 0.3
            card.layer.shadowRadius = 6
            let shape = CAShapeLayer()
            shape.path = UIBezierPath(ovalIn: CGRect(x: 5, y: 5, width: 20, height: 20)).cgPath
            shape.strokeColor = UIColor.blue.cgColor
            shape.lineDashPattern = [3, 2]
            card.layer.addSublayer(shape)
            back.addSubview(card)
            return freshPicture(of: back, scale: 3).pngData()!
        }
        #expect(card() == card())
    }
}
