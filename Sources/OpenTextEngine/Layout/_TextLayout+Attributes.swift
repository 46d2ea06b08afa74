import Foundation

/// Runs from strings and attributes, and the measurement UIKit's string
/// methods answer.
extension _TextLayout {
    /// The font of text without a `.font` attribute: 12 points, as
    /// TextKit's default (Helvetica 12 in UIKit; the system font here).
    package static var defaultFont: UIFont { UIFont.systemFont(ofSize: 12) }

    /// The run for a string with attributes.
    package static func run(_ text: Substring, _ attributes: [NSAttributedString.Key: Any]?, defaultFont: UIFont? = nil) -> Run {
        let font = attributes?[.font] as? UIFont ?? defaultFont ?? Self.defaultFont
        let style = attributes?[.paragraphStyle] as? NSParagraphStyle ?? NSParagraphStyle()
        // A kern beyond ±10,000 points is taken as that: any string stays finite.
        let kern = min(max(number(attributes?[.kern]), -10_000), 10_000)
        return Run(
            text: text, font: font, kern: kern, paragraphStyle: style, color: color(attributes?[.foregroundColor]),
            background: color(attributes?[.backgroundColor]))
    }

    /// The runs of an attributed string, one per attribute range. Each run's
    /// text is decoded from its UTF-16 range, so an unpaired surrogate
    /// becomes U+FFFD instead of stopping the measurement.
    package static func runs(of attributed: NSAttributedString, defaultFont: UIFont? = nil) -> [Run] {
        let units = Array(attributed.string.utf16)
        guard !units.isEmpty else { return [] }
        var runs: [Run] = []
        attributed.enumerateAttributes(in: NSRange(location: 0, length: units.count), options: []) { attributes, range, _ in
            let lower = max(0, min(range.location, units.count))
            let upper = max(lower, min(range.location + range.length, units.count))
            let text = String(decoding: units[lower..<upper], as: UTF16.self)
            runs.append(run(Substring(text), attributes, defaultFont: defaultFont))
        }
        return runs
    }

    /// A colour attribute's value (a `UIColor` or a `CGColor`; `nil` otherwise).
    private static func color(_ value: Any?) -> CGColor? {
        switch value {
        case let value as any _ColorAttributeValue: value._cgColorForText
        case let value as CGColor: value
        default: nil
        }
    }

    /// A number attribute's value (0 when it is not a finite number).
    private static func number(_ value: Any?) -> CGFloat {
        let number: CGFloat? =
            switch value {
            case let value as CGFloat: value
            case let value as Double: CGFloat(value)
            case let value as Int: CGFloat(value)
            case let value as NSNumber: CGFloat(value.doubleValue)
            default: nil
            }
        guard let number, number.isFinite else { return 0 }
        return number
    }

    /// The rectangle `boundingRect(with:options:…)` answers for runs:
    /// fractional, as UIKit's (round up to use it as a view's size). With
    /// ``NSStringDrawingOptions/usesLineFragmentOrigin`` the lines fill the
    /// width from the top-left corner; without it the text is one line
    /// whose baseline is the origin (so the rectangle starts at minus the
    /// ascender).
    package static func boundingRect(_ runs: [Run], size: CGSize, options: NSStringDrawingOptions, context: NSStringDrawingContext?)
        -> CGRect
    {
        var container = Container(usesFontLeading: options.contains(.usesFontLeading))
        var rect = CGRect.zero
        if options.contains(.usesLineFragmentOrigin) {
            container.width = size.width.isNaN || size.width <= 0 ? .infinity : size.width
            if options.contains(.truncatesLastVisibleLine), size.height.isFinite, size.height > 0 {
                container.maximumHeight = size.height
            }
            let layout = _TextLayout(runs: runs, container: container)
            rect = CGRect(origin: .zero, size: layout.size)
        } else {
            container.maximumLines = 1
            container.lineBreakMode = .byClipping
            let layout = _TextLayout(runs: runs, container: container)
            let ascent = layout.lines.first.map { $0.baseline - $0.top } ?? 0
            rect = CGRect(x: 0, y: -ascent, width: layout.size.width, height: layout.size.height)
        }
        context?.totalBounds = rect
        return rect
    }
}
