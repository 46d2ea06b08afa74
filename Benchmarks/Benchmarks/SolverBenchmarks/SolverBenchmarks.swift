import Benchmark
import Cassowary

// package-benchmark suites for the solver. Run with
//   swift package --package-path Benchmarks benchmark --target SolverBenchmarks
// For the side-by-side comparison with kiwisolver use scripts/solver/compare_kiwi.py.

/// A split-view-like scene: a window, a 320-point primary column beside a
/// detail column, and a stack of rows in each, as independent copies.
func makeScene(windows: Int, rowsPerColumn: Int) -> (constraints: [Constraint], widths: [Variable]) {
    var constraints: [Constraint] = []
    var widths: [Variable] = []
    for w in 0..<windows {
        let x = Variable("w\(w).x")
        let width = Variable("w\(w).w")
        let primary = Variable("w\(w).primary.w")
        let detailX = Variable("w\(w).detail.x")
        let detail = Variable("w\(w).detail.w")
        widths.append(width)
        constraints += [
            x == 0, (width == 1024).withStrength(.strong), primary == 320,
            detailX == x + primary + 1, detailX + detail == x + width, detail >= 0,
        ]
        for column in [(x, primary), (detailX, detail)] {
            var top: Expression = Expression(constant: 0)
            for r in 0..<rowsPerColumn {
                let rowX = Variable("r\(r).x")
                let rowY = Variable("r\(r).y")
                let rowW = Variable("r\(r).w")
                let rowH = Variable("r\(r).h")
                constraints += [
                    rowX == column.0 + 8, rowW == column.1 - 16, rowY == top + 4,
                    (rowH == 44).withStrength(.medium), rowH >= 20,
                ]
                top = rowY + rowH
            }
        }
    }
    return (constraints, widths)
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(2))

    Benchmark("Build one scene (~130 constraints)") { benchmark in
        let scene = makeScene(windows: 1, rowsPerColumn: 12)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let solver = Solver()
            for c in scene.constraints { try solver.addConstraint(c) }
            solver.updateVariables()
            blackHole(solver)
        }
    }

    Benchmark("Build 30 independent scenes") { benchmark in
        let scene = makeScene(windows: 30, rowsPerColumn: 12)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let solver = Solver()
            for c in scene.constraints { try solver.addConstraint(c) }
            solver.updateVariables()
            blackHole(solver)
        }
    }

    Benchmark("Resize window 0 among 30") { benchmark in
        let scene = makeScene(windows: 30, rowsPerColumn: 12)
        let solver = Solver()
        for c in scene.constraints { try solver.addConstraint(c) }
        try solver.addEditVariable(scene.widths[0], strength: .strong)
        var width = 800.0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            width = width > 1200 ? 800 : width + 1
            try solver.suggestValue(width, for: scene.widths[0])
            blackHole(solver.updateVariables())
        }
    }

    Benchmark("Change a constant in place") { benchmark in
        let scene = makeScene(windows: 1, rowsPerColumn: 12)
        let solver = Solver()
        for c in scene.constraints { try solver.addConstraint(c) }
        let primary = scene.constraints[2]
        var constant = -320.0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            constant = constant < -500 ? -200 : constant - 1
            try solver.setConstant(constant, for: primary)
            blackHole(solver.updateVariables())
        }
    }
}
