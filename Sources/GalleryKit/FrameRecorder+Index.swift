import Foundation

/// The `index.html` of `gallery --frames`: the scenario's name and summary,
/// then each step's picture beside its lines (HTML-escaped, monospace).
extension FrameRecorder {
    /// The page, as UTF-8 text; the same bytes for the same frames.
    func indexHTML(name: String, summary: String) -> String {
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>gallery \(Self.escaped(name))</title>
            <style>
            body { font-family: -apple-system, "Helvetica Neue", sans-serif; margin: 24px; color: #000; background: #fff; }
            .step { display: flex; gap: 24px; align-items: flex-start; border-top: 1px solid #ddd; padding: 16px 0; }
            .step img { border: 1px solid #ccc; flex: none; }
            pre { font-family: ui-monospace, Menlo, "DejaVu Sans Mono", monospace; font-size: 12px; white-space: pre-wrap; margin: 0; }
            </style>
            </head>
            <body>
            <h1>\(Self.escaped(name))</h1>
            <p>\(Self.escaped(summary))</p>

            """
        for (index, frame) in frames.enumerated() {
            let number = index + 1
            html += """
                <section class="step" id="step-\(number)">
                <img src="\(Self.escaped(frame.fileName))" width="\(Int(frame.size.width))" height="\(Int(frame.size.height))" alt="step \(number)">
                <pre>\(Self.escaped(frame.lines.joined(separator: "\n")))</pre>
                </section>

                """
        }
        let rest = trailingLines
        if !rest.isEmpty {
            html += """
                <section class="step" id="end">
                <pre>\(Self.escaped(rest.joined(separator: "\n")))</pre>
                </section>

                """
        }
        html += "</body>\n</html>\n"
        return html
    }

    /// `text` with HTML's five special characters escaped.
    static func escaped(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// Writes the pictures and `index.html` into `directory`, creating it
    /// (and its parents) when missing.
    ///
    /// - Throws: What Foundation throws when the directory cannot be made
    ///   or a file cannot be written.
    func write(to directory: URL, name: String, summary: String) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for frame in frames {
            try frame.png.write(to: directory.appendingPathComponent(frame.fileName))
        }
        try Data(indexHTML(name: name, summary: summary).utf8).write(to: directory.appendingPathComponent("index.html"))
    }
}
