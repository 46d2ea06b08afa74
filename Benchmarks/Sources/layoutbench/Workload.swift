import Cassowary
import Foundation

/// A decoded `layoutbench-v1` system: variables, constraints and the edit path.
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

    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    static func strength(_ any: Any?) throws -> Strength {
        switch any {
        case let name as String:
            switch name {
            case "required": return .required
            case "strong": return .strong
            case "medium": return .medium
            case "weak": return .weak
            default: throw Malformed(description: "unknown strength \(name)")
            }
        case let number as NSNumber:
            return Strength(weight: number.doubleValue)
        default:
            throw Malformed(description: "strength is neither a name nor a number")
        }
    }

    init(path: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let names = root["variables"] as? [String],
            let rawConstraints = root["constraints"] as? [[String: Any]]
        else { throw Malformed(description: "\(path) is not a layoutbench-v1 system") }
        name = root["name"] as? String ?? path
        variables = names.map { Variable($0) }
        var byName: [String: Variable] = [:]
        for v in variables { byName[v.name] = v }
        constraints = try rawConstraints.map { c in
            guard let terms = c["terms"] as? [[Any]], let op = c["op"] as? String,
                let constant = (c["constant"] as? NSNumber)?.doubleValue
            else { throw Malformed(description: "bad constraint") }
            let expression = Expression(
                try terms.map { pair in
                    guard pair.count == 2, let k = (pair[0] as? NSNumber)?.doubleValue,
                        let n = pair[1] as? String, let v = byName[n]
                    else { throw Malformed(description: "bad term") }
                    return Term(v, k)
                }, constant: constant)
            let relation: Constraint.Relation
            switch op {
            case "==": relation = .equal
            case "<=": relation = .lessThanOrEqual
            case ">=": relation = .greaterThanOrEqual
            default: throw Malformed(description: "bad op \(op)")
            }
            return Constraint(expression, relation, strength: try Workload.strength(c["strength"]))
        }
        edits = try (root["edits"] as? [[String: Any]] ?? []).map { e in
            guard let n = e["var"] as? String, let v = byName[n], let values = e["values"] as? [NSNumber]
            else { throw Malformed(description: "bad edit") }
            return Edit(variable: v, strength: try Workload.strength(e["strength"]), values: values.map(\.doubleValue))
        }
        constantEdits = try (root["constant_edits"] as? [[String: Any]] ?? []).map { e in
            guard let i = e["constraint"] as? Int, let constants = e["constants"] as? [NSNumber]
            else { throw Malformed(description: "bad constant edit") }
            return ConstantEdit(constraint: i, constants: constants.map(\.doubleValue))
        }
        steps = root["steps"] as? Int ?? 0
        checkpoints = root["checkpoints"] as? [Int] ?? []
    }
}
