import Foundation

extension UIView {
    /// The frame derived from center, bounds and transform.
    ///
    /// With a non-identity transform UIKit calls the frame undefined; here it
    /// is the bounding box of the transformed bounds, and setting it moves the
    /// center and sets the bounds size as if the transform were the identity.
    var _frame: CGRect {
        let size = _bounds.size
        let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
        let box = local.applying(_transform)
        return CGRect(x: _center.x + box.minX, y: _center.y + box.minY, width: box.width, height: box.height)
    }

    func _setFrame(_ newValue: CGRect) {
        guard newValue.origin.x.isFinite, newValue.origin.y.isFinite,
              newValue.width.isFinite, newValue.height.isFinite else {
            UIApplication.shared.diagnostics.report(.misuse, "\(_shortDescription): refusing a non-finite frame \(newValue).")
            return
        }
        let rect = newValue.standardized
        center = CGPoint(x: rect.midX, y: rect.midY)
        var newBounds = _bounds
        newBounds.size = rect.size
        bounds = newBounds
    }

    func _setBounds(_ newValue: CGRect) {
        guard newValue != _bounds else { return }
        guard newValue.origin.x.isFinite, newValue.origin.y.isFinite,
              newValue.width.isFinite, newValue.height.isFinite else {
            UIApplication.shared.diagnostics.report(.misuse, "\(_shortDescription): refusing non-finite bounds \(newValue).")
            return
        }
        let old = _bounds
        _displayWillChange()
        _bounds = newValue
        _recordAnimatableChange(.bounds, from: .rect(old), to: .rect(newValue))
        if old.size != newValue.size { _geometryDidChange() }
        _safeArea.allSubviewsNeedUpdate = true
        _frameDidChangeForSafeArea()
        setNeedsLayout()
        if old.size != newValue.size {
            _resizeSubviews(from: old.size)
            _boundsSizeDidChange(from: old.size)
            _boundsSizeDidChangeForDisplay()
        }
    }

    func _setCenter(_ newValue: CGPoint) {
        guard newValue != _center else { return }
        guard newValue.x.isFinite, newValue.y.isFinite else {
            UIApplication.shared.diagnostics.report(.misuse, "\(_shortDescription): refusing a non-finite center \(newValue).")
            return
        }
        let old = _center
        _displayWillChange()
        _center = newValue
        _recordAnimatableChange(.center, from: .point(old), to: .point(newValue))
        _geometryDidChange()
        _frameDidChangeForSafeArea()
    }

    func _setTransform(_ newValue: CGAffineTransform) {
        guard newValue != _transform else { return }
        let old = _transform
        _displayWillChange()
        _transform = newValue
        _recordAnimatableChange(.transform, from: .transform(old), to: .transform(newValue))
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
        while let current = view { chain.append(current); view = current._superview }
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
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                       CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)].map(map)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min()!, minY = ys.min()!
        return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }
}
