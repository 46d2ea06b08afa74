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
/// (`setConstant`), which shifts the rows that hold the dummy and then,
/// settled row by settled row, the rows that refer to them (each settled
/// row after those it refers to); or it is removed, which first expands the
/// references to the settled rows it reaches (`expose`) so that kiwi's
/// marker-leaving pivot sees every row that holds the dummy.
///
/// Invariants: a row mentions a basic symbol only if that symbol is settled;
/// a settled row refers only to settled rows of lower rank (ranks are given
/// in the order rows settle, so references never form a cycle); a settled
/// symbol's row has no active cell.
extension Tableau {
    /// Reused storage for walks over the rows a dummy reaches through settled rows.
    struct SettledWalk {
        /// What a walk keeps per row slot.
        struct Visit {
            /// The walk that last reached the slot.
            var mark: UInt32 = 0
            /// How many reached settled rows the row refers to (while ordering them).
            var references: Int32 = 0
            /// The constant change found by ``Tableau/collectShift(of:by:)``.
            var delta = 0.0
        }

        /// Every row reached, in the order first reached.
        var reached: [Int] = []
        /// The settled rows among them, each after the settled rows it refers to.
        var settled: [Int] = []
        /// Scratch for ordering `settled`.
        var order: [Int] = []
        /// The settled rows whose change is still to be passed on, as rank and slot in one integer.
        var heap = IntHeap()
        /// Per slot.
        var visits: [Visit] = []
        var generation: UInt32 = 0
    }

    /// Settles or unsettles the row in `slot` after its cells changed.
    mutating func updateSettled(_ slot: Int) {
        let basic = rows[slot].basic
        guard symbols[basic.id].kind == .external else { return }
        if activeCells[slot] == 0 {
            // Nothing can refer to it yet: rows mention basic symbols only once settled.
            if symbols[basic.id].settledRank < 0 {
                if nextRank >= renumberingLimit { renumberRanks() }
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

    /// Starts a walk: a new generation of marks, storage for every slot.
    mutating func beginWalk() -> UInt32 {
        walk.generation &+= 1
        if walk.generation == 0 {
            for i in walk.visits.indices { walk.visits[i].mark = 0 }
            walk.generation = 1
        }
        if walk.visits.count < rows.count {
            walk.visits.append(contentsOf: repeatElement(SettledWalk.Visit(), count: rows.count - walk.visits.count))
        }
        walk.reached.removeAll(keepingCapacity: true)
        walk.settled.removeAll(keepingCapacity: true)
        return walk.generation
    }

    /// Finds every row that holds `symbol`, directly or through settled rows,
    /// into `walk.reached`, and the settled ones among them, each after the
    /// settled rows it refers to, into `walk.settled`.
    ///
    /// - Complexity: O(rows reached + their references).
    mutating func reach(from symbol: Symbol) {
        let generation = beginWalk()
        var revisited = false
        var next = 0
        var column = symbol
        while true {
            let direct = column == symbol
            var entry = columns.first(column)
            while entry >= 0 {
                let slot = columns.slot(entry)
                entry = columns.next(entry)
                if walk.visits[slot].mark == generation {
                    revisited = true
                    walk.visits[slot].references += 1
                    continue
                }
                walk.visits[slot] = SettledWalk.Visit(mark: generation, references: direct ? 0 : 1)
                walk.reached.append(slot)
                if symbols[rows[slot].basic.id].settledRank >= 0 { walk.settled.append(slot) }
            }
            guard next < walk.settled.count else { break }
            column = rows[walk.settled[next]].basic
            next += 1
        }
        // No row reached twice: the settled rows form a forest, walked from its roots, already in order.
        guard revisited else { return }
        // Otherwise order them by their references (Kahn's algorithm).
        walk.order.removeAll(keepingCapacity: true)
        for slot in walk.settled where walk.visits[slot].references == 0 { walk.order.append(slot) }
        next = 0
        while next < walk.order.count {
            var entry = columns.first(rows[walk.order[next]].basic)
            next += 1
            while entry >= 0 {
                let slot = columns.slot(entry)
                entry = columns.next(entry)
                walk.visits[slot].references -= 1
                if walk.visits[slot].references == 0 && symbols[rows[slot].basic.id].settledRank >= 0 {
                    walk.order.append(slot)
                }
            }
        }
        swap(&walk.order, &walk.settled)
    }

    /// Computes, into `walk.reached` and the visits' `delta`, how much each
    /// row's constant moves when `marker` is replaced by `marker + shift`.
    ///
    /// A dummy's change reaches the rows that refer to settled rows that
    /// hold it; settled rows pass their change on in rank order (a row's
    /// change is complete before it passes it on, as its sources have lower
    /// ranks), and a settled row whose change is zero passes nothing on.
    ///
    /// - Complexity: O(rows that move · log of their sizes and of their number).
    mutating func collectShift(of marker: Symbol, by shift: Double) {
        let generation = beginWalk()
        let raw = symbols[marker.id].rowSlot
        if raw >= 0 {
            // A basic marker (never a variable, so never settled) moves only its own row.
            walk.reached.append(Int(raw))
            walk.visits[Int(raw)].delta = -shift
            return
        }
        if kind(marker) != .dummy {
            // Slacks and errors are in no settled row: only the rows that hold the marker move.
            var entry = columns.first(marker)
            while entry >= 0 {
                let slot = columns.slot(entry)
                entry = columns.next(entry)
                walk.reached.append(slot)
                walk.visits[slot].delta = rows[slot].coefficient(for: marker) * shift
            }
            return
        }
        // The walk's arrays as locals: the loop then pays no uniqueness check per access.
        var visits: [SettledWalk.Visit] = []
        var reached: [Int] = []
        var heap = IntHeap()
        swap(&visits, &walk.visits)
        swap(&reached, &walk.reached)
        swap(&heap, &walk.heap)
        heap.removeAll(keepingCapacity: true)
        visits.withUnsafeMutableBufferPointer { visits in
            var column = marker
            var change = shift
            while true {
                var entry = columns.first(column)
                while entry >= 0 {
                    let slot = columns.slot(entry)
                    entry = columns.next(entry)
                    if visits[slot].mark != generation {
                        visits[slot] = SettledWalk.Visit(mark: generation)
                        reached.append(slot)
                        let rank = symbols[rows[slot].basic.id].settledRank
                        if rank >= 0 { heap.insert(Int(rank) << 32 | slot) }
                    }
                    visits[slot].delta += rows[slot].coefficient(for: column) * change
                }
                var source = -1
                repeat {
                    guard let key = heap.popMin() else { return }
                    source = key & 0xFFFF_FFFF
                    change = visits[source].delta
                } while change == 0
                column = rows[source].basic
            }
        }
        swap(&visits, &walk.visits)
        swap(&reached, &walk.reached)
        swap(&heap, &walk.heap)
    }

    /// Makes every row whose value depends on `dummy` hold it as a cell, by
    /// expanding the references to the settled rows that hold it.
    ///
    /// - Complexity: the sizes of the expanded rows: what kiwi's rows hold.
    mutating func expose(_ dummy: Symbol) {
        reach(from: dummy)
        let settled = walk.settled
        for slot in settled {
            // In reference order: a row's references are expanded before it is itself expanded elsewhere.
            substitute(rows[slot].basic, bySlot: slot)
        }
    }

    func settledStillReferenced() -> Never {
        preconditionFailure("Cassowary: a settled row changed while rows still referred to it")
    }
}
