import Cassowary
import Foundation

extension _LayoutEngine {
    /// Rebuilds (or, when only numbers changed, updates in place) the
    /// constraints that place an item by itself:
    ///
    /// - the root: at the origin, with its bounds size;
    /// - a view that translates its autoresizing mask: its frame relative to
    ///   its superview, where each flexible part (margin or size) takes a
    ///   share of the superview's size change in proportion to its length,
    ///   as springs and struts do — so the engine knows the mask, not just
    ///   the frame;
    /// - a margins guide: its owning view inset by the layout margins.
    func refreshFrameConstraints(of item: Item) {
        if let guide = item.guide, guide._systemKind == .readable {
            refreshReadableGuideConstraints(of: item, guide: guide)
            return
        }
        var targets: [(expression: LinearExpression, constant: Double)] = []
        if let view = item.view {
            if view === root || view._superview == nil {
                // The engine's space is the root's bounds; items are alignment rects.
                let a = view.alignmentRect(forFrame: CGRect(origin: .zero, size: view._bounds.size))
                targets = [
                    (LinearExpression(item.left), -Double(a.minX)), (LinearExpression(item.top), -Double(a.minY)),
                    (LinearExpression(item.width), -Double(a.width)),
                    (LinearExpression(item.height), -Double(a.height)),
                ]
            } else if view._autoLayout.translatesAutoresizingMask, let superview = view._superview {
                let parent = self.item(for: superview)
                targets = maskTargets(of: view, item: item, superviewItem: parent, superview: superview)
            }
        } else if let guide = item.guide, let kind = guide._systemKind, kind != .readable, let owner = guide.owningView {
            let ownerItem = self.item(for: owner)
            // Insets from the owner's bounds, whose item is its alignment rectangle.
            let m = (kind == .margins ? owner._resolvedLayoutMargins : owner._safeArea.insets)
                ._adding(owner.alignmentRectInsets._negated)
            targets = [
                (item.left - ownerItem.left, -Double(m.left)),
                (item.top - ownerItem.top, -Double(m.top)),
                (item.width - ownerItem.width, Double(m.left + m.right)),
                (item.height - ownerItem.height, Double(m.top + m.bottom)),
            ]
        }
        let object = item.object
        targets = targets.map {
            (
                $0.expression,
                Self.solvable($0.constant, "A number placing \(Self.describeInternal(Constraint($0.expression, .equal), of: object))")
            )
        }
        let shape = targets.flatMap { target in target.expression.terms.map(\.coefficient) }
        if shape == item.frameShape, targets.count == item.frameConstraints.count {
            item.frameConstraints = zip(item.frameConstraints, targets).map { constraint, target in
                setConstant(target.constant, for: constraint, placing: object)
            }
            return
        }
        for constraint in item.frameConstraints { remove(constraint) }
        item.frameConstraints = []
        item.frameShape = shape
        for target in targets {
            var expression = target.expression
            expression.constant = target.constant
            item.frameConstraints.append(add(Constraint(expression, .equal, strength: .required), placing: object))
        }
    }

    /// The four equations of a translated autoresizing mask, between the
    /// view's alignment rectangle and its superview's.
    private func maskTargets(of view: UIView, item: Item, superviewItem parent: Item, superview: UIView) -> [(LinearExpression, Double)] {
        let k = view.autoresizingMask._shares(of: view.frame, in: superview._bounds.size)
        // The view's alignment rectangle in its superview's alignment space.
        let inner = superview.alignmentRectInsets
        let frame = view.alignmentRect(forFrame: view.frame).offsetBy(dx: -inner.left, dy: -inner.top)
        let size = superview.alignmentRect(forFrame: CGRect(origin: .zero, size: superview._bounds.size)).size
        let (kLeft, kWidth, kTop, kHeight) = (Double(k.left), Double(k.width), Double(k.top), Double(k.height))
        // left − parent.left − kLeft·parent.width = x − kLeft·W₀, and so on.
        let left: LinearExpression = item.left - parent.left - parent.width * kLeft
        let top: LinearExpression = item.top - parent.top - parent.height * kTop
        let width: LinearExpression = item.width - parent.width * kWidth
        let height: LinearExpression = item.height - parent.height * kHeight
        let leftConstant: Double = kLeft * Double(size.width) - Double(frame.minX)
        let topConstant: Double = kTop * Double(size.height) - Double(frame.minY)
        let widthConstant: Double = kWidth * Double(size.width) - Double(frame.width)
        let heightConstant: Double = kHeight * Double(size.height) - Double(frame.height)
        return [(left, leftConstant), (top, topConstant), (width, widthConstant), (height, heightConstant)]
    }

    /// Rebuilds a view's content-size constraints from its intrinsic size:
    /// per axis, `size <= intrinsic` at the hugging priority and
    /// `size >= intrinsic` at the compression-resistance priority.
    func refreshContentConstraints(of item: Item) {
        guard let view = item.view, !view._autoLayout.translatesAutoresizingMask else {
            for constraint in item.contentConstraints { remove(constraint) }
            item.contentConstraints = []
            item.contentShape = []
            return
        }
        let size = view._checkedIntrinsicContentSize
        var wanted: [(Variable, Double, Cassowary.Constraint.Relation, Strength)] = []
        if size.width != UIView.noIntrinsicMetric {
            wanted.append((item.width, Double(size.width), .lessThanOrEqual, view.contentHuggingPriority(for: .horizontal).strength))
            wanted.append(
                (item.width, Double(size.width), .greaterThanOrEqual, view.contentCompressionResistancePriority(for: .horizontal).strength))
        }
        if size.height != UIView.noIntrinsicMetric {
            wanted.append((item.height, Double(size.height), .lessThanOrEqual, view.contentHuggingPriority(for: .vertical).strength))
            wanted.append(
                (item.height, Double(size.height), .greaterThanOrEqual, view.contentCompressionResistancePriority(for: .vertical).strength))
        }
        let shape = wanted.map { $0.3.weight + ($0.0 === item.width ? 0.5 : 0) + ($0.2 == .lessThanOrEqual ? 0.25 : 0) }
        if shape == item.contentShape {
            item.contentConstraints = zip(item.contentConstraints, wanted).map { constraint, target in
                setConstant(-target.1, for: constraint, placing: view)
            }
            return
        }
        for constraint in item.contentConstraints { remove(constraint) }
        item.contentShape = shape
        item.contentConstraints = wanted.map { variable, value, relation, strength in
            add(Constraint(LinearExpression(variable) - value, relation, strength: strength), placing: view)
        }
    }

    /// The readable guide hangs off the margins guide (whose own constraints
    /// follow margin changes), so its constraints are made once: same top
    /// and bottom and centre, no wider than the margins or the readable
    /// width, and as wide as that allows.
    private func refreshReadableGuideConstraints(of item: Item, guide: UILayoutGuide) {
        guard item.frameConstraints.isEmpty, let owner = guide.owningView else { return }
        let margins = self.item(for: owner.layoutMarginsGuide)
        let readable = Double(UIView.readableContentWidth)
        item.frameConstraints = [Constraint]()
        for constraint in [
            Constraint(item.top - margins.top, .equal),
            Constraint(item.height - margins.height, .equal),
            Constraint(item.left + item.width * 0.5 - margins.left - margins.width * 0.5, .equal),
            Constraint(item.width - margins.width, .lessThanOrEqual),
            Constraint(LinearExpression(item.width) - readable, .lessThanOrEqual),
            Constraint(item.width - margins.width, .equal, strength: Strength(priority: 999)),
        ] {
            item.frameConstraints.append(add(constraint, placing: guide))
        }
    }
}
