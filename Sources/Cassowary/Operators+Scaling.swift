// The operator vocabulary: `*` and `/` scale, `+` and `-` combine, and
// `==`, `<=`, `>=` relate two sides into a required ``Constraint``.
// Every combination of Variable, Term, Expression and Double is spelled out
// so that `x + 10 <= y * 2` type-checks without generics.

// MARK: Scaling

extension Variable {
    /// Returns the term `coefficient * variable`.
    public static func * (variable: Variable, coefficient: Double) -> Term { Term(variable, coefficient) }
    /// Returns the term `coefficient * variable`.
    public static func * (coefficient: Double, variable: Variable) -> Term { Term(variable, coefficient) }
    /// Returns the term `variable / denominator`.
    public static func / (variable: Variable, denominator: Double) -> Term { Term(variable, 1 / denominator) }
    /// Returns the term `-1 * variable`.
    public static prefix func - (variable: Variable) -> Term { Term(variable, -1) }
}

extension Term {
    /// Returns the term with its coefficient multiplied.
    public static func * (term: Term, factor: Double) -> Term { Term(term.variable, term.coefficient * factor) }
    /// Returns the term with its coefficient multiplied.
    public static func * (factor: Double, term: Term) -> Term { Term(term.variable, term.coefficient * factor) }
    /// Returns the term with its coefficient divided.
    public static func / (term: Term, denominator: Double) -> Term { term * (1 / denominator) }
    /// Returns the term with its coefficient negated.
    public static prefix func - (term: Term) -> Term { Term(term.variable, -term.coefficient) }
}

extension Expression {
    /// Returns the expression with every coefficient and the constant multiplied.
    public static func * (expression: Expression, factor: Double) -> Expression {
        Expression(expression.terms.map { $0 * factor }, constant: expression.constant * factor)
    }
    /// Returns the expression with every coefficient and the constant multiplied.
    public static func * (factor: Double, expression: Expression) -> Expression { expression * factor }
    /// Returns the expression with every coefficient and the constant divided.
    public static func / (expression: Expression, denominator: Double) -> Expression { expression * (1 / denominator) }
    /// Returns the expression negated.
    public static prefix func - (expression: Expression) -> Expression { expression * -1 }

    /// The sum of two expressions.
    static func sum(_ lhs: Expression, _ rhs: Expression) -> Expression {
        Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }
}
