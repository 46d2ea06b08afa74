import Foundation
import OpenUIKit

/// What "sound" means after a call: the answer's form, the constraints
/// returned, and what laying them out may report. Each failure traps.
extension VisualFormatScene {
    /// A format without `H:` or `V:` reads as with `H:`: the same
    /// constraints, or the same refusal with the caret two bytes earlier.
    func checkDefaultOrientation(_ made: [NSLayoutConstraint], _ reports: [UIDiagnostic], _ input: FuzzInput) {
        let format = Array(input.format.utf8)
        guard !format.isEmpty, format.first != UInt8(ascii: "H"), format.first != UInt8(ascii: "V"),
            !format.contains(where: { $0 >= 0x80 || $0 == UInt8(ascii: "\n") })
        else { return }
        let (explicit, explicitReports) = UIApplication.shared.diagnostics.recording {
            NSLayoutConstraint.constraints(
                withVisualFormat: "H:" + input.format, options: input.options,
                metrics: metrics, views: views)
        }
        func shape(_ constraints: [NSLayoutConstraint]) -> [String] {
            constraints.map { constraint in
                "\(constraint.firstItem.map(ObjectIdentifier.init).map(String.init(describing:)) ?? "nil").\(constraint.firstAttribute) "
                    + "\(constraint.relation) "
                    + "\(constraint.secondItem.map(ObjectIdentifier.init).map(String.init(describing:)) ?? "nil").\(constraint.secondAttribute) "
                    + "\(constraint.constant) @\(constraint.priority)"
            }
        }
        guard shape(made) == shape(explicit), reports.count == explicitReports.count else {
            unsound("\"H:\" + format reads differently: \(shape(explicit)) \(explicitReports)", input)
        }
        for (report, explicitReport) in zip(reports, explicitReports) {
            // The reports differ only in the quoted format and where the caret stands.
            let lines = report.message.split(separator: "\n", omittingEmptySubsequences: false)
            let explicitLines = explicitReport.message.split(separator: "\n", omittingEmptySubsequences: false)
            guard lines.count == explicitLines.count, lines.count < 4 || lines.dropLast(2) == explicitLines.dropLast(2),
                lines.count < 4 || "  " + lines[lines.count - 1] == explicitLines[lines.count - 1]
            else {
                unsound("\"H:\" + format is refused differently: \(explicitReport.message.debugDescription)", input)
            }
        }
    }

    /// A refused format makes nothing and says why once, in UIKit's form.
    func checkRefusal(_ made: [NSLayoutConstraint], _ reports: [UIDiagnostic], _ input: FuzzInput) {
        guard made.isEmpty else { unsound("a refused format returned \(made.count) constraints", input) }
        guard reports.count == 1, reports[0].kind == .misuse else { unsound("refused with \(reports)", input) }
        let message = reports[0].message
        let prefix = "Unable to parse constraint format: "
        guard message.hasPrefix(prefix) else { unsound("refused with \(message.debugDescription)", input) }
        let format = Array(input.format.utf8)
        if format.isEmpty, message != prefix + "It's an empty string." {
            unsound("an empty format refused with \(message.debugDescription)", input)
        }
        if format.contains(where: { $0 >= 0x80 }), message != prefix + "It contains non-ASCII characters." {
            unsound("a non-ASCII format refused with \(message.debugDescription)", input)
        }
        switch message {
        case prefix + "It's an empty string.":
            guard format.isEmpty else { unsound("a non-empty format called empty", input) }
        case prefix + "It contains non-ASCII characters.":
            guard format.contains(where: { $0 >= 0x80 }) else { unsound("an ASCII format called non-ASCII", input) }
        default:
            // "<prefix>\n<reason> \n<format> \n<caret>", unless the format's own line breaks hide the lines.
            guard !format.contains(UInt8(ascii: "\n")) else { return }
            let lines = message.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            guard lines.count >= 4, Array(lines[lines.count - 2]) == format + [UInt8(ascii: " ")] else {
                unsound("the report does not quote the format: \(message.debugDescription)", input)
            }
            let caret = Array(lines[lines.count - 1])
            guard caret.last == UInt8(ascii: "^"), caret.dropLast().allSatisfy({ $0 == UInt8(ascii: " ") }),
                caret.count - 1 <= format.count
            else {
                unsound("the caret line is \(String(decoding: caret, as: UTF8.self).debugDescription)", input)
            }
        }
    }

    /// The largest constant UIKit lets a constraint have: past it, UIKit
    /// substitutes this value and logs `_NSLayoutConstraintNumberExceedsLimit`
    /// (`+[NSLayoutConstraint _constraintConstantLimit]`, 2777777 in UIKit's
    /// `_UILargeNumberLimitSupport` category).
    static let constantLimit: CGFloat = 2_777_777

    /// Returned constraints are inactive, relate known views, and carry
    /// finite constants and valid priorities; a few per byte at most.
    func checkConstraints(_ made: [NSLayoutConstraint], _ input: FuzzInput) {
        guard made.count <= 16 * max(input.format.utf8.count, 1) else {
            unsound("\(made.count) constraints from \(input.format.utf8.count) bytes", input)
        }
        let known = Set(allViews.map(ObjectIdentifier.init))
        func isKnown(_ item: AnyObject?) -> Bool { item.map { $0 is UIView && known.contains(ObjectIdentifier($0)) } ?? false }
        for constraint in made {
            guard !constraint.isActive, isKnown(constraint.firstItem),
                constraint.secondItem == nil || isKnown(constraint.secondItem),
                constraint.constant.isFinite, abs(constraint.constant) <= Self.constantLimit, constraint.multiplier == 1,
                constraint.priority.rawValue > 0, constraint.priority.rawValue <= 1000
            else {
                unsound("returned \(constraint)", input)
            }
        }
    }

    /// What laying out may report: problems of the constraints themselves.
    func checkLayoutReports(_ reports: [UIDiagnostic], _ made: [NSLayoutConstraint], _ when: String, _ input: FuzzInput) {
        for report in reports {
            switch report.kind {
            // Contradicting or incomplete constraints, and constraints between
            // views in different trees, are the caller's to fix: reported, not
            // unsound. Any other misuse (a constraint that fails validation, a
            // non-finite frame) means the parser built something it should not have.
            case .unsatisfiableConstraints, .ambiguousLayout: continue
            case .misuse where report.message.contains("because they have no common ancestor"): continue
            // A view placed nowhere in particular whose margins follow its
            // position in the window's safe area can go back and forth between
            // two solutions (`|[d(9)]-|` in this landscape window moves d's
            // superview between x = -8 and -9): the turn is cut off and
            // reported. Views the constraints place without ambiguity must settle.
            case .layoutFeedbackLoop
            where made.contains(where: { constraint in
                [constraint.firstItem, constraint.secondItem].contains { ($0 as? UIView)?.hasAmbiguousLayout == true }
            }): continue
            default: unsound("\(when), laying out reported \(report)", input)
            }
        }
    }

    func checkFrames(_ when: String, _ input: FuzzInput) {
        for view in allViews {
            let frame = view.frame
            guard frame.origin.x.isFinite, frame.origin.y.isFinite, frame.width.isFinite, frame.height.isFinite else {
                unsound("\(when), a frame is \(frame)", input)
            }
        }
        let problems = window.invariantViolations(settled: true)
        guard problems.isEmpty else { unsound("\(when): \(problems.joined(separator: "; "))", input) }
    }
}
