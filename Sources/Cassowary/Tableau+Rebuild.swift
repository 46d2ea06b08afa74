/// The operations, and how they recover when rounding has spoiled the tableau.
///
/// The tableau is updated in place by every pivot and never computed afresh,
/// as in kiwi. Each pivot rounds, and pivots whose multipliers are large
/// magnify what earlier ones left: over a long run of additions, removals
/// and constant changes, a row can come to hold 1e-8 where the exact value
/// is zero, and the objective, whose coefficients are sums of weights of 10⁶
/// and more, reduced costs that are off by more than the tolerance. The
/// simplex method then meets what exact arithmetic rules out — an entering
/// symbol that no row bounds (the objective is a sum of weighted errors, so
/// it cannot fall without limit), an infeasible row that dual simplex cannot
/// repair after a change the constraints can absorb, a marker in no row — or
/// pivots on such a rounding residue, which multiplies every error in its
/// row by 10⁸. kiwi throws an internal error at the first three and does the
/// fourth; before this, the solver stopped where it was and stayed wrong.
///
/// Each of these sets ``Tableau/lostPrecision``; the operation then finishes
/// as before, and the tableau is rebuilt from the live constraints in the
/// order they were added, each with the constant in effect (an edit
/// variable is a constraint whose constant is its suggested value): what a
/// new solver given those constraints holds. Outcomes that the spoiled
/// tableau decided are decided again on the rebuilt one: a constraint it
/// refused, or a constant it refused, is tried once more; a constraint it
/// accepted that cannot be added to the rebuilt tableau is refused. The
/// callers' ``Constraint`` and ``Variable`` objects are untouched, so later
/// removals and constant changes find them; the next update writes every
/// variable and reports those whose value changed.
extension Tableau {
    /// Adds a constraint (``Solver/addConstraint(_:)``).
    @inline(__always)
    mutating func add(_ constraint: Constraint) throws(CassowaryError) {
        let key = ObjectIdentifier(constraint)
        do {
            try insert(constraint, constant: constraint.expression.constant)
        } catch {
            guard lostPrecision else { throw error }
            // Refused by a spoiled tableau: ask a rebuilt one.
            recover()
            do {
                try insert(constraint, constant: constraint.expression.constant)
            } catch {
                lostPrecision = false
                throw error
            }
        }
        guard lostPrecision else { return }
        lostPrecision = false
        if rebuild() == key {
            // Accepted by a spoiled tableau, refused by a rebuilt one: the new constraint is the last to be added
            // again, so without it the rebuild succeeds.
            records.removeValue(forKey: key)
            _ = rebuild()
            throw .unsatisfiableConstraint(constraint)
        }
    }

    /// Removes a constraint (``Solver/removeConstraint(_:)``).
    @inline(__always)
    mutating func remove(_ constraint: Constraint) throws(CassowaryError) {
        try erase(constraint)
        if lostPrecision { recover() }
    }

    /// Changes the constant of an added constraint (``Solver/setConstant(_:for:)``).
    @inline(__always)
    mutating func setConstant(_ constant: Double, for key: ObjectIdentifier) throws(CassowaryError) {
        let previous: Double
        do {
            previous = try shiftConstant(constant, for: key)
        } catch {
            guard lostPrecision else { throw error }
            // Refused by a spoiled tableau (the old constant is back in the record): ask a rebuilt one.
            recover()
            do {
                previous = try shiftConstant(constant, for: key)
            } catch {
                lostPrecision = false
                throw error
            }
        }
        guard lostPrecision else { return }
        lostPrecision = false
        guard rebuild() != nil, var record = records[key] else { return }
        // With the new constant some constraint cannot be added again: refuse the constant if the old one rebuilds.
        record.constant = previous
        records[key] = record
        if rebuild() == nil { throw .unsatisfiableConstraint(record.constraint) }
        // Neither rebuilds: keep the tableau as it is.
        record.constant = constant
        records[key] = record
    }

    /// Rebuilds the tableau and starts a new operation with a clean flag.
    mutating func recover() {
        lostPrecision = false
        _ = rebuild()
    }

    /// Rebuilds the tableau from its constraints and edit variables: what a
    /// new solver would hold after adding them in the order they were added,
    /// each with the constant in effect.
    ///
    /// - Returns: `nil`, or the constraint that could not be added again
    ///   (its required constraints contradict each other in double
    ///   precision); the tableau is then left as it was.
    /// - Complexity: that of adding every constraint to a new solver.
    mutating func rebuild() -> ObjectIdentifier? {
        var fresh = Tableau()
        fresh.renumberingLimit = renumberingLimit
        fresh.rebuildCount = rebuildCount + 1
        // A constraint's marker is made when it is added, so marker orders are the order of addition.
        let live = records.values.sorted { symbols[$0.tag.marker.id].order < symbols[$1.tag.marker.id].order }
        for record in live {
            do throws(CassowaryError) {
                try fresh.insert(record.constraint, constant: record.constant)
            } catch {
                return ObjectIdentifier(record.constraint)
            }
        }
        // The variables no live constraint mentions: the next update writes 0 into them and makes them idle.
        var known: [(order: Int32, variable: Variable)] = []
        for id in 1..<variables.count {
            if let variable = variables[id] { known.append((symbols[id].order, variable)) }
        }
        known.sort { $0.order < $1.order }
        for (_, variable) in known { _ = fresh.symbol(for: variable) }
        fresh.edits = edits
        // Rounding in the new tableau is what a new solver would meet too: it does not rebuild again.
        fresh.lostPrecision = false
        self = fresh
        return nil
    }
}
