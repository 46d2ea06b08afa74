import Cassowary
import Foundation
import Testing

/// Every small system in `../shared/layout-workloads/systems` against
/// kiwisolver's values in `../shared/layout-workloads/values`.
@Suite struct WorkloadTests {
    static let names: [String] = {
        let folder = Workload.sharedFolder.appendingPathComponent("systems")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".json") && $0 != "index.json" }.map { String($0.dropLast(5)) }.sorted()
    }()

    @Test func sharedWorkloadsArePresent() {
        #expect(Self.names.count >= 30, "expected the shared workloads beside the repository at \(Workload.sharedFolder.path)")
    }

    @Test(arguments: names)
    func matchesKiwi(_ name: String) throws {
        let folder = Workload.sharedFolder
        let workload = try Workload(contentsOf: folder.appendingPathComponent("systems/\(name).json"))
        let expected = try Workload.expectedValues(at: folder.appendingPathComponent("values/\(name).json"))
        let ours = try workload.solve { solver in
            #expect(solver.invariantViolations() == [])
        }
        #expect(Set(ours.keys) == Set(expected.keys))
        for (key, values) in expected.sorted(by: { $0.key < $1.key }) {
            let mine = try #require(ours[key])
            let bad = zip(mine, values).enumerated().filter { !agree($0.element.0, $0.element.1) }
            #expect(bad.isEmpty, "\(name) at \(key): \(bad.prefix(3).map { "\(workload.variables[$0.offset].name) = \($0.element.0), kiwi \($0.element.1)" })")
        }
    }
}
