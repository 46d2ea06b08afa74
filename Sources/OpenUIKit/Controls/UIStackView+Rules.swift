import Foundation

/// The constraints a stack view's configuration calls for.
///
/// The shapes follow UIKit's own, as its constraint identifiers show them
/// (see the doc comment of `StackViewTests`): the first and last arranged
/// views meet the canvas (the stack, or its margins guide) along the axis
/// (`UISV-canvas-connection`), adjacent views are `spacing` apart
/// (`UISV-spacing`), a hidden view has zero length and no spacing
/// (`UISV-hiding`), and across the axis every view aligns with the first
/// (`UISV-alignment`). Each distribution and alignment adds its own rows,
/// listed where they are made.
extension UIStackView {
    /// One constraint the stack wants: enough to find the same constraint
    /// again (``key``) and to make it.
    struct _Rule {
        let identifier: String
        let first: AnyObject
        let firstAttribute: NSLayoutConstraint.Attribute
        let relation: NSLayoutConstraint.Relation
        let second: AnyObject?
        let secondAttribute: NSLayoutConstraint.Attribute
        let multiplier: CGFloat
        let constant: CGFloat
        let priority: UILayoutPriority

        /// Everything but the constant, which can change in place.
        struct Key: Hashable {
            let identifier: String
            let first: ObjectIdentifier, firstAttribute: Int, relation: Int
            let second: ObjectIdentifier?, secondAttribute: Int
            let multiplier: CGFloat, priority: Float
        }

        var key: Key {
            Key(
                identifier: identifier, first: ObjectIdentifier(first), firstAttribute: firstAttribute.rawValue,
                relation: relation.rawValue, second: second.map(ObjectIdentifier.init), secondAttribute: secondAttribute.rawValue,
                multiplier: multiplier, priority: priority.rawValue)
        }

        @MainActor func makeConstraint() -> NSLayoutConstraint {
            let constraint = NSLayoutConstraint(
                item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                attribute: secondAttribute, multiplier: multiplier, constant: constant)
            constraint.priority = priority
            constraint.identifier = identifier
            return constraint
        }
    }

    /// What a build depended on that nobody announces when it changes.
    struct _Snapshot: Equatable {
        var hidden: [Bool]
        var intrinsicLengths: [CGFloat]
        var rightToLeft: Bool
    }

    /// The current values of what ``_Snapshot`` records.
    var _currentSnapshot: _Snapshot {
        _Snapshot(
            hidden: _arrangedSubviews.map(\.isHidden),
            intrinsicLengths: _distribution == .fillProportionally ? _arrangedSubviews.map(_intrinsicLength(of:)) : [],
            rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft
        )
    }

    /// The intrinsic length of a view along the axis (0 without one).
    func _intrinsicLength(of view: UIView) -> CGFloat {
        let size = view.intrinsicContentSize
        let length = _axis == .horizontal ? size.width : size.height
        return length == UIView.noIntrinsicMetric || !length.isFinite ? 0 : max(0, length)
    }

    /// The attributes along (`along`) and across the axis.
    struct _Attributes {
        let leading: NSLayoutConstraint.Attribute, trailing: NSLayoutConstraint.Attribute
        let length: NSLayoutConstraint.Attribute, center: NSLayoutConstraint.Attribute

        static let horizontal = _Attributes(leading: .leading, trailing: .trailing, length: .width, center: .centerX)
        static let vertical = _Attributes(leading: .top, trailing: .bottom, length: .height, center: .centerY)
    }

    /// The rules for the current configuration, in a fixed order: along the
    /// axis (canvas, spacing, hiding, distribution), then across it.
    ///
    /// - Complexity: O(arranged subviews).
    func _rules(spacers: [UILayoutGuide]) -> [_Rule] {
        let views = _arrangedSubviews
        guard !views.isEmpty else { return [] }
        let canvas: AnyObject = _layoutMarginsRelative ? layoutMarginsGuide : self
        let along = _axis == .horizontal ? _Attributes.horizontal : .vertical
        let across = _axis == .horizontal ? _Attributes.vertical : .horizontal
        var rules = _RuleList()
        let visible = views.filter { !$0.isHidden }

        // Along the axis: the first and last visible views meet the canvas.
        if let first = visible.first, let last = visible.last {
            rules.add("UISV-canvas-connection", first, along.leading, .equal, canvas, along.leading)
            rules.add("UISV-canvas-connection", last, along.trailing, .equal, canvas, along.trailing)
        } else {
            // Nothing visible: the stack collapses along its axis (UIKit's
            // chain of zero-length views does the same), unless it is sized.
            rules.add("UISV-canvas-fit", canvas, along.length, .equal, nil, .notAnAttribute, priority: UILayoutPriority(49))
        }

        // Spacing between adjacent visible views: exact when the views fill
        // the axis, a minimum when the gaps or centers are distributed.
        let spacingRelation: NSLayoutConstraint.Relation =
            (_distribution == .equalSpacing || _distribution == .equalCentering) ? .greaterThanOrEqual : .equal
        let baselines = _baselineRelative && _axis == .vertical
        for (previous, next) in zip(visible, visible.dropFirst()) {
            rules.add(
                "UISV-spacing", next, baselines ? .firstBaseline : along.leading, spacingRelation,
                previous, baselines ? .lastBaseline : along.trailing, constant: _resolvedSpacing(after: previous))
        }

        // A hidden view takes no length and sits where the previous visible view ends.
        var anchor: (item: AnyObject, attribute: NSLayoutConstraint.Attribute) = (canvas, along.leading)
        for view in views {
            if view.isHidden {
                rules.add("UISV-hiding", view, along.length, .equal, nil, .notAnAttribute)
                rules.add("UISV-hiding", view, along.leading, .equal, anchor.item, anchor.attribute)
            } else {
                anchor = (view, along.trailing)
            }
        }

        _addDistributionRules(to: &rules, visible: visible, spacers: spacers, canvas: canvas, along: along)
        _addAlignmentRules(to: &rules, views: views, visible: visible, canvas: canvas, across: across)
        return rules.rules
    }

    /// Rules in the order they are added.
    struct _RuleList {
        var rules: [_Rule] = []

        mutating func add(
            _ identifier: String, _ first: AnyObject, _ a1: NSLayoutConstraint.Attribute,
            _ relation: NSLayoutConstraint.Relation, _ second: AnyObject?, _ a2: NSLayoutConstraint.Attribute,
            multiplier: CGFloat = 1, constant: CGFloat = 0, priority: UILayoutPriority = .required
        ) {
            rules.append(
                _Rule(
                    identifier: identifier, first: first, firstAttribute: a1, relation: relation, second: second,
                    secondAttribute: a2, multiplier: multiplier, constant: constant, priority: priority))
        }
    }
}
