extension UIFontDescriptor {
    /// The stylistic traits of a font, with UIKit's raw values.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        /// The traits' bits.
        public let rawValue: UInt32

        /// Creates traits from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// An italic face.
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// A bold face.
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// An expanded face.
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// A condensed face.
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// Every character of one width.
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// A face for vertical text.
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        /// A face optimized for the interface.
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        /// Tighter leading.
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// Looser leading.
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }
}
