/// A linear relation between expressions that a ``Solver`` maintains.
///
/// A constraint reads `expression relation 0` — the operators build it, as in
/// `x + 10 <= y * 2`, which stores `x - 2y + 10 <= 0`. A constraint is an
/// immutable value with reference identity: the solver tracks the instance
/// you add, and the same instance is what you later remove or re-constant.
/// ``Solver/setConstant(_:for:)`` changes the constant the solver uses
/// without changing the instance; read it back with ``Solver/constant(for:)``.
public final class Constraint: Sendable {
    /// The relation between two sides of a constraint.
    public enum Relation: Sendable, Hashable {
        /// `expression <= 0`.
        case lessThanOrEqual
        /// `expression == 0`.
        case equal
        /// `expression >= 0`.
        case greaterThanOrEqual
    }

    /// The left side; the right side is zero.
    public let expression: Expression
    /// How ``expression`` relates to zero.
    public let relation: Relation
    /// How much the solver cares about this constraint.
    public let strength: Strength

    /// Creates the constraint `expression relation 0` at the given strength.
    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// Returns a new constraint with the same relation at another strength.
    public func withStrength(_ strength: Strength) -> Constraint {
        Constraint(expression, relation, strength: strength)
    }

    /// Whether every coefficient is finite and at most 1e30 in magnitude.
    var hasSolvableCoefficients: Bool {
        expression.terms.allSatisfy { $0.coefficient.isSolvable }
    }
}

extension Constraint: CustomStringConvertible {
    /// The constraint written as `expression op 0 | strength`.
    public var description: String {
        let op =
            switch relation {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        return "\(expression) \(op) 0 | \(strength)"
    }
}
