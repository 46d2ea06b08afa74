import Cassowary
import Testing

/// A long-lived solver whose constraints come and go (Auto Layout activating
/// and deactivating them in one window for hours) keeps its tables the size
/// its largest live system needs: measured by the tables' element counts
/// (`storageCounts`), not by the process's memory.
@Suite struct StorageTests {
    /// A view's four variables.
    struct Frame {
        var x, y, width, height: Variable
        init(_ name: String) {
            x = Variable("\(name).minX")
            y = Variable("\(name).minY")
            width = Variable("\(name).width")
            height = Variable("\(name).height")
        }
    }

    /// A window: a margins guide and a header below it.
    static func window() throws -> (Solver, margins: Frame, header: Frame) {
        let solver = Solver()
        let margins = Frame("margins")
        let header = Frame("header")
        for c in [
            margins.x == 16, margins.y == 59, margins.width == 358, margins.height == 751,
            header.x == margins.x, header.y == margins.y, header.width == margins.width,
            (header.height == 44).withStrength(.strong),
        ] {
            try solver.addConstraint(c)
        }
        return (solver, margins, header)
    }

    /// Five constraints of every kind: a required equality, a strong
    /// inequality, a weak equality, an inequality at priority 750 and a
    /// required equality that only an artificial variable can add.
    static func toggled(_ view: Frame, margins: Frame, header: Frame) -> [Constraint] {
        [
            view.x == margins.x + 8,
            (view.width <= margins.width - 16).withStrength(.strong),
            (view.width == 400).withStrength(.weak),
            (view.height >= 44).withStrength(Strength(priority: 750)),
            view.height == header.height + 6,
        ]
    }

    /// One cycle: add the five constraints and an edit variable, suggest,
    /// update, then take everything away again in an order that rotates
    /// (oldest first, newest first, from the middle).
    static func cycle(_ solver: Solver, _ cycle: Int, view: Frame, constraints: [Constraint]) throws -> [Double] {
        for c in constraints { try solver.addConstraint(c) }
        try solver.addEditVariable(view.y, strength: .strong)
        try solver.suggestValue(Double(100 + cycle % 7), for: view.y)
        solver.updateVariables()
        let values = [view.x, view.y, view.width, view.height].map(\.value)
        if cycle % 2 == 0 { try solver.removeEditVariable(view.y) }
        let order: [Int] =
            switch cycle % 3 {
            case 0: [0, 1, 2, 3, 4]
            case 1: [4, 3, 2, 1, 0]
            default: [2, 0, 4, 1, 3]
            }
        for i in order { try solver.removeConstraint(constraints[i]) }
        if cycle % 2 == 1 { try solver.removeEditVariable(view.y) }
        solver.updateVariables()
        return values
    }

