import Foundation

extension UIFont {
    /// The weight of a font, with UIKit's values (from -1, thinnest, to 1).
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        /// The weight's value.
        public let rawValue: CGFloat

        /// Creates a weight with the given value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// Creates a weight with the given value.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

        /// The ultralight weight (-0.8).
        public static let ultraLight = Weight(rawValue: -0.8)
        /// The thin weight (-0.6).
        public static let thin = Weight(rawValue: -0.6)
        /// The light weight (-0.4).
        public static let light = Weight(rawValue: -0.4)
        /// The regular weight (0).
        public static let regular = Weight(rawValue: 0)
        /// The medium weight (0.23).
        public static let medium = Weight(rawValue: 0.23)
        /// The semibold weight (0.3).
        public static let semibold = Weight(rawValue: 0.3)
        /// The bold weight (0.4).
        public static let bold = Weight(rawValue: 0.4)
        /// The heavy weight (0.56).
        public static let heavy = Weight(rawValue: 0.56)
        /// The black weight (0.62).
        public static let black = Weight(rawValue: 0.62)

        /// The carried face that stands for this weight: Roboto has Regular,
        /// Medium and Bold, so lighter weights measure as Regular, medium and
        /// semibold as Medium, and bold and heavier as Bold.
        package var _face: _FontLibrary.Face {
            if rawValue.isNaN || rawValue < 0.2 { return .regular }
            return rawValue < 0.35 ? .medium : .bold
        }

        /// The suffix of the system font's name for this weight (`.SFUI-Semibold`).
        package var _name: String {
            let names: [(Weight, String)] = [
                (.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"), (.medium, "Medium"),
                (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"), (.black, "Black"),
            ]
            for (weight, name) in names where weight == self { return name }
            return "Regular"
        }
    }
}
