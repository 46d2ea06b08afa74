/// Where an animator is in its life, with UIKit's raw values.
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished: its animations can be configured.
    case inactive = 0
    /// Started or paused.
    case active = 1
    /// Stopped: waiting for `finishAnimation(at:)`.
    case stopped = 2
}
