import Foundation

extension UIStackView {
    /// The rows each alignment adds across the axis (Apple, `UIStackView.Alignment`).
    ///
    /// Every arranged view, hidden or not, aligns with the first arranged
    /// view (`UISV-alignment`), which meets the canvas (`UISV-canvas-connection`):
    ///
    /// - `.fill`: both edges, so the views span the stack.
    /// - `.leading` (`.top`), `.center`, `.trailing` (`.bottom`): that edge
    ///   or center line. Each visible view stays within the canvas on the
    ///   other side(s) (`UISV-spanning-boundary`, required), the canvas hugs
    ///   the largest view (`UISV-spanning-fit`, the length 0 at priority 51)
    ///   and a view with no size of its own across the axis gets 0 rather
    ///   than an ambiguous one (`UISV-ambiguity-suppression`, priority 25).
    /// - `.firstBaseline`, `.lastBaseline` (horizontal stacks): the views'
    ///   baselines line up with the first view's; every visible view stays
    ///   within the canvas on both sides, which hugs them at priority 51.
    ///   OpenUIKit's views have no text, and the engine puts both baselines
    ///   at a view's bottom edge. A vertical stack treats them as `.fill`.
    func _addAlignmentRules(
        to rules: inout _RuleList, views: [UIView], visible: [UIView],
        canvas: AnyObject, across: _Attributes
    ) {
        guard let first = views.first else { return }
        var alignment = _alignment
        if _axis == .vertical, alignment == .firstBaseline || alignment == .lastBaseline { alignment = .fill }
        let attribute: NSLayoutConstraint.Attribute
        switch alignment {
        case .fill:
            rules.add("UISV-canvas-connection", first, across.leading, .equal, canvas, across.leading)
            rules.add("UISV-canvas-connection", first, across.trailing, .equal, canvas, across.trailing)
            for view in views.dropFirst() {
                rules.add("UISV-alignment", view, across.leading, .equal, first, across.leading)
                rules.add("UISV-alignment", view, across.trailing, .equal, first, across.trailing)
            }
            return
        case .leading: attribute = across.leading
        case .center: attribute = across.center
        case .trailing: attribute = across.trailing
        case .firstBaseline: attribute = .firstBaseline
        case .lastBaseline: attribute = .lastBaseline
        }
        let baseline = alignment == .firstBaseline || alignment == .lastBaseline
        if !baseline {
            rules.add("UISV-canvas-connection", first, attribute, .equal, canvas, attribute)
        }
        for view in views.dropFirst() {
            rules.add("UISV-alignment", view, attribute, .equal, first, attribute)
        }
        for view in visible {
            if alignment != .leading {
                rules.add("UISV-spanning-boundary", view, across.leading, .greaterThanOrEqual, canvas, across.leading)
            }
            if alignment != .trailing {
                rules.add("UISV-spanning-boundary", view, across.trailing, .lessThanOrEqual, canvas, across.trailing)
            }
        }
        rules.add("UISV-spanning-fit", canvas, across.length, .equal, nil, .notAnAttribute, priority: UILayoutPriority(51))
        for view in views {
            rules.add("UISV-ambiguity-suppression", view, across.length, .equal, nil, .notAnAttribute, priority: UILayoutPriority(25))
        }
    }
}
