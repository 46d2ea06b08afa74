import Foundation

/// A recursive-descent reader of the visual format language that builds the
/// constraints as it goes, in UIKit's order.
///
/// The grammar (Apple, "Auto Layout Guide", appendix "Visual Format Language"),
/// with what UIKit also accepts noted in brackets:
///
///     format      ::= (("H" | "V") ":")? ("|" connection)? view (connection view)* (connection "|")?
///     view        ::= "[" name ("(" predicate ("," predicate)* ")")? "]"
///     connection  ::= ""  |  "-"  |  "-" (predicate | "(" predicate ("," predicate)* ")") "-"
///     predicate   ::= relation? object ("@" priority)?
///     relation    ::= "==" | ">=" | "<="
///     object      ::= number | metricName | viewName     (a view name only inside a view)
///     priority    ::= number | metricName                (0 < priority ≤ 1000)
///     name        ::= [A-Za-z_][A-Za-z0-9_]*
///     number      ::= "-"? digits ("." digits)? (("e" | "E") ("+" | "-")? digits)?  [or "0x" hex digits]
///
/// [A connection without parentheses may carry a relation and a priority,
/// `-(>=8)-` and `->=8@750-` alike.] No whitespace is allowed anywhere.
///
/// Every failure is a ``Failure`` at the byte where reading stopped; the
/// caller turns it into UIKit's "Unable to parse constraint format" report.
@MainActor
struct _VisualFormatParser {
    /// Why reading stopped, and where.
    struct Failure: Error {
        var reason: String
        var position: Int
    }

    /// One relation between a subject and a constant or (inside a view) another view.
    struct Predicate {
        var relation: NSLayoutConstraint.Relation = .equal
        var constant: CGFloat = 0
        var view: UIView?
        var priority: UILayoutPriority = .required
    }

    /// What sits between two items: nothing, `-`, or predicates.
    enum Connection {
        case flush
        case standard
        case predicates([Predicate])
    }

    let bytes: [UInt8]
    let options: NSLayoutConstraint.FormatOptions
    let metrics: [String: Any]
    let views: [String: Any]
    var index = 0
    var horizontal = true
    var constraints: [NSLayoutConstraint] = []
    var alignmentConstraints: [NSLayoutConstraint] = []

    init(ascii bytes: [UInt8], options: NSLayoutConstraint.FormatOptions, metrics: [String: Any], views: [String: Any]) {
        self.bytes = bytes
        self.options = options
        self.metrics = metrics
        self.views = views
    }

    /// Reads the whole format: the constraints in UIKit's order (each
    /// connection, then the size predicates of the view after it), followed by
    /// the alignment constraints the options ask for.
    ///
    /// - Complexity: O(*n*) in the length of the format.
    mutating func parse() throws(Failure) -> [NSLayoutConstraint] {
        try parseOrientation()
        var previous: UIView
        if peek == UInt8(ascii: "|") {
            index += 1
            guard index < bytes.count else { throw fail("Expected a connection after the '|' character") }
            let connection = try parseConnection()
            let (view, sizes) = try parseView()
            try finish(connection, from: .superview(of: view), to: .view(view))
            constraints += sizes
            previous = view
        } else {
            let (view, sizes) = try parseView()
            constraints += sizes
            previous = view
        }
        while index < bytes.count {
            let connection = try parseConnection()
            if peek == UInt8(ascii: "[") {
                let (view, sizes) = try parseView()
                try finish(connection, from: .view(previous), to: .view(view))
                constraints += sizes
                previous = view
            } else if peek == UInt8(ascii: "|") {
                index += 1
                try finish(connection, from: .view(previous), to: .superview(of: previous))
                break
            } else {
                throw fail("Expected a view or '|'")
            }
        }
        if index < bytes.count { throw fail("Expected the end of the format string") }
        return constraints + alignmentConstraints
    }

    // MARK: Reading

    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    func fail(_ reason: String) -> Failure { Failure(reason: reason, position: index) }

    private mutating func parseOrientation() throws(Failure) {
        guard let first = peek, first == UInt8(ascii: "H") || first == UInt8(ascii: "V") else { return }
        horizontal = first == UInt8(ascii: "H")
        index = 1
        guard peek == UInt8(ascii: ":") else {
            throw fail(
                horizontal
                    ? "Expected ':' after 'H' to specify horizontal arrangement"
                    : "Expected ':' after 'V' to specify vertical arrangement")
        }
        index = 2
    }

    /// `[name]` or `[name(predicates)]`: the view and its size constraints.
    private mutating func parseView() throws(Failure) -> (UIView, [NSLayoutConstraint]) {
        guard peek == UInt8(ascii: "[") else { throw fail("Expected a view") }
        index += 1
        guard index < bytes.count else { throw fail("Expected a view") }
        let name = readName()
        guard !name.isEmpty else {
            throw fail(
                "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores.")
        }
        let view = try lookUpView(name)
        if peek == UInt8(ascii: "]") {
            index += 1
            return (view, [])
        }
        guard peek == UInt8(ascii: "(") else { throw fail("Expected a ']' here. That is how you give the end of a view.") }
        index += 1
        guard index < bytes.count else { throw fail("Unexpectedly ran out of character fodder in the middle of parsing a view") }
        let predicates = try parsePredicateList(allowingViews: true)
        guard peek == UInt8(ascii: ")") else {
            throw fail("A predicate on a view's thickness must end with ')' and the view must end with ']'")
        }
        index += 1
        guard peek == UInt8(ascii: "]") else { throw fail("Expected ']' after specifying thickness.") }
        index += 1
        let size: NSLayoutConstraint.Attribute = horizontal ? .width : .height
        let sizes = predicates.map { predicate in
            make(
                view, size, predicate.relation, predicate.view, predicate.view == nil ? .notAnAttribute : size,
                predicate.view == nil ? predicate.constant : 0, predicate.priority)
        }
        return (view, sizes)
    }

