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
    private struct Predicate {
        var relation: NSLayoutConstraint.Relation = .equal
        var constant: CGFloat = 0
        var view: UIView?
        var priority: UILayoutPriority = .required
    }

    /// What sits between two items: nothing, `-`, or predicates.
    private enum Connection {
        case flush
        case standard
        case predicates([Predicate])
    }

    private let bytes: [UInt8]
    private let options: NSLayoutConstraint.FormatOptions
    private let metrics: [String: Any]
    private let views: [String: Any]
    private var index = 0
    private var horizontal = true
    private var constraints: [NSLayoutConstraint] = []
    private var alignmentConstraints: [NSLayoutConstraint] = []

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
            try finish(connection, earlier: nil, later: view)
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
                try finish(connection, earlier: previous, later: view)
                constraints += sizes
                previous = view
            } else if peek == UInt8(ascii: "|") {
                index += 1
                try finish(connection, earlier: previous, later: nil)
                break
            } else {
                throw fail("Expected a view or '|'")
            }
        }
        if index < bytes.count { throw fail("Expected the end of the format string") }
        return constraints + alignmentConstraints
    }

    // MARK: Reading

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private func fail(_ reason: String) -> Failure { Failure(reason: reason, position: index) }

    private mutating func parseOrientation() throws(Failure) {
        guard let first = peek, first == UInt8(ascii: "H") || first == UInt8(ascii: "V") else { return }
        horizontal = first == UInt8(ascii: "H")
        index = 1
        guard peek == UInt8(ascii: ":") else {
            throw fail(horizontal ? "Expected ':' after 'H' to specify horizontal arrangement"
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
            throw fail("Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores.")
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
            make(view, size, predicate.relation, predicate.view, predicate.view == nil ? .notAnAttribute : size,
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
            throw fail("Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers.")
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
        let relations: [UInt8: NSLayoutConstraint.Relation] = [
            UInt8(ascii: "="): .equal, UInt8(ascii: ">"): .greaterThanOrEqual, UInt8(ascii: "<"): .lessThanOrEqual,
        ]
        if let relation = relations[first] {
            predicate.relation = relation
            index += 1
            guard peek == UInt8(ascii: "=") else { throw fail("Unknown relation. Must be ==, >=, or <=") }
            index += 1
        }
        switch try parseObject(allowingViews: allowingViews) {
        case .number(let value): predicate.constant = CGFloat(value)
        case .view(let view): predicate.view = view
        }
        if peek == UInt8(ascii: "@") {
            index += 1
            guard case .number(let value) = try parseObject(allowingViews: false, forPriority: true) else {
                preconditionFailure("parseObject(allowingViews: false) returned a view")
            }
            guard value > 0 else {
                throw fail("Invalid priority specified: \(String(format: "%g", value)). Priority must be greater than 0")
            }
            guard value <= 1000 else {
                throw fail("Invalid priority specified: \(String(format: "%g", value)). Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.")
            }
            predicate.priority = UILayoutPriority(Float(value))
        }
        return predicate
    }

    private enum Object {
        case number(Double)
        case view(UIView)
    }

    /// A number, a metric's value, or (inside a view's parentheses) a view.
    private mutating func parseObject(allowingViews: Bool, forPriority: Bool = false) throws(Failure) -> Object {
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
            return .number(value)
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
            return .number(value)
        }
        if views[name] != nil {
            if allowingViews { return .view(try lookUpView(name)) }
            throw fail(forPriority
                ? "\(name) is a view, not a priority. A priority must be a number or a key from the metrics dictionary"
                : "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]")
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

    private mutating func readName() -> String {
        let start = index
        guard let first = peek, Self.isNameStart(first) else { return "" }
        index += 1
        while let byte = peek, Self.isNameStart(byte) || Self.isDigit(byte) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// Reads a number the way `strtod` would for the forms listed in the
    /// grammar, including `inf` and `nan` (which the caller refuses).
    private mutating func readNumber() -> Double? {
        let start = index
        if peek == UInt8(ascii: "-") { index += 1 }
        let signEnd = index
        func isLetter(_ byte: UInt8) -> Bool { Self.isNameStart(byte) && byte != UInt8(ascii: "_") }
        if let byte = peek, isLetter(byte) {
            while let byte = peek, isLetter(byte) { index += 1 }
            let word = String(decoding: bytes[signEnd..<index], as: UTF8.self).lowercased()
            guard word == "inf" || word == "infinity" || word == "nan" else { return nil }
            return word == "nan" ? .nan : (signEnd > start ? -.infinity : .infinity)
        }
        if peek == UInt8(ascii: "0"), index + 2 < bytes.count,
           bytes[index + 1] | 0x20 == UInt8(ascii: "x"), Self.hexValue(bytes[index + 2]) != nil {
            index += 2
            var value = 0.0
            while let byte = peek, let digit = Self.hexValue(byte) { value = value * 16 + Double(digit); index += 1 }
            return signEnd > start ? -value : value
        }
        var digits = 0
        while let byte = peek, Self.isDigit(byte) { index += 1; digits += 1 }
        if peek == UInt8(ascii: ".") {
            index += 1
            while let byte = peek, Self.isDigit(byte) { index += 1; digits += 1 }
        }
        guard digits > 0 else { return nil }
        if let e = peek, e | 0x20 == UInt8(ascii: "e") {
            var end = index + 1
            if end < bytes.count, bytes[end] == UInt8(ascii: "+") || bytes[end] == UInt8(ascii: "-") { end += 1 }
            if end < bytes.count, Self.isDigit(bytes[end]) {
                index = end
                while let byte = peek, Self.isDigit(byte) { index += 1 }
            }
        }
        return Double(String(decoding: bytes[start..<index], as: UTF8.self))
    }

    // MARK: Building

    /// Makes the constraints of one connection, and the alignment between its
    /// two views. `nil` stands for the superview of the other item.
    private mutating func finish(_ connection: Connection, earlier: UIView?, later: UIView?) throws(Failure) {
        let direction = options.intersection(.directionMask)
        let rightToLeft = horizontal && direction == .directionRightToLeft
        let leftAndRight = horizontal && direction != .directionLeadingToTrailing
        let baselines = options.contains(.spacingBaselineToBaseline)
        if baselines && horizontal { throw fail("BaselineToBaseline format option not valid for horizontal layout") }
        let minEdge: NSLayoutConstraint.Attribute = horizontal ? (leftAndRight ? .left : .leading) : .top
        let maxEdge: NSLayoutConstraint.Attribute = horizontal ? (leftAndRight ? .right : .trailing) : .bottom

        // The constraint reads `first.attribute ⋛ second.attribute + gap`: the
        // item further along the coordinate axis comes first (UIKit's order).
        let first = rightToLeft ? earlier : later
        let second = rightToLeft ? later : earlier
        let standardToSuperview = first == nil || second == nil
        var predicates: [Predicate]
        switch connection {
        case .flush: predicates = [Predicate()]
        case .standard: predicates = [Predicate(constant: standardToSuperview ? 0 : UIView._systemSpacing)]
        case .predicates(let list): predicates = list
        }
        // `|` is the superview of the view next to it.
        let superview = standardToSuperview ? try container(of: earlier ?? later) : nil
        // Standard spacing to the superview is its layout margin (UIKit since iOS 8).
        var toMargins = false
        if case .standard = connection { toMargins = standardToSuperview }
        guard let firstItem = first ?? superview, let secondItem = second ?? superview else {
            preconditionFailure("a connection between two superviews")
        }
        let firstAttribute: NSLayoutConstraint.Attribute = first == nil
            ? (toMargins ? Self.margin(of: maxEdge) : maxEdge) : (baselines ? .firstBaseline : minEdge)
        let secondAttribute: NSLayoutConstraint.Attribute = second == nil
            ? (toMargins ? Self.margin(of: minEdge) : minEdge) : (baselines ? .lastBaseline : maxEdge)
        for predicate in predicates {
            constraints.append(make(firstItem, firstAttribute, predicate.relation, secondItem, secondAttribute,
                                    predicate.constant, predicate.priority))
        }
        if let first, let second { try align(second, first) }
    }

    /// The superview a `|` next to `view` stands for (looked up only when a `|` is used).
    private func container(of view: UIView?) throws(Failure) -> UIView {
        guard let view else { preconditionFailure("a connection without any view") }
        guard let superview = view.superview else {
            throw fail("Unable to interpret '|' character, because the related view doesn't have a superview")
        }
        return superview
    }

    /// Alignment constraints the options ask for between two consecutive views.
    private mutating func align(_ a: UIView, _ b: UIView) throws(Failure) {
        let mask = options.intersection(.alignmentMask).rawValue
        guard mask != 0 else { return }
        for raw in 1...12 where mask & (1 << UInt(raw)) != 0 {
            guard let attribute = NSLayoutConstraint.Attribute(rawValue: raw) else { continue }
            let alongTheLayout = (attribute.axis == .horizontal) == horizontal
            if alongTheLayout {
                throw fail(horizontal
                    ? "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal."
                    : "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical.")
            }
            alignmentConstraints.append(make(a, attribute, .equal, b, attribute, 0, .required))
        }
    }

    private func make(_ item: UIView, _ attribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
                      _ other: UIView?, _ otherAttribute: NSLayoutConstraint.Attribute,
                      _ constant: CGFloat, _ priority: UILayoutPriority) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: other,
                                            attribute: otherAttribute, multiplier: 1, constant: constant)
        constraint.priority = priority
        return constraint
    }

    // MARK: Characters and numbers

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private static func isNameStart(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }

    private static func hexValue(_ byte: UInt8) -> Int? {
        if isDigit(byte) { return Int(byte - UInt8(ascii: "0")) }
        let lower = byte | 0x20
        return lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "f") ? Int(lower - UInt8(ascii: "a")) + 10 : nil
    }

    private static func margin(of edge: NSLayoutConstraint.Attribute) -> NSLayoutConstraint.Attribute {
        switch edge {
        case .left: .leftMargin
        case .right: .rightMargin
        case .top: .topMargin
        case .bottom: .bottomMargin
        case .leading: .leadingMargin
        case .trailing: .trailingMargin
        default: edge
        }
    }

    /// A metric's value: any Swift number or an `NSNumber`.
    static func number(from value: Any) -> Double? {
        switch value {
        case is Bool: return nil
        case let number as Double: return number
        case let number as CGFloat: return Double(number)
        case let number as Float: return Double(number)
        case let number as Int: return Double(number)
        case let number as any BinaryInteger: return Double(number)
        case let number as any BinaryFloatingPoint: return Double(number)
        case let number as NSNumber: return number.doubleValue
        default: return nil
        }
    }
}
