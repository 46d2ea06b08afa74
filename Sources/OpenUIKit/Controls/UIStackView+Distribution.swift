import Foundation

extension UIStackView {
    /// The rows each distribution adds along the axis (Apple, `UIStackView.Distribution`):
    ///
    /// - `.fill`: none; the spacing chain and the canvas connections make
    ///   the views fill the axis, and their hugging and compression
    ///   resistance (the engine's intrinsic-size constraints) decide which
    ///   view grows or shrinks.
    /// - `.fillEqually`: every visible view's length equals the first's
    ///   (`UISV-fill-equally`, required).
    /// - `.fillProportionally`: each visible view's length is its share of
    ///   the visible views' summed intrinsic lengths times the canvas length
    ///   less the spacing (`UISV-fill-proportionally`, optional at 999, 998, …
    ///   by index, as UIKit's are). A view without an intrinsic length
    ///   counts as 0; with no intrinsic lengths at all it behaves as `.fill`.
    /// - `.equalSpacing`: a spacer guide between adjacent visible views, from
    ///   one's trailing edge to the next one's leading edge
    ///   (`UISV-distributing-edge`), all spacers equally long (required) and
    ///   the spacing a minimum.
    /// - `.equalCentering`: the spacer guides run from center to center and
    ///   are equally long only at priority 149, below compression
    ///   resistance, so views keep their sizes first and the spacing
    ///   (a required minimum) gives way first.
    func _addDistributionRules(
        to rules: inout _RuleList, visible: [UIView], spacers: [UILayoutGuide],
        canvas: AnyObject, along: _Attributes
    ) {
        switch _distribution {
        case .fill:
            break
        case .fillEqually:
            guard let first = visible.first else { return }
            for view in visible.dropFirst() {
                rules.add("UISV-fill-equally", view, along.length, .equal, first, along.length)
            }
        case .fillProportionally:
            let total = visible.reduce(CGFloat(0)) { $0 + _intrinsicLength(of: $1) }
            guard total > 0 else { return }
            let spacingTotal = zip(visible, visible.dropFirst()).reduce(CGFloat(0)) { $0 + _resolvedSpacing(after: $1.0) }
            for (index, view) in visible.enumerated() {
                let share = _intrinsicLength(of: view) / total
                rules.add(
                    "UISV-fill-proportionally", view, along.length, .equal, canvas, along.length,
                    multiplier: share, constant: -share * spacingTotal,
                    priority: UILayoutPriority(Float(max(1, 999 - index))))
            }
        case .equalSpacing, .equalCentering:
            let centering = _distribution == .equalCentering
            let (start, end) = _centerGuideEdges(along: along)
            for (index, (previous, next)) in zip(visible, visible.dropFirst()).enumerated() {
                let spacer = spacers[index]
                if centering {
                    rules.add("UISV-distributing-edge", spacer, start, .equal, previous, along.center)
                    rules.add("UISV-distributing-edge", next, along.center, .equal, spacer, end)
                } else {
                    rules.add("UISV-distributing-edge", spacer, along.leading, .equal, previous, along.trailing)
                    rules.add("UISV-distributing-edge", next, along.leading, .equal, spacer, along.trailing)
                }
                if index > 0 {
                    rules.add(
                        "UISV-fill-equally", spacer, along.length, .equal, spacers[0], along.length,
                        priority: centering ? UILayoutPriority(149) : .required)
                }
            }
        }
    }

    /// The edges a center-to-center spacer runs between.
    ///
    /// Absolute edges (left and right) in the layout direction's order. Not
    /// leading and trailing: in a right-to-left layout the engine measures
    /// those from the leading edge (`_LayoutEngine.expression(_:_:)` gives
    /// −maxX and −minX), so `spacer.leading == view.centerX` would equate a
    /// negated edge with a plain center.
    func _centerGuideEdges(along: _Attributes) -> (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) {
        guard _axis == .horizontal else { return (.top, .bottom) }
        return effectiveUserInterfaceLayoutDirection == .rightToLeft ? (.right, .left) : (.left, .right)
    }

    /// How many spacer guides the distribution needs.
    var _neededSpacerCount: Int {
        guard _distribution == .equalSpacing || _distribution == .equalCentering else { return 0 }
        return max(0, _arrangedSubviews.count(where: { !$0.isHidden }) - 1)
    }
}
