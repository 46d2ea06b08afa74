import Foundation

/// A layer that fills its bounds (rounded by its corner radius) with a
/// gradient.
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
    /// The colours (`CGColor`s), in order; nil by default (nothing drawn).
    open var colors: [Any]? {
        willSet { _appearanceWillChange() }
    }
    /// Where each colour sits, `0...1`; nil (evenly spaced) by default.
    open var locations: [NSNumber]? {
        willSet { _appearanceWillChange() }
    }
    /// Where the gradient starts, in unit coordinates of the bounds; (0.5, 0) by default.
    open var startPoint = CGPoint(x: 0.5, y: 0) {
        willSet { _appearanceWillChange() }
    }
    /// Where the gradient ends, in unit coordinates of the bounds; (0.5, 1) by default.
    open var endPoint = CGPoint(x: 0.5, y: 1) {
        willSet { _appearanceWillChange() }
    }
    /// The geometry; `.axial` by default.
    open var type: CAGradientLayerType = .axial {
        willSet { _appearanceWillChange() }
    }

    /// A gradient layer with no colours.
    public override init() { super.init() }

    /// A copy of `layer`'s appearance.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAGradientLayer else { return }
        colors = other.colors
        locations = other.locations
        startPoint = other.startPoint
        endPoint = other.endPoint
        type = other.type
    }

    /// The paint for `bounds` mapped to pixels by `m`, if the colours make one.
    package func _paint(in bounds: CGRect, _ m: CGAffineTransform) -> _GradientPaint? {
        let cgColors = (colors ?? []).compactMap { $0 as? CGColor }
        guard !cgColors.isEmpty, cgColors.count == (colors ?? []).count else { return nil }
        let places = locations.map { $0.map { CGFloat($0.doubleValue) } }
        guard let (stops, at) = CGGradient.stops(colors: cgColors, locations: places?.count == cgColors.count ? places : nil) else {
            return nil
        }
        func point(_ unit: CGPoint) -> CGPoint { CGPoint(x: bounds.minX + unit.x * bounds.width, y: bounds.minY + unit.y * bounds.height) }
        let start = point(startPoint)
        let end = point(endPoint)
        let geometry: _GradientPaint.Geometry
        switch type {
        case .radial: geometry = .ellipse(center: start, radii: CGSize(width: abs(end.x - start.x), height: abs(end.y - start.y)))
        case .conic: geometry = .conic(center: start, start: atan2(end.y - start.y, end.x - start.x))
        default: geometry = .linear(start: start, end: end)
        }
        return _GradientPaint(colors: stops, locations: at, geometry: geometry, transform: m, extendsStart: true, extendsEnd: true)
    }
}
