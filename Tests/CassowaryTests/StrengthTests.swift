import Cassowary
import Testing

/// Strengths: kiwi's named weights and clipping, conflicts decided by
/// strength, and the UIKit priority mapping.
@Suite struct StrengthTests {
    @Test func namedStrengthsAndClipping() {
        #expect(Strength.required.weight == 1_001_001_000)
        #expect(Strength.strong.weight == 1_000_000)
        #expect(Strength.medium.weight == 1_000)
        #expect(Strength.weak.weight == 1)
        #expect(Strength(weight: 5e12) == .required)
        #expect(Strength(weight: -3).weight == 0)
        #expect(Strength(weight: .nan).weight == 0)
        #expect(Strength(strong: 1, medium: 2, weak: 3).weight == 1_002_003)
        #expect(Strength(strong: 1000, medium: 1000, weak: 1000) == .required)
        #expect(Strength.required.isRequired && !Strength.strong.isRequired)
    }

    @Test(arguments: [(Strength.weak, Strength.medium), (.medium, .strong), (.strong, Strength(weight: 1e9))])
    func strongerWins(_ weaker: Strength, _ stronger: Strength) throws {
        for order in [false, true] {
            let solver = Solver()
            let x = Variable("x")
            let a = (x == 10).withStrength(weaker)
            let b = (x == 20).withStrength(stronger)
            for c in order ? [a, b] : [b, a] { try solver.addConstraint(c) }
            solver.updateVariables()
            #expect(x.value == 20)
        }
    }

    @Test func priorityMappingIsMonotonicAndRequiredAt1000() {
        #expect(Strength(priority: 1000) == .required)
        #expect(Strength(priority: 1200) == .required)
        #expect(Strength(priority: 0).weight == 0)
        #expect(Strength(priority: .nan).weight == 0)
        var previous = 0.0
        for p in 1...999 {
            let w = Strength(priority: Float(p)).weight
            #expect(w > previous, "priority \(p)")
            #expect(w < Strength.required.weight)
            previous = w
        }
        #expect(abs(Strength(priority: 500).weight - 31_622.776_601_683_79) < 1e-6)
        #expect(Strength(priority: 750).weight > 177 * Strength(priority: 500).weight)
    }

    @Test func higherPriorityWinsOverManyLowerOnes() throws {
        // One constraint at 750 against twenty at 500 pulling the other way.
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 100).withStrength(Strength(priority: 750)))
        for _ in 0..<20 { try solver.addConstraint((x == 0).withStrength(Strength(priority: 500))) }
        solver.updateVariables()
        #expect(x.value == 100)
    }
}
