import Foundation

/// Writes an SVG document, byte for byte the same for the same drawing.
///
/// Numbers have at most three decimals, no exponent and no "-0"; values
/// beyond ±1,000,000,000 are clamped (a renderer copes; the drawing is
/// off-screen there anyway). Ids are counters in the order definitions
/// are made (`c1` clips, `g1` gradients, `f1` filters, `i1` images).
/// Attributes are written in a fixed order by each element's writer. Text
/// is escaped for XML 1.0: `& < > " '` as entities, tab, line feed and
/// carriage return as character references, other control characters
/// (which XML 1.0 cannot hold) as U+FFFD; everything else as UTF-8.
/// Geometry that is not finite is left out and reported once a document.
package final class _SVGWriter {
    /// The body, in drawing order, in pieces (so that a group opened
    /// before drawing can be dropped when nothing was drawn in it).
    private var body: [String] = []
    /// The definitions (clips, gradients, filters), in the order made.
    package private(set) var defs = ""
    private var counters: [Int] = [0, 0, 0, 0]
    private var reportedNonFinite = false

    package init() {}

    /// Appends `text` to the body.
    package func append(_ text: String) { body.append(text) }

    /// Where the body ends now (see ``insert(_:at:)``).
    package var mark: Int { body.count }

    /// Removes and returns what the body got since `mark`.
    package func take(from mark: Int) -> String {
        guard mark < body.count else { return "" }
        let taken = body[mark...].joined()
        body.removeSubrange(mark...)
        return taken
    }

    /// Inserts `text` into the body where it ended at `mark`.
    package func insert(_ text: String, at mark: Int) { body.insert(text, at: min(mark, body.count)) }

    /// Appends `text` to the definitions.
    package func define(_ text: String) { defs += text }

    package enum IDKind: Int {
        case clip, gradient, filter, image
        package var prefix: String { ["c", "g", "f", "i"][rawValue] }
    }

    /// A new id of `kind`: its prefix and the next counter.
    package func makeID(_ kind: IDKind) -> String {
        counters[kind.rawValue] += 1
        return kind.prefix + String(counters[kind.rawValue])
    }

    /// The document: `<svg>` of `size` showing `origin`'s region, the
    /// definitions, then the body.
    package func document(size: CGSize, origin: CGPoint) -> String {
        let w = Self.number(size.width)
        let h = Self.number(size.height)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"\(w)\" height=\"\(h)\""
        out += " viewBox=\"\(Self.number(origin.x)) \(Self.number(origin.y)) \(w) \(h)\">\n"
        if !defs.isEmpty { out += "<defs>\n" + defs + "</defs>\n" }
        return out + body.joined() + "</svg>\n"
    }

    // MARK: Numbers

    /// `value` with at most three decimals, no exponent, no "-0"; clamped
    /// to ±1e9; 0 for NaN (callers skip non-finite geometry first).
    package static func number(_ value: CGFloat) -> String {
        guard !value.isNaN else { return "0" }
        let clamped = min(max(Double(value), -1e9), 1e9)
        let thousandths = (clamped * 1000).rounded()
        guard thousandths != 0 else { return "0" }
        let magnitude = UInt64(abs(thousandths))
        var text = thousandths < 0 ? "-" : ""
        text += String(magnitude / 1000)
        var fraction = magnitude % 1000
        if fraction != 0 {
            var digits = 3
            while fraction % 10 == 0 {
                fraction /= 10
                digits -= 1
            }
            let raw = String(fraction)
            text += "." + String(repeating: "0", count: digits - raw.count) + raw
        }
        return text
    }

    /// `t` as an SVG `matrix(…)`.
    package static func matrix(_ t: CGAffineTransform) -> String {
        "matrix(\(number(t.a)) \(number(t.b)) \(number(t.c)) \(number(t.d)) \(number(t.tx)) \(number(t.ty)))"
    }

    /// The ` transform="…"` attribute for `t`: nothing for the identity, a
    /// translation for a translation, else a matrix.
    package static func transformAttribute(_ t: CGAffineTransform) -> String {
        if t.a == 1, t.b == 0, t.c == 0, t.d == 1 {
            if t.tx == 0, t.ty == 0 { return "" }
            return " transform=\"translate(\(number(t.tx)) \(number(t.ty)))\""
        }
        return " transform=\"\(matrix(t))\""
    }

    // MARK: Colors

    /// `color` as `#RRGGBB`, and its alpha times `opacity`.
    package static func paint(_ color: CGColor, opacity: CGFloat = 1) -> (hex: String, alpha: CGFloat) {
        func byte(_ v: CGFloat) -> Int { Int((min(max(v.isNaN ? 0 : v, 0), 1) * 255).rounded()) }
        let hex = String(format: "#%02X%02X%02X", byte(color.red), byte(color.green), byte(color.blue))
        return (hex, min(max(color.alpha * opacity, 0), 1))
    }

    /// ` fill="#…"` (and ` fill-opacity` below 1).
    package static func fill(_ color: CGColor, opacity: CGFloat = 1) -> String {
        let (hex, alpha) = paint(color, opacity: opacity)
        return " fill=\"\(hex)\"" + (alpha < 1 ? " fill-opacity=\"\(number(alpha))\"" : "")
    }

    /// ` stroke="#…"` (and ` stroke-opacity` below 1).
    package static func stroke(_ color: CGColor, opacity: CGFloat = 1) -> String {
        let (hex, alpha) = paint(color, opacity: opacity)
        return " stroke=\"\(hex)\"" + (alpha < 1 ? " stroke-opacity=\"\(number(alpha))\"" : "")
    }

    // MARK: Paths

    /// The path data of `elements` mapped by `t`; nil (reported) when a
    /// point is not finite, or when there is nothing to draw.
    package func pathData(_ elements: [_PathElement], _ t: CGAffineTransform = .identity) -> String? {
        var d = ""
        func point(_ p: CGPoint) -> String {
            let q = p.applying(t)
            return Self.number(q.x) + " " + Self.number(q.y)
        }
        for element in elements {
            guard element.isFinite, t.a.isFinite, t.b.isFinite, t.c.isFinite, t.d.isFinite, t.tx.isFinite, t.ty.isFinite else {
                reportNonFinite("a path holds a point that is not finite (\(element.points))")
                return nil
            }
            if !d.isEmpty { d += " " }
            switch element {
            case .move(let p): d += "M" + point(p)
            case .line(let p): d += "L" + point(p)
            case .quad(let c, let p): d += "Q" + point(c) + " " + point(p)
            case .cubic(let c1, let c2, let p): d += "C" + point(c1) + " " + point(c2) + " " + point(p)
            case .close: d += "Z"
            }
        }
        return d.isEmpty ? nil : d
    }

    /// `rect` as ` x="…" y="…" width="…" height="…"`; nil (reported) when not finite.
    package func rectAttributes(_ rect: CGRect) -> String? {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
            reportNonFinite("a rectangle is not finite (\(rect))")
            return nil
        }
        let r = rect.standardized
        return
            " x=\"\(Self.number(r.minX))\" y=\"\(Self.number(r.minY))\" width=\"\(Self.number(r.width))\" height=\"\(Self.number(r.height))\""
    }

    /// Reports, once a document, geometry left out for not being finite.
    package func reportNonFinite(_ what: String) {
        guard !reportedNonFinite else { return }
        reportedNonFinite = true
        _reportDrawingMisuse("SVG rendering: \(what); the element is left out of the SVG (further ones in this document are not reported).")
    }

    // MARK: Text

    /// `text` escaped for XML 1.0 character data and attribute values.
    package static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x26: out += "&amp;"
            case 0x3C: out += "&lt;"
            case 0x3E: out += "&gt;"
            case 0x22: out += "&quot;"
            case 0x27: out += "&apos;"
            case 0x09: out += "&#9;"
            case 0x0A: out += "&#10;"
            case 0x0D: out += "&#13;"
            case 0x00..<0x20, 0xFFFE, 0xFFFF: out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
