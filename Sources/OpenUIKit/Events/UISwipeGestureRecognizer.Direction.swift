import Foundation

extension UISwipeGestureRecognizer {
    /// The directions a swipe may go.
    public struct Direction: OptionSet, Sendable, Hashable {
        public let rawValue: UInt

        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// To the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// To the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Upwards.
        public static let up = Direction(rawValue: 1 << 2)
        /// Downwards.
        public static let down = Direction(rawValue: 1 << 3)
    }
}
