import Foundation

/// What Auto Layout keeps on a view: its engines, the constraints and
/// guides it holds, its content priorities, and the frames the engine has
/// for its subviews.
struct _ViewAutoLayoutState {
    var translatesAutoresizingMask = true
    /// The engine this view is an item of, if any.
    weak var itemEngine: _LayoutEngine?
    /// The engine of the tree this view is the root of, once it needs one.
    var treeEngine: _LayoutEngine?
    /// Active constraints held by this view (it is their items' closest common ancestor).
    var installedConstraints: [NSLayoutConstraint] = []
    /// The guides added with `addLayoutGuide(_:)`.
    var layoutGuides: [UILayoutGuide] = []
    /// The system guides, made on first use (`_systemGuide(_:stored:)`).
    var marginsGuide: UILayoutGuide?
    var safeAreaGuide: UILayoutGuide?
    var readableGuide: UILayoutGuide?
    var contentHugging = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
    var compressionResistance = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)
    /// Set while the engine assigns this view's frame, so the frame is not re-captured.
    var applyingEngineFrame = false
    /// Subviews whose engine frames changed since this view last laid out.
    var subviewsWithNewEngineFrames: [UIView] = []
    /// This view is listed in its superview's `subviewsWithNewEngineFrames`.
    var hasNewEngineFrame = false
}

extension UIView {
    /// The value of an axis of ``intrinsicContentSize`` that has no intrinsic size.
    public static let noIntrinsicMetric: CGFloat = -1

    /// UIKit's standard spacing between sibling views.
    static let _systemSpacing: CGFloat = 8

    /// The constraints this view holds (those whose items' closest common ancestor it is).
    public var constraints: [NSLayoutConstraint] { _autoLayout.installedConstraints }

    /// Activates a constraint (UIKit's older API; `isActive = true` does the same).
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    // MARK: Anchors

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .lastBaseline) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }

    // MARK: Layout guides

    /// The guides added to this view.
    public var layoutGuides: [UILayoutGuide] { _autoLayout.layoutGuides }

    /// Adds a guide, which this view then owns.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        if let owner = layoutGuide.owningView, owner !== self { owner.removeLayoutGuide(layoutGuide) }
        guard layoutGuide.owningView !== self else { return }
        layoutGuide.owningView = self
        _autoLayout.layoutGuides.append(layoutGuide)
    }

    /// Removes a guide, deactivating the constraints that use it.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView === self, let index = _autoLayout.layoutGuides._lastIndex(ofIdentical: layoutGuide) else { return }
        if let engine = _autoLayout.itemEngine ?? _treeRoot._autoLayout.treeEngine, let item = engine.existingItem(for: layoutGuide) {
            NSLayoutConstraint.deactivate(item.constraints)
            engine.removeItem(for: layoutGuide)
        }
        _autoLayout.layoutGuides.remove(at: index)
        layoutGuide.owningView = nil
    }

    /// The guide inset from the view's edges by its layout margins.
    public var layoutMarginsGuide: UILayoutGuide { _systemGuide(.margins, stored: \._autoLayout.marginsGuide) }

    /// A guide the view places itself (margins, safe area, readable column),
    /// made on first use, owned by the view but not listed in
    /// ``layoutGuides``, as in UIKit.
    func _systemGuide(
        _ kind: UILayoutGuide._SystemKind,
        stored: ReferenceWritableKeyPath<UIView, UILayoutGuide?>
    ) -> UILayoutGuide {
        if let guide = self[keyPath: stored] { return guide }
        let guide = UILayoutGuide()
        guide.identifier = kind.identifier
        guide._systemKind = kind
        guide.owningView = self
        self[keyPath: stored] = guide
        return guide
    }

    /// The engine takes `guide`'s frame again from this view (its margins
    /// or safe area changed), if the guide is in use.
    func _refreshSystemGuide(_ guide: UILayoutGuide?) {
        if let guide, let engine = _autoLayout.itemEngine, let item = engine.existingItem(for: guide) {
            engine.refreshFrameConstraints(of: item)
        }
    }

    /// The widest text column that stays readable: inside the layout
    /// margins, at most ``UIView/readableContentWidth`` wide, centred.
    public var readableContentGuide: UILayoutGuide { _systemGuide(.readable, stored: \._autoLayout.readableGuide) }

    /// UIKit's readable width at the default content size category.
    static let readableContentWidth: CGFloat = 672

    // MARK: Content size

    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? _autoLayout.contentHugging.horizontal : _autoLayout.contentHugging.vertical
    }

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { _autoLayout.contentHugging.horizontal = priority } else { _autoLayout.contentHugging.vertical = priority }
        _invalidateIntrinsicContentSize()
    }

    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? _autoLayout.compressionResistance.horizontal : _autoLayout.compressionResistance.vertical
    }

    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal {
            _autoLayout.compressionResistance.horizontal = priority
        } else {
            _autoLayout.compressionResistance.vertical = priority
        }
        _invalidateIntrinsicContentSize()
    }

    /// ``intrinsicContentSize`` as the engine may use it. An axis that is
    /// NaN or infinite is reported in the words of UIKit's exception for a
    /// content-size constraint and counts as ``noIntrinsicMetric``; one
    /// beyond the solver's ±1e30 is reported and clamped.
    var _checkedIntrinsicContentSize: CGSize {
        let size = intrinsicContentSize
        func checked(_ value: CGFloat, _ axis: String) -> CGFloat {
            guard value.isFinite else {
                UIApplication.shared.diagnostics.report(
                    .misuse,
                    "Constant is not finite!  That's illegal.  constant:\(value) (the intrinsicContentSize \(axis) of \(_shortDescription); it counts as noIntrinsicMetric)"
                )
                return UIView.noIntrinsicMetric
            }
            return CGFloat(_LayoutEngine.solvable(Double(value), "The intrinsicContentSize \(axis) of \(_shortDescription)"))
        }
        return CGSize(width: checked(size.width, "width"), height: checked(size.height, "height"))
    }

    func _invalidateIntrinsicContentSize() {
        if let engine = _autoLayout.itemEngine, let item = engine.existingItem(for: self) {
            engine.refreshContentConstraints(of: item)
            _noteFittingSizeMayHaveChanged()
        }
    }

    func _setTranslatesAutoresizingMask(_ value: Bool) {
        guard value != _autoLayout.translatesAutoresizingMask else { return }
        _autoLayout.translatesAutoresizingMask = value
        if let engine = _autoLayout.itemEngine, let item = engine.existingItem(for: self) {
            engine.refreshFrameConstraints(of: item)
            engine.refreshContentConstraints(of: item)
        }
    }

    /// After the user (not the engine) changed this view's geometry: a view
    /// whose frame the engine reads takes the new numbers there.
    func _geometryDidChange() {
        guard !_autoLayout.applyingEngineFrame, let engine = _autoLayout.itemEngine,
            _autoLayout.translatesAutoresizingMask || _superview == nil,
            let item = engine.existingItem(for: self)
        else { return }
        engine.refreshFrameConstraints(of: item)
        // The engine's frame wins at the next layout even when its values
        // stay the same (a frame that contradicts a constraint is broken).
        if let superview = _superview { _noteNewEngineFrame(in: superview) }
    }

    /// Notes that the engine has a new frame for this view, which `superview`
    /// applies in its next `layoutSubviews()`.
    func _noteNewEngineFrame(in superview: UIView) {
        if !_autoLayout.hasNewEngineFrame {
            _autoLayout.hasNewEngineFrame = true
            superview._autoLayout.subviewsWithNewEngineFrames.append(self)
        }
        superview.setNeedsLayout()
    }

    /// The default `layoutSubviews()`: each subview the engine moved takes
    /// its frame, its edges rounded to the display's pixel grid as UIKit's
    /// engine rounds them (so a 3× screen puts an edge at 80.667, not 80.5).
    ///
    /// - Complexity: O(subviews that moved), not O(subviews).
    func _applyEngineFramesToSubviews() {
        guard !_autoLayout.subviewsWithNewEngineFrames.isEmpty else { return }
        let moved = _autoLayout.subviewsWithNewEngineFrames
        _autoLayout.subviewsWithNewEngineFrames.removeAll(keepingCapacity: true)
        for subview in moved { subview._autoLayout.hasNewEngineFrame = false }
        guard let engine = _autoLayout.itemEngine else { return }
        let scale = _traits.displayScale
        let inner = alignmentRectInsets
        for subview in moved where subview._superview === self {
            guard let item = engine.existingItem(for: subview) else { continue }
            // Items are alignment rectangles; frames are in this view's bounds.
            let alignment = engine.frame(of: item, relativeTo: self).offsetBy(dx: inner.left, dy: inner.top)
            let frame = subview.frame(forAlignmentRect: alignment)._roundedToPixels(scale: scale)
            guard frame != subview.frame else { continue }
            subview._autoLayout.applyingEngineFrame = true
            subview.frame = frame
            subview._autoLayout.applyingEngineFrame = false
        }
    }
}

