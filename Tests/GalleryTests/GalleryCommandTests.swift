import Foundation
import GalleryKit
import OpenUIKitTesting
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The `gallery` command line, run in the process: arguments in, standard
/// output, standard error and the exit status out.
///
/// The expectations come from the interface the help documents (`USAGE`,
/// `EXIT STATUS`) and from argument-parser's wording for usage errors
/// ("Error: Unknown option '--foo'", "Error: Missing value for '--count
/// <count>'", then the usage and "See '… --help' for more information." —
/// its `ArgumentParserExampleTests`).
@MainActor
@Suite(.uikitTest) struct GalleryCommandTests {
    /// What one run of the command left behind.
    struct Run {
        var status: Int32
        var output: [String] = []
        var errors: [String] = []
    }

    func gallery(_ arguments: String...) -> Run {
        gallery(arguments)
    }

    func gallery(_ arguments: [String]) -> Run {
        var output: [String] = []
        var errors: [String] = []
        let status = GalleryCommand.main(
            arguments: arguments,
            output: { output.append($0) },
            error: { errors.append($0) },
            columns: 80
        )
        return Run(status: status, output: output, errors: errors)
    }

    static let usage = """
        Usage: gallery [<scenario>] [--png <file>] [--svg <file>] [--frames <dir>]
                       [--scale <scale>]
               gallery --list
               gallery --help
          See 'gallery --help' for more information.
        """

    // MARK: Parsing

    @Test func parsing() throws {
        let none = try GalleryCommand(arguments: [])
        #expect(none.scenario == nil && none.png == nil && !none.list)
        #expect(try GalleryCommand(arguments: ["mail"]).scenario == "mail")
        #expect(try GalleryCommand(arguments: ["--list"]).list)
        #expect(try GalleryCommand(arguments: ["-l"]).list)
    }

    @Test func parsingThePNGOption() throws {
        for arguments in [["tunnel", "--png", "out.png"], ["--png", "out.png", "tunnel"], ["tunnel", "--png=out.png"]] {
            let command = try GalleryCommand(arguments: arguments)
            #expect(command.scenario == "tunnel", "\(arguments)")
            #expect(command.png == "out.png", "\(arguments)")
        }
        let defaultScenario = try GalleryCommand(arguments: ["--png", "out.png"])
        #expect(defaultScenario.scenario == nil)
        #expect(defaultScenario.png == "out.png")
    }

    @Test func parsingRefusesWhatTheUsageDoesNotAllow() {
        for arguments in [
            ["nope"], ["--frobnicate"], ["tunnel", "mail"], ["--png"], ["--svg"], ["--list", "tunnel"], ["--list", "--svg", "x.svg"],
        ] {
            #expect(throws: (any Error).self, "\(arguments)") { try GalleryCommand(arguments: arguments) }
        }
    }

    // MARK: Help

