extension Tableau {
    // MARK: Adding

    /// Adds a constraint with `constant` in place of its expression's, and
    /// re-optimizes (kiwi's `addConstraint`; ``add(_:)`` is the operation).
    ///
    /// - Complexity: building the row costs its size plus the sizes of the
    ///   rows substituted into it; the optimization pivots touch only the
    ///   rows that mention the pivoting symbols.
    mutating func insert(_ constraint: Constraint, constant: Double) throws(CassowaryError) {
        let key = ObjectIdentifier(constraint)
        guard records[key] == nil else { throw .duplicateConstraint(constraint) }
        guard constant.isSolvable else { throw .nonFiniteConstant(constraint) }
        guard constraint.hasSolvableCoefficients else { throw .nonFiniteCoefficient(constraint) }

        var (row, tag) = makeRow(for: constraint, constant: constant)
        defer { noteTermsOutsideTableau() }
        guard row.isFinite else {
            // Finite inputs so large that substituting them overflowed: refuse rather than corrupt the tableau.
            abandon(tag)
            throw .nonFiniteCoefficient(constraint)
        }
        var subject = chooseSubject(row, tag)
        if !subject.isValid && row.cells.allSatisfy({ isPassive($0.symbol) }) {
            // Only dummies (some behind settled variables): the constraint repeats required equalities;
            // it holds iff its constant is zero.
            guard nearZero(row.constant) else {
                abandon(tag)
                throw .unsatisfiableConstraint(constraint)
            }
            subject = tag.marker
        }
        if subject.isValid {
            // Make the subject basic in the new row and eliminate it from every other row.
            row.solve(for: subject)
            let slot = insertRow(consume row)
            substitute(subject, bySlot: slot)
            updateSettled(slot)
        } else if !addWithArtificialVariable(row) {
            abandon(tag)
            optimize(.main)
            throw .unsatisfiableConstraint(constraint)
        }
        records.insert(Record(constraint: constraint, tag: tag, constant: constant), for: key)
        optimize(.main)
    }

