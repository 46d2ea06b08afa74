import Cassowary
import Testing

/// Each solver operation on small systems, in the manner of kiwi's own tests.
@Suite struct SolverTests {
    @Test func simpleEquality() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x + 2 == 20)
        solver.updateVariables()
        #expect(x.value == 18)
    }

    @Test func operatorsBuildTheExpectedConstraint() throws {
        let x = Variable("x")
        let y = Variable("y")
        let c = x + 10 <= y * 2
        #expect(c.relation == .lessThanOrEqual)
        #expect(c.strength == .required)
        #expect(c.expression.constant == 10)
        #expect(c.expression.terms.map(\.coefficient) == [1, -2])
        #expect(c.expression.terms.map(\.variable.name) == ["x", "y"])
        let d = 3 * x - y / 2 + 1 >= -(x * 4)
        #expect(d.expression.terms.map(\.coefficient) == [3, -0.5, 4])
        #expect(d.expression.constant == 1)
        #expect((x == y).relation == .equal)
    }

    @Test func inequalityAndPreferences() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.addConstraint(x + 10 <= y * 2)
        try solver.addConstraint((y == 20).withStrength(.strong))
        try solver.addConstraint((x == 100).withStrength(.weak))
        solver.updateVariables()
        #expect(x.value == 30)
        #expect(y.value == 20)
    }

    @Test func repeatedVariableTermsAreCombined() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x + x + x == 30)
        solver.updateVariables()
        #expect(x.value == 10)
    }

    @Test func hasConstraintTracksAddAndRemove() throws {
        let solver = Solver()
        let x = Variable("x")
        let c = x >= 10
        #expect(!solver.hasConstraint(c))
        try solver.addConstraint(c)
        #expect(solver.hasConstraint(c))
        try solver.removeConstraint(c)
        #expect(!solver.hasConstraint(c))
    }

    @Test func removalRestoresThePreviousSolution() throws {
        let solver = Solver()
        let left = Variable("left")
        let width = Variable("width")
        let right = Variable("right")
        try solver.addConstraint(right == left + width)
        try solver.addConstraint((left == 10).withStrength(.strong))
        try solver.addConstraint((width == 100).withStrength(.medium))
        solver.updateVariables()
        let before = [left.value, width.value, right.value]
        let dumpBefore = solver.dump()
        let clamp = right <= 50
        try solver.addConstraint(clamp)
        solver.updateVariables()
        #expect([left.value, width.value, right.value] == [10, 40, 50])
        try solver.removeConstraint(clamp)
        solver.updateVariables()
        #expect([left.value, width.value, right.value] == before)
        #expect(solver.invariantViolations() == [])
        #expect(solver.dump().contains("Objective") && !dumpBefore.isEmpty)
    }

    @Test func removingRequiredEqualitiesInEveryOrder() throws {
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")
        let cs = [x == y + 1, y == z + 2, z == 3, (x == 0).withStrength(.weak)]
        for order in [[0, 1, 2, 3], [3, 2, 1, 0], [2, 0, 3, 1], [1, 3, 0, 2]] {
            let solver = Solver()
            for c in cs { try solver.addConstraint(c) }
            solver.updateVariables()
            #expect([x.value, y.value, z.value] == [6, 5, 3])
            for i in order {
                try solver.removeConstraint(cs[i])
                #expect(solver.invariantViolations() == [])
            }
            solver.updateVariables()
            #expect([x.value, y.value, z.value] == [0, 0, 0])
        }
    }

    @Test func redundantRequiredEqualityIsAccepted() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let same = x == y
        let yFive = y == 5
        let xFive = x == 5
        try solver.addConstraint(same)
        try solver.addConstraint(yFive)
        try solver.addConstraint(xFive)
        solver.updateVariables()
        #expect([x.value, y.value] == [5, 5])
        try solver.removeConstraint(yFive)
        solver.updateVariables()
        #expect([x.value, y.value] == [5, 5])
        try solver.removeConstraint(xFive)
        solver.updateVariables()
        #expect([x.value, y.value] == [0, 0])
        #expect(solver.invariantViolations() == [])
    }

    @Test func resetForgetsEverything() throws {
        let solver = Solver()
        let x = Variable("x")
        let c = x == 7
        try solver.addConstraint(c)
        try solver.addEditVariable(x, strength: .strong)
        solver.reset()
        #expect(!solver.hasConstraint(c))
        #expect(!solver.hasEditVariable(x))
        try solver.addConstraint(c)
        solver.updateVariables()
        #expect(x.value == 7)
    }

    @Test func updateReportsOnlyChangedVariables() throws {
        let solver = Solver()
        let a = Variable("a")
        let b = Variable("b")
        let c = Variable("c")
        let pinA = a == 1
        try solver.addConstraint(pinA)
        try solver.addConstraint(b == a + 1)
        try solver.addConstraint(c == 0)
        #expect(Set(solver.changedNames()) == ["a", "b"]) // c stays 0
        #expect(solver.changedNames().isEmpty)
        try solver.addEditVariable(a, strength: .strong)
        try solver.suggestValue(4, for: a) // the required pin wins: nothing moves
        #expect(solver.changedNames().isEmpty)
        try solver.setConstant(-4, for: pinA)
        let first = solver.changedNames()
        #expect(Set(first) == ["a", "b"])
        try solver.setConstant(-1, for: pinA)
        #expect(solver.changedNames() == first) // the same operations report in the same order
    }

    @Test func independentWindowsAreNotTouched() throws {
        let solver = Solver()
        var widths: [Variable] = []
        var all: [[Variable]] = []
        for w in 0..<20 {
            let width = Variable("w\(w).width")
            let left = Variable("w\(w).left")
            let right = Variable("w\(w).right")
            try solver.addConstraint(left == 0)
            try solver.addConstraint(right == left + width * 0.5)
            try solver.addConstraint((width == 100).withStrength(.weak))
            widths.append(width)
            all.append([width, left, right])
        }
        solver.updateVariables()
        try solver.addEditVariable(widths[3], strength: .strong)
        try solver.suggestValue(300, for: widths[3])
        #expect(Set(solver.changedNames()) == ["w3.right", "w3.width"])
        #expect(all[3].map(\.value) == [300, 0, 150])
    }

    @Test func solvingTheSameSystemTwiceIsBitIdentical() throws {
        func build() throws -> (String, [UInt64]) {
            let solver = Solver()
            let vs = (0..<6).map { Variable("v\($0)") }
            for i in 1..<6 {
                try solver.addConstraint(vs[i] >= vs[i - 1] + Double(i) * 1.5)
                try solver.addConstraint((vs[i] == Double(i * 7)).withStrength(Strength(weight: Double(i) + 0.25)))
            }
            try solver.addConstraint(vs[0] == 1)
            solver.updateVariables()
            return (solver.dump(), vs.map(\.value.bitPattern))
        }
        let first = try build()
        let second = try build()
        #expect(first.0 == second.0)
        #expect(first.1 == second.1)
    }

    @Test func dumpListsEverySection() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x >= 3).withStrength(.strong))
        try solver.addEditVariable(x, strength: .medium)
        let dump = solver.dump()
        for heading in ["Objective", "Tableau", "Infeasible", "Variables", "Edit Variables", "Constraints"] {
            #expect(dump.contains(heading + "\n"))
        }
        #expect(dump.contains("x = v1"))
    }
}

extension Solver {
    /// Updates the variables and returns the names of those that changed, in reported order.
    func changedNames() -> [String] {
        var names: [String] = []
        updateVariables { names.append($0.name) }
        return names
    }
}