    @Test func helpShowsTheUsageTheOptionsAndTheExitStatuses() throws {
        let run = gallery("--help")
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        let help = try #require(run.output.count == 1 ? run.output[0] : nil)
        #expect(help.hasPrefix("OVERVIEW: Runs a scenario of the OpenUIKit sample app and prints what happens.\n"))
        #expect(help.contains("Runs 'tunnel' when no scenario is named."))
        #expect(
            help.contains(
                """
                EXIT STATUS:
                  0 success, 1 the scenario caused diagnostics, 2 usage error,
                  3 the PNG, the SVG or the frames could not be written.
                """))
        #expect(
            help.contains(
                """
                USAGE: gallery [<scenario>] [--png <file>] [--svg <file>] [--frames <dir>]
                               [--scale <scale>]
                       gallery --list
                       gallery --help
                """))
        // Each argument and option on a line of its own, its help after two spaces or more.
        let labels = help.split(separator: "\n")
            .filter { $0.hasPrefix("  <") || $0.hasPrefix("  -") }
            .map { $0.trimmingCharacters(in: .whitespaces).components(separatedBy: "  ")[0] }
        #expect(labels == ["<scenario>", "--png <file>", "--svg <file>", "--frames <dir>", "--scale <scale>", "-l, --list", "-h, --help"])
        #expect(help.contains("(default: tunnel)"))
        #expect(help.contains("List the scenarios."))
        #expect(help.split(separator: "\n").allSatisfy { $0.count <= 80 })
    }

    @Test func everySpellingOfHelpShowsTheSameHelp() {
        let help = gallery("--help")
        for spelling in ["-h", "help"] {
            let run = gallery(spelling)
            #expect(run.status == 0, "\(spelling)")
            #expect(run.output == help.output, "\(spelling)")
            #expect(run.errors.isEmpty, "\(spelling)")
        }
    }

    // MARK: Usage errors

    @Test func anUnknownScenarioIsAUsageError() {
        let run = gallery("nope")
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errors == ["Error: no scenario named 'nope' (try 'gallery --list')\n" + Self.usage])
    }

    @Test(arguments: [
        (["--frobnicate"], "Error: Unknown option '--frobnicate'"),
        (["-x"], "Error: Unknown option '-x'"),
        (["tunnel", "mail"], "Error: Unexpected argument 'mail'"),
        (["--png"], "Error: Missing value for '--png <file>'"),
        (["tunnel", "--png"], "Error: Missing value for '--png <file>'"),
        (["--png", "--list"], "Error: Missing value for '--png <file>'"),
        (["--png", ""], "Error: --png needs a file name"),
        (["--list", "tunnel"], "Error: --list takes no other arguments"),
        (["--list", "--png", "out.png"], "Error: --list takes no other arguments"),
        (["mail", "--list"], "Error: --list takes no other arguments"),
        (["--list", "--frames", "out"], "Error: --list takes no other arguments"),
        (["--frames"], "Error: Missing value for '--frames <dir>'"),
        (["mail", "--frames", ""], "Error: --frames needs a directory name"),
        (["mail", "--scale", "0"], "Error: --scale must be a number from 1 to 4, not 0.0"),
        (["mail", "--scale", "nan"], "Error: --scale must be a number from 1 to 4, not nan"),
    ])
    func usageErrorsExitWithTwoAndShowTheUsage(arguments: [String], firstLine: String) throws {
        let run = gallery(arguments)
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        let message = try #require(run.errors.count == 1 ? run.errors[0] : nil)
        #expect(message.split(separator: "\n", maxSplits: 1).first.map(String.init) == firstLine)
        #expect(message.hasSuffix("\n" + Self.usage))
    }

    // MARK: Running

    @Test func noArgumentsRunTheTunnelScenario() {
        let run = gallery()
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        // .ci/run's smoke test looks for this line.
        #expect(run.output.contains("== 1. Launch: the tunnel container becomes the root =="))
    }

    @Test func listNamesEveryScenario() {
        for spelling in ["--list", "-l"] {
            let run = gallery(spelling)
            #expect(run.status == 0)
            #expect(run.errors.isEmpty)
            #expect(run.output.map { $0.prefix { $0 != " " } } == Scenario.all.map { Substring($0.name) })
            #expect(run.output.first?.hasPrefix("tunnel  ") == true)
        }
    }

    @Test func thePNGOptionWritesThePicture() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("GalleryCommandTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("tunnel.png").path

        // The short scenario: what the mail picture shows is checked by
        // MailScenarioTests.thePictureShowsTheInboxBetweenTheBars.
        let run = gallery("tunnel", "--png", path)
        #expect(run.status == 0)
        #expect(!run.output.isEmpty)
        let note = try #require(run.errors.count == 1 ? run.errors[0] : nil)
        #expect(note.hasPrefix("gallery: wrote the picture of 'tunnel' to \(path) ("))
        #expect(note.hasSuffix(" pixels)"))
        // A PNG file starts with its eight-byte signature (PNG specification, 5.2).
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    @Test func aPNGThatCannotBeWrittenExitsWithThree() throws {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("GalleryCommandTests-\(UUID().uuidString)-missing")
            .appendingPathComponent("tunnel.png").path

        let run = gallery("tunnel", "--png", path)
        #expect(run.status == 3)
        #expect(!run.output.isEmpty)
        let message = try #require(run.errors.count == 1 ? run.errors[0] : nil)
        #expect(message.hasPrefix("gallery: could not write \(path): "))
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    /// `--svg` writes the same step as an SVG document: an XML declaration
    /// and an `<svg>` root in the SVG namespace (SVG 1.1, 5.1.2), the
    /// window's size in points as its width and height (390 × 844, the
    /// gallery's iPhone), and the navigation title as text.
    @Test func theSVGOptionWritesTheSVG() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("GalleryCommandTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("mail.svg").path

        #expect(try GalleryCommand(arguments: ["mail", "--svg", path]).svg == path)
        let run = gallery("mail", "--svg", path)
        #expect(run.status == 0)
        // A second run of the mail scenario prints the same transcript
        // (MailScenarioTests.transcriptIsTheSameOnEveryRun… relies on it).
        #expect(run.output.map { $0 + "\n" }.joined() == RecordedRun.of(.mail).transcript)
        let note = try #require(run.errors.count == 1 ? run.errors[0] : nil)
        #expect(note.hasPrefix("gallery: wrote the SVG of 'mail' to \(path) ("))
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(text.contains(" width=\"390\" height=\"844\""))
        #expect(text.contains(">Inbox</tspan>"))
        #expect(XMLParser(data: Data(text.utf8)).parse())

        // Any scenario will do for the unwritable path: the short one.
        let unwritable = directory.appendingPathComponent("missing").appendingPathComponent("tunnel.svg").path
        #expect(gallery("tunnel", "--svg", unwritable).status == 3)
    }

    // MARK: Frames

    /// `--frames` writes one PNG a step, `001-<slug>.png` on, and an
    /// `index.html` that names each of them once, in order, beside the
    /// step's transcript lines (HTML-escaped: `>` as `&gt;`), under the
    /// scenario's name and summary; a second run writes the same bytes (the
    /// brief of issue 11: deterministic, no dates).
    @Test func theFramesOptionWritesAPictureAStepAndAnIndex() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("GalleryCommandTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = directory.appendingPathComponent("first")
        let second = directory.appendingPathComponent("second")

        let run = gallery("tunnel", "--frames", first.path, "--scale", "1")
        #expect(run.status == 0)
        #expect(run.output == gallery("tunnel").output)
        let note = try #require(run.errors.count == 1 ? run.errors[0] : nil)
        #expect(note.hasPrefix("gallery: wrote "))
        #expect(note.hasSuffix(" frames of 'tunnel' and index.html to \(first.path)"))

        let files = try FileManager.default.contentsOfDirectory(atPath: first.path).sorted()
        let pictures = files.filter { $0.hasSuffix(".png") }
        #expect(files == pictures + ["index.html"])
        #expect(pictures.count > 5)
        for (index, name) in pictures.enumerated() {
            #expect(name.hasPrefix(String(format: "%03d-", index + 1)), "\(name)")
            let data = try Data(contentsOf: first.appendingPathComponent(name))
            #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "\(name)")
        }
        let index = try String(contentsOf: first.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.hasPrefix("<!DOCTYPE html>\n"))
        #expect(index.contains("<h1>tunnel</h1>\n<p>\(Scenario.tunnel.summary)</p>"))
        let references = index.components(separatedBy: "<img src=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(references.map(String.init) == pictures)
        #expect(index.contains("<pre>== 1. Launch: the tunnel container becomes the root ==\n&gt; "))
        #expect(!index.contains("<pre>>"))

        #expect(gallery("tunnel", "--frames", second.path, "--scale", "1").status == 0)
        let again = try FileManager.default.contentsOfDirectory(atPath: second.path).sorted()
        #expect(again == files)
        for name in files {
            let a = try Data(contentsOf: first.appendingPathComponent(name))
            let b = try Data(contentsOf: second.appendingPathComponent(name))
            #expect(a == b, "\(name) differs between two runs")
        }
    }

    /// Every scenario writes its frames: as many pictures as the index
    /// shows, each of them there, the index naming the scenario. Full size
    /// only (`OPENUIKIT_FULL_TESTS=1`, about 12 s): by default the tunnel's
    /// frames are checked by `theFramesOptionWritesAPictureAStepAndAnIndex`.
    @Test(.enabled(if: TestSize.isFull), arguments: Scenario.all.map(\.name))
    func everyScenarioWritesItsFrames(name: String) throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("GalleryCommandTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(gallery(name, "--frames", directory.path, "--scale", "1").status == 0)
        let pictures = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".png") }.sorted()
        let index = try String(contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
        let references = index.components(separatedBy: "<img src=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(!pictures.isEmpty)
        #expect(references == pictures)
        #expect(index.contains("<h1>\(name)</h1>"))
    }

    /// A directory that cannot be made (here: under a file) exits with 3,
    /// as an unwritable `--png` does, and says why.
    @Test func framesThatCannotBeWrittenExitWithThree() throws {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("GalleryCommandTests-\(UUID().uuidString)-file")
        try Data("not a directory".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let path = file.appendingPathComponent("frames").path

        let run = gallery("tunnel", "--frames", path, "--scale", "1")
        #expect(run.status == 3)
        #expect(!run.output.isEmpty)
        let message = try #require(run.errors.count == 1 ? run.errors[0] : nil)
        #expect(message.hasPrefix("gallery: could not write \(path): "))
    }
}
