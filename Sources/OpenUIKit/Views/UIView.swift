import Foundation
internal import _OpenUIKitShared

/// A rectangular area of the interface: the base of every view.
///
/// A view keeps its geometry as UIKit does (`center`, `bounds` and
/// `transform`; `frame` is derived), owns its subviews, and refers weakly to
/// its superview, its window and the controller whose root view it is.
/// Machinery lives in extensions: `UIView+<concern>.swift` here, in
/// `Layout/` (Auto Layout) and in `Drawing/UIView+Display.swift`.
@preconcurrency @MainActor
open class UIView: UIResponder {
    let _serial = ObjectSerial.next()

    // Tree. Back references are weak; subviews are owned.
    weak var _superview: UIView?
    var _subviews: [UIView] = []
    weak var _window: UIWindow?
    /// The controller whose root view this is.
    weak var _viewController: UIViewController?

    // Geometry, stored as UIKit stores it.
    var _center: CGPoint = .zero
    var _bounds: CGRect = .zero
    var _transform: CGAffineTransform = .identity

    var _traits = UITraitCollection._unspecified

    // Per-concern state, each declared beside its code: `UIView+Layout.swift`,
    // `Layout/UIView+AutoLayout.swift`, `Layout/UIView+SafeArea.swift`,
    // `Layout/UIView+Margins.swift`, `Drawing/UIView+Display.swift`, and
    // touches (`Events/UIView+Touches.swift`).
    var _events = _ViewEventState()
    var _layout = _ViewLayoutState()
    var _autoLayout = _ViewAutoLayoutState()
    var _safeArea = _ViewSafeAreaState()
    var _margins = _ViewMarginsState()

    /// Creates a view with the given frame (a zero frame, reported, when
    /// the frame is not finite, as the `frame` setter refuses it).
    public init(frame: CGRect) {
        super.init()
        _layout.needsUpdateConstraints = Self.requiresConstraintBasedLayout
        _initializeGeometry(frame: frame)
    }

    /// Releases the subviews without recursion (`_releaseSubviewsIteratively()`).
    @MainActor deinit {
        _releaseSubviewsIteratively()
    }

    /// Creates an empty view with a zero frame (OpenUIKit has no archives).
    public required init?(coder: NSCoder) {
        super.init()
        _layout.needsUpdateConstraints = Self.requiresConstraintBasedLayout
    }

    /// Creates a view with a zero frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    // MARK: Geometry (machinery in UIView+Geometry.swift)

    /// The view's rectangle in its superview's coordinates.
    open var frame: CGRect {
        get { _frame }
        set { _setFrame(newValue) }
    }

    /// The view's own coordinate system: the top-left corner in the view's
    /// coordinates, and the view's size before the transform.
    open var bounds: CGRect {
        get { _bounds }
        set { _setBounds(newValue) }
    }

    /// The center of the view in its superview's coordinates.
    open var center: CGPoint {
        get { _center }
        set { _setCenter(newValue) }
    }

    /// The transform applied about the view's center.
    open var transform: CGAffineTransform {
        get { _transform }
        set { _setTransform(newValue) }
    }

    /// Called when the bounds size changed; windows use it to follow their size.
    func _boundsSizeDidChange(from oldSize: CGSize) {}

    // MARK: Hierarchy (machinery in UIView+Hierarchy.swift)

    /// The view this view is a subview of.
    open var superview: UIView? { _superview }

    /// The subviews, back to front.
    open var subviews: [UIView] { _subviews }

    /// The window this view is in.
    open var window: UIWindow? { _window }

    /// Adds `view` in front of the other subviews, removing it from its
    /// current superview first.
    open func addSubview(_ view: UIView) {
        // Already a subview: it moves to the front, the last index there is.
        _insertSubview(view, at: view._superview === self ? _subviews.count - 1 : _subviews.count)
    }

    /// Inserts `view` at `index` in the subviews.
    open func insertSubview(_ view: UIView, at index: Int) { _insertSubview(view, at: index) }

