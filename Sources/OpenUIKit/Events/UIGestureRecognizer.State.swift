import Foundation

extension UIGestureRecognizer {
    /// The states of a gesture recognizer's state machine.
    ///
    /// Apple, `UIGestureRecognizer.State`: every recognizer starts in
    /// `.possible`. A discrete gesture goes to `.recognized` (the same value
    /// as `.ended`) or `.failed`; a continuous one goes to `.began`, then
    /// `.changed` any number of times, then `.ended` or `.cancelled` (or to
    /// `.failed` before it began). After an end state the recognizer is
    /// reset to `.possible`.
    public enum State: Int, Sendable, CustomStringConvertible {
        /// Not recognized yet; the default.
        case possible
        /// A continuous gesture began.
        case began
        /// A continuous gesture changed.
        case changed
        /// A continuous gesture ended, or a discrete one was recognized.
        case ended
        /// A continuous gesture was cancelled.
        case cancelled
        /// The gesture was not recognized.
        case failed

        /// A discrete gesture was recognized: the same state as ``ended``.
        public static var recognized: State { .ended }

        public var description: String {
            switch self {
            case .possible: "possible"
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .failed: "failed"
            }
        }

        /// Whether the gesture is over (ended, cancelled or failed).
        var _isFinal: Bool { self == .ended || self == .cancelled || self == .failed }
    }
}
