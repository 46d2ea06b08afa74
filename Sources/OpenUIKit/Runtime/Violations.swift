/// Internal impossibilities, gathered in one place (see STYLE.md, rule 5).
///
/// Misuse by a caller is never one of these: it goes through
/// ``UIDiagnostics`` and leaves state sound. These fire only when
/// OpenUIKit's own bookkeeping has been broken.
enum Violations {
    static func appearanceStateCorrupted(_ detail: String) -> Never {
        preconditionFailure("OpenUIKit appearance bookkeeping is corrupted: \(detail)")
    }

    static func viewTreeCorrupted(_ detail: String) -> Never {
        preconditionFailure("OpenUIKit view tree is corrupted: \(detail)")
    }

    static func outOfMemory(_ what: String) -> Never {
        preconditionFailure("OpenUIKit could not allocate \(what)")
    }

    static func fatalDiagnostic(_ diagnostic: UIDiagnostic) -> Never {
        fatalError("\(diagnostic.kind): \(diagnostic.message)")
    }
}
