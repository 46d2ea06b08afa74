import Foundation

extension UIAction {
    /// A name that identifies an action.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String

        /// Creates an identifier from its string.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Creates an identifier from its string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
}
