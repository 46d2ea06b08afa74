/// How symbols are made and given back.
///
/// Per-symbol storage (``Tableau/symbols``, the column heads, the variables,
/// the heaps' flags) is indexed by `Symbol.id`. Ids are reused: a symbol that
/// has left the tableau for good — its constraint removed or never added,
/// its variable no longer used, the artificial variable after its phase —
/// gives its id back to ``Tableau/freeSymbols``, and the next symbol made
/// takes the id given back last. So the tables stay the size of the largest
/// live system, however many constraints come and go.
///
/// kiwi numbers symbols by a counter that only grows, and every choice it
/// makes — the subject of a new row, the entering and leaving symbols, the
/// marker's leaving row — breaks ties by that number. A reused id would
/// reorder symbols, so the choices do not use ids: each symbol carries its
/// *order*, the next value of a counter when it was made, which is the
/// sequence of kiwi's ids. Rows stay sorted by id (that only places cells);
/// the few choices that took "the first cell" now take the cell of lowest
/// order, and the heaps are keyed by order. When the counter reaches
/// ``Tableau/renumberingLimit`` (2³¹ symbols made), the live symbols are
/// renumbered from 1 in the same sequence; settled ranks likewise.
///
/// A symbol is given back when nothing refers to it: not basic, in no row's
/// cells, owned by no constraint. A removed constraint's marker always
/// leaves with its row. Its other error symbol, or a variable whose last
/// constraint went, may still be in the tableau (kiwi leaves such symbols
/// in rows too); it is then an *orphan*, given back when its last cell
/// vanishes.
///
/// A variable's symbol is different: kiwi keeps it for good, so a variable
/// whose constraints are deactivated and activated again keeps its place in
/// the order. Here too, as long as anyone else holds the variable. When no
/// constraint uses it and it has left the tableau, the next
/// ``updateVariables(changed:)`` writes its value (0: it is no longer basic)
/// and makes the symbol *idle* (``idleVariables``); used again, it wakes up
/// as it was. Each time the number of idle symbols has doubled (64 at
/// least), they are swept: a variable that only the solver still holds can
/// never be used again, so the solver lets go of it and gives its symbol
/// back. Sweeping is amortized O(1) per idle symbol, and asks the reference
/// count (`isKnownUniquelyReferenced`), not a weak reference: a weak
/// reference would move every variable's reference counts to a side table
/// and make each retain and release of it slower.
extension Tableau {
    /// The fewest idle variables at which a sweep runs.
    static let idleSweepMinimum = 64

