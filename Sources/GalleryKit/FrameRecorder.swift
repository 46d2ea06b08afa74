import Foundation
import OpenUIKit

/// The pictures and transcript lines of `gallery <scenario> --frames <dir>`:
/// one PNG a step, numbered `001-<slug>.png` after the step's first action,
/// and an `index.html` that shows each picture beside the lines of its step.
///
/// The bytes depend only on the scenario (no dates, no paths), so a second
/// run writes the same files.
@MainActor
final class FrameRecorder {
    /// One step's picture and lines.
    struct Frame {
        /// The PNG's file name, `001-<slug>.png`.
        var fileName: String
        /// The transcript lines of the step, from its first action (or the
        /// section header before it) to where it ended.
        var lines: [String]
        /// The picture, encoded.
        var png: Data
        /// The picture's size in points.
        var size: CGSize
    }

    /// The pixels a point of the pictures; `nil` draws at the screen's scale.
    let scale: CGFloat?
    private(set) var frames: [Frame] = []
    private var lines: [String] = []
    private var stepStart = 0

    init(scale: CGFloat?) {
        self.scale = scale
    }

    /// Keeps a line of the transcript.
    func log(_ line: String) {
        lines.append(line)
    }

    /// Ends a step: the lines since the last one, and `window` as it is now.
    func endStep(_ window: UIWindow) {
        let stepLines = Array(lines[stepStart...])
        stepStart = lines.count
        let format = UIGraphicsImageRendererFormat()
        if let scale { format.scale = scale }
        let bounds = window.bounds
        let png = UIGraphicsImageRenderer(bounds: bounds, format: format).pngData { _ in
            window.drawHierarchy(in: bounds, afterScreenUpdates: true)
        }
        let number = String(frames.count + 1)
        let fileName = String(repeating: "0", count: max(0, 3 - number.count)) + number + "-" + Self.slug(for: stepLines) + ".png"
        frames.append(Frame(fileName: fileName, lines: stepLines, png: png, size: bounds.size))
    }

    /// The lines written after the last step (the diagnostics section).
    var trailingLines: [String] { Array(lines[stepStart...]) }

    /// A file-name slug for a step: the words of its first action's code,
    /// lowercased and joined by hyphens (each word ASCII letters and
    /// digits), as many whole words as fit in 40 characters.
    static func slug(for lines: [String]) -> String {
        let action = lines.first { $0.hasPrefix("> ") }.map { String($0.dropFirst(2)) } ?? ""
        var words: [String] = []
        var word = ""
        for scalar in action.lowercased().unicodeScalars {
            if scalar.isASCII, CharacterSet.alphanumerics.contains(scalar) {
                word.unicodeScalars.append(scalar)
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        var slug = ""
        for word in words {
            let next = slug.isEmpty ? String(word.prefix(40)) : slug + "-" + word
            guard next.count <= 40 else { break }
            slug = next
        }
        return slug.isEmpty ? "step" : slug
    }
}
