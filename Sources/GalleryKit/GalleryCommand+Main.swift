import ArgumentParser

extension GalleryCommand {
    /// Parses `arguments` (without the program name), runs what they ask for
    /// and returns the process's exit status, as the `gallery` executable does.
    ///
    /// Help goes to `output`; usage errors go to `error` with the usage, in
    /// argument-parser's words. The statuses are the ones the help lists: 0;
    /// 1 when the scenario caused diagnostics; 2 for a usage error (where
    /// argument-parser's own `main()` would exit with `EX_USAGE`, 64); 3 when
    /// the PNG could not be written.
    ///
    /// - Parameter columns: The width to wrap the help to; `nil` uses the
    ///   terminal's width, or 80 columns when there is no terminal.
    @MainActor
    public static func main(
        arguments: [String],
        output: @escaping @MainActor (String) -> Void = { print($0) },
        error: (String) -> Void = GalleryCommand.writeToStandardError,
        columns: Int? = nil
    ) -> Int32 {
        do {
            let command = try GalleryCommand(arguments: arguments)
            try command.run(output: output, error: error)
            return ExitCode.success.rawValue
        } catch let failure {
            let status = exitCode(for: failure)
            let message = fullMessage(for: failure, columns: columns)
            if status.isSuccess {
                output(message)
            } else if !message.isEmpty {
                error(message)
            }
            return status == .validationFailure ? ExitCode.usageError.rawValue : status.rawValue
        }
    }
}

extension ExitCode {
    /// The scenario ran, and caused diagnostics.
    static let scenarioCausedDiagnostics = ExitCode(1)
    /// The arguments were not understood (argument-parser's own is 64).
    static let usageError = ExitCode(2)
    /// `--png` was given, and the picture could not be written.
    static let pngNotWritten = ExitCode(3)
}
