extension Solver {
    /// Returns every broken invariant of the tableau, or an empty array.
    ///
    /// Checked: each row is keyed by its basic symbol and mentions no basic
    /// symbol but settled ones; a settled row holds only dummies and settled
    /// symbols of lower rank; cells are sorted and non-zero; the column index
    /// lists exactly the rows that mention each symbol, and each cell keeps
    /// its own entry; the active-cell counts are right; restricted rows are
    /// feasible; the objective mentions no basic symbol but settled ones and
    /// has no negative coefficient on an active one (the solution is
    /// optimal); every constraint's marker is in the tableau. And no symbol
    /// leaks: a free id is clean and listed once; every live symbol has its
    /// own order and is owned — by a constraint, by the tableau (an orphan),
    /// or by a variable: a variable's symbol outside the tableau is idle
    /// (kept until the variable is deallocated) or awaiting the next update.
    ///
    /// - Complexity: O(*s* + Σ row sizes · log), for *s* symbols.
    public func invariantViolations() -> [String] {
        let t = tableau
        var problems: [String] = []
        var mentions = Array(repeating: [Int32](), count: t.symbols.count)
        var liveRows = 0
        for (slot, row) in t.rows.enumerated() where row.basic.isValid {
            liveRows += 1
            let name = t.name(row.basic)
            if t.symbols[row.basic.id].rowSlot != Int32(slot) { problems.append("row \(name) is not where rowSlot says") }
            if t.kind(row.basic) != .external && row.constant < -tolerance {
                problems.append("row \(name) is infeasible: \(row.constant)")
            }
            let rank = t.symbols[row.basic.id].settledRank
            var previous = 0
            var active: Int32 = 0
            for cell in row.cells {
                let info = t.symbols[cell.symbol.id]
                if cell.symbol.id <= previous { problems.append("row \(name) cells are not sorted") }
                previous = cell.symbol.id
                if cell.coefficient == 0 || !cell.coefficient.isFinite {
                    problems.append("row \(name) has coefficient \(cell.coefficient)")
                }
                if info.rowSlot >= 0 && info.settledRank < 0 { problems.append("row \(name) mentions basic \(t.name(cell.symbol))") }
                if !info.isPassive { active += 1 }
                if rank >= 0 && !(info.kind == .dummy || (info.settledRank >= 0 && info.settledRank < rank)) {
                    problems.append("settled row \(name) holds \(t.name(cell.symbol))")
                }
                if cell.entry < 0 || t.columns.slot(cell.entry) != slot {
                    problems.append("row \(name) keeps a wrong column entry for \(t.name(cell.symbol))")
                }
                mentions[cell.symbol.id].append(Int32(slot))
            }
            if t.activeCells[slot] != active { problems.append("row \(name) counts \(t.activeCells[slot]) active cells, has \(active)") }
        }
        let basics = t.symbols.filter { $0.rowSlot >= 0 }.count
        if basics != liveRows { problems.append("\(basics) basic symbols but \(liveRows) rows") }
        problems += t.symbolLifecycleViolations()
        for id in 1..<t.symbols.count where t.symbols[id].kind != .invalid {
            let symbol = Symbol(id: id)
            let info = t.symbols[id]
            if let listed = t.columns.rows(of: symbol)?.sorted() {
                if listed != mentions[id].map(Int.init).sorted() {
                    problems.append("column of \(t.name(symbol)) is \(listed), rows say \(mentions[id].sorted())")
                }
            } else {
                problems.append("column of \(t.name(symbol)) has broken back links")
            }
            let settled = info.settledRank >= 0
            if settled && (info.kind != .external || info.rowSlot < 0 || t.activeCells[Int(info.rowSlot)] != 0) {
                problems.append("\(t.name(symbol)) is settled but its row is not")
            }
            if info.isPassive != (info.kind == .dummy || settled) { problems.append("\(t.name(symbol)) has a wrong passive flag") }
            let c = info.objective
            if c != 0 && t.isBasic(symbol) && !settled { problems.append("objective mentions basic \(t.name(symbol))") }
            if c < 0 && !info.isPassive && !t.isBasic(symbol) {
                problems.append("not optimal: objective coefficient \(c) for \(t.name(symbol))")
            }
        }
        for record in t.records.values {
            let marker = record.tag.marker
            if !t.isBasic(marker) && t.columns.isEmpty(marker) && t.kind(marker) != .dummy {
                // A parametric marker in no row is fine (its constraint is redundant or slack); only dummies must be tracked.
                continue
            }
            if !marker.isValid { problems.append("constraint without marker: \(record.constraint)") }
        }
        return problems.sorted()
    }

    /// The number of cells in the tableau's rows: a measure of fill-in that
    /// tests can bound without timing anything.
    ///
    /// - Complexity: O(rows).
    package var tableauCellCount: Int {
        tableau.rows.reduce(0) { $0 + $1.cells.count }
    }

