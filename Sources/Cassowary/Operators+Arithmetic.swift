// `+` and `-` between every pair of Variable, Term, Expression and Double.
// They are global functions, one line each, so that the whole table reads
// at a glance; each returns an ``Expression`` whose terms keep their order.

// MARK: `+`

/// Returns the sum `lhs + rhs`.
public func + (lhs: Variable, rhs: Variable) -> Expression { .sum(Expression(lhs), Expression(rhs)) }
/// Returns the sum `lhs + rhs`.
public func + (lhs: Variable, rhs: Term) -> Expression { .sum(Expression(lhs), Expression(rhs)) }
/// Returns the sum `lhs + rhs`.
public func + (lhs: Variable, rhs: Expression) -> Expression { .sum(Expression(lhs), rhs) }
/// Returns the sum `lhs + rhs`.
public func + (lhs: Variable, rhs: Double) -> Expression { .sum(Expression(lhs), Expression(constant: rhs)) }
/// Returns the sum `lhs + rhs`.
public func + (lhs: Term, rhs: Variable) -> Expression { .sum(Expression(lhs), Expression(rhs)) }
/// Returns the sum `lhs + rhs`.
public func + (lhs: Term, rhs: Term) -> Expression { .sum(Expression(lhs), Expression(rhs)) }
/// Returns the sum `lhs + rhs`.
public func + (lhs: Term, rhs: Expression) -> Expression { .sum(Expression(lhs), rhs) }
/// Returns the sum `lhs + rhs`.
public func + (lhs: Term, rhs: Double) -> Expression { .sum(Expression(lhs), Expression(constant: rhs)) }
/// Returns the sum `lhs + rhs`.
public func + (lhs: Expression, rhs: Variable) -> Expression { .sum(lhs, Expression(rhs)) }
/// Returns the sum `lhs + rhs`.
public func + (lhs: Expression, rhs: Term) -> Expression { .sum(lhs, Expression(rhs)) }
/// Returns the sum `lhs + rhs`.
public func + (lhs: Expression, rhs: Expression) -> Expression { .sum(lhs, rhs) }
/// Returns the sum `lhs + rhs`.
public func + (lhs: Expression, rhs: Double) -> Expression { .sum(lhs, Expression(constant: rhs)) }
/// Returns the sum `lhs + rhs`.
public func + (lhs: Double, rhs: Variable) -> Expression { .sum(Expression(constant: lhs), Expression(rhs)) }
/// Returns the sum `lhs + rhs`.
public func + (lhs: Double, rhs: Term) -> Expression { .sum(Expression(constant: lhs), Expression(rhs)) }
/// Returns the sum `lhs + rhs`.
public func + (lhs: Double, rhs: Expression) -> Expression { .sum(Expression(constant: lhs), rhs) }

// MARK: `-`

/// Returns the difference `lhs - rhs`.
public func - (lhs: Variable, rhs: Variable) -> Expression { .sum(Expression(lhs), Expression(-rhs)) }
/// Returns the difference `lhs - rhs`.
public func - (lhs: Variable, rhs: Term) -> Expression { .sum(Expression(lhs), Expression(-rhs)) }
/// Returns the difference `lhs - rhs`.
public func - (lhs: Variable, rhs: Expression) -> Expression { .sum(Expression(lhs), -rhs) }
/// Returns the difference `lhs - rhs`.
public func - (lhs: Variable, rhs: Double) -> Expression { .sum(Expression(lhs), Expression(constant: -rhs)) }
/// Returns the difference `lhs - rhs`.
public func - (lhs: Term, rhs: Variable) -> Expression { .sum(Expression(lhs), Expression(-rhs)) }
/// Returns the difference `lhs - rhs`.
public func - (lhs: Term, rhs: Term) -> Expression { .sum(Expression(lhs), Expression(-rhs)) }
/// Returns the difference `lhs - rhs`.
public func - (lhs: Term, rhs: Expression) -> Expression { .sum(Expression(lhs), -rhs) }
/// Returns the difference `lhs - rhs`.
public func - (lhs: Term, rhs: Double) -> Expression { .sum(Expression(lhs), Expression(constant: -rhs)) }
/// Returns the difference `lhs - rhs`.
public func - (lhs: Expression, rhs: Variable) -> Expression { .sum(lhs, Expression(-rhs)) }
/// Returns the difference `lhs - rhs`.
public func - (lhs: Expression, rhs: Term) -> Expression { .sum(lhs, Expression(-rhs)) }
/// Returns the difference `lhs - rhs`.
public func - (lhs: Expression, rhs: Expression) -> Expression { .sum(lhs, -rhs) }
/// Returns the difference `lhs - rhs`.
public func - (lhs: Expression, rhs: Double) -> Expression { .sum(lhs, Expression(constant: -rhs)) }
/// Returns the difference `lhs - rhs`.
public func - (lhs: Double, rhs: Variable) -> Expression { .sum(Expression(constant: lhs), Expression(-rhs)) }
/// Returns the difference `lhs - rhs`.
public func - (lhs: Double, rhs: Term) -> Expression { .sum(Expression(constant: lhs), Expression(-rhs)) }
/// Returns the difference `lhs - rhs`.
public func - (lhs: Double, rhs: Expression) -> Expression { .sum(Expression(constant: lhs), -rhs) }
