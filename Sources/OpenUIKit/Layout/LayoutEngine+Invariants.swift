import Cassowary
import Foundation

extension _LayoutEngine {
    /// Checks that the model and the solver agree and returns one line per
    /// disagreement (empty when sound): the solver's own invariants; every
    /// installed constraint is active, in the solver, with the model's
    /// constant; every internal constraint is in the solver; every item's
    /// variables are finite.
    ///
    /// - Complexity: O(constraints + items).
    func invariantViolations() -> [String] {
        var problems = solver.invariantViolations()
        for constraint in userConstraints.elements {
            guard constraint.isActive else {
                problems.append("\(constraint) is installed but inactive")
                continue
            }
            guard let solverConstraint = installedSolverConstraint(for: constraint),
                let constant = solver.constant(for: solverConstraint)
            else {
                problems.append("\(constraint) is installed but not in the solver")
                continue
            }
            if constant != expectedSolverConstant(for: constraint) {
                problems.append("\(constraint) has constant \(constraint.constant) but the solver holds \(-constant)")
            }
        }
        for item in itemList.elements {
            for constraint in item.frameConstraints + item.contentConstraints where !solver.hasConstraint(constraint) {
                problems.append("\(Self.describeInternal(constraint, of: item.object)) is not in the solver")
            }
            for variable in [item.left, item.top, item.width, item.height] where !variable.value.isFinite {
                problems.append("\(variable.name) is \(variable.value)")
            }
        }
        return problems
    }
}

extension NSLayoutConstraint {
    /// The constant the layout engine's solver holds for this constraint,
    /// in the model's sign (nil when the constraint is not installed).
    package var _solverConstant: CGFloat? {
        guard let engine = _engine, let solverConstraint = engine.installedSolverConstraint(for: self),
            let constant = engine.solver.constant(for: solverConstraint)
        else { return nil }
        // Less the offset a label's baseline carries, in the model's sign.
        return CGFloat(-constant + engine.expectedSolverConstant(for: self) + Double(self.constant))
    }

    /// Whether the engine holds this constraint broken: weaker than its
    /// priority, after a conflict.
    package var _isBrokenInEngine: Bool {
        guard let engine = _engine, let solverConstraint = engine.installedSolverConstraint(for: self) else { return false }
        return solverConstraint.strength != priority.strength
    }
}
