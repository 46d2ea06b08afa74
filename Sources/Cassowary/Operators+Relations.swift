// `==`, `<=` and `>=` between every pair of Variable, Term, Expression and
// Double, each returning the required ``Constraint`` `lhs - rhs op 0`; use
// ``Constraint/withStrength(_:)`` for a weaker one.

// MARK: `==`

/// Returns the required constraint `lhs == rhs`.
public func == (lhs: Variable, rhs: Variable) -> Constraint { Constraint(.sum(Expression(lhs), Expression(-rhs)), .equal) }
/// Returns the required constraint `lhs == rhs`.
public func == (lhs: Variable, rhs: Term) -> Constraint { Constraint(.sum(Expression(lhs), Expression(-rhs)), .equal) }
/// Returns the required constraint `lhs == rhs`.
public func == (lhs: Variable, rhs: Expression) -> Constraint { Constraint(.sum(Expression(lhs), -rhs), .equal) }
/// Returns the required constraint `lhs == rhs`.
public func == (lhs: Variable, rhs: Double) -> Constraint { Constraint(.sum(Expression(lhs), Expression(constant: -rhs)), .equal) }
/// Returns the required constraint `lhs == rhs`.
public func == (lhs: Term, rhs: Variable) -> Constraint { Constraint(.sum(Expression(lhs), Expression(-rhs)), .equal) }
/// Returns the required constraint `lhs == rhs`.
public func == (lhs: Term, rhs: Term) -> Constraint { Constraint(.sum(Expression(lhs), Expression(-rhs)), .equal) }
/// Returns the required constraint `lhs == rhs`.
public func == (lhs: Term, rhs: Expression) -> Constraint { Constraint(.sum(Expression(lhs), -rhs), .equal) }
/// Returns the required constraint `lhs == rhs`.
public func == (lhs: Term, rhs: Double) -> Constraint { Constraint(.sum(Expression(lhs), Expression(constant: -rhs)), .equal) }
/// Returns the required constraint `lhs == rhs`.
public func == (lhs: Expression, rhs: Variable) -> Constraint { Constraint(.sum(lhs, Expression(-rhs)), .equal) }
/// Returns the required constraint `lhs == rhs`.
public func == (lhs: Expression, rhs: Term) -> Constraint { Constraint(.sum(lhs, Expression(-rhs)), .equal) }
/// Returns the required constraint `lhs == rhs`.
public func == (lhs: Expression, rhs: Expression) -> Constraint { Constraint(.sum(lhs, -rhs), .equal) }
/// Returns the required constraint `lhs == rhs`.
public func == (lhs: Expression, rhs: Double) -> Constraint { Constraint(.sum(lhs, Expression(constant: -rhs)), .equal) }
/// Returns the required constraint `lhs == rhs`.
public func == (lhs: Double, rhs: Variable) -> Constraint { Constraint(.sum(Expression(constant: lhs), Expression(-rhs)), .equal) }
/// Returns the required constraint `lhs == rhs`.
public func == (lhs: Double, rhs: Term) -> Constraint { Constraint(.sum(Expression(constant: lhs), Expression(-rhs)), .equal) }
/// Returns the required constraint `lhs == rhs`.
public func == (lhs: Double, rhs: Expression) -> Constraint { Constraint(.sum(Expression(constant: lhs), -rhs), .equal) }

// MARK: `<=`

