import Foundation

extension UIMenuElement {
    /// How an element looks and behaves in a menu.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt

        /// Creates attributes from their raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The element shows destructive (in red, in UIKit).
        public static let destructive = Attributes(rawValue: 1 << 0)
        /// The element shows but cannot be chosen.
        public static let disabled = Attributes(rawValue: 1 << 1)
        /// The element does not show.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing the element leaves the menu open.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }
}
