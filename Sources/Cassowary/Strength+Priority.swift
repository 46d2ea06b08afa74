extension Strength {
    /// Creates the strength for a UIKit-style layout priority.
    ///
    /// A priority of 1000 or more is ``required``. A priority `p` below 1000
    /// has the weight `10^(9p/1000)`: 999 weighs about 9.8e8 (just under
    /// required), 750 about 5.6e6, 500 about 3.2e4, 250 about 178 and 1 about
    /// 1.02. The mapping is strictly increasing, so of two conflicting
    /// constraints the higher priority always wins; and because the weight
    /// grows geometrically, a constraint outweighs the sum of many lower ones:
    /// 7.9 of them 100 points lower, 177 of them 250 points lower, 31,600 of
    /// them 500 points lower. (No weighted sum can make one point of priority
    /// beat every number of lower constraints; adjacent priorities differ by
    /// about 2 %.) Priorities at or below zero, and NaN, give a zero weight.
    ///
    /// - Parameter priority: A layout priority, normally greater than 0 and at most 1000.
    public init(priority: Float) {
        if priority >= 1000 {
            self = .required
        } else if !(priority > 0) {
            self.init(weight: 0)
        } else {
            self.init(weight: Strength.power(ofTen: 9 * Double(priority) / 1000))
        }
    }

    /// `10^x` for `0 <= x < 9` without Foundation: an integer power times
    /// `e^(f·ln 10)` for the fraction `f`, by a series that converges fast.
    static func power(ofTen x: Double) -> Double {
        let whole = x.rounded(.down)
        var result = 1.0
        for _ in 0..<Int(whole) { result *= 10 }
        let y = (x - whole) * 2.302_585_092_994_045_7
        var term = 1.0
        var sum = 1.0
        for k in 1...30 {
            term *= y / Double(k)
            sum += term
        }
        return result * sum
    }
}