extension UIView {
    /// The layout direction for content with `attribute` in an environment
    /// whose traits run in `layoutDirection`.
    public static func userInterfaceLayoutDirection(
        for attribute: UISemanticContentAttribute,
        relativeTo layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight
    ) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .forceRightToLeft: .rightToLeft
        case .forceLeftToRight, .playback, .spatial: .leftToRight
        case .unspecified: layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }

    /// The direction changed: constraints that use leading or trailing are
    /// rebuilt, margins re-resolved.
    func _layoutDirectionDidChange() {
        if let engine = _autoLayout.itemEngine {
            // Those that mention the view, and those it holds (which resolve
            // leading and trailing in its direction).
            var affected: [NSLayoutConstraint] = []
            for constraint in (engine.existingItem(for: self)?.constraints ?? []) + _autoLayout.installedConstraints
            where constraint._usesLeadingOrTrailing && !affected._containsIdentical(constraint) {
                affected.append(constraint)
            }
            NSLayoutConstraint.deactivate(affected)
            NSLayoutConstraint.activate(affected)
        }
        _layoutMarginsInputsDidChange(force: true)
        setNeedsLayout()
    }
}

/// How a view's content behaves in a right-to-left layout.
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0
    case playback = 1
    case spatial = 2
    case forceLeftToRight = 3
    case forceRightToLeft = 4
}

/// The direction of a user interface.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}

extension CGRect {
    /// The rectangle with each edge moved to the nearest pixel boundary at
    /// `scale` (a scale of 0 or less leaves it as it is).
    func _roundedToPixels(scale: CGFloat) -> CGRect {
        guard scale > 0, !isNull, !isInfinite else { return self }
        func snap(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        let left = snap(minX)
        let top = snap(minY)
        return CGRect(x: left, y: top, width: snap(maxX) - left, height: snap(maxY) - top)
    }
}
