/// An incremental constraint solver: the Cassowary simplex method, as in kiwi.
///
/// Add constraints with ``addConstraint(_:)``; the solver keeps an optimal
/// solution after every call. Required constraints hold exactly; the others
/// are satisfied as well as their strengths allow. Call ``updateVariables()``
/// to copy the solution into the variables.
///
/// ```swift
/// let solver = Solver()
/// let x = Variable("x"), y = Variable("y")
/// try solver.addConstraint(x + 10 <= y * 2)
/// try solver.addConstraint((y == 20).withStrength(.strong))
/// try solver.addConstraint((x == 100).withStrength(.weak))
/// solver.updateVariables()
/// // x.value == 30, y.value == 20
/// ```
///
/// Drive interactive changes with edit variables (``addEditVariable(_:strength:)``
/// and ``suggestValue(_:for:)``) and change a constraint's constant in place
/// with ``setConstant(_:for:)``. Each operation touches only the part of the
/// tableau that depends on what changed, so independent parts cost nothing.
///
/// A solver is not `Sendable`: use it from one thread at a time. Every
/// throwing method leaves the solver as it was before the call.
///
/// Rounding accumulates in the tableau over long runs of changes; when an
/// operation meets what only rounding explains (an objective that no row
/// bounds, a pivot on a rounding residue), it is completed on a tableau
/// rebuilt from the constraints, which costs that operation what adding
/// every constraint to a new solver costs.
public final class Solver {
    /// The one private implementation behind this facade.
    var tableau = Tableau()

    /// Creates an empty solver.
    public init() {}

    /// Adds a constraint and re-solves.
    ///
    /// - Throws: ``CassowaryError/duplicateConstraint(_:)``,
    ///   ``CassowaryError/nonFiniteCoefficient(_:)``,
    ///   ``CassowaryError/nonFiniteConstant(_:)``, or
    ///   ``CassowaryError/unsatisfiableConstraint(_:)`` for a required
    ///   constraint that contradicts the required constraints present.
    /// - Complexity: proportional to the rows that mention the constraint's
    ///   variables and to the pivots the new optimum needs; amortized O(1)
    ///   in the size of unrelated parts of the system.
    public func addConstraint(_ constraint: Constraint) throws(CassowaryError) {
        try tableau.add(constraint)
        checkInvariantsInDebug()
    }

    /// Removes a constraint and re-solves.
    ///
    /// - Throws: ``CassowaryError/unknownConstraint(_:)``.
    /// - Complexity: proportional to the rows that mention the constraint's
    ///   marker and to the pivots the new optimum needs.
    public func removeConstraint(_ constraint: Constraint) throws(CassowaryError) {
        try tableau.remove(constraint)
        checkInvariantsInDebug()
    }

