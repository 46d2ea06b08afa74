import Cassowary
import Testing

/// Every error case, and that a throwing call leaves the solver as it was.
@Suite struct ErrorTests {
    /// Runs `body`, expecting it to throw `expected`, and checks that the
    /// solver's dump and invariants are unchanged.
    func expectUnchanged(_ solver: Solver, throws expected: (CassowaryError) -> Bool, _ body: () throws -> Void) {
        let before = solver.dump()
        do {
            try body()
            Issue.record("expected an error")
        } catch let error as CassowaryError {
            #expect(expected(error), "unexpected \(error)")
        } catch {
            Issue.record("untyped error \(error)")
        }
        #expect(solver.dump() == before)
        #expect(solver.invariantViolations() == [])
    }

    func base() throws -> (Solver, Variable, Variable, Constraint) {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let c = x + y == 10
        try solver.addConstraint(c)
        try solver.addConstraint((x == 3).withStrength(.weak))
        return (solver, x, y, c)
    }

    @Test func duplicateConstraint() throws {
        let (solver, _, _, c) = try base()
        expectUnchanged(solver, throws: { if case .duplicateConstraint(let d) = $0 { d === c } else { false } }) {
            try solver.addConstraint(c)
        }
    }

    @Test func unknownConstraint() throws {
        let (solver, x, _, _) = try base()
        let never = x >= 1
        expectUnchanged(solver, throws: { if case .unknownConstraint(let d) = $0 { d === never } else { false } }) {
            try solver.removeConstraint(never)
        }
        expectUnchanged(solver, throws: { if case .unknownConstraint = $0 { true } else { false } }) {
            try solver.setConstant(4, for: never)
        }
    }

    @Test func unsatisfiableRequiredConstraintIsNamed() throws {
        let (solver, x, y, _) = try base()
        let contradiction = x + y == 11
        expectUnchanged(solver, throws: { if case .unsatisfiableConstraint(let d) = $0 { d === contradiction } else { false } }) {
            try solver.addConstraint(contradiction)
        }
        try solver.addConstraint(x >= 0)
        try solver.addConstraint(y >= 0)
        let tooBig = x >= 12
        expectUnchanged(solver, throws: { if case .unsatisfiableConstraint(let d) = $0 { d === tooBig } else { false } }) {
            try solver.addConstraint(tooBig)
        }
        solver.updateVariables()
        #expect([x.value, y.value] == [3, 7])
    }

    @Test func contradictoryConstantsAndEmptyExpressions() throws {
        let solver = Solver()
        expectUnchanged(solver, throws: { if case .unsatisfiableConstraint = $0 { true } else { false } }) {
            try solver.addConstraint(Constraint(Expression(constant: 1), .equal))
        }
        expectUnchanged(solver, throws: { if case .unsatisfiableConstraint = $0 { true } else { false } }) {
            try solver.addConstraint(Constraint(Expression(constant: 1), .lessThanOrEqual))
        }
        try solver.addConstraint(Constraint(Expression(), .equal))
        try solver.addConstraint(Constraint(Expression(constant: -1), .lessThanOrEqual))
        try solver.addConstraint(Constraint(Expression(constant: 5), .equal, strength: .weak))
        #expect(solver.invariantViolations() == [])
    }

    @Test func editVariableErrors() throws {
        let (solver, x, y, _) = try base()
        expectUnchanged(solver, throws: { if case .unknownEditVariable(let v) = $0 { v === x } else { false } }) {
            try solver.suggestValue(1, for: x)
        }
        expectUnchanged(solver, throws: { if case .unknownEditVariable(let v) = $0 { v === y } else { false } }) {
            try solver.removeEditVariable(y)
        }
        expectUnchanged(solver, throws: { if case .requiredEditVariable(let v) = $0 { v === x } else { false } }) {
            try solver.addEditVariable(x, strength: .required)
        }
        try solver.addEditVariable(x, strength: .strong)
        expectUnchanged(solver, throws: { if case .duplicateEditVariable(let v) = $0 { v === x } else { false } }) {
            try solver.addEditVariable(x, strength: .medium)
        }
        expectUnchanged(solver, throws: { if case .nonFiniteSuggestion(let v) = $0 { v === x } else { false } }) {
            try solver.suggestValue(.nan, for: x)
        }
        expectUnchanged(solver, throws: { if case .nonFiniteSuggestion = $0 { true } else { false } }) {
            try solver.suggestValue(-.infinity, for: x)
        }
    }

