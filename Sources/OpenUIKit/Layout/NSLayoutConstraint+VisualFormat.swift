import Foundation

extension NSLayoutConstraint {
    /// Makes the constraints an ASCII-art description of a row or column of
    /// views asks for, such as `"H:|-[label]-[field(>=120)]-|"`.
    ///
    /// The format names views by their keys in `views` and numbers by their
    /// keys in `metrics`; the grammar is in `Layout/VisualFormatParser.swift`.
    /// `-` between two views is the standard sibling spacing (8 points);
    /// `-` next to `|` pins the view to the superview's layout margin, as
    /// UIKit does since iOS 8. Alignment options relate each pair of
    /// consecutive views; direction options choose leading/trailing (the
    /// default), left/right, or right/left attributes for horizontal formats.
    ///
    /// A constant larger in magnitude than UIKit's limit (2777777) is
    /// replaced by the limit and reported, as every constraint's is.
    ///
    /// The constraints are returned, not activated. A format UIKit would
    /// refuse with an exception is reported as misuse, in UIKit's words with
    /// a caret under the place it stopped reading, and makes no constraints.
    ///
    /// - Complexity: O(*n*) in the length of the format.
    public static func constraints(
        withVisualFormat format: String,
        options opts: NSLayoutConstraint.FormatOptions = [],
        metrics: [String: Any]?,
        views: [String: Any]
    ) -> [NSLayoutConstraint] {
        let diagnostics = UIApplication.shared.diagnostics
        guard !format.isEmpty else {
            diagnostics.report(.misuse, "Unable to parse constraint format: It's an empty string.")
            return []
        }
        let bytes = Array(format.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else {
            diagnostics.report(.misuse, "Unable to parse constraint format: It contains non-ASCII characters.")
            return []
        }
        var parser = _VisualFormatParser(ascii: bytes, options: opts, metrics: metrics ?? [:], views: views)
        // What making the constraints reports (a constant past the limit)
        // is held back until the whole format parsed: a refused format
        // makes nothing and reports its refusal alone.
        var outcome: Result<[NSLayoutConstraint], _VisualFormatParser.Failure> = .success([])
        let (_, held) = diagnostics.recording {
            outcome = Result { () throws(_VisualFormatParser.Failure) in try parser.parse() }
        }
        switch outcome {
        case .success(let constraints):
            for report in held { diagnostics.report(report.kind, report.message) }
            return constraints
        case .failure(let failure):
            diagnostics.report(.misuse, _visualFormatFailureMessage(format, failure))
            return []
        }
    }

    /// UIKit's exception reason: the reason, the format, and a caret under
    /// the character where reading stopped (each line but the last ends in a space, as UIKit's do).
    static func _visualFormatFailureMessage(_ format: String, _ failure: _VisualFormatParser.Failure) -> String {
        let caret = String(repeating: " ", count: failure.position) + "^"
        return "Unable to parse constraint format: \n\(failure.reason) \n\(format) \n\(caret)"
    }
}
