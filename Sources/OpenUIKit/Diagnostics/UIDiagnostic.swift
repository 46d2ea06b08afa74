/// One report of misuse or of a problem UIKit would log or raise.
///
/// Where UIKit has wording for the condition, ``message`` uses it.
public struct UIDiagnostic: Equatable, Sendable, CustomStringConvertible {
    /// The named category of a diagnostic.
    public struct Kind: Hashable, Sendable, RawRepresentable, CustomStringConvertible, Comparable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }
        public static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }

        /// A child controller's root view sits outside its parent's view tree
        /// (UIKit raises `UIViewControllerHierarchyInconsistency`).
        public static let hierarchyInconsistency = Kind(rawValue: "hierarchyInconsistency")
        /// Begin/end appearance calls that do not pair up.
        public static let unbalancedAppearanceTransition = Kind(rawValue: "unbalancedAppearanceTransition")
        /// Required constraints that cannot all hold.
        public static let unsatisfiableConstraints = Kind(rawValue: "unsatisfiableConstraints")
        /// Constraints that leave a view's frame undetermined, reported when
        /// `hasAmbiguousLayout` finds it so (as UIKit logs then; it writes
        /// nothing about ambiguity during layout).
        public static let ambiguousLayout = Kind(rawValue: "ambiguousLayout")
        /// A constraint-update or layout pass that keeps invalidating itself.
        public static let layoutFeedbackLoop = Kind(rawValue: "layoutFeedbackLoop")
        /// A view controller's view shown inside another controller's view
        /// without `addChild(_:)`: it gets appearance callbacks but no other
        /// forwarding, and nothing owns it (OpenUIKit's own advisory).
        public static let detachedViewController = Kind(rawValue: "detachedViewController")
        /// An API used in a way UIKit forbids (adding a view to itself,
        /// removing a controller that has no parent, pushing a controller twice …).
        public static let misuse = Kind(rawValue: "misuse")
    }

    public var kind: Kind
    public var message: String

    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { "[\(kind)] \(message)" }
}
