import GalleryKit
import OpenUIKit
import Testing

/// The scenario machinery, with small scenarios made up here.
@MainActor
@Suite struct ScenarioTests {
    @Test func diagnosticsAreReturnedAndEndTheTranscript() {
        let misuse = Scenario(name: "misuse", summary: "removes a controller that has no parent") { session in
            session.section("Misuse")
            let orphan = UIViewController()
            session.name(orphan, "Orphan")
            session.action("orphan.removeFromParent()")
            orphan.removeFromParent()
        }
        var lines: [String] = []
        let diagnostics = misuse.run { lines.append($0) }
        #expect(diagnostics.map(\.kind) == [.misuse])
        #expect(lines.count == 5)
        #expect(lines.prefix(4) == ["== 1. Misuse ==", "> orphan.removeFromParent()", "", "== 2. Diagnostics =="])
        #expect(lines.last?.hasPrefix("  [misuse] removeFromParent() was called on") == true)
    }

    @Test func onlyNamedControllersAreTraced() {
        let scenario = Scenario(name: "names", summary: "loads two views, one of them named") { session in
            let named = UIViewController()
            let unnamed = UIViewController()
            session.name(named, "Named")
            named.loadViewIfNeeded()
            unnamed.loadViewIfNeeded()
        }
        #expect(scenario.transcript() == """
            Named.loadView()
            Named.viewDidLoad()

            == 1. Diagnostics ==
              none

            """)
    }
}
