import Cassowary
import Foundation

// chainbench: the solver alone on a chained screen, at growing sizes, so
// that growth shows at a glance (per-view costs should stay flat).
//
// The system is the one uikitbench's Auto Layout screen gives the engine:
// rows of ten cells inside a margins guide, each row's top below the first
// cell of the row above (a required chain as deep as the rows), cells after
// their neighbours with equal widths. Release builds only:
//   swift run -c release --package-path Benchmarks chainbench
//   chainbench --once build|remove|reverse|constant N   (for profilers)

/// The constraints of a screen of `views` cells, in activation order.
func screen(views: Int) -> (constraints: [Constraint], top: Constraint, tops: [Variable]) {
    let left = Variable("margins.minX")
    let top = Variable("margins.minY")
    let width = Variable("margins.width")
    let height = Variable("margins.height")
    var constraints = [left == 16, top == 59, width == 358, height == 751]
    let rows = max(1, views / 10)
    var above: (top: Variable, height: Variable)?
    var firstTop: Constraint!
    var tops: [Variable] = []
    for row in 0..<rows {
        var previous: (left: Variable, width: Variable)?
        var firstWidth: Variable!
        for column in 0..<10 {
            let x = Variable("c\(row).\(column).minX")
            let y = Variable("c\(row).\(column).minY")
            let w = Variable("c\(row).\(column).width")
            let h = Variable("c\(row).\(column).height")
            tops.append(y)
            constraints.append(h == 30)
            if let above {
                constraints.append(y == above.top + above.height + 8)
            } else {
                constraints.append(y == top)
                if column == 0 { firstTop = constraints.last }
            }
            if let previous {
                constraints.append(x == previous.left + previous.width + 4)
                constraints.append(w == firstWidth)
            } else {
                constraints.append(x == left)
                firstWidth = w
            }
            if column == 9 { constraints.append(x + w == left + width) }
            previous = (x, w)
            if column == 0 { above = (y, h) }
        }
    }
    return (constraints, firstTop, tops)
}

@inline(__always)
func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
}

/// Builds a solver with every constraint of the screen and reads the values out.
@inline(never)
func build(_ constraints: [Constraint]) -> Solver {
    let solver = Solver()
    for c in constraints { try! solver.addConstraint(c) }
    solver.updateVariables()
    return solver
}

/// Removes every constraint, in activation order or in reverse.
@inline(never)
func removeAll(_ solver: Solver, _ constraints: [Constraint], reversed: Bool) {
    for c in reversed ? constraints.reversed() : constraints { try! solver.removeConstraint(c) }
    solver.updateVariables()
}

/// Moves the top of the chain, which moves every view.
@inline(never)
func moveTop(_ solver: Solver, _ top: Constraint, to constant: Double) {
    try! solver.setConstant(constant, for: top)
    solver.updateVariables()
}

func median(_ body: () -> Double, repeats: Int) -> Double {
    (0..<repeats).map { _ in body() }.sorted()[repeats / 2]
}

func runOnce(_ what: String, _ views: Int) {
    let system = screen(views: views)
    let solver = build(system.constraints)
    switch what {
    case "remove": removeAll(solver, system.constraints, reversed: false)
    case "reverse": removeAll(solver, system.constraints, reversed: true)
    case "constant": moveTop(solver, system.top, to: -70)
    default: break
    }
}

func run(sizes: [Int]) {
    print("chained screen (solver only)          views   constraints   median ms     ns/view")
    for views in sizes {
        let system = screen(views: views)
        let repeats = views >= 10_000 ? 3 : 7
        func row(_ label: String, _ seconds: Double) {
            print(
                String(
                    format: "%@ %6d   %11d  %10.3f  %10.0f", label.padding(toLength: 36, withPad: " ", startingAt: 0),
                    views, system.constraints.count, seconds * 1e3, seconds * 1e9 / Double(views)))
        }
        row(
            "build (add every constraint)",
            median(
                {
                    let t0 = now()
                    let solver = build(system.constraints)
                    let t = now() - t0
                    withExtendedLifetime(solver) {}
                    return t
                }, repeats: repeats))
        let solver = build(system.constraints)
        var flip = false
        row(
            "move the top of the chain",
            median(
                {
                    flip.toggle()
                    let t0 = now()
                    moveTop(solver, system.top, to: flip ? -70 : -59)
                    return now() - t0
                }, repeats: 21))
        print("  (the last view's top is at \(system.tops.last!.value))")
        for reversed in [false, true] {
            row(
                reversed ? "remove all, newest first" : "remove all, oldest first",
                median(
                    {
                        let solver = build(system.constraints)
                        let t0 = now()
                        removeAll(solver, system.constraints, reversed: reversed)
                        return now() - t0
                    }, repeats: views >= 10_000 ? 1 : 3))
        }
    }
}

let arguments = CommandLine.arguments
if arguments.count == 4, arguments[1] == "--once", let views = Int(arguments[3]) {
    runOnce(arguments[2], views)
} else {
    run(sizes: arguments.count > 1 ? arguments.dropFirst().compactMap { Int($0) } : [100, 1_000, 10_000])
}
