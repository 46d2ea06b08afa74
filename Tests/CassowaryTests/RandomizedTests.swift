import Cassowary
import Testing

/// A small deterministic generator (SplitMix64), so every run sees the same systems.
struct SplitMix64 {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in `0..<n`.
    mutating func int(_ n: Int) -> Int { Int(next() % UInt64(n)) }

    /// A uniform double in `range`.
    mutating func double(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + Double(next() >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
    }
}

/// A constraint described by variable indices, so that two solvers can be
/// given the same system over their own variables.
struct Spec {
    var terms: [(Int, Double)]
    var constant: Double
    var relation: Constraint.Relation
    var strength: Strength

    func make(_ vars: [Variable], constant override: Double? = nil) -> Constraint {
        Constraint(Expression(terms.map { Term(vars[$0.0], $0.1) }, constant: override ?? constant), relation, strength: strength)
    }

    static func random(_ rng: inout SplitMix64, variables n: Int) -> Spec {
        let coefficients: [Double] = [-2, -1, -0.5, 0.5, 1, 1, 2, 3]
        let terms = (0..<(1 + rng.int(3))).map { _ in (rng.int(n), coefficients[rng.int(coefficients.count)]) }
        let relation: Constraint.Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][rng.int(3)]
        let strength: Strength =
            switch rng.int(5) {
            case 0, 1: .required
            case 2: .strong
            case 3: .medium
            default: Strength(weight: rng.double(0.5...900))
            }
        return Spec(terms: terms, constant: rng.double(-100...100).rounded(), relation: relation, strength: strength)
    }

    /// Mostly required equalities that define a variable from lower-numbered
    /// ones (a link of a chain, a sum, a centre), so that rows settle and
    /// refer to each other, with diamonds; otherwise an equality or an
    /// inequality of a random weight, so that rows also stop being settled.
    /// A variable already defined (`isDefined`) gets a non-required one, so
    /// the required part stays consistent whatever the constants, and random
    /// weights keep the optimum unique.
    static func chained(_ rng: inout SplitMix64, variables n: Int, isDefined: (Int) -> Bool) -> Spec {
        let i = 1 + rng.int(n - 1)
        let j = rng.int(i)
        let k = rng.int(i)
        let terms: [(Int, Double)] =
            switch rng.int(4) {
            case 0: [(i, 1), (j, -1)]
            case 1: [(i, 1), (j, -1), (k, -1)]
            case 2: [(i, 1), (j, -0.5), (k, -0.5)]
            default: [(i, 1)]
            }
        let constant = rng.double(-40...40).rounded()
        if rng.int(4) != 0 && !isDefined(i) {
            return Spec(terms: terms, constant: constant, relation: .equal, strength: .required)
        }
        let relation: Constraint.Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][rng.int(3)]
        return Spec(terms: terms, constant: constant, relation: relation, strength: Strength(weight: rng.double(1...5000)))
    }
}