    @Test func nonFiniteNumbers() throws {
        let (solver, x, y, c) = try base()
        let nanCoefficient = Constraint(Expression([Term(x, .nan), Term(y)]), .equal)
        expectUnchanged(solver, throws: { if case .nonFiniteCoefficient(let d) = $0 { d === nanCoefficient } else { false } }) {
            try solver.addConstraint(nanCoefficient)
        }
        let infiniteCoefficient = Constraint(Expression([Term(x, .infinity)]), .lessThanOrEqual, strength: .weak)
        expectUnchanged(solver, throws: { if case .nonFiniteCoefficient = $0 { true } else { false } }) {
            try solver.addConstraint(infiniteCoefficient)
        }
        let infiniteConstant = x <= .infinity
        expectUnchanged(solver, throws: { if case .nonFiniteConstant(let d) = $0 { d === infiniteConstant } else { false } }) {
            try solver.addConstraint(infiniteConstant)
        }
        expectUnchanged(solver, throws: { if case .nonFiniteConstant(let d) = $0 { d === c } else { false } }) {
            try solver.setConstant(.nan, for: c)
        }
        let huge = Constraint(Expression([Term(x, 1e31)]), .equal, strength: .weak)
        expectUnchanged(solver, throws: { if case .nonFiniteCoefficient(let d) = $0 { d === huge } else { false } }) {
            try solver.addConstraint(huge)
        }
        expectUnchanged(solver, throws: { if case .nonFiniteConstant(let d) = $0 { d === c } else { false } }) {
            try solver.setConstant(-2e30, for: c)
        }
    }

    @Test func unsatisfiableConstantChangeKeepsTheOldConstant() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let width = x == 100
        try solver.addConstraint(width)
        try solver.addConstraint(x <= 400)
        try solver.addConstraint(y >= x + 10)
        try solver.addConstraint(y <= 350)
        try solver.addConstraint((y == 0).withStrength(.weak))
        try solver.setConstant(-200, for: width)
        solver.updateVariables()
        #expect([x.value, y.value] == [200, 210])
        // Moving a required equality past required bounds: dual simplex finds no way out, the change is undone.
        for impossible in [-450.0, -345] {
            do {
                try solver.setConstant(impossible, for: width)
                Issue.record("expected unsatisfiable")
            } catch {
                guard case .unsatisfiableConstraint(let c) = error, c === width else {
                    Issue.record("\(error)")
                    continue
                }
            }
            #expect(solver.constant(for: width) == -200)
            #expect(solver.invariantViolations() == [])
            solver.updateVariables()
            #expect([x.value, y.value] == [200, 210])
        }
        try solver.setConstant(-340, for: width)
        solver.updateVariables()
        #expect([x.value, y.value] == [340, 350])
    }

    @Test func redundantEqualityCannotMoveAlone() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.addConstraint(x == 100)
        try solver.addConstraint(y == x)
        let redundant = y == 100
        try solver.addConstraint(redundant)
        expectUnchanged(solver, throws: { if case .unsatisfiableConstraint(let d) = $0 { d === redundant } else { false } }) {
            try solver.setConstant(-150, for: redundant)
        }
        try solver.setConstant(-100, for: redundant)
        solver.updateVariables()
        #expect([x.value, y.value] == [100, 100])
    }

    @Test func errorDescriptionsNameTheirSubject() throws {
        let x = Variable("width")
        #expect("\(CassowaryError.unknownEditVariable(x))".contains("width"))
        #expect("\(CassowaryError.unsatisfiableConstraint(x == 3))".contains("width"))
    }
}