    private mutating func parseConnection() throws(Failure) -> Connection {
        guard peek == UInt8(ascii: "-") else { return .flush }
        index += 1
        if let next = peek, next == UInt8(ascii: "|") || next == UInt8(ascii: "[") { return .standard }
        let predicates: [Predicate]
        if peek == UInt8(ascii: "-") {
            throw fail(
                "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers."
            )
        } else if peek == UInt8(ascii: "(") {
            index += 1
            predicates = try parsePredicateList(allowingViews: false)
            guard peek == UInt8(ascii: ")") else {
                throw fail("Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier")
            }
            index += 1
        } else {
            predicates = [try parsePredicate(allowingViews: false)]
        }
        if peek == UInt8(ascii: ",") {
            throw fail("Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints")
        }
        guard peek == UInt8(ascii: "-") else { throw fail("Expected a '-' here") }
        index += 1
        return .predicates(predicates)
    }

    private mutating func parsePredicateList(allowingViews: Bool) throws(Failure) -> [Predicate] {
        var predicates = [try parsePredicate(allowingViews: allowingViews)]
        while peek == UInt8(ascii: ",") {
            index += 1
            predicates.append(try parsePredicate(allowingViews: allowingViews))
        }
        return predicates
    }

    private mutating func parsePredicate(allowingViews: Bool) throws(Failure) -> Predicate {
        guard let first = peek else { throw fail("Expected more input") }
        var predicate = Predicate()
        let relation: NSLayoutConstraint.Relation? =
            switch first {
            case UInt8(ascii: "="): .equal
            case UInt8(ascii: ">"): .greaterThanOrEqual
            case UInt8(ascii: "<"): .lessThanOrEqual
            default: nil
            }
        if let relation {
            predicate.relation = relation
            index += 1
            guard peek == UInt8(ascii: "=") else { throw fail("Unknown relation. Must be ==, >=, or <=") }
            index += 1
        }
        if allowingViews, let view = try parseViewObject() {
            predicate.view = view
        } else {
            predicate.constant = CGFloat(try parseConstant(forPriority: false))
        }
        if peek == UInt8(ascii: "@") {
            index += 1
            let value = try parseConstant(forPriority: true)
            // A positive number too small for a Float priority is 0 to the constraint.
            guard Float(value) > 0 else {
                throw fail("Invalid priority specified: \(String(format: "%g", value)). Priority must be greater than 0")
            }
            guard value <= 1000 else {
                throw fail(
                    "Invalid priority specified: \(String(format: "%g", value)). Priority cannot be higher than NSLayoutPriorityRequired, which is 1000."
                )
            }
            predicate.priority = UILayoutPriority(Float(value))
        }
        return predicate
    }

    /// The view a predicate inside a view's parentheses names (`[a(==b)]`),
    /// or nil, reading nothing, when what follows is not a view's name.
    private mutating func parseViewObject() throws(Failure) -> UIView? {
        let start = index
        let name = readName()
        guard !name.isEmpty, metrics[name] == nil, views[name] != nil else {
            index = start
            return nil
        }
        return try lookUpView(name)
    }

    /// A number, or a metric's value.
    private mutating func parseConstant(forPriority: Bool) throws(Failure) -> Double {
        guard let first = peek else {
            throw fail("Expected a number or key from the metrics dictionary, but encountered something else")
        }
        if first == UInt8(ascii: "-") || Self.isDigit(first) {
            let start = index
            guard let value = readNumber() else {
                index = start
                throw fail("Expected a number or a key from the metrics dictionary, but encountered something else")
            }
            guard value.isFinite else {
                let text = String(decoding: bytes[start..<index], as: UTF8.self)
                index = start
                throw fail("The number \(text) is not finite. Constants and priorities must be finite numbers")
            }
            return value
        }
        guard Self.isNameStart(first) else {
            throw fail("Expected a number or key from the metrics dictionary, but encountered something else")
        }
        let start = index
        let name = readName()
        if let metric = metrics[name] {
            guard let value = Self.number(from: metric), value.isFinite else {
                index = start
                throw fail("The metric \(name) is \(metric), not a finite number")
            }
            return value
        }
        if views[name] != nil {
            throw fail(
                forPriority
                    ? "\(name) is a view, not a priority. A priority must be a number or a key from the metrics dictionary"
                    : "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]"
            )
        }
        throw fail("Encountered metric with name \"\(name)\", but value was not specified in metrics or views dictionaries")
    }

    private func lookUpView(_ name: String) throws(Failure) -> UIView {
        guard let value = views[name] else { throw fail("\(name) is not a key in the views dictionary.") }
        guard let view = value as? UIView else {
            throw fail("\(name) maps to \(type(of: value)), not a view. The views dictionary may hold only views.")
        }
        return view
    }
}
