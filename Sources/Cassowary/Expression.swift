/// A linear expression: a sum of terms plus a constant.
///
/// Expressions are usually produced by the operators, as in
/// `leading + 0.5 * width - 8`. A variable may appear in several terms;
/// the solver adds their coefficients.
public struct Expression: Sendable {
    /// The terms of the sum, in the order they were written.
    public var terms: [Term]
    /// The constant added to the terms.
    public var constant: Double

    /// Creates the expression `terms[0] + terms[1] + … + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates the expression made of a single term.
    public init(_ term: Term) {
        self.init([term])
    }

    /// Creates the expression `1 * variable`.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// Creates a constant expression with no terms.
    public init(constant: Double) {
        self.init([], constant: constant)
    }

    /// The expression's current value, from its variables' last solved values.
    ///
    /// - Complexity: O(*n*), where *n* is the number of terms.
    public var value: Double {
        terms.reduce(constant) { $0 + $1.value }
    }
}

extension Expression: CustomStringConvertible {
    /// The expression written as a sum, terms first and then the constant.
    public var description: String {
        (terms.map(\.description) + ["\(constant)"]).joined(separator: " + ")
    }
}
