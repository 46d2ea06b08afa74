import Cassowary
import Foundation

/// The program's constraints in the engine: the expressions they stand for,
/// installing and uninstalling them, constant and priority changes, and
/// UIKit's conflict report.
extension _LayoutEngine {
    // MARK: User constraints

    /// The solver expression for one attribute of an item.
    ///
    /// `mirrored` is set for a constraint that uses leading or trailing in a
    /// right-to-left layout: UIKit then measures the whole constraint from
    /// the leading (right) edge towards the left, so every horizontal
    /// position is negated (a positive constant stays an inset, `>=` still
    /// means "further along"), while widths are not.
    ///
    /// `rightToLeft` is the direction the whole constraint resolves leading
    /// and trailing in (see ``solverConstraint(for:strength:)``).
    func expression(
        _ object: AnyObject, _ attribute: NSLayoutConstraint.Attribute,
        rightToLeft: Bool = false, mirrored: Bool = false
    ) -> LinearExpression? {
        let (plain, margin) = attribute.withoutMargin
        if margin, let view = object as? UIView {
            return expression(view.layoutMarginsGuide, plain, rightToLeft: rightToLeft, mirrored: mirrored)
        }
        guard mirrored, plain.axis == .horizontal, !plain.isDimension else {
            return unmirroredExpression(object, plain, rightToLeft: rightToLeft)
        }
        return unmirroredExpression(object, plain, rightToLeft: rightToLeft).map { $0 * -1 }
    }

    private func unmirroredExpression(
        _ object: AnyObject, _ plain: NSLayoutConstraint.Attribute,
        rightToLeft: Bool
    ) -> LinearExpression? {
        let item: Item
        switch object {
        case let view as UIView: item = self.item(for: view)
        case let guide as UILayoutGuide: item = self.item(for: guide)
        default: return nil
        }
        switch plain {
        case .left: return LinearExpression(item.left)
        case .right: return item.left + item.width
        case .top: return LinearExpression(item.top)
        case .bottom: return item.top + item.height
        // A label's baselines sit at constant offsets from its centre
        // (UIKit centres its text); any other view's are its bottom edge.
        case .lastBaseline, .firstBaseline:
            guard let label = object as? UILabel else { return item.top + item.height }
            let (first, last) = label._baselinesFromCenter
            return item.top + item.height * 0.5 + Double(plain == .firstBaseline ? first : last)
        case .width: return LinearExpression(item.width)
        case .height: return LinearExpression(item.height)
        case .centerX: return item.left + item.width * 0.5
        case .centerY: return item.top + item.height * 0.5
        // In a right-to-left layout leading is the right edge, trailing the left.
        case .leading: return rightToLeft ? item.left + item.width : LinearExpression(item.left)
        case .trailing: return rightToLeft ? LinearExpression(item.left) : item.left + item.width
        default: return nil
        }
    }

    /// The solver constraint a user constraint stands for.
    ///
    /// Leading and trailing resolve in one direction for the whole
    /// constraint: that of the view holding it (its items' closest common
    /// ancestor), so that both sides name the same edge. Resolving each item
    /// in its own direction made `arranged.leading == stack.leading` equate a
    /// left edge with a right one when only the stack was right-to-left
    /// (`semanticContentAttribute` is not inherited by subviews).
    func solverConstraint(for constraint: NSLayoutConstraint, strength: Strength? = nil) -> Constraint? {
        guard let first = constraint.firstItem else { return nil }
        let rightToLeft =
            constraint._usesLeadingOrTrailing
            && (constraint._holder ?? NSLayoutConstraint._view(of: first))?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let mirrored = rightToLeft
        guard let lhs = expression(first, constraint.firstAttribute, rightToLeft: rightToLeft, mirrored: mirrored) else { return nil }
        var rhs = LinearExpression(constant: Double(constraint.constant))
        if let second = constraint.secondItem {
            guard let other = expression(second, constraint.secondAttribute, rightToLeft: rightToLeft, mirrored: mirrored) else {
                return nil
            }
            rhs = other * Double(constraint.multiplier) + Double(constraint.constant)
        }
        let relation: Cassowary.Constraint.Relation =
            switch constraint.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        return Constraint(lhs - rhs, relation, strength: strength ?? constraint.priority.strength)
    }

    /// Installs a user constraint. A required constraint that contradicts
    /// the others is reported as UIKit reports it and installed broken (just
    /// below required), so that layout goes on.
    func install(_ constraint: NSLayoutConstraint) {
        guard installed[ObjectIdentifier(constraint)] == nil,
            let solverConstraint = solverConstraint(for: constraint)
        else { return }
        installed[ObjectIdentifier(constraint)] = solverConstraint
        userConstraints.append(constraint)
        constraint._engine = self
        for object in [constraint.firstItem, constraint.secondItem].compactMap({ $0 }) {
            existingItem(for: object)?.constraints.append(constraint)
        }
        do throws(CassowaryError) {
            try solver.addConstraint(solverConstraint)
        } catch .unsatisfiableConstraint {
            reportConflict(breaking: constraint)
            let broken = solverConstraint.withStrength(Self.brokenStrength)
            installed[ObjectIdentifier(constraint)] = broken
            // Its numbers were checked on activation: an optional
            // constraint with solvable numbers always goes in.
            readd(broken)
        } catch {
            Violations.layoutEngineOutOfStep("installing \(constraint), whose numbers were checked", error)
        }
        noteChange()
    }

