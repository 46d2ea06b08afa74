import Foundation
import Testing

/// Compares text with a golden file in `__Snapshots__`, next to this file.
///
/// Set `GALLERY_RECORD=1` to write the golden file instead (the test then
/// fails, so that a recording run is never taken for a passing one). CI
/// (`CI` set) never records. On a mismatch the issue shows a line diff.
struct GoldenFile {
    let name: String

    var url: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__")
            .appendingPathComponent(name)
    }

    static var isRecording: Bool {
        let environment = ProcessInfo.processInfo.environment
        let isCI = !(environment["CI"] ?? "").isEmpty
        let record = environment["GALLERY_RECORD"] ?? ""
        return !isCI && !(record.isEmpty || record == "0" || record.lowercased() == "false")
    }

    func assertMatches(_ actual: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if Self.isRecording {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("Recorded \(url.path). Run again without GALLERY_RECORD to compare.", sourceLocation: sourceLocation)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("No golden file at \(url.path). Record it with GALLERY_RECORD=1.", sourceLocation: sourceLocation)
            return
        }
        guard expected != actual else { return }
        Issue.record(
            """
            \(name) differs from the golden file (- golden, + actual); \
            if the change is intended, record it again with GALLERY_RECORD=1.
            \(LineDiff(from: expected, to: actual).description)
            """,
            sourceLocation: sourceLocation
        )
    }
}

/// A line diff in the style of `diff -u`, with a few lines of context.
struct LineDiff: CustomStringConvertible {
    enum Line: Equatable {
        case same(String)
        case removed(String)
        case added(String)
    }

    let lines: [Line]

    init(from old: String, to new: String) {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Longest common subsequence, from the end, so the walk below goes forwards.
        var length = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                length[i][j] = a[i] == b[j] ? length[i + 1][j + 1] + 1 : max(length[i + 1][j], length[i][j + 1])
            }
        }
        var result: [Line] = []
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                result.append(.same(a[i]))
                i += 1
                j += 1
            } else if i < a.count, j == b.count || length[i + 1][j] >= length[i][j + 1] {
                result.append(.removed(a[i]))
                i += 1
            } else {
                result.append(.added(b[j]))
                j += 1
            }
        }
        lines = result
    }

    /// Changed lines with up to `context` unchanged lines around them; `…` between hunks.
    func rendered(context: Int = 3) -> String {
        let changed = lines.indices.filter { lines[$0] != .same(text(of: lines[$0])) }
        var shown = Set<Int>()
        for index in changed {
            for k in max(0, index - context)...min(lines.count - 1, index + context) { shown.insert(k) }
        }
        var output: [String] = []
        var previous: Int?
        for index in shown.sorted() {
            if let previous, index != previous + 1 { output.append("…") }
            switch lines[index] {
            case .same(let text): output.append("  " + text)
            case .removed(let text): output.append("- " + text)
            case .added(let text): output.append("+ " + text)
            }
            previous = index
        }
        return output.joined(separator: "\n")
    }

    var description: String { rendered() }

    private func text(of line: Line) -> String {
        switch line {
        case .same(let text), .removed(let text), .added(let text): text
        }
    }
}
