import Foundation

extension UIControl {
    /// The events a control sends actions for, combined as a bit set;
    /// UIKit's raw values (the `UIControlEvents` enumeration of UIKit's headers).
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt

        /// Creates a set of events from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A finger touches down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A finger touches down again in the control (the touch's `tapCount` is above 1).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger moves within the control's tracking area.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger moves outside the control's tracking area.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger moves from outside the tracking area into it.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger moves from inside the tracking area out of it.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A finger lifts inside the tracking area.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A finger lifts outside the tracking area.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system takes the touch away.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action fired (a button's tap, for example).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// An entry of the control's menu was chosen.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text control.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text of a text control changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text control.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended in a text control by its return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// The bits an application may use for its own events.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// The bits reserved for the framework.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
}