    /// Uninstalls a user constraint.
    func uninstall(_ constraint: NSLayoutConstraint) {
        guard let solverConstraint = installed.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        userConstraints.remove(constraint)
        if !isRebuilding { removeAdded(solverConstraint) }
        for object in [constraint.firstItem, constraint.secondItem].compactMap({ $0 }) {
            guard let item = existingItem(for: object),
                let index = item.constraints._lastIndex(ofIdentical: constraint)
            else { continue }
            item.constraints.remove(at: index)
        }
        constraint._engine = nil
        noteChange()
    }

    /// The constant of an installed constraint changed (the model already
    /// holds the new, checked value). When the new constant contradicts the
    /// required constraints, UIKit keeps it and breaks a constraint: this
    /// one is installed again broken (just below required) with the new
    /// constant, as ``install(_:)`` does, and the conflict is reported; the
    /// model and the solver agree either way.
    func _constantDidChange(of constraint: NSLayoutConstraint) {
        guard let solverConstraint = installed[ObjectIdentifier(constraint)] else { return }
        defer { noteChange() }
        // The expression is `lhs - (m·rhs + c)`: the solver constant is `-c`
        // plus whatever constant the attribute expressions carry (a label's baselines).
        let wanted = expectedSolverConstant(for: constraint)
        noteConstantChange(from: solver.constant(for: solverConstraint), to: wanted)
        do throws(CassowaryError) {
            try solver.setConstant(wanted, for: solverConstraint)
        } catch .unsatisfiableConstraint {
            removeAdded(solverConstraint)
            guard let broken = self.solverConstraint(for: constraint, strength: Self.brokenStrength) else {
                Violations.layoutEngineOutOfStep("rebuilding \(constraint), which was installed", .unknownConstraint(solverConstraint))
            }
            installed[ObjectIdentifier(constraint)] = broken
            readd(broken)
            reportConflict(breaking: constraint)
        } catch {
            Violations.layoutEngineOutOfStep("setting the checked constant of \(constraint)", error)
        }
    }

    /// The priority of an installed constraint moved between optional
    /// values: the solver constraint is replaced by one made from the model
    /// (its current constant included) at the new strength.
    func _priorityDidChange(of constraint: NSLayoutConstraint) {
        guard let old = installed[ObjectIdentifier(constraint)] else { return }
        removeAdded(old)
        guard let replacement = solverConstraint(for: constraint) else {
            Violations.layoutEngineOutOfStep("rebuilding \(constraint), which was installed", .unknownConstraint(old))
        }
        installed[ObjectIdentifier(constraint)] = replacement
        // Optional, with numbers checked on activation.
        readd(replacement)
        noteChange()
    }

    /// The constant the solver holds for a user constraint: minus its
    /// constant, plus the constants its attribute expressions carry (only a
    /// label's baselines carry one: their offset from its centre).
    func expectedSolverConstant(for constraint: NSLayoutConstraint) -> Double {
        let plain = -Double(constraint.constant)
        guard constraint.firstAttribute._isBaseline || constraint.secondAttribute._isBaseline,
            let expression = solverConstraint(for: constraint)?.expression
        else { return plain }
        return expression.constant
    }

    /// The solver constraint an installed user constraint stands for.
    func installedSolverConstraint(for constraint: NSLayoutConstraint) -> Constraint? {
        installed[ObjectIdentifier(constraint)]
    }

    /// UIKit's report of unsatisfiable constraints.
    func reportConflict(breaking constraint: NSLayoutConstraint) {
        reportConflict(involving: [constraint.firstItem, constraint.secondItem].compactMap { $0 }, breaking: "\(constraint)")
    }

    /// UIKit's report of unsatisfiable constraints: the constraints on the
    /// items involved, then the one broken to recover.
    func reportConflict(involving objects: [AnyObject], breaking broken: String) {
        var involved: [NSLayoutConstraint] = []
        for object in objects {
            for other in existingItem(for: object)?.constraints ?? [] where !involved.contains(where: { $0 === other }) {
                involved.append(other)
            }
        }
        var lines = involved.map { "    \($0)" }
        // A view that still translates its autoresizing mask is the usual
        // culprit: list the constraints its mask stands for, as UIKit does.
        for case let view as UIView in objects
        where view._autoLayout.translatesAutoresizingMask && view._superview != nil && view !== root {
            lines += view._autoresizingConstraintDescriptions.map { "    \($0)" }
        }
        let list = lines.joined(separator: ",\n")
        UIApplication.shared.diagnostics.report(
            .unsatisfiableConstraints,
            """
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            (
            \(list)
            )

            Will attempt to recover by breaking constraint
            \(broken)
            """
        )
    }
}
