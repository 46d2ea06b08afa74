import Foundation

/// The animation of a presentation that has no custom animator.
public enum UIModalTransitionStyle: Int, Sendable {
    /// The presented view slides up from the bottom (and back down).
    case coverVertical = 0
    /// A flip around the vertical axis; OpenUIKit draws no 3D, so it fades.
    case flipHorizontal = 1
    /// The presented view fades in (and out).
    case crossDissolve = 2
    /// A page curl; OpenUIKit draws no curl, so it fades.
    case partialCurl = 3
}
