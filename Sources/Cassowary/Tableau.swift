/// The solver's private implementation: kiwi's tableau plus a column index.
///
/// Rows live in a pool of slots; `symbols[s].rowSlot` finds the row where
/// symbol `s` is basic, and `columns` lists, for each symbol, the slots of the
/// rows that mention it. With that index a substitution, a suggestion or a
/// constant change touches only the rows that hold the symbol, where kiwi
/// scans every row. The objective is a dense array by symbol id with a heap
/// of its negative entries, so choosing the entering symbol (the lowest id
/// with a negative coefficient, as in kiwi) needs no scan either.
///
/// Rows refer to *settled* variables (rows of dummies only) instead of
/// copying their rows, which keeps chains linear (`Tableau+Settled.swift`).
///
/// Everything the solver chooses — subject, entering and leaving symbols, the
/// order of infeasible rows — is decided by symbol orders (kiwi's ids; symbol
/// ids are reused, see `Tableau+Symbols.swift`), never by hashing; the order
/// of changed variables is the order the operations touched them. So the
/// same operations give bit-identical results in every process.
///
/// A struct, so that its stored arrays are accessed without the runtime
/// exclusivity checks a class property needs on every subscript; the
/// ``Solver`` class owns the one instance. This file holds the storage and
/// the simplex machinery; the constraint operations are in
/// `Tableau+Constraints.swift`. It is longer than most files because the
/// pivoting steps belong together.
struct Tableau {
    /// A constraint's symbols in the tableau.
    struct Tag {
        /// The slack, the positive error or the dummy the constraint added.
        var marker: Symbol
        /// The negative error (equalities) or the error (inequalities) of a
        /// non-required constraint, else invalid.
        var other: Symbol
        /// The marker's coefficient in the row as built, before any change of
        /// sign: changing the constant by δ replaces `marker` by
        /// `marker + markerSign·δ` throughout the tableau.
        var markerSign: Double
    }

    /// What the tableau remembers about an added constraint.
    struct Record {
        var constraint: Constraint
        var tag: Tag
        /// The constant currently in effect (``Solver/setConstant(_:for:)`` changes it).
        var constant: Double
    }

    // Per-symbol storage, indexed by `Symbol.id`; index 0 is the invalid symbol.
    var symbols: [SymbolInfo] = [SymbolInfo(kind: .invalid, order: 0)]
    var columns = ColumnIndex()
    /// The variable of each external symbol; grown by half again past the highest external id.
    var variables: [Variable?] = [nil]
    /// For each external symbol, its place in ``idleVariables``, or -1 if it is not idle.
    var idleIndex: [Int32] = [-1]
    /// Symbols of variables no constraint uses, kept until the variable is deallocated (`Tableau+Symbols.swift`).
    var idleVariables: [Symbol] = []
    /// The number of idle variables at which they are next swept for deallocated ones.
    var idleSweepAt = Tableau.idleSweepMinimum
    /// Ids given back, to be reused last-in first-out.
    var freeSymbols: [Int32] = []
    /// The order the next symbol gets.
    var nextOrder: Int32 = 1
    /// When ``nextOrder`` or ``nextRank`` reaches this, the orders or ranks
    /// are renumbered from the lowest, keeping their sequence (tests lower it).
    var renumberingLimit = Int32.max

    // Row pool.
    var rows: [Row] = []
    /// Per slot, how many cells hold a symbol that is not passive.
    var activeCells: [Int32] = []
    var freeSlots: [Int32] = []
    /// The rank the next settled row gets.
    var nextRank: Int32 = 0

    var objectiveConstant = 0.0
    /// Symbols whose objective coefficient may be negative.
    var enteringCandidates = SymbolHeap()
    /// Basic symbols whose rows may have a negative constant.
    var infeasibleRows = SymbolHeap()
    /// The artificial objective, while a constraint is added through one.
    var artificial: Row?
    /// External symbols whose value may have changed since the last update.
    var dirtyExternals: [Symbol] = []
    /// Whether the current operation met what only rounding explains: the
    /// operation is then completed on a tableau rebuilt from the constraints
    /// (`Tableau+Rebuild.swift`).
    var lostPrecision = false
    /// How many times the tableau was rebuilt because of rounding.
    var rebuildCount = 0

