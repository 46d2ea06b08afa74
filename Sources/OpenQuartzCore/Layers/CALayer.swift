import Foundation
internal import _OpenUIKitShared

/// What a view draws with: its background, corners, border, shadow and
/// opacity, and layers of its own drawn over its content.
///
/// A layer knows no view. A view's layer has the view as its
/// ``delegate`` and as the host it shares its state with, as UIKit's
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
    /// The object that draws for the layer and hears about it (a view, for
    /// a view's layer); nil by default.
    open weak var delegate: (any CALayerDelegate)?
    /// The view whose layer this is, seen only as the state the two share
    /// (``_CALayerHost``); nil for a layer made alone.
    package weak var _host: (any _CALayerHost)?
    private var storedBounds = CGRect.zero
    private var storedPosition = CGPoint.zero
    private var storedBackgroundColor: CGColor?
    private var storedOpacity: Float = 1
    private var storedHidden = false
    private var storedMasksToBounds = false
    package var _sublayers: [CALayer] = []
    package weak var _superlayer: CALayer?

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
    package func _appearanceWillChange() {
        var layer = self
        while layer._host == nil, let superlayer = layer._superlayer { layer = superlayer }
        layer._host?._hostAppearanceWillChange()
    }

    /// Refuses (and reports) a value that is not finite.
    package func _accepts(_ value: CGFloat, for property: String) -> Bool {
        guard value.isFinite else {
            _Misuse.report("\(_shortDescription): \(property) \(value) is not finite; it is ignored.")
            return false
        }
        return true
    }

    package var _shortDescription: String { "<\(type(of: self))>" }

    /// Sets a property a view's layer shares with its view: on the view
    /// (`onView`), or, for a layer alone, in `stored` (damaging first).
    private func _share<Value>(
        _ stored: ReferenceWritableKeyPath<CALayer, Value>, _ value: Value, onView: (any _CALayerHost) -> Void
    ) {
        if let host = _host { return onView(host) }
        _appearanceWillChange()
        self[keyPath: stored] = value
    }

    // MARK: Geometry

    /// The layer's own space: its origin and size (a view's bounds).
    open var bounds: CGRect {
        get { _host?._hostBounds ?? storedBounds }
        set {
            guard _accepts(newValue.minX + newValue.minY + newValue.width + newValue.height, for: "bounds") else { return }
            _share(\.storedBounds, newValue) { $0._hostBounds = newValue }
        }
    }

    /// Where the anchor point sits in the superlayer (a view's center).
    open var position: CGPoint {
        get { _host?._hostCenter ?? storedPosition }
        set {
            guard _accepts(newValue.x + newValue.y, for: "position") else { return }
            _share(\.storedPosition, newValue) { $0._hostCenter = newValue }
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
            if let host = _host { return host._hostFrame }
            let b = storedBounds
            return CGRect(
                x: storedPosition.x - anchorPoint.x * b.width, y: storedPosition.y - anchorPoint.y * b.height, width: b.width,
                height: b.height)
        }
        set {
            if let host = _host {
                host._hostFrame = newValue
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
        get { _host.map { $0._hostBackgroundColor } ?? storedBackgroundColor }
        set {
            _share(\.storedBackgroundColor, newValue) { $0._hostBackgroundColor = newValue }
        }
    }

    /// The layer's opacity, `0...1` (a view's alpha); 1 by default.
    open var opacity: Float {
        get { _host.map { Float($0._hostAlpha) } ?? storedOpacity }
        set {
            guard !newValue.isNaN else {
                _Misuse.report("\(_shortDescription): opacity nan is not an opacity; it is ignored.")
                return
            }
            _share(\.storedOpacity, min(max(newValue, 0), 1)) { $0._hostAlpha = CGFloat(newValue) }
        }
    }

    /// Whether the layer and its sublayers are not drawn (a view's `isHidden`); false by default.
    open var isHidden: Bool {
        get { _host?._hostIsHidden ?? storedHidden }
        set {
            _share(\.storedHidden, newValue) { $0._hostIsHidden = newValue }
        }
    }

    /// Whether sublayers (and a view's subviews) are clipped to the bounds,
    /// rounded by the corner radius (a view's `clipsToBounds`); false by default.
    open var masksToBounds: Bool {
        get { _host?._hostClipsToBounds ?? storedMasksToBounds }
        set {
            _share(\.storedMasksToBounds, newValue) { $0._hostClipsToBounds = newValue }
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
        if let host = _host { return host._hostSetNeedsDisplay() }
        displayIsDue = true
    }

    /// Whether ``setNeedsDisplay()`` was called and ``display()`` not yet.
    open func needsDisplay() -> Bool { _host?._hostNeedsDisplay ?? displayIsDue }

    /// Updates the contents; here it only clears the mark.
    open func display() { displayIsDue = false }

    /// Draws the layer's content into `ctx`: by default, asks the
    /// ``delegate`` to (Apple, `CALayer.draw(in:)`: the default draws
    /// nothing itself and calls the delegate's `draw(_:in:)`).
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }

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
