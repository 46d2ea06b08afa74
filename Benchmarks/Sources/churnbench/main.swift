import Cassowary
import Foundation

// churnbench: one long-lived solver whose constraints come and go, as Auto
// Layout's are when a window activates and deactivates them for hours. Its
// memory must stay flat and its answers must not depend on how long it ran.
// Release builds only:
//   swift run -c release --package-path Benchmarks churnbench [CYCLES] [--edits] [--fresh-variables]
//       one window (a margins guide and two views), then CYCLES times: add five
//       constraints (and, with --edits, an edit variable with a suggestion),
//       update, remove them; prints the time per cycle and the peak RSS
//       (`/usr/bin/time -v` gives the same maximum). --fresh-variables gives
//       the five constraints a new view's variables every cycle.
//   churnbench --digest SEED [OPERATIONS] [--degenerate] [--verify] [--check]
//       random additions, removals (in any order), edit variables, suggestions
//       and constant changes on one solver, printing a checksum of every
//       value's bits after every update: two builds that print the same lines
//       made the same choices. --degenerate drops the weak preferences that
//       make the optimum unique, so ties decide which optimum is chosen.
//       --verify also prints the values a fresh solver gives the surviving
//       constraints and edits, the largest difference, both solutions'
//       weighted error (equal where ties chose another optimum) and the broken
//       invariants. --check compares with a fresh solver after every step (slow:
//       about 25 s for 200,000 steps): invariants, the weighted error, the
//       values (unless --degenerate), and every refused or accepted addition
//       and refused constant change; it prints how many steps went wrong and
//       the first.

@inline(__always)
func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
}

/// The largest resident set size of the process so far, in kilobytes.
func peakRSSKilobytes() -> Int {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return Int(usage.ru_maxrss)
}

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

/// The five constraints one cycle activates: a view pinned below another
/// inside the margins, with a compression-like inequality and a weak size.
func toggled(_ view: Frame, below above: Frame, margins: Frame) -> [Constraint] {
    [
        view.x == margins.x + 8,
        view.y == above.y + above.height + 8,
        (view.width <= margins.width - 16).withStrength(.strong),
        (view.height >= 44).withStrength(Strength(priority: 750)),
        (view.width == 200).withStrength(.weak),
    ]
}

@inline(never)
func churn(cycles: Int, edits: Bool, freshVariables: Bool) {
    let solver = Solver()
    let margins = Frame("margins")
    let header = Frame("header")
    for c in [
        margins.x == 16, margins.y == 59, margins.width == 358, margins.height == 751,
        header.x == margins.x, header.y == margins.y, header.width == margins.width, header.height == 44,
    ] {
        try! solver.addConstraint(c)
    }
    var view = Frame("view")
    var constraints = toggled(view, below: header, margins: margins)
    solver.updateVariables()
    let t0 = now()
    var checksum = 0.0
    for cycle in 0..<cycles {
        if freshVariables {
            view = Frame("view")
            constraints = toggled(view, below: header, margins: margins)
        }
        for c in constraints { try! solver.addConstraint(c) }
        if edits {
            try! solver.addEditVariable(view.height, strength: .strong)
            try! solver.suggestValue(Double(40 + cycle % 20), for: view.height)
        }
        solver.updateVariables()
        checksum += view.y.value + view.width.value + view.height.value
        if edits { try! solver.removeEditVariable(view.height) }
        // Oldest first on even cycles, newest first on odd ones.
        for c in cycle % 2 == 0 ? constraints : constraints.reversed() { try! solver.removeConstraint(c) }
        solver.updateVariables()
    }
    let seconds = now() - t0
    print(
        String(
            format: "%d cycles of 5 constraints%@%@: %.3f s, %.0f ns/cycle, peak RSS %d KB, checksum %.1f",
            cycles, edits ? " and an edit variable" : "", freshVariables ? ", fresh variables" : "",
            seconds, seconds * 1e9 / Double(max(cycles, 1)), peakRSSKilobytes(), checksum))
}