    /// Returns a text dump of the tableau: objective, rows, infeasible rows,
    /// variables, edit variables and constraints, one item per line.
    ///
    /// Symbols print as a kind letter and id: `v` external (a variable),
    /// `s` slack, `e` error, `d` dummy. The output depends only on the
    /// operations performed, never on hashing.
    ///
    /// - Complexity: O(size of the tableau).
    public func dump() -> String {
        let t = tableau
        var out = "Objective\n---------\n\(t.objectiveDescription())\n\nTableau\n-------\n"
        let live = t.rows.filter { $0.basic.isValid }.sorted { $0.basic < $1.basic }
        for row in live { out += "\(t.name(row.basic)) | \(t.describe(row))\n" }
        out += "\nInfeasible\n----------\n"
        for symbol in t.infeasibleRows.contents({ t.symbols[$0].order }) { out += "\(t.name(symbol))\n" }
        out += "\nVariables\n---------\n"
        for id in 1..<t.variables.count {
            guard let variable = t.variables[id] else { continue }
            out += "\(variable.name) = \(t.name(Symbol(id: id)))\n"
        }
        out += "\nEdit Variables\n--------------\n"
        let edits = t.edits.values.compactMap { t.records[ObjectIdentifier($0)] }.sorted { $0.tag.marker < $1.tag.marker }
        for record in edits {
            out += "\(record.constraint.expression.terms[0].variable.name) = \(-record.constant)\n"
        }
        out += "\nConstraints\n-----------\n"
        for record in t.records.values.sorted(by: { $0.tag.marker < $1.tag.marker }) {
            out += "\(t.name(record.tag.marker)) \(record.constraint) (constant \(record.constant))\n"
        }
        return out
    }

    /// Stops with the list of broken invariants when built with
    /// `-D CASSOWARY_INTERNAL_CHECKS` (swift-collections' practice); free otherwise.
    @inline(__always)
    func checkInvariantsInDebug() {
        #if CASSOWARY_INTERNAL_CHECKS
            let problems = invariantViolations()
            precondition(problems.isEmpty, "Cassowary invariants broken:\n" + problems.joined(separator: "\n"))
        #endif
    }
}

extension Tableau {
    /// The broken invariants of making and giving back symbols (`Tableau+Symbols.swift`).
    func symbolLifecycleViolations() -> [String] {
        var problems: [String] = []
        // Membership only: this set is never iterated.
        var owned = Set<Int>()
        for record in records.values {
            owned.insert(record.tag.marker.id)
            if record.tag.other.isValid { owned.insert(record.tag.other.id) }
            for term in record.constraint.expression.terms where !nearZero(term.coefficient) {
                if symbolOfVariable[ObjectIdentifier(term.variable)] == nil {
                    problems.append("variable \(term.variable.name) of \(record.constraint) has no symbol")
                }
            }
        }
        var free = Array(repeating: false, count: symbols.count)
        for raw in freeSymbols {
            let id = Int(raw)
            if free[id] { problems.append("id \(id) is free twice") }
            free[id] = true
            let info = symbols[id]
            if info.kind != .invalid || info.order != 0 || info.rowSlot >= 0 || info.objective != 0 || info.isDirty
                || info.isOrphan || info.settledRank >= 0 || !columns.isEmpty(Symbol(id: id))
            {
                problems.append("free id \(id) is not clean")
            }
            if id < variables.count && (variables[id] != nil || idleIndex[id] != -1) { problems.append("free id \(id) keeps a variable") }
        }
        var orders = Set<Int32>()
        for id in 1..<symbols.count where !free[id] {
            let symbol = Symbol(id: id)
            let info = symbols[id]
            if info.kind == .invalid {
                problems.append("id \(id) is neither free nor a symbol")
                continue
            }
            if info.order <= 0 || info.order >= nextOrder || !orders.insert(info.order).inserted {
                problems.append("\(name(symbol)) has order \(info.order) (next \(nextOrder))")
            }
            if info.settledRank >= nextRank { problems.append("\(name(symbol)) has rank \(info.settledRank) (next \(nextRank))") }
            let outside = isOutsideTableau(symbol)
            if info.isOrphan && (outside || info.kind == .external) {
                problems.append("orphan \(name(symbol)) left the tableau but was not given back")
            }
            if info.kind == .external {
                guard let variable = variables[id], symbolOfVariable[ObjectIdentifier(variable)] == symbol else {
                    problems.append("\(name(symbol)) and its variable do not name each other")
                    continue
                }
                let index = Int(idleIndex[id])
                if index >= 0 && (index >= idleVariables.count || idleVariables[index] != symbol) {
                    problems.append("idle \(name(symbol)) is not where its index says")
                }
                if index >= 0 && (!outside || info.isDirty) { problems.append("idle \(name(symbol)) is in the tableau or dirty") }
                if index < 0 && outside && !info.isDirty {
                    problems.append("\(name(symbol)) left the tableau but is neither idle nor awaiting the update")
                }
            } else if !owned.contains(id) && !info.isOrphan {
                problems.append("\(name(symbol)) has no constraint and is not an orphan")
            }
        }
        let held = variables.compactMap { $0 }.count
        if symbolOfVariable.count != held { problems.append("\(symbolOfVariable.count) variables mapped, \(held) held") }
        if idleVariables.count >= idleSweepAt { problems.append("\(idleVariables.count) idle variables, not swept") }
        return problems
    }

    /// A symbol's dump name: kind letter and id.
    func name(_ symbol: Symbol) -> String {
        let letter =
            switch kind(symbol) {
            case .invalid: "i"
            case .external: "v"
            case .slack: "s"
            case .error: "e"
            case .dummy: "d"
            }
        return letter + String(symbol.id)
    }

    /// A row's right-hand side: `constant + c * sym + …`.
    func describe(_ row: Row) -> String {
        ([String(row.constant)] + row.cells.map { "\($0.coefficient) * \(name($0.symbol))" }).joined(separator: " + ")
    }

    /// The objective as a row of its non-zero coefficients in id order.
    func objectiveDescription() -> String {
        var cells: [Cell] = []
        for id in 1..<symbols.count where symbols[id].objective != 0 && symbols[id].kind != .invalid {
            cells.append(Cell(symbol: Symbol(id: id), coefficient: symbols[id].objective))
        }
        return describe(Row(constant: objectiveConstant, cells: cells))
    }
}