/// Returns the required constraint `lhs <= rhs`.
public func <= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(.sum(Expression(lhs), Expression(-rhs)), .lessThanOrEqual) }
/// Returns the required constraint `lhs <= rhs`.
public func <= (lhs: Variable, rhs: Term) -> Constraint { Constraint(.sum(Expression(lhs), Expression(-rhs)), .lessThanOrEqual) }
/// Returns the required constraint `lhs <= rhs`.
public func <= (lhs: Variable, rhs: Expression) -> Constraint { Constraint(.sum(Expression(lhs), -rhs), .lessThanOrEqual) }
/// Returns the required constraint `lhs <= rhs`.
public func <= (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(.sum(Expression(lhs), Expression(constant: -rhs)), .lessThanOrEqual)
}
/// Returns the required constraint `lhs <= rhs`.
public func <= (lhs: Term, rhs: Variable) -> Constraint { Constraint(.sum(Expression(lhs), Expression(-rhs)), .lessThanOrEqual) }
/// Returns the required constraint `lhs <= rhs`.
public func <= (lhs: Term, rhs: Term) -> Constraint { Constraint(.sum(Expression(lhs), Expression(-rhs)), .lessThanOrEqual) }
/// Returns the required constraint `lhs <= rhs`.
public func <= (lhs: Term, rhs: Expression) -> Constraint { Constraint(.sum(Expression(lhs), -rhs), .lessThanOrEqual) }
/// Returns the required constraint `lhs <= rhs`.
public func <= (lhs: Term, rhs: Double) -> Constraint { Constraint(.sum(Expression(lhs), Expression(constant: -rhs)), .lessThanOrEqual) }
/// Returns the required constraint `lhs <= rhs`.
public func <= (lhs: Expression, rhs: Variable) -> Constraint { Constraint(.sum(lhs, Expression(-rhs)), .lessThanOrEqual) }
/// Returns the required constraint `lhs <= rhs`.
public func <= (lhs: Expression, rhs: Term) -> Constraint { Constraint(.sum(lhs, Expression(-rhs)), .lessThanOrEqual) }
/// Returns the required constraint `lhs <= rhs`.
public func <= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(.sum(lhs, -rhs), .lessThanOrEqual) }
/// Returns the required constraint `lhs <= rhs`.
public func <= (lhs: Expression, rhs: Double) -> Constraint { Constraint(.sum(lhs, Expression(constant: -rhs)), .lessThanOrEqual) }
/// Returns the required constraint `lhs <= rhs`.
public func <= (lhs: Double, rhs: Variable) -> Constraint {
    Constraint(.sum(Expression(constant: lhs), Expression(-rhs)), .lessThanOrEqual)
}
/// Returns the required constraint `lhs <= rhs`.
public func <= (lhs: Double, rhs: Term) -> Constraint { Constraint(.sum(Expression(constant: lhs), Expression(-rhs)), .lessThanOrEqual) }
/// Returns the required constraint `lhs <= rhs`.
public func <= (lhs: Double, rhs: Expression) -> Constraint { Constraint(.sum(Expression(constant: lhs), -rhs), .lessThanOrEqual) }

// MARK: `>=`

/// Returns the required constraint `lhs >= rhs`.
public func >= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(.sum(Expression(lhs), Expression(-rhs)), .greaterThanOrEqual) }
/// Returns the required constraint `lhs >= rhs`.
public func >= (lhs: Variable, rhs: Term) -> Constraint { Constraint(.sum(Expression(lhs), Expression(-rhs)), .greaterThanOrEqual) }
/// Returns the required constraint `lhs >= rhs`.
public func >= (lhs: Variable, rhs: Expression) -> Constraint { Constraint(.sum(Expression(lhs), -rhs), .greaterThanOrEqual) }
/// Returns the required constraint `lhs >= rhs`.
public func >= (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(.sum(Expression(lhs), Expression(constant: -rhs)), .greaterThanOrEqual)
}
/// Returns the required constraint `lhs >= rhs`.
public func >= (lhs: Term, rhs: Variable) -> Constraint { Constraint(.sum(Expression(lhs), Expression(-rhs)), .greaterThanOrEqual) }
/// Returns the required constraint `lhs >= rhs`.
public func >= (lhs: Term, rhs: Term) -> Constraint { Constraint(.sum(Expression(lhs), Expression(-rhs)), .greaterThanOrEqual) }
/// Returns the required constraint `lhs >= rhs`.
public func >= (lhs: Term, rhs: Expression) -> Constraint { Constraint(.sum(Expression(lhs), -rhs), .greaterThanOrEqual) }
/// Returns the required constraint `lhs >= rhs`.
public func >= (lhs: Term, rhs: Double) -> Constraint { Constraint(.sum(Expression(lhs), Expression(constant: -rhs)), .greaterThanOrEqual) }
/// Returns the required constraint `lhs >= rhs`.
public func >= (lhs: Expression, rhs: Variable) -> Constraint { Constraint(.sum(lhs, Expression(-rhs)), .greaterThanOrEqual) }
/// Returns the required constraint `lhs >= rhs`.
public func >= (lhs: Expression, rhs: Term) -> Constraint { Constraint(.sum(lhs, Expression(-rhs)), .greaterThanOrEqual) }
/// Returns the required constraint `lhs >= rhs`.
public func >= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(.sum(lhs, -rhs), .greaterThanOrEqual) }
/// Returns the required constraint `lhs >= rhs`.
public func >= (lhs: Expression, rhs: Double) -> Constraint { Constraint(.sum(lhs, Expression(constant: -rhs)), .greaterThanOrEqual) }
/// Returns the required constraint `lhs >= rhs`.
public func >= (lhs: Double, rhs: Variable) -> Constraint {
    Constraint(.sum(Expression(constant: lhs), Expression(-rhs)), .greaterThanOrEqual)
}
/// Returns the required constraint `lhs >= rhs`.
public func >= (lhs: Double, rhs: Term) -> Constraint { Constraint(.sum(Expression(constant: lhs), Expression(-rhs)), .greaterThanOrEqual) }
/// Returns the required constraint `lhs >= rhs`.
public func >= (lhs: Double, rhs: Expression) -> Constraint { Constraint(.sum(Expression(constant: lhs), -rhs), .greaterThanOrEqual) }
