/// Settled variables: how chains of required equalities stay linear.
///
/// In kiwi's tableau every basic variable is written in parametric symbols
/// only. A chain of required equalities (`y₂ = y₁ + h₁ + 8`, `y₃ = y₂ + h₂ + 8`,
/// …) then gives the k-th variable a row with the dummies of all k
/// equalities above it, so building the chain costs O(k²) cells and time.
///
/// A basic variable whose row holds only passive symbols — dummies and other
/// settled variables — is *settled*: its value depends on required
/// equalities alone. A new row refers to a settled variable by its symbol
/// (one cell, its constant added in) instead of copying its row, so each
/// link of a chain costs O(1). Such a cell stands for the settled row's
/// dummies, which are zero in the solution, and every constant stays the
/// value of its basic symbol; the cells of non-passive symbols are exactly
/// kiwi's. So the simplex method — subjects, entering and leaving symbols,
/// ratio tests, values — is kiwi's; only the dummies are kept factored.
///
/// Dummies matter only when a required equality changes: its constant moves
/// (`setConstant`), which shifts the rows that refer to settled rows it
/// reaches, in rank order; or it is removed, which first expands the
/// references to the settled rows it reaches (`expose`) so that kiwi's
/// marker-leaving pivot sees every row that holds the dummy.
///
/// Invariants: a row mentions a basic symbol only if that symbol is settled;
/// a settled row refers only to settled rows of lower rank; a settled
/// symbol's row has no active cell.
extension Tableau {
    /// Reused storage for walks over the rows a dummy reaches through settled rows.
    struct SettledWalk {
        /// Every row reached, in the order first reached.
        var reached: [Int] = []
        /// The settled rows among them.
        var settled: [Int] = []
        /// Per slot, the constant change found by ``Tableau/collectShift(of:by:)``.
        var delta: [Double] = []
        /// Per slot, the walk that last reached it.
        var mark: [UInt32] = []
        var generation: UInt32 = 0
    }

    /// Settles or unsettles the row in `slot` after its cells changed.
    mutating func updateSettled(_ slot: Int) {
        let basic = rows[slot].basic
        guard symbols[basic.id].kind == .external else { return }
        if activeCells[slot] == 0 {
            // Nothing can refer to it yet: rows mention basic symbols only once settled.
            if symbols[basic.id].settledRank < 0 {
                symbols[basic.id].settledRank = nextRank
                symbols[basic.id].isPassive = true
                nextRank += 1
            }
        } else if symbols[basic.id].settledRank >= 0 {
            unsettle(basic)
        }
    }

    /// Counts the active cells of the row in `slot` afresh.
    mutating func recountActiveCells(_ slot: Int) {
        var active: Int32 = 0
        for cell in rows[slot].cells where !isPassive(cell.symbol) { active += 1 }
        activeCells[slot] = active
    }

    /// Makes a settled symbol an ordinary one; no row may refer to it any more.
    mutating func unsettle(_ symbol: Symbol) {
        guard columns.isEmpty(symbol) else { settledStillReferenced() }
        symbols[symbol.id].settledRank = -1
        symbols[symbol.id].isPassive = false
    }

    /// Finds every row that holds `symbol`, directly or through settled rows.
    ///
    /// - Complexity: O(rows reached + their references).
    mutating func reach(from symbol: Symbol) {
        walk.generation &+= 1
        if walk.generation == 0 {
            for i in walk.mark.indices { walk.mark[i] = 0 }
            walk.generation = 1
        }
        if walk.mark.count < rows.count {
            walk.mark.append(contentsOf: repeatElement(0, count: rows.count - walk.mark.count))
            walk.delta.append(contentsOf: repeatElement(0, count: rows.count - walk.delta.count))
        }
        walk.reached.removeAll(keepingCapacity: true)
        walk.settled.removeAll(keepingCapacity: true)
        var next = 0
        var column = symbol
        while true {
            var entry = columns.first(column)
            while entry >= 0 {
                let slot = columns.slot(entry)
                entry = columns.next(entry)
                if walk.mark[slot] == walk.generation { continue }
                walk.mark[slot] = walk.generation
                walk.delta[slot] = 0
                walk.reached.append(slot)
                if symbols[rows[slot].basic.id].settledRank >= 0 { walk.settled.append(slot) }
            }
            guard next < walk.settled.count else { break }
            column = rows[walk.settled[next]].basic
            next += 1
        }
        // Ranks order references: a settled row refers only to lower ranks.
        walk.settled.sort { symbols[rows[$0].basic.id].settledRank < symbols[rows[$1].basic.id].settledRank }
    }

    /// Computes, into `walk`, how much each row's constant moves when
    /// `marker` is replaced by `marker + shift`.
    ///
    /// - Complexity: O(rows reached · log of their sizes).
    mutating func collectShift(of marker: Symbol, by shift: Double) {
        let raw = symbols[marker.id].rowSlot
        if raw >= 0 {
            // A basic marker (never a variable, so never settled): only its own row moves.
            walk.reached.removeAll(keepingCapacity: true)
            walk.reached.append(Int(raw))
            walk.settled.removeAll(keepingCapacity: true)
            if walk.delta.count <= Int(raw) { walk.delta.append(contentsOf: repeatElement(0, count: Int(raw) + 1 - walk.delta.count)) }
            walk.delta[Int(raw)] = -shift
            return
        }
        reach(from: marker)
        for slot in walk.reached { walk.delta[slot] = rows[slot].coefficient(for: marker) * shift }
        // A settled row's whole change is known before its referrers take it (rank order).
        for source in walk.settled {
            let delta = walk.delta[source]
            if delta == 0 { continue }
            let basic = rows[source].basic
            var entry = columns.first(basic)
            while entry >= 0 {
                let slot = columns.slot(entry)
                entry = columns.next(entry)
                walk.delta[slot] += rows[slot].coefficient(for: basic) * delta
            }
        }
    }

    /// Makes every row whose value depends on `dummy` hold it as a cell, by
    /// expanding the references to the settled rows that hold it.
    ///
    /// - Complexity: the sizes of the expanded rows: what kiwi's rows hold.
    mutating func expose(_ dummy: Symbol) {
        reach(from: dummy)
        let settled = walk.settled
        for slot in settled {
            // Lowest rank first: a row's references are expanded before it is itself expanded elsewhere.
            substitute(rows[slot].basic, bySlot: slot)
        }
    }

    func settledStillReferenced() -> Never {
        preconditionFailure("Cassowary: a settled row changed while rows still referred to it")
    }
}
