/// Where an animation ended, with UIKit's raw values.
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At its end: the views show their new values.
    case end = 0
    /// At its start: the views show their values from before.
    case start = 1
    /// Where it stood when it was stopped.
    case current = 2
}
