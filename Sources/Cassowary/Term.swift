/// A variable multiplied by a coefficient: `coefficient * variable`.
///
/// Terms are usually produced by the operators, as in `2 * width`.
public struct Term: Sendable {
    /// The variable this term scales.
    public var variable: Variable
    /// The factor applied to the variable.
    public var coefficient: Double

    /// Creates the term `coefficient * variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// The term's current value, from its variable's last solved value.
    public var value: Double { coefficient * variable.value }
}

extension Term: CustomStringConvertible {
    /// The term written as `coefficient * name`.
    public var description: String { "\(coefficient) * \(variable.name)" }
}
