import Foundation

extension UIFont {
    /// A Dynamic Type text style, with UIKit's raw values.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// The style's name.
        public let rawValue: String

        /// Creates a text style with the given name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The style for large titles.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// The style for first-level headings.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// The style for second-level headings.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// The style for third-level headings.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// The style for headings.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// The style for subheadings.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// The style for body text.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// The style for callouts.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// The style for footnotes.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// The style for standard captions.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// The style for alternate captions.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The size and weight at the default content size category (Large),
        /// from Apple's Human Interface Guidelines, Typography, "iOS, iPadOS
        /// Dynamic Type sizes" (Large, the default): large title 34, title 1
        /// 28, title 2 22, title 3 20, headline 17 semibold, body 17, callout
        /// 16, subheadline 15, footnote 13, caption 1 12, caption 2 11, the
        /// others regular. An unknown style is body's.
        package var _defaultSizeAndWeight: (CGFloat, Weight) {
            let table: [(TextStyle, CGFloat, Weight)] = [
                (.largeTitle, 34, .regular), (.title1, 28, .regular), (.title2, 22, .regular), (.title3, 20, .regular),
                (.headline, 17, .semibold), (.subheadline, 15, .regular), (.body, 17, .regular), (.callout, 16, .regular),
                (.footnote, 13, .regular), (.caption1, 12, .regular), (.caption2, 11, .regular),
            ]
            for (style, size, weight) in table where style == self { return (size, weight) }
            return (17, .regular)
        }
    }
}