    var symbolOfVariable = IdentityMap<Symbol>()
    var records = Records()
    var edits = IdentityMap<Constraint>()

    // Reused buffers.
    var scratch: [Cell] = []
    var walk = SettledWalk()
    var termSymbols = SymbolBuffer()
    var appeared = SymbolBuffer()
    var vanished = SymbolBuffer()

    /// Creates an empty tableau with room for a small scene, so that building
    /// one does not spend its time growing arrays from nothing.
    init() {
        symbols.reserveCapacity(512)
        columns.reserveCapacity(symbols: 512, entries: 1024)
        variables.reserveCapacity(256)
        idleIndex.reserveCapacity(256)
        rows.reserveCapacity(256)
        activeCells.reserveCapacity(256)
        dirtyExternals.reserveCapacity(256)
        scratch.reserveCapacity(64)
    }

    // MARK: Symbols (making and giving back: `Tableau+Symbols.swift`)

    @inline(__always)
    func kind(_ symbol: Symbol) -> Symbol.Kind { symbols[symbol.id].kind }

    @inline(__always)
    func isBasic(_ symbol: Symbol) -> Bool { symbols[symbol.id].rowSlot >= 0 }

    @inline(__always)
    func isPassive(_ symbol: Symbol) -> Bool { symbols[symbol.id].isPassive }

    mutating func markDirty(_ symbol: Symbol) {
        if !symbols[symbol.id].isDirty {
            symbols[symbol.id].isDirty = true
            dirtyExternals.append(symbol)
        }
    }

    // MARK: Rows and columns

