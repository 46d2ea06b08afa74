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
//   churnbench --digest SEED [OPERATIONS] [--degenerate]
//       random additions, removals (in any order), edit variables, suggestions
//       and constant changes on one solver, printing a checksum of every
//       value's bits after every update: two builds that print the same lines
//       made the same choices. --degenerate drops the weak preferences that
//       make the optimum unique, so ties decide which optimum is chosen.
//       --verify also prints the values a fresh solver gives the surviving
//       constraints and edits.

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

@inline(never)
func digest(seed: UInt64, operations: Int, degenerate: Bool, verify: Bool) {
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
    for step in 0..<operations {
        switch rng.int(10) {
        case let k where k < 4 && live.count < 24:
            let terms = (0..<(1 + rng.int(3))).map { _ in Term(variables[rng.int(10)], [-2, -1, 0.5, 1, 1, 2][rng.int(6)]) }
            let relation: Constraint.Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][rng.int(3)]
            let strength: Strength = [.required, .required, .strong, .medium, .weak][rng.int(5)]
            let c = Constraint(Expression(terms, constant: rng.double(-100...100).rounded()), relation, strength: strength)
            if (try? solver.addConstraint(c)) != nil { live.append(c) }
        case let k where k < 7 && !live.isEmpty:
            try! solver.removeConstraint(live.remove(at: rng.int(live.count)))
        case 7 where !live.isEmpty:
            _ = try? solver.setConstant(rng.double(-100...100).rounded(), for: live[rng.int(live.count)])
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
        for v in variables {
            hash = (hash ^ v.value.bitPattern) &* 0x0000_0100_0000_01B3
        }
        if (step + 1) % (operations / 10) == 0 { print(String(format: "step %7d  %016llx", step + 1, hash)) }
    }
    print("final " + variables.map { "\($0.name)=\($0.value)" }.joined(separator: " "))
    if verify {
        // The surviving constraints, with their constants in effect, and the edits, given to a fresh solver.
        let fresh = Solver()
        let copies = variables.map { Variable($0.name) }
        func copy(_ c: Constraint) -> Constraint {
            let terms = c.expression.terms.map { t in Term(copies[variables.firstIndex { $0 === t.variable }!], t.coefficient) }
            return Constraint(Expression(terms, constant: solver.constant(for: c)!), c.relation, strength: c.strength)
        }
        for c in base + live { try! fresh.addConstraint(copy(c)) }
        for e in editing {
            try! fresh.addEditVariable(copies[e.index], strength: e.strength)
            try! fresh.suggestValue(e.value, for: copies[e.index])
        }
        fresh.updateVariables()
        print("fresh " + copies.map { "\($0.name)=\($0.value)" }.joined(separator: " "))
        let problems = solver.invariantViolations()
        print("invariants: \(problems.count) broken\(problems.prefix(2).map { "; " + $0 }.joined())")
        for problem in problems { print("  " + problem) }
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--digest" {
    let numbers = arguments.dropFirst().compactMap { Int($0) }
    digest(
        seed: UInt64(numbers.first ?? 1), operations: numbers.count > 1 ? numbers[1] : 100_000,
        degenerate: arguments.contains("--degenerate"), verify: arguments.contains("--verify"))
} else {
    churn(
        cycles: arguments.compactMap { Int($0) }.first ?? 1_000_000, edits: arguments.contains("--edits"),
        freshVariables: arguments.contains("--fresh-variables"))
}