/// SplitMix64, so that every build sees the same operations.
struct Generator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func int(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    mutating func double(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + Double(next() >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
    }
}

/// What a new solver makes of the constraints and edits a long-lived one holds.
struct Reference {
    var variables: [Variable]
    var constraints: [(Constraint, constant: Double)]
    var edits: [(index: Int, strength: Strength, value: Double)]

    /// The values a fresh solver gives, or `nil` if it refuses a constraint.
    func solve() -> [Double]? {
        let fresh = Solver()
        let copies = variables.map { Variable($0.name) }
        for (c, constant) in constraints {
            let terms = c.expression.terms.map { t in Term(copies[variables.firstIndex { $0 === t.variable }!], t.coefficient) }
            guard (try? fresh.addConstraint(Constraint(Expression(terms, constant: constant), c.relation, strength: c.strength))) != nil
            else { return nil }
        }
        for e in edits {
            try! fresh.addEditVariable(copies[e.index], strength: e.strength)
            try! fresh.suggestValue(e.value, for: copies[e.index])
        }
        fresh.updateVariables()
        return copies.map(\.value)
    }

    /// How far `values` violate the constraints: the weighted sum over the
    /// non-required ones (the objective) and the sum over the required ones.
    func error(of values: [Double]) -> (weighted: Double, required: Double) {
        var weighted = 0.0
        var required = 0.0
        var all = constraints
        for e in edits { all.append((Constraint(Expression(variables[e.index]), .equal, strength: e.strength), -e.value)) }
        for (c, constant) in all {
            var v = constant
            for t in c.expression.terms { v += t.coefficient * values[variables.firstIndex { $0 === t.variable }!] }
            let e = c.relation == .equal ? abs(v) : c.relation == .lessThanOrEqual ? max(0, v) : max(0, -v)
            if c.strength.isRequired { required += e } else { weighted += c.strength.weight * e }
        }
        return (weighted, required)
    }
}

@inline(never)
func digest(seed: UInt64, operations: Int, degenerate: Bool, verify: Bool, check: Bool) {
    var rng = Generator(state: seed)
    let variables = (0..<10).map { Variable("x\($0)") }
    let solver = Solver()
    var base: [Constraint] = []
    if !degenerate {
        for (i, v) in variables.enumerated() {
            base.append((v == Double(10 * i)).withStrength(Strength(weight: rng.double(0.01...0.5))))
            try! solver.addConstraint(base.last!)
        }
    }
    var live: [Constraint] = []
    var editing: [(index: Int, strength: Strength, value: Double)] = []
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    func reference(adding extra: Constraint? = nil, constant: (Constraint) -> Double? = { _ in nil }) -> Reference {
        let constraints = (base + live + (extra.map { [$0] } ?? [])).map { c in
            (c, constant(c) ?? solver.constant(for: c) ?? c.expression.constant)
        }
        return Reference(variables: variables, constraints: constraints, edits: editing)
    }
    // --check: what went wrong, and the first step it did.
    var problems: [String: (count: Int, first: Int)] = [:]
    var largest = 0.0
    func report(_ problem: String, _ step: Int) {
        problems[problem, default: (0, step + 1)].count += 1
    }
    for step in 0..<operations {
        switch rng.int(10) {
        case let k where k < 4 && live.count < 24:
            let terms = (0..<(1 + rng.int(3))).map { _ in Term(variables[rng.int(10)], [-2, -1, 0.5, 1, 1, 2][rng.int(6)]) }
            let relation: Constraint.Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][rng.int(3)]
            let strength: Strength = [.required, .required, .strong, .medium, .weak][rng.int(5)]
            let c = Constraint(Expression(terms, constant: rng.double(-100...100).rounded()), relation, strength: strength)
            let added = (try? solver.addConstraint(c)) != nil
            if check && added != (reference(adding: c).solve() != nil) {
                report(added ? "accepted a constraint a fresh solver refuses" : "refused a constraint a fresh solver accepts", step)
            }
            if added { live.append(c) }
        case let k where k < 7 && !live.isEmpty:
            try! solver.removeConstraint(live.remove(at: rng.int(live.count)))
        case 7 where !live.isEmpty:
            let value = rng.double(-100...100).rounded()
            let target = live[rng.int(live.count)]
            let changed = (try? solver.setConstant(value, for: target)) != nil
            if check && !changed && reference(constant: { $0 === target ? value : nil }).solve() != nil {
                report("refused a constant a fresh solver accepts", step)
            }
        case 8:
            let i = rng.int(10)
            if let at = editing.firstIndex(where: { $0.index == i }) {
                try! solver.removeEditVariable(variables[i])
                editing.remove(at: at)
            } else {
                let strength: Strength = [.strong, .medium][rng.int(2)]
                try! solver.addEditVariable(variables[i], strength: strength)
                editing.append((i, strength, 0))
            }
        default:
            if !editing.isEmpty {
                let e = rng.int(editing.count)
                editing[e].value = rng.double(-200...200).rounded()
                try! solver.suggestValue(editing[e].value, for: variables[editing[e].index])
            }
        }
        solver.updateVariables()
        if check {
            if !solver.invariantViolations().isEmpty { report("broke an invariant", step) }
            let ref = reference()
            if let values = ref.solve() {
                let (ours, theirs) = (ref.error(of: variables.map(\.value)), ref.error(of: values))
                // Where the optimum is not unique (--degenerate) the values may differ; the error may not.
                if ours.required > 1e-6 || ours.weighted > theirs.weighted + 1e-9 * max(1, theirs.weighted) {
                    report("worse than a fresh solve", step)
                }
                let difference = zip(variables, values).map { abs($0.value - $1) }.max() ?? 0
                if !degenerate && difference > 1e-6 { report("values differ from a fresh solve", step) }
                largest = max(largest, difference)
            }
        }
        for v in variables {
            hash = (hash ^ v.value.bitPattern) &* 0x0000_0100_0000_01B3
        }
        if (step + 1) % (operations / 10) == 0 { print(String(format: "step %7d  %016llx", step + 1, hash)) }
    }
    print("final " + variables.map { "\($0.name)=\($0.value)" }.joined(separator: " "))
    if verify {
        // The surviving constraints, with their constants in effect, and the edits, given to a fresh solver.
        let ref = reference()
        let values = ref.solve()!
        print("fresh " + zip(variables, values).map { "\($0.name)=\($1)" }.joined(separator: " "))
        let difference = zip(variables, values).map { ($0.value - $1).magnitude }.max() ?? 0
        let (ours, theirs) = (ref.error(of: variables.map(\.value)), ref.error(of: values))
        print("max difference from the fresh solve: \(difference)")
        print("weighted error: \(ours.weighted), fresh \(theirs.weighted); required: \(ours.required), fresh \(theirs.required)")
        let problems = solver.invariantViolations()
        print("invariants: \(problems.count) broken\(problems.prefix(2).map { "; " + $0 }.joined())")
        for problem in problems { print("  " + problem) }
    }
    if check {
        print("checked \(operations) steps (largest difference from a fresh solve \(largest)): " + (problems.isEmpty ? "no problem" : ""))
        for (problem, seen) in problems.sorted(by: { $0.value.first < $1.value.first }) {
            print("  \(problem): \(seen.count) steps, first step \(seen.first)")
        }
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--digest" {
    let numbers = arguments.dropFirst().compactMap { Int($0) }
    digest(
        seed: UInt64(numbers.first ?? 1), operations: numbers.count > 1 ? numbers[1] : 100_000,
        degenerate: arguments.contains("--degenerate"), verify: arguments.contains("--verify"),
        check: arguments.contains("--check"))
} else {
    churn(
        cycles: arguments.compactMap { Int($0) }.first ?? 1_000_000, edits: arguments.contains("--edits"),
        freshVariables: arguments.contains("--fresh-variables"))
}
