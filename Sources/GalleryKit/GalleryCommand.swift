import Foundation

/// The `gallery` command line: what the arguments ask for, and running it.
///
/// ```
/// gallery              runs the tunnel scenario
/// gallery <name>       runs the scenario called <name>
/// gallery --list       lists the scenarios
/// gallery --help       shows usage
/// ```
public enum GalleryCommand: Equatable, Sendable {
    case run(scenario: String)
    case list
    case help
    /// Arguments the command does not understand, with the message to show.
    case usageError(String)

    /// Reads the arguments (without the program name).
    public init(arguments: [String]) {
        guard arguments.count <= 1 else {
            self = .usageError("gallery: expected at most one scenario name, got \(arguments.count) arguments (see 'gallery --help')")
            return
        }
        guard let argument = arguments.first else {
            self = .run(scenario: Scenario.defaultScenario.name)
            return
        }
        switch argument {
        case "--list", "-l":
            self = .list
        case "--help", "-h", "help":
            self = .help
        case _ where argument.hasPrefix("-"):
            self = .usageError("gallery: unknown option '\(argument)' (see 'gallery --help')")
        case _ where Scenario.named(argument) != nil:
            self = .run(scenario: argument)
        default:
            self = .usageError(Self.unknownScenarioMessage(argument))
        }
    }

    /// The usage text.
    public static var usage: String {
        """
        USAGE: gallery [<scenario>]
               gallery --list
               gallery --help

        Runs a scenario of the OpenUIKit sample app and prints what happens:
        the actions it takes, the lifecycle trace they cause and the state
        they lead to. Runs '\(Scenario.defaultScenario.name)' when no scenario is named.

        OPTIONS:
          -l, --list    List the scenarios.
          -h, --help    Show this help.

        EXIT STATUS:
          0 success, 1 the scenario caused diagnostics, 2 usage error.
        """
    }

    /// Runs the command, writing to standard output (and errors to standard
    /// error), and returns the process's exit status: 0; 1 when the scenario
    /// caused diagnostics (they end its transcript); 2 for a usage error.
    @MainActor
    public func run(
        output: @escaping @MainActor (String) -> Void = { print($0) },
        error: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    ) -> Int32 {
        switch self {
        case let .run(name):
            guard let scenario = Scenario.named(name) else {
                error(Self.unknownScenarioMessage(name))
                return 2
            }
            let diagnostics = scenario.run { output($0) }
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

    private static func unknownScenarioMessage(_ name: String) -> String {
        "gallery: no scenario named '\(name)' (try 'gallery --list')"
    }
}