    /// Builds the row `expression + marker terms = 0` with the current basic
    /// symbols substituted — settled ones by reference, the others by their
    /// rows — and puts the error symbols in the objective.
    ///
    /// Terms with a near-zero coefficient are skipped, as kiwi skips them:
    /// their variables get no symbol.
    mutating func makeRow(for constraint: Constraint, constant: Double) -> (Row, Tag) {
        let expression = constraint.expression
        var row = Row(constant: constant)
        // Look each variable up once, and size the new row for every row substituted into it.
        termSymbols.removeAll()
        var capacity = 3
        for term in expression.terms {
            guard !nearZero(term.coefficient) else {
                termSymbols.append(.invalid)
                continue
            }
            let symbol = symbol(for: term.variable)
            termSymbols.append(symbol)
            let slot = symbols[symbol.id].rowSlot
            capacity += slot >= 0 && !isPassive(symbol) ? rows[Int(slot)].cells.count : 1
        }
        row.cells.reserveCapacity(capacity)
        for (i, term) in expression.terms.enumerated() where !nearZero(term.coefficient) {
            let symbol = termSymbols[i]
            let slot = symbols[symbol.id].rowSlot
            if slot >= 0 && isPassive(symbol) {
                // Settled: its value joins the constant and its dummies stay behind its symbol.
                row.constant += term.coefficient * rows[Int(slot)].constant
                row.add(term.coefficient, symbol)
            } else if slot >= 0 {
                row.add(rows[Int(slot)], times: term.coefficient, columns: &columns, scratch: &scratch)
            } else {
                row.add(term.coefficient, symbol)
            }
        }
        var tag = Tag(marker: .invalid, other: .invalid, markerSign: 1)
        let strength = constraint.strength
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            tag.marker = makeSymbol(.slack)
            tag.markerSign = sign
            row.add(sign, tag.marker)
            if !strength.isRequired {
                tag.other = makeSymbol(.error)
                row.add(-sign, tag.other)
                addToObjective(strength.weight, tag.other)
            }
        case .equal:
            if strength.isRequired {
                tag.marker = makeSymbol(.dummy)
                row.add(1, tag.marker)
            } else {
                tag.marker = makeSymbol(.error)
                tag.other = makeSymbol(.error)
                tag.markerSign = -1
                row.add(-1, tag.marker)
                row.add(1, tag.other)
                addToObjective(strength.weight, tag.marker)
                addToObjective(strength.weight, tag.other)
            }
        }
        if row.constant < 0 { row.negate() }
        return (row, tag)
    }

    /// The symbol to make basic in a new row: its parametric external symbol
    /// of lowest order, else the marker or other if it has a negative
    /// coefficient (so the basic value stays non-negative), else none.
    func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol {
        let external = lowestOrder(in: row) { _, info in info.kind == .external && !info.isPassive }
        if external.isValid { return external }
        // The marker is a slack or error unless it is a dummy; `other` is always an error when valid.
        if kind(tag.marker) != .dummy && row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if tag.other.isValid && row.coefficient(for: tag.other) < 0 { return tag.other }
        return .invalid
    }

    /// Takes back the objective weights and the symbols of a constraint
    /// that was not added.
    mutating func abandon(_ tag: Tag) {
        if kind(tag.marker) == .error { symbols[tag.marker.id].objective = 0 }
        if tag.other.isValid { symbols[tag.other.id].objective = 0 }
        retire(tag.marker)
        if tag.other.isValid { retire(tag.other) }
    }

    /// Marks the variables of the row just built that are in no row (the
    /// row cancelled them out, or it was not added) as having left the
    /// tableau, for the next update to make them idle.
    mutating func noteTermsOutsideTableau() {
        for i in 0..<termSymbols.count where termSymbols[i].isValid && isOutsideTableau(termSymbols[i]) {
            markDirty(termSymbols[i])
        }
    }

    /// Adds a row that has no natural subject by driving an artificial
    /// variable to zero (phase one of the simplex method).
    ///
    /// - Returns: `false` if the row cannot be satisfied; the tableau then
    ///   holds the same constraints as before the call.
    mutating func addWithArtificialVariable(_ row: Row) -> Bool {
        let art = makeSymbol(.slack)
        // However the phase ends, the artificial variable leaves every row: give its id back then.
        defer { free(art) }
        var artRow = row
        artRow.basic = art
        insertRow(artRow)
        artificial = row
        optimize(.artificial)
        let success = nearZero(artificial!.constant)
        artificial = nil

        let raw = symbols[art.id].rowSlot
        if raw >= 0 {
            let slot = Int(raw)
            // Still basic and non-zero: the row is infeasible; dropping it leaves the old system.
            if !success || rows[slot].cells.isEmpty {
                removeRow(slot)
                return success
            }
            // Basic at zero: trade it for a restricted symbol (kiwi's first) so it can be dropped as a column.
            let entering = lowestOrder(in: rows[slot]) { _, info in info.kind == .slack || info.kind == .error }
            guard entering.isValid else {
                removeRow(slot)
                return false
            }
            pivot(slot, entering: entering)
        }
        var entry = columns.detach(art)
        while entry >= 0 {
            let slot = columns.slot(entry)
            rows[slot].remove(art)
            activeCells[slot] -= 1
            updateSettled(slot)
            let following = columns.next(entry)
            columns.release(entry)
            entry = following
        }
        return success
    }

    // MARK: Removing

    /// Removes a constraint and re-optimizes (kiwi's `removeConstraint`;
    /// ``remove(_:)`` is the operation).
    ///
    /// - Complexity: one pivot and the optimization after it.
    mutating func erase(_ constraint: Constraint) throws(CassowaryError) {
        guard let record = records.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw .unknownConstraint(constraint)
        }
        let tag = record.tag
        // Take the errors out of the objective before pivoting, so the substitutions see the new objective.
        if kind(tag.marker) == .error { removeErrorFromObjective(tag.marker, weight: constraint.strength.weight) }
        if tag.other.isValid { removeErrorFromObjective(tag.other, weight: constraint.strength.weight) }
        let raw = symbols[tag.marker.id].rowSlot
        if raw >= 0 {
            removeRow(Int(raw))
        } else {
            // Rows that hold a dummy through settled variables must hold it themselves for the pivot.
            if kind(tag.marker) == .dummy { expose(tag.marker) }
            if let slot = markerLeavingSlot(tag.marker) {
                // Pivot the marker into the basis so its row, which is the constraint, can be dropped.
                pivot(slot, entering: tag.marker)
                removeRow(slot)
            } else {
                // In exact arithmetic a marker always keeps a cell; rounding cancelled them all (kiwi throws).
                lostPrecision = true
            }
        }
        // The marker left with its row; the other error symbol may still be in rows.
        retire(tag.marker)
        if tag.other.isValid { retire(tag.other) }
        optimize(.main)
    }

    /// Subtracts `weight · error` from the objective, through its row if it is basic.
    mutating func removeErrorFromObjective(_ error: Symbol, weight: Double) {
        let raw = symbols[error.id].rowSlot
        if raw >= 0 {
            addToObjective(-weight, rows[Int(raw)])
        } else {
            addToObjective(-weight, error)
        }
    }

    /// The row to pivot a parametric marker into: the restricted row that
    /// limits it first (negative coefficient, then positive; ties to the
    /// lowest basic order), else an external row (the highest order, as
    /// kiwi's scan ends there).
    func markerLeavingSlot(_ marker: Symbol) -> Int? {
        var first: (slot: Int, ratio: Double, basic: Int32)?
        var second: (slot: Int, ratio: Double, basic: Int32)?
        var third: (slot: Int, basic: Int32)?
        var entry = columns.first(marker)
        while entry >= 0 {
            let slot = columns.slot(entry)
            entry = columns.next(entry)
            let info = symbols[rows[slot].basic.id]
            let basic = info.order
            let c = rows[slot].coefficient(for: marker)
            if info.kind == .external {
                if third == nil || basic > third!.basic { third = (slot, basic) }
            } else if c < 0 {
                let r = -rows[slot].constant / c
                if first == nil || r < first!.ratio || (r == first!.ratio && basic < first!.basic) {
                    first = (slot, r, basic)
                }
            } else {
                let r = rows[slot].constant / c
                if second == nil || r < second!.ratio || (r == second!.ratio && basic < second!.basic) {
                    second = (slot, r, basic)
                }
            }
        }
        return first?.slot ?? second?.slot ?? third?.slot
    }

    // MARK: Constants and edits

    /// Changes the constant of an added constraint in place
    /// (``setConstant(_:for:)`` is the operation).
    ///
    /// Changing the constant by δ is the same as replacing the marker `m` by
    /// `m + markerSign·δ`: each row that mentions the marker (itself or
    /// through settled variables) shifts its constant, then dual simplex
    /// repairs the rows that went negative.
    ///
    /// - Returns: The constant that was in effect.
    /// - Complexity: the rows that depend on the marker, plus the dual pivots.
    @discardableResult
    mutating func shiftConstant(_ newConstant: Double, for key: ObjectIdentifier) throws(CassowaryError) -> Double {
        guard var record = records[key] else { preconditionFailure("caller checks membership") }
        let previous = record.constant
        let delta = newConstant - previous
        if delta == 0 { return previous }
        let shift = record.tag.markerSign * delta
        let marker = record.tag.marker
        collectShift(of: marker, by: shift)
        if kind(marker) == .dummy {
            // A required equality: rows of dummies only must keep a zero constant, or the system contradicts itself.
            for slot in walk.reached where kind(rows[slot].basic) == .dummy {
                guard nearZero(rows[slot].constant + walk.visits[slot].delta) else { throw .unsatisfiableConstraint(record.constraint) }
            }
        }
        record.constant = newConstant
        records[key] = record
        applyShift()
        if let stuck = dualOptimize() {
            // The change made the required constraints contradictory: undo it and restore the optimum. A
            // non-required constraint can always be violated at a cost, so for one this is rounding (kiwi throws).
            if !record.constraint.strength.isRequired { lostPrecision = true }
            infeasibleRows.insert(stuck, order: symbols[stuck.id].order)
            record.constant -= delta
            records[key] = record
            collectShift(of: marker, by: -shift)
            applyShift()
            // The old constant was feasible: failing again is rounding too.
            if dualOptimize() != nil { lostPrecision = true }
            throw .unsatisfiableConstraint(record.constraint)
        }
        return previous
    }

    /// Adds the constant changes ``collectShift(of:by:)`` found to their rows.
    mutating func applyShift() {
        for slot in walk.reached {
            let delta = walk.visits[slot].delta
            if delta == 0 { continue }
            rows[slot].constant += delta
            rowConstantChanged(slot)
        }
    }

    // MARK: Reading out

    /// Writes the solved value of every variable that may have changed, and
    /// makes the symbols of the variables that left the tableau idle.
    ///
    /// - Parameter changed: If not `nil`, receives the variables whose value
    ///   changed, in the order the operations since the last update first
    ///   touched them.
    /// - Complexity: O(*k*), where *k* is the number of variables touched
    ///   since the last update.
    mutating func updateVariables(changed: inout [Variable]?) {
        if dirtyExternals.isEmpty { return }
        var outside = 0
        variables.withUnsafeBufferPointer { variables in
            for symbol in dirtyExternals {
                symbols[symbol.id].isDirty = false
                let raw = symbols[symbol.id].rowSlot
                if raw < 0 { outside += 1 }
                let value = raw >= 0 ? rows[Int(raw)].constant : 0
                guard let variable = variables[symbol.id], variable.value != value else { continue }
                variable.setValue(value)
                changed?.append(variable)
            }
        }
        if outside > 0 {
            for symbol in dirtyExternals where idleIndex[symbol.id] < 0 && isOutsideTableau(symbol) { makeIdle(symbol) }
        }
        dirtyExternals.removeAll(keepingCapacity: true)
    }
}
