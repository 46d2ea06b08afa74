import Foundation
import OpenUIKit

/// The `gallery` command line: what the arguments ask for, and running it.
///
/// ```
/// gallery                        runs the tunnel scenario
/// gallery <name>                 runs the scenario called <name>
/// gallery <name> --png <file>    … and writes its final frame as a PNG
/// gallery --list                 lists the scenarios
/// gallery --help                 shows usage
/// ```
public enum GalleryCommand: Equatable, Sendable {
    /// Runs a scenario; with `png`, writes the window as the scenario ends there.
    case run(scenario: String, png: String? = nil)
    case list
    case help
    /// Arguments the command does not understand, with the message to show.
    case usageError(String)

    /// Reads the arguments (without the program name).
    public init(arguments: [String]) {
        var scenario: String?
        var png: String?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--list", "-l":
                self = arguments.count == 1 ? .list : .usageError("gallery: --list takes no other arguments (see 'gallery --help')")
                return
            case "--help", "-h", "help":
                self = arguments.count == 1 ? .help : .usageError("gallery: --help takes no other arguments (see 'gallery --help')")
                return
            case "--png":
                guard png == nil, let path = remaining.popFirst(), !path.isEmpty, !path.hasPrefix("-") else {
                    self = .usageError("gallery: --png needs one file name (see 'gallery --help')")
                    return
                }
                png = path
            case _ where argument.hasPrefix("-"):
                self = .usageError("gallery: unknown option '\(argument)' (see 'gallery --help')")
                return
            default:
                guard scenario == nil else {
                    self = .usageError("gallery: expected at most one scenario name, got '\(scenario!)' and '\(argument)' (see 'gallery --help')")
                    return
                }
                guard Scenario.named(argument) != nil else {
                    self = .usageError(Self.unknownScenarioMessage(argument))
                    return
                }
                scenario = argument
            }
        }
        self = .run(scenario: scenario ?? Scenario.defaultScenario.name, png: png)
    }

    /// The usage text.
    public static var usage: String {
        """
        USAGE: gallery [<scenario>] [--png <file>]
               gallery --list
               gallery --help

        Runs a scenario of the OpenUIKit sample app and prints what happens:
        the actions it takes, the lifecycle trace they cause and the state
        they lead to. Runs '\(Scenario.defaultScenario.name)' when no scenario is named.

        OPTIONS:
          --png <file>  Also write the scenario's window, as it is when the
                        scenario ends, to <file> as a PNG (at the screen's
                        scale, 3 pixels a point).
          -l, --list    List the scenarios.
          -h, --help    Show this help.

        EXIT STATUS:
          0 success, 1 the scenario caused diagnostics, 2 usage error,
          3 the PNG could not be written.
        """
    }

    /// Runs the command, writing to standard output (and errors and notes to
    /// standard error), and returns the process's exit status: 0; 1 when the
    /// scenario caused diagnostics (they end its transcript); 2 for a usage
    /// error; 3 when the PNG could not be written.
    @MainActor
    public func run(
        output: @escaping @MainActor (String) -> Void = { print($0) },
        error: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    ) -> Int32 {
        switch self {
        case let .run(name, png):
            guard let scenario = Scenario.named(name) else {
                error(Self.unknownScenarioMessage(name))
                return 2
            }
            let frame = FinalFrame()
            let diagnostics = scenario.run(log: { output($0) }, finalFrame: png == nil ? nil : frame.take)
            let picture = frame.picture
            if let png {
                guard let picture, let data = picture.pngData() else {
                    error("gallery: the scenario '\(name)' showed no window to write to \(png)")
                    return 3
                }
                do {
                    try data.write(to: URL(fileURLWithPath: png))
                } catch let failure {
                    error("gallery: could not write \(png): \(failure.localizedDescription)")
                    return 3
                }
                let pixels = "\(Int(picture.size.width * picture.scale))×\(Int(picture.size.height * picture.scale))"
                error("gallery: wrote the final frame of '\(name)' to \(png) (\(pixels) pixels)")
            }
            return diagnostics.isEmpty ? 0 : 1
        case .list:
            let width = Scenario.all.map(\.name.count).max() ?? 0
            for scenario in Scenario.all {
                output(scenario.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + scenario.summary)
            }
            return 0
        case .help:
            output(Self.usage)
            return 0
        case let .usageError(message):
            error(message)
            return 2
        }
    }

    /// Keeps the picture of a scenario's window as the scenario ends.
    @MainActor
    private final class FinalFrame {
        var picture: UIImage?

        /// Takes what `window` shows, as UIKit code would: its hierarchy
        /// drawn into an image renderer at the screen's scale.
        func take(_ window: UIWindow) {
            picture = UIGraphicsImageRenderer(bounds: window.bounds).image { _ in
                window.drawHierarchy(in: window.bounds, afterScreenUpdates: true)
            }
        }
    }

    private static func unknownScenarioMessage(_ name: String) -> String {
        "gallery: no scenario named '\(name)' (try 'gallery --list')"
    }
}
