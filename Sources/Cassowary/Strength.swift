/// How much the solver cares about a constraint.
///
/// A strength is a non-negative weight. Constraints at ``required`` must hold
/// exactly; every other constraint may be violated, and the solver minimises
/// the sum of each violation times its weight. The named strengths follow
/// kiwi: ``strong`` is 1,000,000, ``medium`` 1,000, ``weak`` 1, and
/// ``required`` is 1,001,001,000, the largest weight; larger weights are
/// clipped to it and negative or NaN weights become zero.
public struct Strength: Sendable, Hashable, Comparable {
    /// The weight given to this strength's violations in the objective.
    public let weight: Double

    /// Creates a strength with the given weight, clipped to `0...required`.
    ///
    /// A NaN weight becomes zero, so no strength is ever non-finite.
    public init(weight: Double) {
        if weight.isNaN || weight <= 0 {
            self.weight = 0
        } else {
            self.weight = Swift.min(weight, Strength.requiredWeight)
        }
    }

    /// Creates a strength from three levels and a multiplier, as kiwi does:
    /// `(strong * 1e6 + medium * 1e3 + weak) * multiplier`, each level
    /// clipped to `0...1000` and the result clipped to ``required``.
    public init(strong: Double, medium: Double, weak: Double, multiplier: Double = 1) {
        func level(_ x: Double) -> Double { x.isNaN ? 0 : Swift.max(0, Swift.min(1000, x * multiplier)) }
        self.init(weight: level(strong) * 1_000_000 + level(medium) * 1_000 + level(weak))
    }

    private static let requiredWeight: Double = 1_001_001_000

    /// The strength of a constraint that must hold.
    public static let required = Strength(weight: requiredWeight)
    /// A strong preference: 1,000,000.
    public static let strong = Strength(weight: 1_000_000)
    /// A medium preference: 1,000.
    public static let medium = Strength(weight: 1_000)
    /// A weak preference: 1.
    public static let weak = Strength(weight: 1)

    /// Whether constraints of this strength must hold exactly.
    public var isRequired: Bool { weight >= Strength.requiredWeight }

    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.weight < rhs.weight }
}

extension Strength: CustomStringConvertible {
    /// The strength's name when it has one, else its weight.
    public var description: String {
        switch self {
        case .required: "required"
        case .strong: "strong"
        case .medium: "medium"
        case .weak: "weak"
        default: "\(weight)"
        }
    }
}
