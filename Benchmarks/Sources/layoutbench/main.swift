import Cassowary
import Foundation

// layoutbench: times the Cassowary solver on layoutbench-v1 workload files
// and prints one JSON line per file, as the shared README's "What to measure"
// section describes: add_ms, update_ms, step_us (medians) and values.
//
//   layoutbench [--budget-s S] [--min-reps N] [--max-reps N] [--edit-passes N] FILE...

struct Options {
    var budget = 1.0
    var minReps = 5
    var maxReps = 25
    var editPasses = 5
    var files: [String] = []
}

func parseOptions() -> Options {
    var options = Options()
    var args = CommandLine.arguments.dropFirst()[...]
    while let arg = args.popFirst() {
        switch arg {
        case "--budget-s": options.budget = Double(args.popFirst() ?? "") ?? options.budget
        case "--min-reps": options.minReps = Int(args.popFirst() ?? "") ?? options.minReps
        case "--max-reps": options.maxReps = Int(args.popFirst() ?? "") ?? options.maxReps
        case "--edit-passes": options.editPasses = Int(args.popFirst() ?? "") ?? options.editPasses
        default: options.files.append(arg)
        }
    }
    return options
}

/// Seconds on the monotonic clock.
@inline(__always)
func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
}

func median(_ xs: [Double]) -> Double {
    let s = xs.sorted()
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

func json(_ values: [Double]) -> String {
    "[" + values.map { $0.isFinite ? "\($0)" : "null" }.joined(separator: ",") + "]"
}

func run(_ workload: Workload, _ options: Options) throws -> String {
    func build() throws -> (Solver, Double, Double) {
        let solver = Solver()
        let t0 = now()
        for c in workload.constraints { try solver.addConstraint(c) }
        let t1 = now()
        solver.updateVariables()
        let t2 = now()
        return (solver, t1 - t0, t2 - t1)
    }
    var (solver, add, update) = try build()
    let initial = workload.variables.map(\.value)
    var adds = [add]
    var updates = [update]
    let single = add + update
    let reps = single > 20 ? 1 : min(options.maxReps, max(options.minReps, Int((options.budget / max(single, 1e-9)).rounded(.up))))
    for _ in 1..<max(reps, 1) {
        solver = Solver() // free the previous solver outside the timed region
        (solver, add, update) = try build()
        adds.append(add)
        updates.append(update)
    }

    var checkpoints: [String] = []
    var stepUS = "null"
    if !workload.edits.isEmpty || !workload.constantEdits.isEmpty {
        for e in workload.edits { try solver.addEditVariable(e.variable, strength: e.strength) }
        let marks = Set(workload.checkpoints)
        var steps: [Double] = []
        steps.reserveCapacity(workload.steps * options.editPasses)
        var passStart = now()
        var pass = 0
        while pass < options.editPasses {
            for s in 0..<workload.steps {
                let t0 = now()
                for e in workload.edits { try solver.suggestValue(e.values[s], for: e.variable) }
                for c in workload.constantEdits {
                    try solver.setConstant(c.constants[s], for: workload.constraints[c.constraint])
                }
                solver.updateVariables()
                steps.append(now() - t0)
                if pass == 0 && marks.contains(s) {
                    checkpoints.append("\"\(s)\":" + json(workload.variables.map(\.value)))
                }
            }
            pass += 1
            let elapsed = now() - passStart
            if elapsed * Double(pass + 1) > options.budget * Double(pass) { break }
            passStart = now() - elapsed
        }
        stepUS = "\(median(steps) * 1e6)"
    }
    return "{\"name\":\"\(workload.name)\",\"n_constraints\":\(workload.constraints.count)"
        + ",\"add_ms\":\(median(adds) * 1e3),\"update_ms\":\(median(updates) * 1e3),\"step_us\":\(stepUS)"
        + ",\"reps\":\(adds.count)"
        + ",\"values\":{\"initial\":\(json(initial)),\"checkpoints\":{\(checkpoints.joined(separator: ","))}}}"
}

let options = parseOptions()
if options.files.isEmpty {
    FileHandle.standardError.write(Data("usage: layoutbench [--budget-s S] [--min-reps N] [--max-reps N] [--edit-passes N] FILE...\n".utf8))
    exit(2)
}
var failed = false
for file in options.files {
    do {
        let workload = try Workload(path: file)
        print(try run(workload, options))
    } catch {
        FileHandle.standardError.write(Data("layoutbench: \(file): \(error)\n".utf8))
        failed = true
    }
}
exit(failed ? 1 : 0)
