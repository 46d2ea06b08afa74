/// Internal impossibilities of the graphics layer, gathered in one place
/// (see STYLE.md, rule 5). Misuse by a caller is never one of these: it is
/// noted with `_reportDrawingMisuse` and the drawing goes on.
enum Violations {
    static func outOfMemory(_ what: String, file: StaticString = #file, line: UInt = #line) -> Never {
        preconditionFailure("OpenCoreGraphics could not allocate \(what)", file: file, line: line)
    }
}
