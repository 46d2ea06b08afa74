extension NSLayoutConstraint {
    /// The part of an item's layout a constraint uses, with UIKit's raw values.
    public enum Attribute: Int, Sendable, CustomStringConvertible {
        case left = 1
        case right = 2
        case top = 3
        case bottom = 4
        case leading = 5
        case trailing = 6
        case width = 7
        case height = 8
        case centerX = 9
        case centerY = 10
        case lastBaseline = 11
        case firstBaseline = 12
        case leftMargin = 13
        case rightMargin = 14
        case topMargin = 15
        case bottomMargin = 16
        case leadingMargin = 17
        case trailingMargin = 18
        case centerXWithinMargins = 19
        case centerYWithinMargins = 20
        case notAnAttribute = 0

        /// The axis the attribute lies on (`nil` for `.notAnAttribute`).
        var axis: NSLayoutConstraint.Axis? {
            switch self {
            case .left, .right, .leading, .trailing, .width, .centerX,
                .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
                return .horizontal
            case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline,
                .topMargin, .bottomMargin, .centerYWithinMargins:
                return .vertical
            case .notAnAttribute:
                return nil
            }
        }

        /// Whether the attribute is a size (width or height) rather than a position.
        var isDimension: Bool { self == .width || self == .height }

        /// The attribute without its margin, and whether it had one.
        var withoutMargin: (attribute: Attribute, margin: Bool) {
            switch self {
            case .leftMargin: (.left, true)
            case .rightMargin: (.right, true)
            case .topMargin: (.top, true)
            case .bottomMargin: (.bottom, true)
            case .leadingMargin: (.leading, true)
            case .trailingMargin: (.trailing, true)
            case .centerXWithinMargins: (.centerX, true)
            case .centerYWithinMargins: (.centerY, true)
            default: (self, false)
            }
        }

        public var description: String {
            switch self {
            case .left: "left"
            case .right: "right"
            case .top: "top"
            case .bottom: "bottom"
            case .leading: "leading"
            case .trailing: "trailing"
            case .width: "width"
            case .height: "height"
            case .centerX: "centerX"
            case .centerY: "centerY"
            case .lastBaseline: "lastBaseline"
            case .firstBaseline: "firstBaseline"
            case .leftMargin: "leftMargin"
            case .rightMargin: "rightMargin"
            case .topMargin: "topMargin"
            case .bottomMargin: "bottomMargin"
            case .leadingMargin: "leadingMargin"
            case .trailingMargin: "trailingMargin"
            case .centerXWithinMargins: "centerXWithinMargins"
            case .centerYWithinMargins: "centerYWithinMargins"
            case .notAnAttribute: "notAnAttribute"
            }
        }
    }

    /// How the two sides of a constraint relate, with UIKit's raw values.
    public enum Relation: Int, Sendable, CustomStringConvertible {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1

        public var description: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }

    /// A layout axis.
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    /// Options for the visual format language: how to align the views a
    /// format names, and the direction of its horizontal flow.
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let alignAllLeft = FormatOptions(rawValue: 1 << UInt(Attribute.left.rawValue))
        public static let alignAllRight = FormatOptions(rawValue: 1 << UInt(Attribute.right.rawValue))
        public static let alignAllTop = FormatOptions(rawValue: 1 << UInt(Attribute.top.rawValue))
        public static let alignAllBottom = FormatOptions(rawValue: 1 << UInt(Attribute.bottom.rawValue))
        public static let alignAllLeading = FormatOptions(rawValue: 1 << UInt(Attribute.leading.rawValue))
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << UInt(Attribute.trailing.rawValue))
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << UInt(Attribute.centerX.rawValue))
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << UInt(Attribute.centerY.rawValue))
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << UInt(Attribute.lastBaseline.rawValue))
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << UInt(Attribute.firstBaseline.rawValue))
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        public static let directionLeadingToTrailing = FormatOptions(rawValue: 0 << 16)
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
        public static let spacingEdgeToEdge = FormatOptions(rawValue: 0 << 19)
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)
    }
}