    /// Makes a new symbol with the next order, on a free id if there is one.
    ///
    /// - Complexity: amortized O(1).
    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        if nextOrder >= renumberingLimit { renumberOrders() }
        let order = nextOrder
        nextOrder += 1
        let symbol: Symbol
        if !freeSymbols.isEmpty {
            symbol = Symbol(id: Int(freeSymbols.removeLast()))
            symbols[symbol.id] = SymbolInfo(kind: kind, order: order)
        } else {
            symbol = Symbol(id: symbols.count)
            symbols.append(SymbolInfo(kind: kind, order: order))
            columns.appendSymbol()
        }
        if kind == .external && variables.count <= symbol.id {
            // Grow by half again, so that externals made among other symbols do not append one id at a time.
            let added = symbol.id + 1 - variables.count + variables.count / 2
            variables.append(contentsOf: repeatElement(nil, count: added))
            uses.append(contentsOf: repeatElement(0, count: added))
        }
        return symbol
    }

    /// The external symbol of `variable`, made on first sight, for one more
    /// term of a constraint; ``release(_:)`` takes the use back.
    mutating func use(_ variable: Variable) -> Symbol {
        let key = ObjectIdentifier(variable)
        if let symbol = symbolOfVariable[key] {
            let count = uses[symbol.id]
            if count >= 0 {
                uses[symbol.id] = count + 1
                if count == 0 { symbols[symbol.id].isOrphan = false }
                return symbol
            }
            // Idle and used again: the symbol wakes up with its order, as kiwi's would.
            removeIdle(at: Int(-1 - count))
            uses[symbol.id] = 1
            return symbol
        }
        let symbol = makeSymbol(.external)
        variables[symbol.id] = variable
        uses[symbol.id] = 1
        symbolOfVariable[key] = symbol
        markDirty(symbol)
        return symbol
    }

    /// Takes back the uses of a constraint's variables (the terms
    /// ``makeRow(for:)`` counted) and retires the variables no term uses.
    mutating func release(_ constraint: Constraint) {
        for term in constraint.expression.terms where !nearZero(term.coefficient) {
            guard let symbol = symbolOfVariable[ObjectIdentifier(term.variable)] else { unknownVariable() }
            uses[symbol.id] -= 1
            if uses[symbol.id] == 0 { retire(symbol) }
        }
    }

    /// Gives back a symbol whose constraint or variable is gone, now or, if
    /// it is still in the tableau, when it leaves (``leftTableau(_:)``).
    mutating func retire(_ symbol: Symbol) {
        if isBasic(symbol) || !columns.isEmpty(symbol) {
            symbols[symbol.id].isOrphan = true
        } else if kind(symbol) == .external {
            // The next update writes its value, then gives it back.
            markDirty(symbol)
        } else {
            free(symbol)
        }
    }

    /// Called when an orphan lost a cell or its row: gives it back once nothing refers to it.
    mutating func leftTableau(_ symbol: Symbol) {
        guard !isBasic(symbol) && columns.isEmpty(symbol) else { return }
        symbols[symbol.id].isOrphan = false
        retire(symbol)
    }

    /// Puts the id of a symbol nothing refers to any more on the free list.
    ///
    /// - Complexity: O(1).
    mutating func free(_ symbol: Symbol) {
        let id = symbol.id
        guard symbols[id].rowSlot < 0 && columns.isEmpty(symbol) && !symbols[id].isDirty else { freedLiveSymbol() }
        enteringCandidates.forget(symbol)
        infeasibleRows.forget(symbol)
        if symbols[id].kind == .external, let variable = variables[id] {
            symbolOfVariable[ObjectIdentifier(variable)] = nil
            variables[id] = nil
            uses[id] = 0
        }
        symbols[id] = SymbolInfo(kind: .invalid, order: 0)
        freeSymbols.append(Int32(id))
    }

    /// Whether an external symbol's variable is unused and the symbol in no row.
    func isUnusedExternal(_ symbol: Symbol) -> Bool {
        uses[symbol.id] == 0 && !isBasic(symbol) && columns.isEmpty(symbol)
    }

    // MARK: Idle variables

    /// Makes the symbol of an unused variable, in no row and already written out, idle.
    ///
    /// - Complexity: amortized O(1).
    mutating func makeIdle(_ symbol: Symbol) {
        uses[symbol.id] = Int32(-1 - idleVariables.count)
        idleVariables.append(symbol)
        if idleVariables.count >= idleSweepAt { sweepIdleVariables() }
    }

    /// Takes an idle symbol out of ``idleVariables`` (the last one takes its
    /// place) and sets its use count to zero.
    mutating func removeIdle(at index: Int) {
        let symbol = idleVariables[index]
        let last = idleVariables.removeLast()
        if index < idleVariables.count {
            idleVariables[index] = last
            uses[last.id] = Int32(-1 - index)
        }
        uses[symbol.id] = 0
    }

    /// Lets go of the idle variables that only the solver still holds, and gives their symbols back.
    ///
    /// - Complexity: O(*n*) for *n* idle symbols.
    mutating func sweepIdleVariables() {
        var index = 0
        while index < idleVariables.count {
            let symbol = idleVariables[index]
            guard isKnownUniquelyReferenced(&variables[symbol.id]) else {
                index += 1
                continue
            }
            removeIdle(at: index)
            free(symbol)
        }
        idleSweepAt = Swift.max(Tableau.idleSweepMinimum, 2 * idleVariables.count)
    }

    /// The symbol of lowest order (kiwi's first in sorted order) among the
    /// cells of `row` that satisfy `isCandidate`, or invalid.
    ///
    /// - Complexity: O(*n*), the row's size.
    @inline(__always)
    func lowestOrder(in row: Row, where isCandidate: (Cell, SymbolInfo) -> Bool) -> Symbol {
        var found = Symbol.invalid
        var lowest = Int32.max
        for cell in row.cells {
            let info = symbols[cell.symbol.id]
            if info.order < lowest && isCandidate(cell, info) {
                found = cell.symbol
                lowest = info.order
            }
        }
        return found
    }

    // MARK: Renumbering

    /// Renumbers the live symbols' orders 1, 2, … in their sequence.
    ///
    /// - Complexity: O(*s* log *s*) for *s* ids; once per 2³¹ symbols made.
    mutating func renumberOrders() {
        var live: [Int] = []
        for id in 1..<symbols.count where symbols[id].order > 0 { live.append(Int(symbols[id].order) << 32 | id) }
        live.sort()
        var renumbered = Array(repeating: Int32(0), count: symbols.count)
        for (i, key) in live.enumerated() { renumbered[key & 0xFFFF_FFFF] = Int32(i + 1) }
        let orders = symbols.map(\.order)
        enteringCandidates.renumber(from: { orders[$0] }, to: { renumbered[$0] })
        infeasibleRows.renumber(from: { orders[$0] }, to: { renumbered[$0] })
        for id in 1..<symbols.count { symbols[id].order = renumbered[id] }
        nextOrder = Int32(live.count + 1)
        guard nextOrder < renumberingLimit else { tooManySymbols() }
    }

    /// Renumbers the settled symbols' ranks 0, 1, … in their sequence.
    ///
    /// - Complexity: O(*s* log *s*) for *s* ids; once per 2³¹ rows settled.
    mutating func renumberRanks() {
        var settled: [Int] = []
        for id in 1..<symbols.count where symbols[id].settledRank >= 0 {
            settled.append(Int(symbols[id].settledRank) << 32 | id)
        }
        settled.sort()
        for (i, key) in settled.enumerated() { symbols[key & 0xFFFF_FFFF].settledRank = Int32(i) }
        nextRank = Int32(settled.count)
        guard nextRank < renumberingLimit else { tooManySymbols() }
    }

    // MARK: Violations

    func freedLiveSymbol() -> Never {
        preconditionFailure("Cassowary: a symbol still in the tableau was given back")
    }

    func unknownVariable() -> Never {
        preconditionFailure("Cassowary: a constraint's variable has no symbol")
    }

    func tooManySymbols() -> Never {
        preconditionFailure("Cassowary: more live symbols than the renumbering limit")
    }
}
