import Foundation
@_spi(Testing) import OpenUIKit
import OpenUIKitTesting
import Testing

/// Every default of `CALayer`, `CAShapeLayer`, `CAGradientLayer` and the
/// path types, as Apple documents them.
///
/// Sources (developer.apple.com/documentation/quartzcore/…):
/// `calayer/shadowopacity` ("The default value of this property is 0.0"),
/// `calayer/shadowoffset` ("(0.0, -3.0)"), `calayer/shadowradius` ("3.0"),
/// `calayer/shadowcolor` ("opaque black"), `calayer/bordercolor` ("opaque
/// black"), `calayer/borderwidth` ("0"), `calayer/cornerradius` ("0"),
/// `calayer/opacity` ("1.0"), `calayer/anchorpoint` ("(0.5, 0.5)"),
/// `calayer/maskstobounds` ("false"), `calayer/zposition` ("0"),
/// `calayer/maskedcorners` (all four corners), `calayer/cornercurve`
/// (`.circular`), `calayer/backgroundcolor` ("nil"), `calayer/ishidden`
/// ("false"); `cashapelayer/fillcolor` ("opaque black"),
/// `cashapelayer/strokecolor` ("nil"), `cashapelayer/linewidth` ("1.0"),
/// `cashapelayer/miterlimit` ("10.0"), `cashapelayer/linecap` ("butt"),
/// `cashapelayer/linejoin` ("miter"), `cashapelayer/fillrule`
/// ("non-zero"), `cashapelayer/strokestart` ("0.0"), `cashapelayer/strokeend`
/// ("1.0"), `cashapelayer/linedashphase` ("0"), `cashapelayer/linedashpattern`
/// ("nil"); `cagradientlayer/startpoint` ("(0.5,0.0)"),
/// `cagradientlayer/endpoint` ("(0.5,1.0)"), `cagradientlayer/type`
/// ("axial"), `cagradientlayer/colors` and `locations` ("nil");
/// `uikit/uibezierpath/linewidth` ("1.0"), `linecapstyle` (`.butt`),
/// `linejoinstyle` (`.miter`), `miterlimit` ("10"), `flatness` ("0.6"),
/// `usesevenoddfillrule` ("false").
@MainActor
@Suite(.uikitTest) struct LayerDefaultsTests {
    @Test func aLayersDefaults() {
        let layer = CALayer()
        #expect(layer.shadowOpacity == 0)
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
        #expect(layer.shadowRadius == 3)
        #expect(layer.shadowColor == CGColor.black)
        #expect(layer.shadowPath == nil)
        #expect(layer.borderColor == CGColor.black)
        #expect(layer.borderWidth == 0)
        #expect(layer.cornerRadius == 0)
        #expect(layer.cornerCurve == .circular)
        #expect(layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        #expect(layer.opacity == 1)
        #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(!layer.masksToBounds)
        #expect(!layer.isHidden)
        #expect(layer.zPosition == 0)
        #expect(layer.backgroundColor == nil)
        #expect(layer.sublayers == nil)
        #expect(layer.superlayer == nil)
        #expect(layer.bounds == .zero && layer.position == .zero && layer.frame == .zero)
        #expect(layer.contents == nil)
    }

    @Test func aShapeLayersDefaults() {
        let shape = CAShapeLayer()
        #expect(shape.path == nil)
        #expect(shape.fillColor == CGColor.black)
        #expect(shape.strokeColor == nil)
        #expect(shape.lineWidth == 1)
        #expect(shape.miterLimit == 10)
        #expect(shape.lineCap == .butt)
        #expect(shape.lineJoin == .miter)
        #expect(shape.fillRule == .nonZero)
        #expect(shape.strokeStart == 0)
        #expect(shape.strokeEnd == 1)
        #expect(shape.lineDashPhase == 0)
        #expect(shape.lineDashPattern == nil)
        #expect(CAShapeLayerFillRule.evenOdd.rawValue == "even-odd" && CAShapeLayerFillRule.nonZero.rawValue == "non-zero")
    }

    @Test func aGradientLayersDefaults() {
        let gradient = CAGradientLayer()
        #expect(gradient.startPoint == CGPoint(x: 0.5, y: 0))
        #expect(gradient.endPoint == CGPoint(x: 0.5, y: 1))
        #expect(gradient.type == .axial)
        #expect(gradient.colors == nil)
        #expect(gradient.locations == nil)
    }

    @Test func aBezierPathsDefaults() {
        let path = UIBezierPath()
        #expect(path.lineWidth == 1)
        #expect(path.lineCapStyle == .butt)
        #expect(path.lineJoinStyle == .miter)
        #expect(path.miterLimit == 10)
        #expect(path.flatness == 0.6)
        #expect(!path.usesEvenOddFillRule)
        #expect(path.isEmpty)
        #expect(path.bounds.isNull)
    }

    /// A view's layer shares its background colour, alpha, `isHidden`,
    /// `clipsToBounds` and geometry (Apple, `UIView.layer`: "the view is
    /// the layer's delegate"; `backgroundColor`, `alpha`, `isHidden`,
    /// `clipsToBounds` are documented as the layer's properties).
    @Test func aViewsLayerSharesTheViewsState() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(view.layer === view.layer)
        #expect(view.layer.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(view.layer.position == CGPoint(x: 25, y: 40))
        #expect(view.layer.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
        view.backgroundColor = .red
        #expect(view.layer.backgroundColor == UIColor.red.cgColor)
        view.layer.backgroundColor = UIColor.blue.cgColor
        #expect(view.backgroundColor == .blue)
        view.alpha = 0.5
        #expect(view.layer.opacity == 0.5)
        view.layer.opacity = 0.25
        #expect(view.alpha == 0.25)
        view.layer.isHidden = true
        #expect(view.isHidden)
        view.clipsToBounds = true
        #expect(view.layer.masksToBounds)
        view.layer.masksToBounds = false
        #expect(!view.clipsToBounds)
        view.layer.position = CGPoint(x: 100, y: 100)
        #expect(view.center == CGPoint(x: 100, y: 100))
        view.layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(view.frame == CGRect(x: 95, y: 95, width: 10, height: 10))
    }
}
