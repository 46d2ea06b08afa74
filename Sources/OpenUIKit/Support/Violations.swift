import Cassowary

/// Internal impossibilities, gathered in one place (see STYLE.md, rule 5).
///
/// Misuse by a caller is never one of these: it goes through
/// ``UIDiagnostics`` and leaves state sound. These fire only when
/// OpenUIKit's own bookkeeping has been broken.
enum Violations {
    static func appearanceStateCorrupted(_ detail: String, file: StaticString = #file, line: UInt = #line) -> Never {
        preconditionFailure("OpenUIKit appearance bookkeeping is corrupted: \(detail)", file: file, line: line)
    }

    static func viewTreeCorrupted(_ detail: String, file: StaticString = #file, line: UInt = #line) -> Never {
        preconditionFailure("OpenUIKit view tree is corrupted: \(detail)", file: file, line: line)
    }

    static func fatalDiagnostic(_ diagnostic: UIDiagnostic, file: StaticString = #file, line: UInt = #line) -> Never {
        fatalError("\(diagnostic.kind): \(diagnostic.message)", file: file, line: line)
    }

    /// The layout engine asked the solver for something its own bookkeeping
    /// says cannot fail — removing a constraint it added, re-adding what a
    /// consistent solver held, adding a non-required constraint whose
    /// numbers were checked — and the solver refused.
    static func layoutEngineOutOfStep(
        _ operation: String, _ error: CassowaryError,
        file: StaticString = #file, line: UInt = #line
    ) -> Never {
        preconditionFailure(
            "OpenUIKit's layout engine and its solver are out of step: \(operation) failed with \(error)",
            file: file, line: line)
    }
}
