import Foundation

extension UIEvent {
    /// The kinds of event; OpenUIKit delivers touches only.
    public enum EventType: Int, Sendable {
        /// Touches on the screen.
        case touches
        /// Device motion (never delivered by OpenUIKit).
        case motion
        /// Remote-control commands (never delivered by OpenUIKit).
        case remoteControl
        /// Physical key presses (never delivered by OpenUIKit).
        case presses
    }
}
