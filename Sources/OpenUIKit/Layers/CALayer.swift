import Foundation

/// What a view draws with: its background, corners, border, shadow and
/// opacity, and layers of its own drawn over its content.
///
/// A view's layer (``UIView/layer``) shares the view's state as UIKit's
/// does: `backgroundColor` is the view's background colour, `opacity` its
/// alpha, `isHidden` its `isHidden`, `masksToBounds` its `clipsToBounds`,
/// `bounds` its bounds and `position` its center (with the default anchor
/// point). A layer made alone keeps these itself.
///
/// Differences: no `transform`/`sublayerTransform` (a view's transform
/// still applies), no animations (`CAAnimation`), `contents` kept but not
/// drawn, `zPosition` orders siblings but does not go in depth, a view's
/// layer's ``sublayers`` holds the layers added to it (not its subviews'
/// layers) and they draw above the view's content and below its subviews,
/// and a layer's ``opacity`` applies to each of its sublayers in turn (not
/// to them as a group, as a view's alpha does).
@preconcurrency @MainActor
open class CALayer: NSObject {
    /// The view whose layer this is.
    weak var _view: UIView?
    private var storedBounds = CGRect.zero
    private var storedPosition = CGPoint.zero
    private var storedBackgroundColor: CGColor?
    private var storedOpacity: Float = 1
    private var storedHidden = false
    private var storedMasksToBounds = false
    var _sublayers: [CALayer] = []
    weak var _superlayer: CALayer?

    /// A layer with no size, at the origin.
    public override init() { super.init() }

    /// A copy of `layer`'s appearance (Core Animation uses it for presentation layers).
    public init(layer: Any) {
        super.init()
        guard let other = layer as? CALayer else { return }
        bounds = other.bounds
        position = other.position
        backgroundColor = other.backgroundColor
        cornerRadius = other.cornerRadius
        borderWidth = other.borderWidth
        borderColor = other.borderColor
        opacity = other.opacity
    }

    /// Called before any change to how this layer shows: the view that
    /// shows it repaints where it was and where it will be.
    func _appearanceWillChange() {
        var layer = self
        while layer._view == nil, let superlayer = layer._superlayer { layer = superlayer }
        layer._view?._displayWillChange()
    }

    /// Refuses (and reports) a value that is not finite.
    func _accepts(_ value: CGFloat, for property: String) -> Bool {
        guard value.isFinite else {
            UIApplication.shared.diagnostics.report(.misuse, "\(_shortDescription): \(property) \(value) is not finite; it is ignored.")
            return false
        }
        return true
    }

    var _shortDescription: String { "<\(type(of: self))>" }

    /// Sets a property a view's layer shares with its view: on the view
    /// (`onView`), or, for a layer alone, in `stored` (damaging first).
    private func _share<Value>(_ stored: ReferenceWritableKeyPath<CALayer, Value>, _ value: Value, onView: (UIView) -> Void) {
        if let view = _view { return onView(view) }
        _appearanceWillChange()
        self[keyPath: stored] = value
    }

    // MARK: Geometry

    /// The layer's own space: its origin and size (a view's bounds).
    open var bounds: CGRect {
        get { _view?.bounds ?? storedBounds }
        set {
            guard _accepts(newValue.minX + newValue.minY + newValue.width + newValue.height, for: "bounds") else { return }
            _share(\.storedBounds, newValue) { $0.bounds = newValue }
        }
    }

    /// Where the anchor point sits in the superlayer (a view's center).
    open var position: CGPoint {
        get { _view?.center ?? storedPosition }
        set {
            guard _accepts(newValue.x + newValue.y, for: "position") else { return }
            _share(\.storedPosition, newValue) { $0.center = newValue }
        }
    }

