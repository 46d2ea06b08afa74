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
/// leaves with its row. Its other error symbol may still be in the tableau
/// (kiwi leaves such symbols in rows too); it is then an *orphan*, given
/// back when its last cell vanishes.
///
/// A variable's symbol is different: kiwi keeps it for good, so a variable
/// whose constraints are deactivated and activated again keeps its place in
/// the order. Here too, as long as anyone else holds the variable. When the
/// symbol leaves the tableau (its last cell vanishes, its row goes, or a new
/// constraint's row cancels it out), it is marked dirty, and the next
/// ``updateVariables(changed:)`` writes its value (0: it is no longer basic)
/// and makes it *idle* (``idleVariables``); used again, it wakes up as it
/// was. Each time the number of idle symbols has doubled (64 at least), they
/// are swept: a variable that only the solver still holds can never be used
/// again, so the solver lets go of it and gives its symbol back. Sweeping is
/// amortized O(1) per idle symbol, and asks the reference count
/// (`isKnownUniquelyReferenced`), not a weak reference: a weak reference
/// would move every variable's reference counts to a side table and make
/// each retain and release of it slower. No use counts are kept: a variable
/// that no row mentions has no effect on the tableau, whatever constraints
/// name it.
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
            idleIndex.append(contentsOf: repeatElement(-1, count: added))
        }
        return symbol
    }

    /// The external symbol of `variable`, made on first sight or woken up if idle.
    mutating func symbol(for variable: Variable) -> Symbol {
        let key = ObjectIdentifier(variable)
        if let symbol = symbolOfVariable[key] {
            let index = idleIndex[symbol.id]
            // Idle and used again: the symbol wakes up with its order, as kiwi's would.
            if index >= 0 { removeIdle(at: Int(index)) }
            return symbol
        }
        let symbol = makeSymbol(.external)
        variables[symbol.id] = variable
        symbolOfVariable[key] = symbol
        markDirty(symbol)
        return symbol
    }

    /// Gives back a symbol whose constraint is gone, now or, if it is still
    /// in the tableau, when it leaves (``leftTableau(_:)``).
    mutating func retire(_ symbol: Symbol) {
        if isBasic(symbol) || !columns.isEmpty(symbol) {
            symbols[symbol.id].isOrphan = true
        } else {
            free(symbol)
        }
    }

    /// Called when an orphan or a variable's symbol lost a cell or its row:
    /// gives an orphan back once nothing refers to it, and marks a variable's
    /// symbol that left the tableau dirty, for the next update to make it idle.
    @inline(__always)
    mutating func leftTableau(_ symbol: Symbol) {
        guard !isBasic(symbol) && columns.isEmpty(symbol) else { return }
        if symbols[symbol.id].kind == .external {
            markDirty(symbol)
        } else {
            symbols[symbol.id].isOrphan = false
            free(symbol)
        }
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
            idleIndex[id] = -1
        }
        symbols[id] = SymbolInfo(kind: .invalid, order: 0)
        freeSymbols.append(Int32(id))
    }

    /// Whether a symbol is neither basic nor in any row.
    @inline(__always)
    func isOutsideTableau(_ symbol: Symbol) -> Bool {
        !isBasic(symbol) && columns.isEmpty(symbol)
    }

    // MARK: Idle variables

    /// Makes the symbol of a variable that left the tableau, its value already written out, idle.
    ///
    /// - Complexity: amortized O(1).
    mutating func makeIdle(_ symbol: Symbol) {
        idleIndex[symbol.id] = Int32(idleVariables.count)
        idleVariables.append(symbol)
        if idleVariables.count >= idleSweepAt { sweepIdleVariables() }
    }

    /// Takes an idle symbol out of ``idleVariables`` (the last one takes its place).
    mutating func removeIdle(at index: Int) {
        let symbol = idleVariables[index]
        let last = idleVariables.removeLast()
        if index < idleVariables.count {
            idleVariables[index] = last
            idleIndex[last.id] = Int32(index)
        }
        idleIndex[symbol.id] = -1
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