    /// Puts a row with its basic symbol set into the pool and the column index.
    ///
    /// - Complexity: O(*n*), the row's size.
    @discardableResult
    mutating func insertRow(_ row: consuming Row) -> Int {
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = Int(free)
        } else {
            slot = rows.count
            rows.append(Row(constant: 0))
            activeCells.append(0)
        }
        var active: Int32 = 0
        for i in row.cells.indices {
            row.cells[i].entry = columns.insert(slot, into: row.cells[i].symbol)
            if !isPassive(row.cells[i].symbol) { active += 1 }
        }
        rows[slot] = row
        activeCells[slot] = active
        symbols[row.basic.id].rowSlot = Int32(slot)
        rowConstantChanged(slot)
        return slot
    }

    /// Takes a row out of the pool and the column index.
    ///
    /// - Complexity: O(*n*), the row's size.
    @discardableResult
    mutating func removeRow(_ slot: Int) -> Row {
        let row = rows[slot]
        if symbols[row.basic.id].settledRank >= 0 { unsettle(row.basic) }
        rows[slot] = Row(constant: 0)
        for cell in row.cells { columns.remove(cell.entry, from: cell.symbol) }
        symbols[row.basic.id].rowSlot = -1
        for cell in row.cells {
            let info = symbols[cell.symbol.id]
            if info.isOrphan || info.kind == .external { leftTableau(cell.symbol) }
        }
        freeSlots.append(Int32(slot))
        if kind(row.basic) == .external { markDirty(row.basic) }
        return row
    }

    /// Records the consequences of a row's constant having changed.
    @inline(__always)
    mutating func rowConstantChanged(_ slot: Int) {
        let basic = rows[slot].basic
        if symbols[basic.id].kind == .external {
            markDirty(basic)
        } else if rows[slot].constant < -tolerance {
            infeasibleRows.insert(basic, order: symbols[basic.id].order)
        }
    }

    // MARK: Objective

    /// Adds `coefficient · symbol` to the objective.
    @inline(__always)
    mutating func addToObjective(_ coefficient: Double, _ symbol: Symbol) {
        let old = symbols[symbol.id].objective
        var value = old + coefficient
        // Kiwi zeroes only below the absolute tolerance; rounding left by
        // cancelling weights near 1e9 would otherwise stay in the objective
        // as a negative coefficient that no row bounds, and stop optimizing.
        if nearZero(sum: value, of: old, coefficient) { value = 0 }
        symbols[symbol.id].objective = value
        if value < 0 && !symbols[symbol.id].isPassive { enteringCandidates.insert(symbol, order: symbols[symbol.id].order) }
    }

    /// Adds `coefficient · row` to the objective (without its constant when
    /// the row's value is already counted there).
    mutating func addToObjective(_ coefficient: Double, _ row: Row, withConstant: Bool = true) {
        if withConstant { objectiveConstant += coefficient * row.constant }
        for cell in row.cells { addToObjective(coefficient * cell.coefficient, cell.symbol) }
    }

    // MARK: Pivoting

    /// Replaces `symbol`, which has just become basic in `slot`, by its row
    /// everywhere else: in the rows of its column, the objective and the
    /// artificial objective.
    ///
    /// - Complexity: O(Σ (*n* + *m*)) over the rows that mention `symbol`.
    mutating func substitute(_ symbol: Symbol, bySlot slot: Int) {
        let source = rows[slot]
        // A settled symbol's value is already in every constant that refers to it: expand it without it.
        let withConstant = symbols[symbol.id].settledRank < 0
        let drops: Int32 = isPassive(symbol) ? 0 : 1
        // Walk the detached column; the rows it lists change only in other columns.
        var entry = columns.detach(symbol)
        while entry >= 0 {
            let target = columns.slot(entry)
            let following = columns.next(entry)
            columns.release(entry)
            appeared.removeAll()
            vanished.removeAll()
            rows[target].substitute(
                symbol, by: source, withConstant: withConstant, slot: target, columns: &columns,
                scratch: &scratch, appeared: &appeared, vanished: &vanished)
            var active = activeCells[target] - drops
            for i in 0..<appeared.count where !isPassive(appeared[i]) { active += 1 }
            for i in 0..<vanished.count {
                let info = symbols[vanished[i].id]
                if !info.isPassive { active -= 1 }
                if info.isOrphan || info.kind == .external { leftTableau(vanished[i]) }
            }
            activeCells[target] = active
            if withConstant { rowConstantChanged(target) }
            updateSettled(target)
            entry = following
        }
        let c = symbols[symbol.id].objective
        if c != 0 {
            symbols[symbol.id].objective = 0
            addToObjective(c, source, withConstant: withConstant)
        }
        if artificial != nil {
            artificial!.substitute(
                symbol, by: source, withConstant: withConstant, slot: -1, columns: &columns,
                scratch: &scratch, appeared: &appeared, vanished: &vanished)
        }
    }

    /// Makes `entering` basic in `slot`, and the row's old basic parametric.
    ///
    /// - Complexity: that of ``substitute(_:bySlot:)``.
    mutating func pivot(_ slot: Int, entering: Symbol) {
        let leaving = rows[slot].basic
        if symbols[leaving.id].settledRank >= 0 { unsettle(leaving) }
        let (at, found) = rows[slot].index(of: entering)
        guard found else { missingColumnEntry() }
        // Dividing by rounding magnifies it: finish as kiwi would, then rebuild (the first test spares the scan).
        let c = rows[slot].cells[at].coefficient.magnitude
        if c < 1e-2 && c < pivotTolerance * rows[slot].largestMagnitude { lostPrecision = true }
        columns.remove(rows[slot].cells[at].entry, from: entering)
        rows[slot].pivot(to: entering)
        rows[slot].cells[rows[slot].index(of: leaving).index].entry = columns.insert(slot, into: leaving)
        recountActiveCells(slot)
        symbols[leaving.id].rowSlot = -1
        symbols[entering.id].rowSlot = Int32(slot)
        if kind(leaving) == .external { markDirty(leaving) }
        if kind(entering) == .external { markDirty(entering) }
        substitute(entering, bySlot: slot)
        updateSettled(slot)
    }

    /// Which objective ``optimize(_:)`` minimises.
    enum Goal { case main, artificial }

    /// Runs primal simplex on an objective until no coefficient is negative.
    ///
    /// - Complexity: one pivot per improving step; each step touches only
    ///   the rows in the entering symbol's column.
    mutating func optimize(_ goal: Goal) {
        while true {
            // Enter the lowest-order symbol whose increase lowers the objective (Bland's rule: no cycling).
            let entering = goal == .main ? mainEnteringSymbol() : artificialEnteringSymbol()
            guard entering.isValid else { return }
            // Leave by the row that first hits zero as `entering` grows (ratio test), so every row stays feasible.
            guard let slot = leavingSlot(for: entering) else {
                // Unbounded is impossible in exact arithmetic (the objectives are sums of non-negative terms):
                // rounding has made the rows and the objective disagree. Stop, feasible, and rebuild.
                lostPrecision = true
                return
            }
            pivot(slot, entering: entering)
        }
    }

    mutating func mainEnteringSymbol() -> Symbol {
        while let candidate = enteringCandidates.min({ symbols[$0].order }) {
            if symbols[candidate.id].objective < 0 && !isBasic(candidate) && kind(candidate) != .dummy {
                return candidate
            }
            _ = enteringCandidates.popMin { symbols[$0].order }
        }
        return .invalid
    }

    /// The lowest-order active symbol with a negative coefficient in the artificial objective.
    func artificialEnteringSymbol() -> Symbol {
        lowestOrder(in: artificial!) { cell, info in cell.coefficient < 0 && !info.isPassive }
    }

    /// The row with the smallest ratio `-constant / coefficient` among the
    /// restricted rows where `entering` has a negative coefficient; ties go
    /// to the lowest basic order.
    func leavingSlot(for entering: Symbol) -> Int? {
        var best: Int?
        var bestRatio = Double.greatestFiniteMagnitude
        var bestBasic = Int32.max
        var entry = columns.first(entering)
        while entry >= 0 {
            let slot = columns.slot(entry)
            entry = columns.next(entry)
            let basic = symbols[rows[slot].basic.id]
            if basic.kind == .external { continue }
            let c = rows[slot].coefficient(for: entering)
            if c < 0 {
                let ratio = -rows[slot].constant / c
                if ratio < bestRatio || (ratio == bestRatio && basic.order < bestBasic) {
                    best = slot
                    bestRatio = ratio
                    bestBasic = basic.order
                }
            }
        }
        return best
    }

    /// Runs dual simplex over the queued infeasible rows until none is left.
    ///
    /// - Returns: The basic symbol of a row that cannot be made feasible (the
    ///   required constraints contradict each other), or `nil` on success.
    mutating func dualOptimize() -> Symbol? {
        while let leaving = infeasibleRows.popMin({ symbols[$0].order }) {
            let raw = symbols[leaving.id].rowSlot
            guard raw >= 0 else { continue }
            let slot = Int(raw)
            let constant = rows[slot].constant
            guard constant < 0 && !nearZero(constant) else { continue }
            // Enter the symbol that raises this row to zero at the least cost in the objective (dual ratio test).
            let entering = dualEnteringSymbol(rows[slot])
            guard entering.isValid else { return leaving }
            pivot(slot, entering: entering)
        }
        return nil
    }

    /// The parametric symbol with a positive coefficient in `row` and the
    /// smallest `objective / coefficient`; ties go to the lowest order.
    func dualEnteringSymbol(_ row: Row) -> Symbol {
        var entering = Symbol.invalid
        var ratio = Double.greatestFiniteMagnitude
        var order = Int32.max
        for cell in row.cells where cell.coefficient > 0 {
            let info = symbols[cell.symbol.id]
            if info.isPassive { continue }
            let r = info.objective / cell.coefficient
            if r < ratio || (r == ratio && info.order < order && entering.isValid) {
                ratio = r
                order = info.order
                entering = cell.symbol
            }
        }
        return entering
    }

    // MARK: Violations

    /// A row was missing a symbol its column listed it for.
    func missingColumnEntry() -> Never {
        preconditionFailure("Cassowary: the column index and the rows disagree")
    }
}
