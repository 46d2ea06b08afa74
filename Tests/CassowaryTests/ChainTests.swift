import Cassowary
import Testing

/// Long chains of required equalities, the shape of a column of views each
/// placed below the previous one: built without fill-in (each link costs a
/// bounded number of tableau cells, where kiwi's rows grow with the depth),
/// moved from the top, and taken apart again.
@Suite struct ChainTests {
    /// `y₀ = 10`, `hₖ = 30`, `yₖ = yₖ₋₁ + hₖ₋₁ + 8`, in that order per link.
    struct Chain {
        var ys: [Variable] = []
        var hs: [Variable] = []
        var constraints: [Constraint] = []

        init(depth: Int) {
            for k in 0..<depth {
                let y = Variable("y\(k)")
                let h = Variable("h\(k)")
                constraints.append(h == 30)
                constraints.append(k == 0 ? y == 10 : y == ys[k - 1] + hs[k - 1] + 8)
                ys.append(y)
                hs.append(h)
            }
        }

        func add(to solver: Solver) throws {
            for c in constraints { try solver.addConstraint(c) }
            solver.updateVariables()
        }
    }

    @Test(arguments: [100, 2_000])
    func aChainBuildsWithoutFillIn(depth: Int) throws {
        let chain = Chain(depth: depth)
        let solver = Solver()
        try chain.add(to: solver)
        #expect(chain.ys.last!.value == 10 + 38 * Double(depth - 1))
        // Each link refers to the settled link above it: a few cells per constraint. Copying
        // the rows above (kiwi's rows) would hold about depth²/2 cells.
        #expect(solver.tableauCellCount <= 3 * chain.constraints.count)
        #expect(solver.invariantViolations() == [])
    }

    @Test func movingTheTopMovesEveryLink() throws {
        let chain = Chain(depth: 500)
        let solver = Solver()
        try chain.add(to: solver)
        try solver.setConstant(-25, for: chain.constraints[1]) // y₀ == 10 is `y₀ - 10 == 0`
        try solver.setConstant(-40, for: chain.constraints[500]) // h₂₅₀ == 30 becomes 40
        solver.updateVariables()
        #expect(chain.ys[0].value == 25)
        #expect(chain.ys[250].value == 25 + 38 * 250)
        #expect(chain.ys[251].value == 25 + 38 * 251 + 10)
        #expect(chain.ys[499].value == 25 + 38 * 499 + 10)
        #expect(solver.invariantViolations() == [])
    }

    /// Removal in either order, with weak pulls that keep the optimum unique
    /// so that every step can be compared with a fresh solve.
    @Test(arguments: [false, true])
    func takingAChainApartMatchesFreshSolves(newestFirst: Bool) throws {
        func pulls(_ chain: Chain) -> [Constraint] {
            (chain.ys + chain.hs).enumerated().map { k, v in
                (v == Double(k * 7 % 50)).withStrength(Strength(weight: 0.01 + 0.001 * Double(k)))
            }
        }
        let chain = Chain(depth: 60)
        let twin = Chain(depth: 60)
        let solver = Solver()
        try chain.add(to: solver)
        for pull in pulls(chain) { try solver.addConstraint(pull) }
        var live = Array(chain.constraints.indices)
        var problems: [String] = []
        for step in 0..<chain.constraints.count {
            try solver.removeConstraint(chain.constraints[live.remove(at: newestFirst ? live.count - 1 : 0)])
            guard step % 10 == 0 || live.isEmpty else { continue }
            solver.updateVariables()
            let fresh = Solver()
            for c in live.map({ twin.constraints[$0] }) + pulls(twin) { try fresh.addConstraint(c) }
            fresh.updateVariables()
            let mine = chain.ys.map(\.value) + chain.hs.map(\.value)
            let theirs = twin.ys.map(\.value) + twin.hs.map(\.value)
            for i in mine.indices where !agree(mine[i], theirs[i]) { problems.append("step \(step): [\(i)] \(mine[i]) vs \(theirs[i])") }
            problems += solver.invariantViolations().map { "step \(step): \($0)" }
        }
        #expect(problems.isEmpty, "\(problems.prefix(3))")
    }
}
