/// An error a ``Solver`` throws, one case per condition.
///
/// A throwing solver operation leaves the solver as it was before the call:
/// the same constraints, edit variables and solution.
public enum CassowaryError: Error, Sendable {
    /// The constraint has already been added to this solver.
    case duplicateConstraint(Constraint)
    /// The constraint was never added to this solver, or has been removed.
    case unknownConstraint(Constraint)
    /// The required constraint contradicts the required constraints already
    /// present (on adding it, or on changing its constant).
    case unsatisfiableConstraint(Constraint)
    /// The variable is not an edit variable of this solver.
    case unknownEditVariable(Variable)
    /// The variable is already an edit variable of this solver.
    case duplicateEditVariable(Variable)
    /// Edit variables must be weaker than ``Strength/required``.
    case requiredEditVariable(Variable)
    /// A coefficient of the constraint's expression is NaN, infinite, or
    /// beyond ±1e30 (a bound past any layout value that keeps pivoting from
    /// overflowing), or combining it with the tableau overflowed.
    case nonFiniteCoefficient(Constraint)
    /// The constraint's constant, or the constant being set, is NaN,
    /// infinite, or beyond ±1e30.
    case nonFiniteConstant(Constraint)
    /// The value suggested for the edit variable is NaN, infinite, or beyond ±1e30.
    case nonFiniteSuggestion(Variable)
}

extension CassowaryError: CustomStringConvertible {
    /// A one-line account of the error naming the constraint or variable.
    public var description: String {
        switch self {
        case .duplicateConstraint(let c): "duplicate constraint: \(c)"
        case .unknownConstraint(let c): "unknown constraint: \(c)"
        case .unsatisfiableConstraint(let c): "unsatisfiable constraint: \(c)"
        case .unknownEditVariable(let v): "unknown edit variable: \(v.name)"
        case .duplicateEditVariable(let v): "duplicate edit variable: \(v.name)"
        case .requiredEditVariable(let v): "edit variable must not be required: \(v.name)"
        case .nonFiniteCoefficient(let c): "non-finite coefficient in: \(c)"
        case .nonFiniteConstant(let c): "non-finite constant in: \(c)"
        case .nonFiniteSuggestion(let v): "non-finite suggestion for: \(v.name)"
        }
    }
}
