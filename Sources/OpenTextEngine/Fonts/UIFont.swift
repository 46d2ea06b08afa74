import Foundation
internal import _OpenUIKitShared

/// A font: a face at a point size, with its metrics.
///
/// Immutable and safe to share between threads, as UIKit's. The system
/// font's vertical metrics are San Francisco's as published (built in, so
/// measurement never depends on the machine); horizontal advances come from
/// the Roboto faces the package carries (see the Text article).
open class UIFont: NSObject, @unchecked Sendable {
    /// The size of the font in points.
    public let pointSize: CGFloat
    /// The font's full name (`.SFUI-Regular`, `Roboto-Bold`).
    public let fontName: String
    /// The font's family name.
    public let familyName: String

    /// The carried face whose advances and outlines the font uses.
    package let _face: _FontLibrary.Face
    /// How the font spaces characters.
    package let _spacing: _Spacing
    /// The vertical metrics in font units.
    package let _vertical: _VerticalMetrics
    /// The weight the font was asked for.
    package let _weight: Weight

    /// How a font spaces characters.
    package enum _Spacing: Sendable {
        /// Each glyph's own advance.
        case proportional
        /// Every character as wide as the digit zero.
        case monospaced
        /// Digits of one width, the rest proportional (Roboto's digits already are).
        case monospacedDigits
    }

    /// Vertical metrics in font units.
    package struct _VerticalMetrics: Equatable, Sendable {
        package var unitsPerEm: CGFloat
        package var ascender: CGFloat
        package var descender: CGFloat
        package var lineGap: CGFloat
        package var capHeight: CGFloat
        package var xHeight: CGFloat

        /// San Francisco's (SF Pro's) metrics, in its 2,048 units per em: the
        /// ascender 1,950 and descender -494 give the printed
        /// `UIFont.systemFont(ofSize: 17)` ascender 16.1865234375, descender
        /// -4.1005859375 and line height 20.287109375 (and 17.900390625 at 15
        /// points, as asked on Stack Overflow, "Why is lineHeight of UIFont
        /// larger than font size?", question 33278645); the cap height 1,443
        /// and x-height 1,040 are capsize's published metrics for the Apple
        /// system font (`@capsizecss/metrics`, `appleSystem`); no line gap.
        package static let sanFrancisco = _VerticalMetrics(
            unitsPerEm: 2048, ascender: 1950, descender: -494, lineGap: 0, capHeight: 1443, xHeight: 1040)

        /// The metrics of a carried face, read from its file (San Francisco's when it could not be read).
        package static func carried(_ face: _FontLibrary.Face) -> _VerticalMetrics {
            guard let font = _FontLibrary.font(face) else { return sanFrancisco }
            return _VerticalMetrics(
                unitsPerEm: CGFloat(font.unitsPerEm), ascender: CGFloat(font.ascender), descender: CGFloat(font.descender),
                lineGap: CGFloat(font.lineGap), capHeight: CGFloat(font.capHeight), xHeight: CGFloat(font.xHeight))
        }
    }

    package init(
        _size size: CGFloat, face: _FontLibrary.Face, spacing: _Spacing, vertical: _VerticalMetrics, name: String,
        family: String, weight: Weight
    ) {
        pointSize = size
        _face = face
        _spacing = spacing
        _vertical = vertical
        fontName = name
        familyName = family
        _weight = weight
        super.init()
    }

    /// Creates a font of one of the carried faces (`Roboto-Regular`,
    /// `Roboto-Medium`, `Roboto-Bold`, `Roboto-Italic`) or of the system
    /// font's names (`.SFUI-Regular` …); `nil` for any other name.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        let size = UIFont._checkedSize(fontSize, "UIFont(name:size:)")
        for face in _FontLibrary.Face.allCases where face.postScriptName == fontName {
            self.init(
                _size: size, face: face, spacing: .proportional, vertical: .carried(face), name: fontName, family: "Roboto",
                weight: face == .bold ? .bold : face == .medium ? .medium : .regular)
            return
        }
        let weights: [Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        for weight in weights where ".SFUI-\(weight._name)" == fontName {
            self.init(
                _size: size, face: weight._face, spacing: .proportional, vertical: .sanFrancisco, name: fontName,
                family: UIFont._systemFamilyName, weight: weight)
            return
        }
        return nil
    }

    /// The family name of the system font.
    package static let _systemFamilyName = ".SF UI Text"

    /// Returns the same font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(
            _size: UIFont._checkedSize(fontSize, "withSize(_:)"), face: _face, spacing: _spacing, vertical: _vertical,
            name: fontName, family: familyName, weight: _weight)
    }

    private var _scale: CGFloat { pointSize / _vertical.unitsPerEm }

    /// The distance from the baseline to the top of the tallest letters.
    open var ascender: CGFloat { _vertical.ascender * _scale }
    /// The distance from the baseline to the bottom of the lowest descenders (negative).
    open var descender: CGFloat { _vertical.descender * _scale }
    /// The extra space between lines.
    open var leading: CGFloat { _vertical.lineGap * _scale }
    /// The height of a line: ascender minus descender plus leading.
    open var lineHeight: CGFloat { ascender - descender + leading }
    /// The height of flat capital letters.
    open var capHeight: CGFloat { _vertical.capHeight * _scale }
    /// The height of lowercase x.
    open var xHeight: CGFloat { _vertical.xHeight * _scale }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return other.fontName == fontName && other.pointSize == pointSize && other._spacing == _spacing
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(fontName)
        hasher.combine(pointSize)
        return hasher.finalize()
    }

    open override var description: String {
        "<UIFont> font-family: \"\(familyName)\"; font-name: \"\(fontName)\"; font-size: \(String(format: "%.2f", Double(pointSize)))pt"
    }

    /// The largest point size measured; larger ones are reported and clamped.
    package static let _largestPointSize: CGFloat = 16384

    /// A point size a font can have: NaN, infinite or negative sizes are
    /// reported and measured as 0 (the largest finite ones clamp to
    /// ``_largestPointSize``), never a trap.
    package static func _checkedSize(_ size: CGFloat, _ caller: String) -> CGFloat {
        if size.isFinite, size >= 0, size <= _largestPointSize { return size }
        let used: CGFloat = size.isNaN || size < 0 ? 0 : _largestPointSize
        _report("\(caller): the font size \(size) is not a point size; using \(used).")
        return used
    }

    /// Reports misuse from whatever thread made the font: at once on the
    /// main actor (whose jobs run on the main dispatch queue, whichever
    /// thread drains it), later from any other thread.
    package static func _report(_ message: String) {
        if DispatchQueue.getSpecific(key: _mainQueueKey) == true {
            _readingMainActorState { _Misuse.report(message) }
        } else {
            Task { @MainActor in _Misuse.report(message) }
        }
    }

    /// A key only the main queue holds.
    private static let _mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
}
