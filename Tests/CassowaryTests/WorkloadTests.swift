import Cassowary
import Foundation
import Testing

/// Every workload system the tests carry (`Fixtures/layout-workloads/systems`)
/// against kiwisolver's values for it (`Fixtures/layout-workloads/values`).
@Suite struct WorkloadTests {
    static let names: [String] = {
        let folder = Workload.fixtureFolder.appendingPathComponent("systems")
        // A missing folder gives no names, which `fixtureWorkloadsArePresent` reports.
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".json") && $0 != "index.json" }.map { String($0.dropLast(5)) }.sorted()
    }()

    @Test func fixtureWorkloadsArePresent() {
        #expect(Self.names.count >= 30, "expected the workload fixtures at \(Workload.fixtureFolder.path)")
    }

    @Test(arguments: names)
    func matchesKiwi(_ name: String) throws {
        let folder = Workload.fixtureFolder
        let workload = try Workload(contentsOf: folder.appendingPathComponent("systems/\(name).json"))
        let expected = try Workload.expectedValues(at: folder.appendingPathComponent("values/\(name).json"))
        let ours = try workload.solve { solver in
            #expect(solver.invariantViolations() == [])
            // Layout systems never spoil the tableau: kiwi's pivots, never a rebuild (`Tableau+Rebuild.swift`).
            #expect(solver.rebuildCount == 0)
        }
        #expect(Set(ours.keys) == Set(expected.keys))
        for (key, values) in expected.sorted(by: { $0.key < $1.key }) {
            let mine = try #require(ours[key])
            let bad = zip(mine, values).enumerated().filter { !agree($0.element.0, $0.element.1) }
            #expect(
                bad.isEmpty,
                "\(name) at \(key): \(bad.prefix(3).map { "\(workload.variables[$0.offset].name) = \($0.element.0), kiwi \($0.element.1)" })"
            )
        }
    }
}
