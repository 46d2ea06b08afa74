import Foundation

extension UIView {
    /// The frame derived from center, bounds and transform.
    ///
    /// With a non-identity transform UIKit calls the frame undefined; here it
    /// is the bounding box of the transformed bounds, and setting it moves the
    /// center and sets the bounds size as if the transform were the identity.
    var _frame: CGRect { Self._frame(center: _center, size: _bounds.size, transform: _transform) }

    /// The frame that `center`, a bounds `size` and `transform` give.
    static func _frame(center: CGPoint, size: CGSize, transform: CGAffineTransform) -> CGRect {
        let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
        let box = local.applying(transform)
        return CGRect(x: center.x + box.minX, y: center.y + box.minY, width: box.width, height: box.height)
    }

    /// The frame `init(frame:)` was given, checked as the setter checks it.
    func _initializeGeometry(frame: CGRect) {
        let rect = frame.standardized
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let bounds = CGRect(origin: .zero, size: rect.size)
        if let problem = Self._geometryProblem(center: center, bounds: bounds, transform: .identity) {
            _reportRefusedGeometry(problem, "frame", Self._format(frame))
            return
        }
        _bounds = bounds
        _center = center
    }

    func _setFrame(_ newValue: CGRect) {
        let rect = newValue.standardized
        let newCenter = CGPoint(x: rect.midX, y: rect.midY)
        if let problem = Self._geometryProblem(
            center: newCenter, bounds: CGRect(origin: _bounds.origin, size: rect.size), transform: _transform)
        {
            _reportRefusedGeometry(problem, "frame", Self._format(newValue))
            return
        }
        self.center = newCenter
        var newBounds = _bounds
        newBounds.size = rect.size
        bounds = newBounds
    }

    func _setBounds(_ newValue: CGRect) {
        guard newValue != _bounds else { return }
        if let problem = Self._geometryProblem(center: _center, bounds: newValue, transform: _transform) {
            _reportRefusedGeometry(problem, "bounds", Self._format(newValue))
            return
        }
        let old = _bounds
        _displayWillChange()
        _bounds = newValue
        _boundsDidChange(from: old)
    }

    func _setCenter(_ newValue: CGPoint) {
        guard newValue != _center else { return }
        if let problem = Self._geometryProblem(center: newValue, bounds: _bounds, transform: _transform) {
            _reportRefusedGeometry(problem, "center", "(\(Self._format(newValue.x)) \(Self._format(newValue.y)))")
            return
        }
        let old = _center
        _displayWillChange()
        _center = newValue
        _centerDidChange(from: old)
    }

    func _setTransform(_ newValue: CGAffineTransform) {
        guard newValue != _transform else { return }
        if let problem = Self._geometryProblem(center: _center, bounds: _bounds, transform: newValue) {
            let t = newValue
            _reportRefusedGeometry(problem, "transform", "[\(t.a), \(t.b), \(t.c), \(t.d), \(t.tx), \(t.ty)]")
            return
        }
        let old = _transform
        _displayWillChange()
        _transform = newValue
        _transformDidChange(from: old)
    }

    // MARK: Where a change goes

    // The setters above check and store; what follows a change lives in
    // other layers and is reached only through the hooks below, each named
    // by its concern. Before any change, `_displayWillChange()` (Drawing)
    // damages where the view showed.

    /// The center moved: an open animation block animates it (Runtime), a
    /// frame the layout engine reads is taken again (Layout), and the
    /// superview passes its safe area again (Layout).
    private func _centerDidChange(from old: CGPoint) {
        _recordAnimatableChange(.center, from: .point(old), to: .point(_center))
        _geometryDidChange()
        _frameDidChangeForSafeArea()
    }

    /// The bounds changed: animation (Runtime); for a new size, the frame
    /// the engine reads (Layout); the safe area this view passes on and
    /// gets (Layout); its own layout (the turn's layout pass); and for a new
    /// size, autoresizing subviews, a window following its size, and a
    /// content mode that redraws (Drawing).
    private func _boundsDidChange(from old: CGRect) {
        let resized = old.size != _bounds.size
        _recordAnimatableChange(.bounds, from: .rect(old), to: .rect(_bounds))
        if resized { _geometryDidChange() }
        _boundsDidChangeForSafeArea()
        setNeedsLayout()
        guard resized else { return }
        _resizeSubviews(from: old.size)
        _boundsSizeDidChange(from: old.size)
        _boundsSizeDidChangeForDisplay()
    }

    /// The transform changed: only animation follows (Runtime). Layout,
    /// margins and the safe area ignore transforms, as UIKit's do; what the
    /// window shows was damaged before the change.
    private func _transformDidChange(from old: CGAffineTransform) {
        _recordAnimatableChange(.transform, from: .transform(old), to: .transform(_transform))
    }

    // MARK: Refusing geometry that cannot be shown

