import Cassowary
import Foundation

/// A `layoutbench-v1` system from the shared workloads, decoded into
/// solver objects, and a runner for its edit protocol.
struct Workload {
    struct Edit {
        var variable: Variable
        var strength: Strength
        var values: [Double]
    }

    struct ConstantEdit {
        var constraint: Int
        var constants: [Double]
    }

    var name: String
    var variables: [Variable]
    var constraints: [Constraint]
    var edits: [Edit]
    var constantEdits: [ConstantEdit]
    var steps: Int
    var checkpoints: [Int]

    enum DecodingError: Error { case malformed(String) }

    static func strength(_ any: Any) throws -> Strength {
        if let name = any as? String {
            switch name {
            case "required": return .required
            case "strong": return .strong
            case "medium": return .medium
            case "weak": return .weak
            default: throw DecodingError.malformed("strength \(name)")
            }
        }
        guard let weight = (any as? NSNumber)?.doubleValue else { throw DecodingError.malformed("strength") }
        return Strength(weight: weight)
    }

    init(contentsOf url: URL) throws {
        let data = try Data(contentsOf: url)
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let names = root["variables"] as? [String],
            let rawConstraints = root["constraints"] as? [[String: Any]]
        else { throw DecodingError.malformed(url.lastPathComponent) }
        name = root["name"] as? String ?? url.lastPathComponent
        variables = names.map { Variable($0) }
        var byName: [String: Variable] = [:]
        for v in variables { byName[v.name] = v }
        constraints = try rawConstraints.map { c in
            guard let terms = c["terms"] as? [[Any]], let op = c["op"] as? String,
                let constant = (c["constant"] as? NSNumber)?.doubleValue
            else { throw DecodingError.malformed("constraint") }
            let expression = Expression(
                try terms.map { pair in
                    guard let k = (pair[0] as? NSNumber)?.doubleValue, let n = pair[1] as? String, let v = byName[n]
                    else { throw DecodingError.malformed("term") }
                    return Term(v, k)
                }, constant: constant)
            let relation: Constraint.Relation =
                switch op {
                case "==": .equal
                case "<=": .lessThanOrEqual
                default: .greaterThanOrEqual
                }
            return Constraint(expression, relation, strength: try Workload.strength(c["strength"] as Any))
        }
        edits = try (root["edits"] as? [[String: Any]] ?? []).map { e in
            guard let n = e["var"] as? String, let v = byName[n], let values = e["values"] as? [NSNumber]
            else { throw DecodingError.malformed("edit") }
            return Edit(variable: v, strength: try Workload.strength(e["strength"] as Any), values: values.map(\.doubleValue))
        }
        constantEdits = try (root["constant_edits"] as? [[String: Any]] ?? []).map { e in
            guard let i = e["constraint"] as? Int, let constants = e["constants"] as? [NSNumber]
            else { throw DecodingError.malformed("constant edit") }
            return ConstantEdit(constraint: i, constants: constants.map(\.doubleValue))
        }
        steps = root["steps"] as? Int ?? 0
        checkpoints = root["checkpoints"] as? [Int] ?? []
    }

    /// Runs the protocol and returns the values after the initial solve and
    /// at each checkpoint, keyed "initial" and the step number.
    func solve(check: ((Solver) -> Void)? = nil) throws -> [String: [Double]] {
        let solver = Solver()
        for c in constraints { try solver.addConstraint(c) }
        solver.updateVariables()
        check?(solver)
        var result = ["initial": variables.map(\.value)]
        for e in edits { try solver.addEditVariable(e.variable, strength: e.strength) }
        let marks = Set(checkpoints)
        for step in 0..<steps {
            for e in edits { try solver.suggestValue(e.values[step], for: e.variable) }
            for c in constantEdits { try solver.setConstant(c.constants[step], for: constraints[c.constraint]) }
            solver.updateVariables()
            if marks.contains(step) {
                if step == checkpoints.last { check?(solver) }
                result[String(step)] = variables.map(\.value)
            }
        }
        return result
    }

    /// Reads a `layoutbench-v1-values` file into the same shape as ``solve(check:)``.
    static func expectedValues(at url: URL) throws -> [String: [Double]] {
        let data = try Data(contentsOf: url)
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let initial = root["initial"] as? [NSNumber]
        else { throw DecodingError.malformed(url.lastPathComponent) }
        var result = ["initial": initial.map(\.doubleValue)]
        for (step, values) in root["checkpoints"] as? [String: [NSNumber]] ?? [:] {
            result[step] = values.map(\.doubleValue)
        }
        return result
    }

    /// The workload files the tests carry (`Fixtures/layout-workloads`): the
    /// small systems of the project's shared `layout-workloads` folder and
    /// kiwisolver's values for them, copied as data so that a clone of the
    /// repository alone passes its tests.
    static let fixtureFolder: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("Fixtures/layout-workloads")
}

/// Whether two solved values agree within `max(1e-6, 1e-9·|v|)`.
func agree(_ a: Double, _ b: Double) -> Bool {
    abs(a - b) <= max(1e-6, 1e-9 * abs(b))
}
