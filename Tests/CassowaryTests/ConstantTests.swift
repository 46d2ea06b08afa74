import Cassowary
import Testing

/// In-place constant changes of every kind of constraint.
@Suite struct ConstantTests {
    @Test func requiredEquality() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let primary = x == 320
        try solver.addConstraint(primary)
        try solver.addConstraint(y == x + 1)
        for c in [200.0, 500, 320, -10] {
            try solver.setConstant(-c, for: primary)
            #expect(solver.constant(for: primary) == -c)
            solver.updateVariables()
            #expect([x.value, y.value] == [c, c + 1])
        }
        #expect(primary.expression.constant == -320) // the instance itself is unchanged
    }

    @Test func requiredInequalityPushesAndReleases() throws {
        let solver = Solver()
        let x = Variable("x")
        let floor = x >= 10
        try solver.addConstraint(floor)
        try solver.addConstraint((x == 0).withStrength(.weak))
        var seen: [Double] = []
        for c in [-10.0, -50, 20, -5] {
            try solver.setConstant(c, for: floor)
            solver.updateVariables()
            seen.append(x.value)
        }
        #expect(seen == [10, 50, 0, 5])
    }

    @Test func nonRequiredConstraints() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let pref = (x == 100).withStrength(.medium)
        let cap = (x <= 80).withStrength(.strong)
        let link = (y == x * 3).withStrength(.weak)
        for c in [pref, cap, link] { try solver.addConstraint(c) }
        solver.updateVariables()
        #expect([x.value, y.value] == [80, 240])
        try solver.setConstant(-60, for: pref)
        solver.updateVariables()
        #expect([x.value, y.value] == [60, 180])
        try solver.setConstant(-50, for: cap)
        solver.updateVariables()
        #expect([x.value, y.value] == [50, 150])
        try solver.setConstant(4, for: link) // y - 3x + 4 == 0
        solver.updateVariables()
        #expect([x.value, y.value] == [50, 146])
    }

    @Test func constantChangeMatchesRemoveAndAdd() throws {
        // The in-place change and kiwi's remove-and-add reach the same values.
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")
        func system(_ k: Double) -> [Constraint] {
            [x + y == z, (x >= k).withStrength(.strong), y >= 5, z <= 100, (z == 70).withStrength(.weak)]
        }
        let solver = Solver()
        let base = system(10)
        for c in base { try solver.addConstraint(c) }
        for k in [20.0, 90, 0, 96, 40] {
            try solver.setConstant(-k, for: base[1])
            solver.updateVariables()
            let inPlace = [x.value, y.value, z.value]
            let fresh = Solver()
            for c in system(k) { try fresh.addConstraint(c) }
            fresh.updateVariables()
            #expect(inPlace == [x.value, y.value, z.value])
        }
    }

    @Test func changingAConstantAfterPivots() throws {
        // The marker may be basic, parametric, or spread across many rows; each path gives the fresh answer.
        let vs = (0..<5).map { Variable("v\($0)") }
        let solver = Solver()
        var cs: [Constraint] = [vs[0] == 0]
        for i in 1..<5 {
            cs.append(vs[i] >= vs[i - 1] + 10)
            cs.append((vs[i] == Double(i) * 5).withStrength(Strength(weight: Double(i))))
        }
        for c in cs { try solver.addConstraint(c) }
        for (index, constant) in [(1, 25.0), (3, 0), (2, -100), (5, 7), (1, 10)] {
            try solver.setConstant(constant, for: cs[index])
            solver.updateVariables()
            let mine = vs.map(\.value)
            let fresh = Solver()
            for (j, c) in cs.enumerated() {
                try fresh.addConstraint(
                    Constraint(Expression(c.expression.terms, constant: solver.constant(for: cs[j])!), c.relation, strength: c.strength))
            }
            fresh.updateVariables()
            #expect(zip(mine, vs.map(\.value)).allSatisfy { abs($0 - $1) < 1e-9 })
        }
    }
}
