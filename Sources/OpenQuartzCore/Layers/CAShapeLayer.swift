import Foundation

/// A layer that draws a path: filled, then stroked, in its bounds' space.
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
    /// The path to draw; nil by default.
    open var path: CGPath? {
        willSet { _appearanceWillChange() }
    }
    /// The fill colour; opaque black by default (nil fills nothing).
    open var fillColor: CGColor? = .black {
        willSet { _appearanceWillChange() }
    }
    /// How the path's inside is told; `.nonZero` by default.
    open var fillRule: CAShapeLayerFillRule = .nonZero {
        willSet { _appearanceWillChange() }
    }
    /// The stroke colour; nil (no stroke) by default.
    open var strokeColor: CGColor? {
        willSet { _appearanceWillChange() }
    }
    /// The stroke's width; 1 by default.
    open var lineWidth: CGFloat = 1 {
        willSet { _appearanceWillChange() }
        didSet { if !_accepts(lineWidth, for: "lineWidth") { lineWidth = oldValue } }
    }
    /// The miter limit; 10 by default.
    open var miterLimit: CGFloat = 10 {
        willSet { _appearanceWillChange() }
    }
    /// How the stroke ends; `.butt` by default.
    open var lineCap: CAShapeLayerLineCap = .butt {
        willSet { _appearanceWillChange() }
    }
    /// How the stroke turns; `.miter` by default.
    open var lineJoin: CAShapeLayerLineJoin = .miter {
        willSet { _appearanceWillChange() }
    }
    /// Where the dash pattern starts; 0 by default.
    open var lineDashPhase: CGFloat = 0 {
        willSet { _appearanceWillChange() }
    }
    /// Painted and skipped lengths, alternating; nil (solid) by default.
    open var lineDashPattern: [NSNumber]? {
        willSet { _appearanceWillChange() }
    }
    /// Where the stroke starts, as a fraction of the path's length; 0 by default.
    open var strokeStart: CGFloat = 0 {
        willSet { _appearanceWillChange() }
    }
    /// Where the stroke ends, as a fraction of the path's length; 1 by default.
    open var strokeEnd: CGFloat = 1 {
        willSet { _appearanceWillChange() }
    }

    /// A shape layer with no path.
    public override init() { super.init() }

    /// A copy of `layer`'s appearance.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAShapeLayer else { return }
        path = other.path
        fillColor = other.fillColor
        strokeColor = other.strokeColor
        lineWidth = other.lineWidth
        fillRule = other.fillRule
        miterLimit = other.miterLimit
        lineCap = other.lineCap
        lineJoin = other.lineJoin
        lineDashPhase = other.lineDashPhase
        lineDashPattern = other.lineDashPattern
        strokeStart = other.strokeStart
        strokeEnd = other.strokeEnd
    }

    package var _strokeStyle: _StrokeStyle {
        let cap: CGLineCap = lineCap == .round ? .round : lineCap == .square ? .square : .butt
        let join: CGLineJoin = lineJoin == .round ? .round : lineJoin == .bevel ? .bevel : .miter
        return _StrokeStyle(
            width: lineWidth, cap: cap, join: join, miterLimit: miterLimit, dashPhase: lineDashPhase,
            dashLengths: (lineDashPattern ?? []).map { CGFloat($0.doubleValue) })
    }
}