    /// Inserts `view` just above `siblingSubview`.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        _insertSubview(view, relativeTo: siblingSubview, above: true)
    }

    /// Inserts `view` just below `siblingSubview`.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        _insertSubview(view, relativeTo: siblingSubview, above: false)
    }

    /// Removes the view from its superview.
    open func removeFromSuperview() { _removeFromSuperview() }

    /// Moves `view` in front of its siblings.
    open func bringSubviewToFront(_ view: UIView) { _reorderSubview(view, toFront: true) }

    /// Moves `view` behind its siblings.
    open func sendSubviewToBack(_ view: UIView) { _reorderSubview(view, toFront: false) }

    /// Swaps the subviews at two indices.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) { _exchangeSubview(at: index1, withSubviewAt: index2) }

    /// Called on a superview just after `subview` was added.
    open func didAddSubview(_ subview: UIView) {}

    /// Called on a superview just before `subview` is removed.
    open func willRemoveSubview(_ subview: UIView) {}

    /// Called just before the view's superview changes.
    open func willMove(toSuperview newSuperview: UIView?) {}

    /// Called just after the view's superview changed.
    open func didMoveToSuperview() {}

    /// Called just before the view's window changes.
    open func willMove(toWindow newWindow: UIWindow?) {}

    /// Called just after the view's window changed.
    open func didMoveToWindow() {}

    // MARK: Layout (machinery in UIView+Layout.swift)

    /// Lays out subviews: by default gives subviews placed by Auto Layout their engine frames; subclasses
    /// that position subviews themselves do it here (calling super first when they also use constraints).
    open func layoutSubviews() { _applyEngineFramesToSubviews() }

    /// Marks the view as needing layout at the end of the turn.
    open func setNeedsLayout() { _setNeedsLayout() }

    /// Lays out now, if layout is pending here or above.
    open func layoutIfNeeded() { _layoutIfNeeded() }

    /// The size that best fits `size`; the current size by default.
    open func sizeThatFits(_ size: CGSize) -> CGSize { _bounds.size }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size.
    open func sizeToFit() {
        let size = sizeThatFits(_bounds.size)
        bounds = CGRect(origin: _bounds.origin, size: size)
    }

    // MARK: Auto Layout (machinery in Layout/)

    /// Whether the view's frame and autoresizing mask become constraints
    /// (true for views made in code); false for a view your constraints place.
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { _autoLayout.translatesAutoresizingMask }
        set { _setTranslatesAutoresizingMask(newValue) }
    }

    /// Updates the view's constraints; called bottom-up at the end of a turn
    /// after ``setNeedsUpdateConstraints()``. Overrides must call super last.
    open func updateConstraints() { _layout.didCallSuperUpdateConstraints = true }

    /// Asks for ``updateConstraints()`` at the end of the turn.
    open func setNeedsUpdateConstraints() { _setNeedsUpdateConstraints() }

    /// Runs the constraint update pass for this view's subtree now, if needed.
    open func updateConstraintsIfNeeded() { _updateConstraintsIfNeeded() }

    /// Whether ``updateConstraints()`` is pending.
    open func needsUpdateConstraints() -> Bool { _layout.needsUpdateConstraints }

    /// The size the view's content wants; ``UIView/noIntrinsicMetric`` for
    /// an axis without one (the default).
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Tells the engine that ``intrinsicContentSize`` changed.
    open func invalidateIntrinsicContentSize() { _invalidateIntrinsicContentSize() }

    /// How far the rectangle Auto Layout aligns lies inside the frame (a
    /// shadow or badge outside the content, say); zero by default.
    open var alignmentRectInsets: UIEdgeInsets { .zero }

    /// The alignment rectangle for a frame: the frame inset by ``alignmentRectInsets``.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }

    /// The frame for an alignment rectangle: the rectangle outset by ``alignmentRectInsets``.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect { alignmentRect.inset(by: alignmentRectInsets._negated) }

    /// Whether the view needs Auto Layout without constraints of its own: such a view starts out needing a
    /// constraint pass, so its ``updateConstraints()`` runs in the first turn after it joins a window.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// The spacing around content, in the layout direction: setting it sets the view's own margins
    /// (8 points by default), reading it gives the margins in effect (see `Layout/UIView+Margins.swift`).
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { _effectiveDirectionalLayoutMargins }
        set { _setDirectionalLayoutMargins(newValue) }
    }

    /// The margins as left and right (resolved with the layout direction); see ``directionalLayoutMargins``.
    open var layoutMargins: UIEdgeInsets {
        get { _resolvedLayoutMargins }
        set { _setLayoutMargins(newValue) }
    }

    /// Whether margins that fall outside the safe area move to its edge (true by default).
    open var insetsLayoutMarginsFromSafeArea = true {
        didSet { if oldValue != insetsLayoutMarginsFromSafeArea { _layoutMarginsInputsDidChange() } }
    }

    /// Whether the margins grow so that content stays inside the superview's margins where this view's
    /// edges are close to the superview's (false by default).
    open var preservesSuperviewLayoutMargins = false {
        didSet { if oldValue != preservesSuperviewLayoutMargins { _layoutMarginsInputsDidChange() } }
    }

    /// Called when the layout margins changed.
    open func layoutMarginsDidChange() {}

    /// How far this view's edges are covered by bars, the status bar, the sensor housing or the home indicator
    /// (and, for a controller's root view, its `additionalSafeAreaInsets`). Updated during layout.
    open var safeAreaInsets: UIEdgeInsets { _safeArea.insets }

    /// Called when ``safeAreaInsets`` changed.
    open func safeAreaInsetsDidChange() {}

    /// How the view's content flips in a right-to-left layout.
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet { if oldValue != semanticContentAttribute { _layoutDirectionDidChange() } }
    }

    /// The direction leading and trailing run in for this view: forced by
    /// ``semanticContentAttribute``, else the traits' layout direction.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIView.userInterfaceLayoutDirection(for: semanticContentAttribute, relativeTo: _traits.layoutDirection)
    }

    // MARK: Traits (machinery in UIView+Traits.swift)

    /// The traits the view sees: its controller's for a root view, otherwise
    /// its superview's (or its window's).
    open var traitCollection: UITraitCollection { _traits }

    /// Called when ``traitCollection`` changed.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Display (machinery in Drawing/UIView+Display.swift)

    /// Draws the view's content into the current context, clipped to `rect`, after layout, for views marked
    /// with ``setNeedsDisplay()`` (each view once when it first shows); draws nothing by default (<doc:DisplayAndDrawing>).
    open func draw(_ rect: CGRect) { _defaultDrawWasReached() }

    /// Marks the whole bounds for ``draw(_:)`` at the end of the turn.
    open func setNeedsDisplay() { _setNeedsDisplay(in: nil) }

    /// Marks `rect` (bounds coordinates) for ``draw(_:)`` at the end of the turn; marks before it are united.
    open func setNeedsDisplay(_ rect: CGRect) { _setNeedsDisplay(in: rect) }

    /// How drawn content fits new bounds without a redraw (``ContentMode/redraw`` redraws); `.scaleToFill` by default.
    open var contentMode: ContentMode = .scaleToFill {
        willSet { if newValue != contentMode { _displayWillChange() } }
    }

    /// Whether the part about to be drawn is made transparent before ``draw(_:)``; true by default.
    open var clearsContextBeforeDrawing = true

    var _display = _ViewDisplayState()

    // MARK: Tint (machinery in Views/UIView+Tint.swift)

    /// The colour of the view's interactive elements: its own, else its superview's, else system blue.
    open var tintColor: UIColor! {
        get { _effectiveTintColor }
        set { _setTintColor(newValue) }
    }

    /// Called when the view's ``tintColor`` changes, set on it or on the superview it inherits from.
    open func tintColorDidChange() {}

    var _ownTintColor: UIColor?
    var _inheritedTintColor: UIColor?

    // MARK: Appearance properties

    /// The view's background color; `nil` (transparent) by default.
    open var backgroundColor: UIColor? {
        get { _backgroundColor }
        set {
            let old = _backgroundColor
            if !UIColor._same(old, newValue) { _displayWillChange() }
            _backgroundColor = newValue
            _recordAnimatableChange(.backgroundColor, from: .color(old), to: .color(newValue))
        }
    }
    var _backgroundColor: UIColor?

    /// The view's opacity, clamped to `0...1` as a layer's is; NaN is refused.
    open var alpha: CGFloat {
        get { _alpha }
        set {
            guard !newValue.isNaN else {
                UIApplication.shared.diagnostics.report(
                    .misuse, "\(_shortDescription): alpha nan is not an opacity; the alpha stays \(Self._format(_alpha)).")
                return
            }
            let clamped = min(max(newValue, 0), 1)
            let old = _alpha
            if old != clamped { _displayWillChange() }
            _alpha = clamped
            _recordAnimatableChange(.alpha, from: .scalar(old), to: .scalar(clamped))
        }
    }
    var _alpha: CGFloat = 1

    /// Whether the view is hidden. A hidden view stays in the tree; its
    /// superview hears of the change (a stack view collapses it).
    open var isHidden = false {
        didSet {
            guard oldValue != isHidden else { return }
            _hiddenDidChangeForDisplay()
            _superview?._subviewDidChangeHidden(self)
        }
    }

    /// Called when a subview's `isHidden` changed (overridden inside OpenUIKit).
    func _subviewDidChangeHidden(_ subview: UIView) {}

    /// Whether subviews (and drawn content) are clipped to the bounds.
    open var clipsToBounds = false {
        willSet { if newValue != clipsToBounds { _displayWillChange() } }
    }

    /// Whether the view promises opaque content; a blending hint OpenUIKit's compositing ignores.
    open var isOpaque = true

    /// Whether the view takes part in event handling (hit testing skips it when false).
    open var isUserInteractionEnabled = true

    /// The farthest descendant containing `point` that takes events, or nil (rules: `UIView+Touches.swift`).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { _hitTest(point, with: event) }

    /// Whether `point` (in this view's coordinates) is inside the view: its bounds by default.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// Whether `gestureRecognizer`, about to leave `.possible` over a touch in this view, may go on; true by default.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// An integer to find the view by, with ``viewWithTag(_:)``.
    open var tag = 0

    /// How the view resizes when its superview's bounds change (a new mask remakes translated constraints).
    open var autoresizingMask: AutoresizingMask = [] {
        didSet { if autoresizingMask != oldValue { _geometryDidChange() } }
    }

    /// Whether the view resizes its subviews (by their masks) when its bounds change.
    open var autoresizesSubviews = true

    /// UIKit's one-line description (`<UIView: 0x1f; frame = (0 0; 390 844); …>`),
    /// a serial number in place of the address, then what differs from the defaults.
    open override var description: String {
        _readingMainActorState { _descriptionLine(includingIdentifiers: true, runtimeName: true) }
    }

    /// A controller's root view answers its controller; other views their
    /// superview (Apple, `UIResponder.next`).
    open override var next: UIResponder? {
        if let controller = _viewController, controller._view === self { return controller }
        return _superview
    }

    override var _responderWindow: UIWindow? { window }
}
