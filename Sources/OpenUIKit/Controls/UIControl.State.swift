import Foundation

extension UIControl {
    /// The states a control can be in, combined as a bit set; UIKit's raw values.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt

        /// Creates a state from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The normal state: enabled, not selected, not highlighted (no bits set).
        public static let normal = State([])
        /// The state while a touch is down inside the control.
        public static let highlighted = State(rawValue: 1 << 0)
        /// The state of a control whose `isEnabled` is false.
        public static let disabled = State(rawValue: 1 << 1)
        /// The state of a control whose `isSelected` is true.
        public static let selected = State(rawValue: 1 << 2)
        /// The state of a control that has the focus.
        public static let focused = State(rawValue: 1 << 3)
        /// The bits an application may use for its own states.
        public static let application = State(rawValue: 0x00FF_0000)
        /// The bits reserved for the framework.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }
}
