import Foundation

/// Names one of the two views a transition animates.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The view of the `.from` controller, when the animator is to move it.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view of the `.to` controller, when the animator is to add it.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}
