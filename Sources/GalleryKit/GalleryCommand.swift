import ArgumentParser
import Foundation
import OpenUIKit

/// The `gallery` command line: what the arguments ask for, and running it.
///
/// ```
/// gallery                        runs the tunnel scenario
/// gallery <name>                 runs the scenario called <name>
/// gallery <name> --png <file>    … and writes its picture as a PNG
/// gallery <name> --svg <file>    … and writes its picture as an SVG
/// gallery <name> --frames <dir>  … and writes a picture of every step, with index.html
/// gallery <name> --scale <n>     … those PNGs at n pixels a point (default: the screen's, 3)
/// gallery --list                 lists the scenarios
/// gallery --help                 shows usage
/// ```
///
/// swift-argument-parser reads the arguments and writes the help;
/// ``main(arguments:output:error:columns:)`` runs the command and turns what
/// it throws into the exit statuses the help lists.
public struct GalleryCommand: ParsableCommand, Sendable {
    public static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Runs a scenario of the OpenUIKit sample app and prints what happens.",
        usage: """
            gallery [<scenario>] [--png <file>] [--svg <file>] [--frames <dir>]
                    [--scale <scale>]
            gallery --list
            gallery --help
            """,
        discussion: """
            It prints the actions the scenario takes, the lifecycle trace they \
            cause and the state they lead to. Runs \
            '\(Scenario.defaultScenario.name)' when no scenario is named.

            EXIT STATUS:
              0 success, 1 the scenario caused diagnostics, 2 usage error,
              3 the PNG, the SVG or the frames could not be written.
            """
    )

    /// The scenario to run; `nil` runs ``Scenario/defaultScenario``.
    @Argument(
        help: ArgumentHelp(
            "The scenario to run (default: \(Scenario.defaultScenario.name)).",
            valueName: "scenario"
        ))
    public var scenario: String?

    /// Where to write the scenario's window, at its picture step (else as the scenario ends), as a PNG.
    @Option(
        help: ArgumentHelp(
            "Also write the scenario's window, as it is at the scenario's picture step (else when it ends), to <file> as a PNG (at the screen's scale, 3 pixels a point, or --scale).",
            valueName: "file"
        ))
    public var png: String?

    /// Where to write the scenario's window, at the same step, as an SVG.
    @Option(
        help: ArgumentHelp(
            "Also write the scenario's window, at the same step as --png, to <file> as an SVG (one unit a point; text as selectable <text> elements).",
            valueName: "file"
        ))
    public var svg: String?

    /// Where to write a picture of every step, and an `index.html` showing them with the transcript.
    @Option(
        help: ArgumentHelp(
            "Also write the window at the end of every step (an action and what follows it, once its turn has settled) to <dir> as 001-<action>.png, 002-…, and an index.html showing each picture beside the lines of its step.",
            valueName: "dir"
        ))
    public var frames: String?

    /// The pixels a point of the PNGs; `nil` uses the screen's scale.
    @Option(
        help: ArgumentHelp(
            "The pixels a point of the PNGs of --png and --frames, from 1 to 4 (default: the screen's scale, 3).",
            valueName: "scale"
        ))
    public var scale: Double?

    /// Lists the scenarios instead of running one.
    @Flag(name: .shortAndLong, help: "List the scenarios.")
    public var list = false

    public init() {}

    /// Reads the arguments (without the program name) as the command line does.
    ///
    /// - Throws: What argument-parser throws for a usage error or a request
    ///   for help; ``main(arguments:output:error:columns:)`` turns it into a
    ///   message and an exit status.
    public init(arguments: [String]) throws {
        self = try Self.parse(arguments)
    }

    /// Refuses what the argument-parser's declarations let through.
    public func validate() throws {
        guard !list || (scenario == nil && png == nil && svg == nil && frames == nil && scale == nil) else {
            throw ValidationError("--list takes no other arguments")
        }
        // `gallery help` showed the help before argument-parser read the arguments.
        if scenario == "help", png == nil, svg == nil, frames == nil {
            throw CleanExit.helpRequest(self)
        }
        if png?.isEmpty == true {
            throw ValidationError("--png needs a file name")
        }
        if svg?.isEmpty == true {
            throw ValidationError("--svg needs a file name")
        }
        if frames?.isEmpty == true {
            throw ValidationError("--frames needs a directory name")
        }
        if let scale, !(1...4).contains(scale) {
            throw ValidationError("--scale must be a number from 1 to 4, not \(scale)")
        }
        if let scenario, Scenario.named(scenario) == nil {
            throw Self.unknownScenario(scenario)
        }
    }

    /// Runs the command on the main actor, writing to standard output and
    /// standard error; argument-parser's `main()` calls this.
    ///
    /// The gallery's code is synchronous and main-actor isolated, and
    /// argument-parser calls `run()` on the thread that called `main()`: the
    /// main thread, in the `gallery` executable's top-level code.
    public func run() throws {
        try MainActor.assumeIsolated {
            try run(output: { print($0) }, error: Self.writeToStandardError)
        }
    }

    /// Runs the command, writing to `output` (and errors and notes to `error`).
    ///
    /// - Throws: `ExitCode` 1 when the scenario caused diagnostics (they end
    ///   its transcript), 3 when the PNG or SVG could not be written (after saying
    ///   why to `error`); `ValidationError` for a scenario name that
    ///   ``validate()`` would have refused.
    @MainActor
    public func run(output: @escaping @MainActor (String) -> Void, error: (String) -> Void) throws {
        if list {
            let width = Scenario.all.map(\.name.count).max() ?? 0
            for scenario in Scenario.all {
                output(scenario.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + scenario.summary)
            }
            return
        }
        let name = scenario ?? Scenario.defaultScenario.name
        guard let scenario = Scenario.named(name) else {
            throw Self.unknownScenario(name)
        }
        let frame = Picture(wantsSVG: svg != nil, scale: scale.map { CGFloat($0) })
        let recorder: FrameRecorder? = frames == nil ? nil : FrameRecorder(scale: scale.map { CGFloat($0) })
        var step: (@MainActor (UIWindow) -> Void)?
        if let recorder {
            step = { window in recorder.endStep(window) }
        }
        let diagnostics = scenario.run(
            log: { line in
                recorder?.log(line)
                output(line)
            },
            picture: png == nil && svg == nil ? nil : frame.take,
            step: step
        )
        if let png {
            let picture = frame.picture
            let pixels = picture.map { "\(Int($0.size.width * $0.scale))×\(Int($0.size.height * $0.scale)) pixels" } ?? ""
            try write(picture?.pngData(), of: name, to: png, as: "picture", size: pixels, error: error)
        }
        if let svg {
            try write(frame.svg, of: name, to: svg, as: "SVG", size: "\(frame.svg?.count ?? 0) bytes", error: error)
        }
        if let frames, let recorder {
            try write(recorder, of: scenario, to: frames, error: error)
        }
        if !diagnostics.isEmpty {
            throw ExitCode.scenarioCausedDiagnostics
        }
    }

    /// Writes `data` (the scenario's `kind`, of `size`) to `path` and says so to `error`.
    @MainActor
    private func write(_ data: Data?, of name: String, to path: String, as kind: String, size: String, error: (String) -> Void) throws {
        guard let data else {
            error("gallery: the scenario '\(name)' showed no window to write to \(path)")
            throw ExitCode.pngNotWritten
        }
        do {
            try data.write(to: URL(fileURLWithPath: path))
        } catch let failure {
            error("gallery: could not write \(path): \(failure.localizedDescription)")
            throw ExitCode.pngNotWritten
        }
        error("gallery: wrote the \(kind) of '\(name)' to \(path) (\(size))")
    }

    /// Writes the frames of `scenario` into the directory at `path` and says so to `error`.
    @MainActor
    private func write(_ recorder: FrameRecorder, of scenario: Scenario, to path: String, error: (String) -> Void) throws {
        guard !recorder.frames.isEmpty else {
            error("gallery: the scenario '\(scenario.name)' showed no window to write to \(path)")
            throw ExitCode.pngNotWritten
        }
        do {
            try recorder.write(to: URL(fileURLWithPath: path), name: scenario.name, summary: scenario.summary)
        } catch let failure {
            error("gallery: could not write \(path): \(failure.localizedDescription)")
            throw ExitCode.pngNotWritten
        }
        error("gallery: wrote \(recorder.frames.count) frames of '\(scenario.name)' and index.html to \(path)")
    }

    /// Keeps the picture of a scenario's window, taken at its picture step or as it ends.
    @MainActor
    private final class Picture {
        let wantsSVG: Bool
        let scale: CGFloat?
        var picture: UIImage?
        var svg: Data?

        init(wantsSVG: Bool, scale: CGFloat?) {
            self.wantsSVG = wantsSVG
            self.scale = scale
        }

        /// Takes what `window` shows, as UIKit code would: its hierarchy
        /// drawn into an image renderer at the screen's scale; and its SVG
        /// when asked.
        func take(_ window: UIWindow) {
            let format = UIGraphicsImageRendererFormat()
            if let scale { format.scale = scale }
            picture = UIGraphicsImageRenderer(bounds: window.bounds, format: format).image { _ in
                window.drawHierarchy(in: window.bounds, afterScreenUpdates: true)
            }
            if wantsSVG { svg = window.svgData() }
        }
    }

    private static func unknownScenario(_ name: String) -> ValidationError {
        ValidationError("no scenario named '\(name)' (try 'gallery --list')")
    }

    /// Writes `text` and a newline to standard error (the default `error` of ``main(arguments:output:error:columns:)``).
    @usableFromInline
    static func writeToStandardError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