/// Incremental operations against a fresh solve of the same final system.
@Suite struct RandomizedTests {
    /// Builds a random system, applies random additions, removals, constant
    /// changes and suggestions, and compares with a fresh solver given the
    /// surviving constraints (with their current constants) and suggestions.
    /// `chained` systems have more variables, tied by ``Spec/chained(_:variables:)``.
    static func trial(_ rng: inout SplitMix64, chained: Bool = false) throws -> (mine: [Double], fresh: [Double], problems: [String]) {
        let n = chained ? 12 + rng.int(20) : 2 + rng.int(5)
        let mine = (0..<n).map { Variable("x\($0)") }
        let solver = Solver()
        // A distinct weak preference per variable keeps the optimum bounded and unique.
        var live: [(spec: Spec, constraint: Constraint)] = (0..<n).map { i in
            let spec = Spec(
                terms: [(i, 1)], constant: rng.double(-50...50).rounded(), relation: .equal,
                strength: Strength(weight: rng.double(0.01...0.5)))
            return (spec, spec.make(mine))
        }
        for entry in live { try solver.addConstraint(entry.constraint) }
        func addRandom() {
            let spec =
                chained
                ? Spec.chained(&rng, variables: n) { i in live.contains { $0.spec.strength.isRequired && $0.spec.terms[0].0 == i } }
                : Spec.random(&rng, variables: n)
            let c = spec.make(mine)
            do {
                try solver.addConstraint(c)
                live.append((spec, c))
            } catch {}
        }
        for _ in 0..<(chained ? n + rng.int(2 * n) : 2 + rng.int(8)) { addRandom() }
        var edits: [(index: Int, strength: Strength, value: Double)] = []
        for _ in 0..<rng.int(3) {
            let index = rng.int(n)
            guard !edits.contains(where: { $0.index == index }) else { continue }
            let strength = Strength(weight: [1e3, 1e5, 2e6][rng.int(3)] + rng.double(0...1))
            try solver.addEditVariable(mine[index], strength: strength)
            edits.append((index, strength, 0))
        }
        for _ in 0..<(chained ? 10 + rng.int(30) : 4 + rng.int(10)) {
            switch rng.int(4) {
            case 0 where !edits.isEmpty:
                let e = rng.int(edits.count)
                edits[e].value = rng.double(-200...200).rounded()
                try solver.suggestValue(edits[e].value, for: mine[edits[e].index])
            case 1:
                let i = rng.int(live.count)
                do { try solver.setConstant(rng.double(-100...100).rounded(), for: live[i].constraint) } catch {}
            case 2 where live.count > n:
                let i = n + rng.int(live.count - n)
                try solver.removeConstraint(live[i].constraint)
                live.remove(at: i)
            default:
                addRandom()
            }
            solver.updateVariables()
        }
        solver.updateVariables()
        var problems = solver.invariantViolations()

        let theirs = (0..<n).map { Variable("y\($0)") }
        let fresh = Solver()
        for entry in live {
            do {
                try fresh.addConstraint(entry.spec.make(theirs, constant: solver.constant(for: entry.constraint)))
            } catch {
                problems.append("fresh solver rejected \(entry.constraint): \(error)")
            }
        }
        for e in edits {
            try fresh.addEditVariable(theirs[e.index], strength: e.strength)
            try fresh.suggestValue(e.value, for: theirs[e.index])
        }
        fresh.updateVariables()
        return (mine.map(\.value), theirs.map(\.value), problems)
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func incrementalEditsMatchAFreshSolve(seed: UInt64) throws {
        var rng = SplitMix64(state: seed)
        var failures: [String] = []
        // 500 systems a seed at full size (`TestSize`), 100 by default.
        for system in 0..<TestSize.count(quick: 100, full: 500) {
            let (mine, fresh, problems) = try Self.trial(&rng)
            if !problems.isEmpty { failures.append("system \(system): \(problems)") }
            if !zip(mine, fresh).allSatisfy({ agree($0, $1) }) { failures.append("system \(system): \(mine) vs fresh \(fresh)") }
        }
        #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(3))")
    }

    /// Chains, sums and centres of many variables: settled rows referring to
    /// settled rows, then constant changes and removals that reach through them.
    @Test(arguments: [1, 2] as [UInt64])
    func chainedEditsMatchAFreshSolve(seed: UInt64) throws {
        var rng = SplitMix64(state: seed)
        var failures: [String] = []
        // 100 systems a seed at full size (`TestSize`), 25 by default.
        for system in 0..<TestSize.count(quick: 25, full: 100) {
            let (mine, fresh, problems) = try Self.trial(&rng, chained: true)
            if !problems.isEmpty { failures.append("system \(system): \(problems)") }
            if !zip(mine, fresh).allSatisfy({ agree($0, $1) }) { failures.append("system \(system): \(mine) vs fresh \(fresh)") }
        }
        #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(3))")
    }

    /// Random and malformed input never crashes and never leaves the solver inconsistent.
    @Test func malformedInputGetsTypedErrors() throws {
        var rng = SplitMix64(state: 99)
        let weird: [Double] = [.nan, .infinity, -.infinity, 0, 1e-12, -1e-12, 1e9, 3, -0.5, 250, 1e300, -1e300, 1e-300]
        for _ in 0..<300 {
            let vars = (0..<3).map { Variable("v\($0)") }
            let solver = Solver()
            var added: [Constraint] = []
            for _ in 0..<12 {
                let terms = (0..<rng.int(3)).map { _ in Term(vars[rng.int(3)], weird[rng.int(weird.count)]) }
                let c = Constraint(
                    Expression(terms, constant: weird[rng.int(weird.count)]),
                    [.equal, .lessThanOrEqual, .greaterThanOrEqual][rng.int(3)],
                    strength: [.required, .strong, .weak][rng.int(3)])
                switch rng.int(5) {
                case 0: _ = try? solver.removeConstraint(c)
                case 1: _ = try? solver.setConstant(weird[rng.int(weird.count)], for: added.isEmpty ? c : added[rng.int(added.count)])
                case 2: _ = try? solver.suggestValue(weird[rng.int(weird.count)], for: vars[rng.int(3)])
                case 3: _ = try? solver.addEditVariable(vars[rng.int(3)], strength: [.required, .strong][rng.int(2)])
                default:
                    if (try? solver.addConstraint(c)) != nil { added.append(c) }
                }
                #expect(solver.invariantViolations() == [])
            }
            solver.updateVariables()
            #expect(vars.allSatisfy { $0.value.isFinite })
        }
    }
}
