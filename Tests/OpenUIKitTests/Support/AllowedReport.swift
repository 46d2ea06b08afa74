import OpenUIKit

/// A report a step of a randomized sequence may make: its kind and a part
/// of its message, declared by the operation the step performs.
///
/// Where UIKit has words for the condition, the part is UIKit's and the
/// comment beside the declaration names where they come from; otherwise it
/// is OpenUIKit's own message (the report itself is our choice) and says so.
/// A randomized suite records each step on its own and fails, with the seed,
/// the step and the operation, on any report its step did not declare.
struct AllowedReport: CustomStringConvertible {
    var kind: UIDiagnostic.Kind
    /// A part of the message, matched anywhere in it.
    var words: String

    init(_ kind: UIDiagnostic.Kind, _ words: String) {
        self.kind = kind
        self.words = words
    }

    func allows(_ report: UIDiagnostic) -> Bool {
        report.kind == kind && report.message.contains(words)
    }

    var description: String { "[\(kind)] …\(words)…" }

    /// The failures for the reports of one step that `allowed` does not
    /// name, each with the seed, the step and the operation.
    static func unexpected(
        _ reports: [UIDiagnostic], allowed: [AllowedReport], seed: UInt64, step: Int, operation: String
    ) -> [String] {
        reports.filter { report in !allowed.contains { $0.allows(report) } }.map {
            "seed \(seed), step \(step) (\(operation)): unexpected report \($0)"
        }
    }
}
