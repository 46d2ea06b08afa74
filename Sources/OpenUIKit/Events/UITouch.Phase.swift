import Foundation

extension UITouch {
    /// Where a touch is in its life, from the finger coming down to it
    /// lifting or the system taking it away.
    public enum Phase: Int, Sendable, CustomStringConvertible {
        /// The finger touched the screen.
        case began
        /// The finger moved.
        case moved
        /// The finger is on the screen and did not move since the last event.
        case stationary
        /// The finger left the screen.
        case ended
        /// The system cancelled the touch.
        case cancelled

        public var description: String {
            switch self {
            case .began: "began"
            case .moved: "moved"
            case .stationary: "stationary"
            case .ended: "ended"
            case .cancelled: "cancelled"
            }
        }
    }
}