    /// The point of the bounds, in unit coordinates, that ``position``
    /// places; (0.5, 0.5) by default. A view's layer keeps it but draws
    /// about its center.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
        willSet { _appearanceWillChange() }
    }

    /// The layer's rectangle in its superlayer (a view's frame).
    open var frame: CGRect {
        get {
            if let view = _view { return view.frame }
            let b = storedBounds
            return CGRect(
                x: storedPosition.x - anchorPoint.x * b.width, y: storedPosition.y - anchorPoint.y * b.height, width: b.width,
                height: b.height)
        }
        set {
            if let view = _view {
                view.frame = newValue
                return
            }
            let r = newValue.standardized
            guard _accepts(r.minX + r.minY + r.width + r.height, for: "frame") else { return }
            _appearanceWillChange()
            storedBounds.size = r.size
            storedPosition = CGPoint(x: r.minX + anchorPoint.x * r.width, y: r.minY + anchorPoint.y * r.height)
        }
    }

    /// Orders siblings for drawing (higher later; equal ones by their
    /// order in ``sublayers``); 0 by default.
    open var zPosition: CGFloat = 0 {
        willSet { _appearanceWillChange() }
    }

    // MARK: Appearance

    /// The colour behind the content (a view's background colour); nil by default.
    open var backgroundColor: CGColor? {
        get { _view.map { $0.backgroundColor?.cgColor } ?? storedBackgroundColor }
        set {
            _share(\.storedBackgroundColor, newValue) { $0.backgroundColor = newValue.map { UIColor(cgColor: $0) } }
        }
    }

    /// The layer's opacity, `0...1` (a view's alpha); 1 by default.
    open var opacity: Float {
        get { _view.map { Float($0.alpha) } ?? storedOpacity }
        set {
            guard !newValue.isNaN else {
                UIApplication.shared.diagnostics.report(.misuse, "\(_shortDescription): opacity nan is not an opacity; it is ignored.")
                return
            }
            _share(\.storedOpacity, min(max(newValue, 0), 1)) { $0.alpha = CGFloat(newValue) }
        }
    }

    /// Whether the layer and its sublayers are not drawn (a view's `isHidden`); false by default.
    open var isHidden: Bool {
        get { _view?.isHidden ?? storedHidden }
        set {
            _share(\.storedHidden, newValue) { $0.isHidden = newValue }
        }
    }

    /// Whether sublayers (and a view's subviews) are clipped to the bounds,
    /// rounded by the corner radius (a view's `clipsToBounds`); false by default.
    open var masksToBounds: Bool {
        get { _view?.clipsToBounds ?? storedMasksToBounds }
        set {
            _share(\.storedMasksToBounds, newValue) { $0.clipsToBounds = newValue }
        }
    }

    /// The radius of the rounded corners of the background, the border and
    /// (with ``masksToBounds``) the clip; 0 by default. Drawn at most half
    /// the shorter side.
    open var cornerRadius: CGFloat = 0 {
        willSet { _appearanceWillChange() }
        didSet { if !_accepts(cornerRadius, for: "cornerRadius") { cornerRadius = oldValue } }
    }

    /// The curve of the corners, for the background, the border, the clip
    /// and the shadow; `.circular` by default.
    open var cornerCurve: CALayerCornerCurve = .circular {
        willSet { _appearanceWillChange() }
    }

    /// Which corners ``cornerRadius`` rounds; all four by default.
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner] {
        willSet { _appearanceWillChange() }
    }

    /// The width of the border, drawn inside the bounds over the content
    /// and the sublayers; 0 by default.
    open var borderWidth: CGFloat = 0 {
        willSet { _appearanceWillChange() }
        didSet { if !_accepts(borderWidth, for: "borderWidth") { borderWidth = oldValue } }
    }

    /// The border's colour; opaque black by default.
    open var borderColor: CGColor? = .black {
        willSet { _appearanceWillChange() }
    }

    /// The shadow's colour; opaque black by default.
    open var shadowColor: CGColor? = .black {
        willSet { _appearanceWillChange() }
    }

    /// The shadow's opacity, `0...1`; 0 by default (no shadow).
    open var shadowOpacity: Float = 0 {
        willSet { _appearanceWillChange() }
        didSet {
            if !_accepts(CGFloat(shadowOpacity), for: "shadowOpacity") {
                shadowOpacity = oldValue
            } else if shadowOpacity < 0 || shadowOpacity > 1 {
                shadowOpacity = min(max(shadowOpacity, 0), 1)
            }
        }
    }

    /// How far the shadow is moved; (0, −3) by default (3 points up on iOS).
    open var shadowOffset = CGSize(width: 0, height: -3) {
        willSet { _appearanceWillChange() }
        didSet { if !_accepts(shadowOffset.width + shadowOffset.height, for: "shadowOffset") { shadowOffset = oldValue } }
    }

    /// The blur of the shadow, in points (the Gaussian's standard
    /// deviation); 3 by default.
    open var shadowRadius: CGFloat = 3 {
        willSet { _appearanceWillChange() }
        didSet { if !_accepts(shadowRadius, for: "shadowRadius") { shadowRadius = oldValue } }
    }

    /// The shape of the shadow; nil by default: the rounded bounds when the
    /// layer has a background or a border, a shape layer's path otherwise.
    /// (Core Animation follows the layer's composited alpha; OpenUIKit
    /// does not, so a shadow of a layer without background needs a path.)
    open var shadowPath: CGPath? {
        willSet { _appearanceWillChange() }
    }

    /// The layer's image (kept, not drawn by OpenUIKit); nil by default.
    open var contents: Any?

    /// A name for the layer; nil by default.
    open var name: String?

    private var displayIsDue = false

    /// Marks the layer for ``display()``; a view's layer marks its view for `draw(_:)`.
    open func setNeedsDisplay() {
        if let view = _view { return view.setNeedsDisplay() }
        displayIsDue = true
    }

    /// Whether ``setNeedsDisplay()`` was called and ``display()`` not yet.
    open func needsDisplay() -> Bool { _view?._display.needsDisplay ?? displayIsDue }

    /// Updates the contents; here it only clears the mark.
    open func display() { displayIsDue = false }

    /// Draws the layer's content into `ctx` (nothing by default).
    open func draw(in ctx: CGContext) {}

    /// Draws in `ctx` what this layer would show: its background, a
    /// subclass's content, its sublayers and its border.
    open func render(in ctx: CGContext) {
        _LayerPainter.render(self, in: ctx)
    }

    /// The sublayers, back to front (a view's layer: those added to it).
    open var sublayers: [CALayer]? {
        get { _sublayers.isEmpty ? nil : _sublayers }
        set { _setSublayers(newValue ?? []) }
    }

    /// The layer this one is a sublayer of.
    open var superlayer: CALayer? { _superlayer }
}
