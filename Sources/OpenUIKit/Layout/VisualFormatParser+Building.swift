import Foundation

/// Turning what was read into constraints.
extension _VisualFormatParser {
    /// One end of a connection: a view, or the `|` next to one.
    enum End {
        case view(UIView)
        case superview(of: UIView)

        var isSuperview: Bool { if case .superview = self { true } else { false } }
    }

    /// Makes the constraints of one connection, and the alignment between its two views.
    mutating func finish(_ connection: Connection, from earlier: End, to later: End) throws(Failure) {
        let direction = options.intersection(.directionMask)
        let rightToLeft = horizontal && direction == .directionRightToLeft
        let leftAndRight = horizontal && direction != .directionLeadingToTrailing
        let baselines = options.contains(.spacingBaselineToBaseline)
        if baselines && horizontal { throw fail("BaselineToBaseline format option not valid for horizontal layout") }
        let minEdge: NSLayoutConstraint.Attribute = horizontal ? (leftAndRight ? .left : .leading) : .top
        let maxEdge: NSLayoutConstraint.Attribute = horizontal ? (leftAndRight ? .right : .trailing) : .bottom

        // The constraint reads `first.edge ⋛ second.edge + gap`: the end
        // further along the coordinate axis comes first (UIKit's order).
        let (first, second) = rightToLeft ? (earlier, later) : (later, earlier)
        let predicates: [Predicate]
        var toMargins = false
        switch connection {
        case .flush:
            predicates = [Predicate()]
        case .standard:
            // Standard spacing to the superview is its layout margin (UIKit since iOS 8).
            toMargins = first.isSuperview || second.isSuperview
            predicates = [Predicate(constant: toMargins ? 0 : UIView._systemSpacing)]
        case .predicates(let list):
            predicates = list
        }
        let (firstItem, firstAttribute) = try resolve(
            first, viewEdge: baselines ? .firstBaseline : minEdge, superviewEdge: maxEdge, toMargins: toMargins)
        let (secondItem, secondAttribute) = try resolve(
            second, viewEdge: baselines ? .lastBaseline : maxEdge, superviewEdge: minEdge, toMargins: toMargins)
        for predicate in predicates {
            constraints.append(
                make(
                    firstItem, firstAttribute, predicate.relation, secondItem, secondAttribute,
                    predicate.constant, predicate.priority))
        }
        if case .view(let a) = second, case .view(let b) = first { try align(a, b) }
    }

    /// The item and attribute an end stands for; `|` is the superview of the view next to it.
    private func resolve(
        _ end: End, viewEdge: NSLayoutConstraint.Attribute, superviewEdge: NSLayoutConstraint.Attribute,
        toMargins: Bool
    ) throws(Failure) -> (UIView, NSLayoutConstraint.Attribute) {
        switch end {
        case .view(let view):
            return (view, viewEdge)
        case .superview(of: let view):
            guard let superview = view.superview else {
                throw fail("Unable to interpret '|' character, because the related view doesn't have a superview")
            }
            return (superview, toMargins ? Self.margin(of: superviewEdge) : superviewEdge)
        }
    }

    /// Alignment constraints the options ask for between two consecutive views.
    private mutating func align(_ a: UIView, _ b: UIView) throws(Failure) {
        let mask = options.intersection(.alignmentMask).rawValue
        guard mask != 0 else { return }
        for raw in 1...12 where mask & (1 << UInt(raw)) != 0 {
            guard let attribute = NSLayoutConstraint.Attribute(rawValue: raw) else { continue }
            let alongTheLayout = (attribute.axis == .horizontal) == horizontal
            if alongTheLayout {
                throw fail(
                    horizontal
                        ? "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal."
                        : "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical."
                )
            }
            alignmentConstraints.append(make(a, attribute, .equal, b, attribute, 0, .required))
        }
    }

    /// A constraint with multiplier 1 and the given priority.
    func make(
        _ item: UIView, _ attribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
        _ other: UIView?, _ otherAttribute: NSLayoutConstraint.Attribute,
        _ constant: CGFloat, _ priority: UILayoutPriority
    ) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: other,
            attribute: otherAttribute, multiplier: 1, constant: constant)
        constraint.priority = priority
        return constraint
    }

    /// The margin attribute of an edge.
    private static func margin(of edge: NSLayoutConstraint.Attribute) -> NSLayoutConstraint.Attribute {
        switch edge {
        case .left: .leftMargin
        case .right: .rightMargin
        case .top: .topMargin
        case .bottom: .bottomMargin
        case .leading: .leadingMargin
        case .trailing: .trailingMargin
        default: edge
        }
    }
}
