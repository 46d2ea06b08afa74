import Cassowary
import Testing

/// Edit variables: adding, suggesting, strengths against constraints, removal.
@Suite struct EditTests {
    @Test func suggestionsMoveTheVariableAndItsDependents() throws {
        let solver = Solver()
        let left = Variable("left")
        let width = Variable("width")
        let right = Variable("right")
        try solver.addConstraint(right == left + width)
        try solver.addConstraint(left == 10)
        try solver.addEditVariable(width, strength: .strong)
        #expect(solver.hasEditVariable(width))
        for w in [50.0, 120, 0, -30, 1e6] {
            try solver.suggestValue(w, for: width)
            solver.updateVariables()
            #expect(width.value == w)
            #expect(right.value == 10 + w)
            #expect(solver.invariantViolations() == [])
        }
    }

    @Test func requiredBoundsLimitASuggestion() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x >= 200)
        try solver.addConstraint(x <= 500)
        try solver.addEditVariable(x, strength: .strong)
        var seen: [Double] = []
        for v in [150.0, 300, 550, 400, 100] {
            try solver.suggestValue(v, for: x)
            solver.updateVariables()
            seen.append(x.value)
        }
        #expect(seen == [200, 300, 500, 400, 200])
    }

    @Test func strongerConstraintBeatsAWeakerEdit() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 42).withStrength(.strong))
        try solver.addEditVariable(x, strength: .medium)
        try solver.suggestValue(7, for: x)
        solver.updateVariables()
        #expect(x.value == 42)
        try solver.removeEditVariable(x)
        try solver.addEditVariable(x, strength: Strength(weight: 2e6))
        try solver.suggestValue(7, for: x)
        solver.updateVariables()
        #expect(x.value == 7)
    }

    @Test func twoEditsOnOneSystem() throws {
        let solver = Solver()
        let a = Variable("a")
        let b = Variable("b")
        let mid = Variable("mid")
        try solver.addConstraint(mid * 2 == a + b)
        try solver.addEditVariable(a, strength: .strong)
        try solver.addEditVariable(b, strength: .strong)
        try solver.suggestValue(10, for: a)
        try solver.suggestValue(30, for: b)
        solver.updateVariables()
        #expect(mid.value == 20)
    }

    @Test func removingAnEditRestoresThePreviousSolution() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.addConstraint(y == x * 2)
        try solver.addConstraint((x == 5).withStrength(.weak))
        solver.updateVariables()
        #expect([x.value, y.value] == [5, 10])
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(40, for: x)
        solver.updateVariables()
        #expect([x.value, y.value] == [40, 80])
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        solver.updateVariables()
        #expect([x.value, y.value] == [5, 10])
        #expect(solver.invariantViolations() == [])
    }
}
