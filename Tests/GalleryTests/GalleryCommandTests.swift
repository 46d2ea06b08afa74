import GalleryKit
import Testing

@MainActor
@Suite struct GalleryCommandTests {
    @Test func parsing() {
        #expect(GalleryCommand(arguments: []) == .run(scenario: "tunnel"))
        #expect(GalleryCommand(arguments: ["tunnel"]) == .run(scenario: "tunnel"))
        #expect(GalleryCommand(arguments: ["--list"]) == .list)
        #expect(GalleryCommand(arguments: ["--help"]) == .help)
        #expect(GalleryCommand(arguments: ["-h"]) == .help)
        guard case .usageError = GalleryCommand(arguments: ["nope"]) else {
            Issue.record("an unknown scenario is a usage error"); return
        }
        guard case .usageError = GalleryCommand(arguments: ["--frobnicate"]) else {
            Issue.record("an unknown option is a usage error"); return
        }
        guard case .usageError = GalleryCommand(arguments: ["tunnel", "tunnel"]) else {
            Issue.record("two names are a usage error"); return
        }
    }

    @Test func parsingThePNGOption() {
        #expect(GalleryCommand(arguments: ["tunnel", "--png", "out.png"]) == .run(scenario: "tunnel", png: "out.png"))
        #expect(GalleryCommand(arguments: ["--png", "out.png", "tunnel"]) == .run(scenario: "tunnel", png: "out.png"))
        #expect(GalleryCommand(arguments: ["--png", "out.png"]) == .run(scenario: "tunnel", png: "out.png"))
        for arguments in [["--png"], ["tunnel", "--png"], ["--png", "--list"], ["--png", "a.png", "--png", "b.png"], ["--list", "tunnel"]] {
            guard case .usageError = GalleryCommand(arguments: arguments) else {
                Issue.record("\(arguments) is a usage error"); continue
            }
        }
    }

    @Test func anUnknownScenarioExitsWithTwoAndWritesOnlyToStandardError() {
        var output: [String] = []
        var errors: [String] = []
        let status = GalleryCommand(arguments: ["nope"]).run(output: { output.append($0) }, error: { errors.append($0) })
        #expect(status == 2)
        #expect(output.isEmpty)
        #expect(errors == ["gallery: no scenario named 'nope' (try 'gallery --list')"])
    }

    @Test func listNamesEveryScenario() {
        var output: [String] = []
        let status = GalleryCommand.list.run(output: { output.append($0) }, error: { _ in })
        #expect(status == 0)
        #expect(output.count == Scenario.all.count)
        #expect(output.first?.hasPrefix("tunnel  ") == true)
    }

    @Test func helpShowsUsage() {
        var output: [String] = []
        #expect(GalleryCommand.help.run(output: { output.append($0) }, error: { _ in }) == 0)
        #expect(output.joined().hasPrefix("USAGE: gallery"))
    }
}