    @Test func tablesStayFlatWhenConstraintsComeAndGo() throws {
        let (solver, margins, header) = try Self.window()
        let view = Frame("view")
        let constraints = Self.toggled(view, margins: margins, header: header)
        var afterTen = solver.storageCounts
        // 100,000 cycles at full size (`TestSize`), 10,000 by default.
        let cycles = TestSize.count(quick: 10_000, full: 100_000)
        for n in 0..<cycles {
            let values = try Self.cycle(solver, n, view: view, constraints: constraints)
            #expect(values == [24, Double(100 + n % 7), 342, 50])
            if n == 9 { afterTen = solver.storageCounts }
            if n % 10_000 == 0 { #expect(solver.invariantViolations() == []) }
        }
        let after = solver.storageCounts
        #expect(after.isNoLarger(than: afterTen), "after 10 cycles: \(afterTen)\nafter \(cycles): \(after)")
        #expect(solver.invariantViolations() == [])
    }

    /// Views that come and go: every cycle's constraints use a new view's
    /// variables, and the last cycle's view is gone. The symbols of variables
    /// nobody else holds are given back when the idle ones are swept (each
    /// time their number doubles, 64 at least), so the tables breathe
    /// between sweeps: after 100 cycles they have reached their bound.
    @Test func tablesStayFlatWhenViewsComeAndGo() throws {
        let (solver, margins, header) = try Self.window()
        var afterHundred = solver.storageCounts
        // 20,000 cycles at full size (`TestSize`), 2,000 by default.
        let cycles = TestSize.count(quick: 2_000, full: 20_000)
        for n in 0..<cycles {
            let view = Frame("view\(n)")
            let values = try Self.cycle(solver, n, view: view, constraints: Self.toggled(view, margins: margins, header: header))
            #expect(values == [24, Double(100 + n % 7), 342, 50])
            if n == 99 { afterHundred = solver.storageCounts }
        }
        let after = solver.storageCounts
        #expect(after.isNoLarger(than: afterHundred), "after 100 cycles: \(afterHundred)\nafter \(cycles): \(after)")
        #expect(solver.invariantViolations() == [])
    }

    /// A variable no constraint uses any more gets 0 at the next update, as
    /// in kiwi (where it is not basic); the solver keeps its symbol (and so
    /// its place in kiwi's order) while anyone else holds the variable, and
    /// lets go of it, giving the symbol back, at the first sweep after that.
    @Test func solverLetsGoOfVariablesNoConstraintUses() throws {
        let solver = Solver()
        let stays = Variable("stays")
        try solver.addConstraint(stays == 1)
        weak var gone: Variable?
        try {
            let v = Variable("v")
            gone = v
            let c = (v == 42).withStrength(.strong)
            try solver.addConstraint(c)
            solver.updateVariables()
            #expect(v.value == 42)
            try solver.removeConstraint(c)
            var changed: [String] = []
            solver.updateVariables { changed.append("\($0.name) = \($0.value)") }
            #expect(changed == ["v = 0.0"])
            #expect(solver.storageCounts.idleVariables == 1)
            // Used again, it wakes up with its old symbol (`stays` is v1, its dummy d2, then v3).
            try solver.addConstraint(c)
            solver.updateVariables()
            #expect(v.value == 42)
            #expect(solver.dump().contains("v = v3\n"))
            try solver.removeConstraint(c)
            solver.updateVariables()
        }()
        #expect(gone != nil, "idle: kept until a sweep")
        #expect(solver.invariantViolations() == [])
        // Variables that come and go: sweeps give the dead ones' symbols back, so the tables stay small.
        for i in 0..<1_000 {
            let w = Variable("w\(i)")
            let c = w == Double(i)
            try solver.addConstraint(c)
            solver.updateVariables()
            #expect(w.value == Double(i))
            try solver.removeConstraint(c)
            solver.updateVariables()
        }
        #expect(solver.storageCounts.symbols <= 128) // twice the fewest idle symbols a sweep runs at
        #expect(gone == nil)
        #expect(solver.invariantViolations() == [])
    }

    /// Orders and settled ranks renumbered every few dozen symbols give the
    /// same symbols, the same choices and bit-identical values as never
    /// renumbered: random additions, removals in any order, edits, constant
    /// changes, and variables that leave the solver and come back.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func renumberingChangesNothing(seed: UInt64) throws {
        var rng = SplitMix64(state: seed)
        let plain = Solver()
        let renumbered = Solver()
        renumbered.renumberingLimit = 100
        let xs = (0..<8).map { Variable("x\($0)") }
        let ys = (0..<8).map { Variable("y\($0)") }
        var live: [(spec: Spec, mine: Constraint, theirs: Constraint)] = []
        var editing: [Int] = []
        for step in 0..<3_000 {
            switch rng.int(10) {
            case let k where k < 4 && live.count < 12:
                // Chained specs settle rows (and so use ranks); random ones mix every kind of constraint.
                let spec =
                    rng.int(2) == 0
                    ? Spec.random(&rng, variables: 8)
                    : Spec.chained(&rng, variables: 8) { i in live.contains { $0.spec.strength.isRequired && $0.spec.terms[0].0 == i } }
                let mine = spec.make(xs)
                let theirs = spec.make(ys)
                let added = (try? plain.addConstraint(mine)) != nil
                #expect(added == ((try? renumbered.addConstraint(theirs)) != nil))
                if added { live.append((spec, mine, theirs)) }
            case let k where k < 7 && !live.isEmpty:
                let entry = live.remove(at: rng.int(live.count))
                try plain.removeConstraint(entry.mine)
                try renumbered.removeConstraint(entry.theirs)
            case 7 where !live.isEmpty:
                let i = rng.int(live.count)
                let constant = rng.double(-100...100).rounded()
                let moved = (try? plain.setConstant(constant, for: live[i].mine)) != nil
                #expect(moved == ((try? renumbered.setConstant(constant, for: live[i].theirs)) != nil))
            case 8:
                let i = rng.int(8)
                if let at = editing.firstIndex(of: i) {
                    try plain.removeEditVariable(xs[i])
                    try renumbered.removeEditVariable(ys[i])
                    editing.remove(at: at)
                } else {
                    try plain.addEditVariable(xs[i], strength: .strong)
                    try renumbered.addEditVariable(ys[i], strength: .strong)
                    editing.append(i)
                }
            default:
                guard !editing.isEmpty else { continue }
                let i = editing[rng.int(editing.count)]
                let value = rng.double(-200...200).rounded()
                try plain.suggestValue(value, for: xs[i])
                try renumbered.suggestValue(value, for: ys[i])
            }
            plain.updateVariables()
            renumbered.updateVariables()
            #expect(xs.map(\.value.bitPattern) == ys.map(\.value.bitPattern), "step \(step)")
            if step % 50 == 0 {
                #expect(plain.dump().replacing("x", with: "y") == renumbered.dump(), "step \(step)")
                // Long random runs can end a step short of the optimum: a residual objective coefficient just past
                // the tolerance on a symbol no row limits stops the optimization, feasible (kiwi would throw).
                // That is not what this test is about; every other invariant must hold.
                #expect(renumbered.invariantViolations().filter { !$0.hasPrefix("not optimal") } == [], "step \(step)")
            }
        }
    }
}
