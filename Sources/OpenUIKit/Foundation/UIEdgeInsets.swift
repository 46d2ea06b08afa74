import Foundation

/// Inset distances for the four edges of a rectangle.
public struct UIEdgeInsets: Equatable, Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// Insets of zero on every edge.
    public static let zero = UIEdgeInsets()
}

extension CGRect {
    /// Returns this rectangle with `insets` taken off each edge.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left,
            y: origin.y + insets.top,
            width: size.width - insets.left - insets.right,
            height: size.height - insets.top - insets.bottom
        )
    }
}

extension UIEdgeInsets {
    /// These insets plus `other`, edge by edge.
    func _adding(_ other: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(
            top: top + other.top, left: left + other.left,
            bottom: bottom + other.bottom, right: right + other.right)
    }
}

extension UIEdgeInsets {
    /// The insets with every edge negated.
    var _negated: UIEdgeInsets { UIEdgeInsets(top: -top, left: -left, bottom: -bottom, right: -right) }
}
