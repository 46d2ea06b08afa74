import Cassowary

/// How much a constraint (or a view's hugging and compression resistance)
/// matters: greater than 0 and at most 1000, where 1000 is required.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }

    /// Whether this is `.required`.
    var isRequired: Bool { rawValue >= 1000 }

    /// The solver strength for this priority: of two conflicting
    /// constraints the higher priority always wins, and one constraint
    /// outweighs many lower ones together — 7.9 of them 100 points lower,
    /// 177 of them 250 lower (see `Strength(priority:)`).
    var strength: Strength { Strength(priority: rawValue) }

    public var description: String {
        rawValue.isFinite && rawValue == rawValue.rounded() ? String(Int(rawValue)) : String(rawValue)
    }
}