    /// Returns whether the constraint has been added and not removed.
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        tableau.records[ObjectIdentifier(constraint)] != nil
    }

    /// Changes the constant of an added constraint in place and re-solves.
    ///
    /// This is what Auto Layout does when a constraint's constant changes: it
    /// costs about as much as one suggestion to an edit variable, far less
    /// than removing the constraint and adding a new one. The constraint
    /// instance is unchanged; ``constant(for:)`` reads the value in effect.
    ///
    /// - Parameters:
    ///   - constant: The new constant of the constraint's expression.
    ///   - constraint: A constraint added to this solver.
    /// - Throws: ``CassowaryError/unknownConstraint(_:)``,
    ///   ``CassowaryError/nonFiniteConstant(_:)``, or
    ///   ``CassowaryError/unsatisfiableConstraint(_:)`` if the new constant
    ///   makes the required constraints contradict each other (the old
    ///   constant then stays in effect).
    /// - Complexity: proportional to the rows that mention the constraint's
    ///   marker plus the dual pivots that repair them.
    public func setConstant(_ constant: Double, for constraint: Constraint) throws(CassowaryError) {
        let key = ObjectIdentifier(constraint)
        guard tableau.records[key] != nil else { throw .unknownConstraint(constraint) }
        guard constant.isSolvable else { throw .nonFiniteConstant(constraint) }
        try tableau.setConstant(constant, for: key)
        checkInvariantsInDebug()
    }

    /// Returns the constant in effect for an added constraint, or `nil`.
    public func constant(for constraint: Constraint) -> Double? {
        tableau.records[ObjectIdentifier(constraint)]?.constant
    }

    /// Makes a variable editable at the given strength, with a suggested value of zero.
    ///
    /// - Throws: ``CassowaryError/duplicateEditVariable(_:)``, or
    ///   ``CassowaryError/requiredEditVariable(_:)`` for a required strength.
    /// - Complexity: that of adding the constraint `variable == 0`.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(CassowaryError) {
        let key = ObjectIdentifier(variable)
        guard tableau.edits[key] == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .requiredEditVariable(variable) }
        let constraint = Constraint(Expression(variable), .equal, strength: strength)
        try tableau.add(constraint)
        tableau.edits[key] = constraint
        checkInvariantsInDebug()
    }

    /// Stops editing a variable and removes its edit constraint.
    ///
    /// - Throws: ``CassowaryError/unknownEditVariable(_:)``.
    /// - Complexity: that of ``removeConstraint(_:)``.
    public func removeEditVariable(_ variable: Variable) throws(CassowaryError) {
        guard let constraint = tableau.edits.removeValue(forKey: ObjectIdentifier(variable)) else {
            throw .unknownEditVariable(variable)
        }
        try tableau.remove(constraint)
        checkInvariantsInDebug()
    }

    /// Returns whether the variable is an edit variable of this solver.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        tableau.edits[ObjectIdentifier(variable)] != nil
    }

    /// Suggests a value for an edit variable and re-solves.
    ///
    /// - Throws: ``CassowaryError/unknownEditVariable(_:)`` or
    ///   ``CassowaryError/nonFiniteSuggestion(_:)``.
    /// - Complexity: proportional to the rows that mention the edit's error
    ///   symbols plus the dual pivots that repair them.
    public func suggestValue(_ value: Double, for variable: Variable) throws(CassowaryError) {
        guard let constraint = tableau.edits[ObjectIdentifier(variable)] else {
            throw .unknownEditVariable(variable)
        }
        guard value.isSolvable else { throw .nonFiniteSuggestion(variable) }
        // The edit constraint is `variable + c == 0`: suggesting v sets c to -v.
        try tableau.setConstant(-value, for: ObjectIdentifier(constraint))
        checkInvariantsInDebug()
    }

    /// Writes the solution into the variables whose values may have changed.
    ///
    /// Only the variables that the operations since the last update touched
    /// are visited; the others keep their values without being read.
    ///
    /// - Complexity: O(*k*), where *k* is the number of variables the
    ///   operations since the last update touched — not the number of
    ///   variables in the solver.
    public func updateVariables() {
        var none: [Variable]? = nil
        tableau.updateVariables(changed: &none)
        checkInvariantsInDebug()
    }

    /// Writes the solution into the variables and calls `body` with each
    /// variable whose value changed, so that only what moved is laid out again.
    ///
    /// Each changed variable is reported once, in the order the operations
    /// since the last update first touched it; the same operations always
    /// give the same order. `body` runs after the update is complete and
    /// may use the solver.
    ///
    /// ```swift
    /// solver.updateVariables { variable in
    ///     print(variable.name, variable.value)
    /// }
    /// ```
    ///
    /// - Complexity: O(*k*), where *k* is the number of variables the
    ///   operations since the last update touched.
    public func updateVariables(_ body: (Variable) throws -> Void) rethrows {
        var changed: [Variable]? = []
        tableau.updateVariables(changed: &changed)
        checkInvariantsInDebug()
        for variable in changed! { try body(variable) }
    }

    /// Removes every constraint and edit variable.
    ///
    /// Variables keep their last values.
    public func reset() {
        tableau.reset()
    }
}