    /// What Core Animation would say of a layer with this geometry, or nil
    /// when the geometry is sound: every value finite, and the frame they
    /// give finite too (a center of 1e308 and a width of 1e308 overflow).
    ///
    /// Core Animation raises `CALayerInvalidGeometry` for NaN ("CALayer
    /// position contains NaN: [nan 50]", "CALayer bounds contains NaN:
    /// [0 nan; 320 291]") and refuses to render non-finite positions
    /// ("sublayer with non-finite position [inf inf]"); OpenUIKit reports
    /// the same words and keeps the old value.
    @inline(__always)
    static func _geometryProblem(center: CGPoint, bounds: CGRect, transform t: CGAffineTransform) -> String? {
        // The common case, cheaply (geometry is set in every layout pass):
        // values below 1e150 in size cannot sum or multiply past the
        // largest double; NaN fails every comparison and goes the slow way.
        @inline(__always) func small(_ value: CGFloat) -> Bool { abs(value) < 1e150 }
        if small(center.x), small(center.y), small(bounds.origin.x), small(bounds.origin.y),
            small(bounds.size.width), small(bounds.size.height),
            small(t.a), small(t.b), small(t.c), small(t.d), small(t.tx), small(t.ty)
        {
            return nil
        }
        return _describeGeometryProblem(center: center, bounds: bounds, transform: t)
    }

    /// ``_geometryProblem(center:bounds:transform:)`` for values that are
    /// not all small: the check in full, with the message.
    private static func _describeGeometryProblem(center: CGPoint, bounds: CGRect, transform t: CGAffineTransform) -> String? {
        func g(_ value: CGFloat) -> String { String(format: "%g", Double(value)) }
        let position = "[\(g(center.x)) \(g(center.y))]"
        if center.x.isNaN || center.y.isNaN { return "CALayer position contains NaN: \(position)" }
        if !center.x.isFinite || !center.y.isFinite { return "CALayer position is non-finite: \(position)" }
        let rect = "[\(g(bounds.origin.x)) \(g(bounds.origin.y)); \(g(bounds.size.width)) \(g(bounds.size.height))]"
        // The far edges too: an origin of -1e308 and a width of -1e308 end at -inf.
        let values = [
            bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height,
            bounds.origin.x + bounds.size.width, bounds.origin.y + bounds.size.height,
        ]
        if values.contains(where: \.isNaN) { return "CALayer bounds contains NaN: \(rect)" }
        if values.contains(where: { !$0.isFinite }) { return "CALayer bounds is non-finite: \(rect)" }
        let entries = [t.a, t.b, t.c, t.d, t.tx, t.ty]
        if entries.contains(where: { !$0.isFinite }) {
            return "CALayer transform is non-finite: [\(entries.map(g).joined(separator: " "))]"
        }
        let frame = _frame(center: center, size: bounds.size, transform: t)
        if [frame.origin.x, frame.origin.y, frame.width, frame.height].contains(where: { !$0.isFinite }) {
            return "CALayer frame is non-finite: [\(g(frame.minX)) \(g(frame.minY)); \(g(frame.width)) \(g(frame.height))]"
        }
        return nil
    }

    private func _reportRefusedGeometry(_ problem: String, _ property: String, _ value: String) {
        UIApplication.shared.diagnostics.report(
            .misuse, "\(_shortDescription): \(problem); the \(property) \(value) was not applied."
        )
    }

    // MARK: Converting coordinates

    /// Maps a point from this view's coordinates to its superview's (or, for
    /// a view without superview, to the space its frame lives in).
    func _toSuperviewSpace(_ point: CGPoint) -> CGPoint {
        let local = CGPoint(x: point.x - _bounds.midX, y: point.y - _bounds.midY).applying(_transform)
        return CGPoint(x: _center.x + local.x, y: _center.y + local.y)
    }

    /// The inverse of ``_toSuperviewSpace(_:)``.
    func _fromSuperviewSpace(_ point: CGPoint) -> CGPoint {
        let offset = CGPoint(x: point.x - _center.x, y: point.y - _center.y).applying(_transform.inverted())
        return CGPoint(x: offset.x + _bounds.midX, y: offset.y + _bounds.midY)
    }

    /// Maps a point to the space of the top of this view's tree (the screen, for a window).
    func _toRootSpace(_ point: CGPoint) -> CGPoint {
        var result = point
        var view: UIView? = self
        while let current = view {
            result = current._toSuperviewSpace(result)
            view = current._superview
        }
        return result
    }

    func _fromRootSpace(_ point: CGPoint) -> CGPoint {
        var chain: [UIView] = []
        var view: UIView? = self
        while let current = view {
            chain.append(current)
            view = current._superview
        }
        var result = point
        for current in chain.reversed() { result = current._fromSuperviewSpace(result) }
        return result
    }

    /// Converts a point from this view's coordinates to `view`'s (to the
    /// window's when `view` is nil).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let root = _toRootSpace(point)
        if let view { return view._fromRootSpace(root) }
        if let window { return window._fromRootSpace(root) }
        return root
    }

    /// Converts a point from `view`'s coordinates (the window's when nil) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        if let view { return _fromRootSpace(view._toRootSpace(point)) }
        if let window { return _fromRootSpace(window._toRootSpace(point)) }
        return _fromRootSpace(point)
    }

    /// Converts a rectangle from this view's coordinates to `view`'s: the
    /// bounding box of its converted corners.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        Self._boundingBox(of: rect) { convert($0, to: view) }
    }

    /// Converts a rectangle from `view`'s coordinates to this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        Self._boundingBox(of: rect) { convert($0, from: view) }
    }

    private static func _boundingBox(of rect: CGRect, _ map: (CGPoint) -> CGPoint) -> CGRect {
        let r = rect.standardized
        let corners = [
            CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
            CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY),
        ].map(map)
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let minX = xs.min()!
        let minY = ys.min()!
        return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }
}
