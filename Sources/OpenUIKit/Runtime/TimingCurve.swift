import Foundation

/// How an animation's changes are spread over its progress: the fraction of
/// the change applied at a fraction of the time.
enum _TimingCurve: Equatable {
    /// One of UIKit's four named curves.
    case named(UIView.AnimationCurve)
    /// A cubic Bézier curve from (0, 0) to (1, 1) through two control points
    /// (x in `0...1`), as Core Animation's timing functions.
    case cubic(x1: Double, y1: Double, x2: Double, y2: Double)
    /// A damped spring, fitted to the animation's duration.
    case spring(_SpringMotion)

    /// The fraction of the change applied at `progress` (`0...1`); a spring
    /// may overshoot past 1 on the way.
    func fraction(at progress: Double) -> Double {
        let p = progress.isNaN ? 0 : min(max(progress, 0), 1)
        switch self {
        case .named(let curve): return curve.fraction(at: p)
        case .cubic(let x1, let y1, let x2, let y2): return _TimingCurve.bezier(x1, y1, x2, y2, at: p)
        case .spring(let motion): return p >= 1 ? 1 : motion.fraction(at: p * motion.settlingTime)
        }
    }

    /// Evaluates the cubic Bézier from (0,0) to (1,1) with control points
    /// (x1,y1), (x2,y2) at horizontal position `x` (Core Animation's timing
    /// function, `CAMediaTimingFunction._value(at:)`).
    static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
        CAMediaTimingFunction._bezier(x1, y1, x2, y2, at: x)
    }
}

/// A damped harmonic spring with unit natural frequency, in closed form:
/// the remaining displacement starts at 1 and moves towards 0.
///
/// Time is measured in units of `1/ω₀`, so one motion serves every
/// stiffness and mass: a physical spring of natural frequency `ω₀` takes
/// ``settlingTime``` / ω₀` seconds. Sources: Apple, `UISpringTimingParameters`
/// `init(mass:stiffness:damping:initialVelocity:)` (the damping ratio is
/// `damping / (2 * sqrt(stiffness * mass))`; a velocity of 1 covers the
/// whole distance in one second) and `CASpringAnimation.settlingDuration`
/// (a spring rests when its motion is too small to see).
struct _SpringMotion: Equatable {
    /// The damping ratio, kept in `0.01...1000` so that the spring settles.
    let dampingRatio: Double
    /// The initial velocity towards the target, in distances per unit time.
    let velocity: Double
    /// When the motion is at rest, in units of `1/ω₀`.
    let settlingTime: Double

    /// The displacement below which a spring is at rest. Chosen so that
    /// Apple's two `settlingDuration` examples come out: stiffness 100, mass
    /// 1, damping 5 settles after about 2.85 s, damping 15 just over 1 s.
    static let restingDisplacement = 0.0008

    init(dampingRatio: Double, velocity: Double) {
        var ratio = dampingRatio.isFinite ? min(max(dampingRatio, 0.01), 1000) : 1
        // Within a millionth of critical damping the overdamped closed form
        // divides by almost nothing; the critical one is the same motion.
        if abs(ratio - 1) < 1e-6 { ratio = 1 }
        let v = velocity.isFinite ? min(max(velocity, -1000), 1000) : 0
        self.dampingRatio = ratio
        self.velocity = v
        self.settlingTime = _SpringMotion.settlingTime(ratio: ratio, velocity: v)
    }

    /// The fraction of the change applied at time `t` (units of `1/ω₀`).
    func fraction(at t: Double) -> Double {
        1 - _SpringMotion.displacement(ratio: dampingRatio, velocity: velocity, at: t)
    }

    /// The remaining displacement at `t`: x(0) = 1, x'(0) = -velocity.
    static func displacement(ratio z: Double, velocity v: Double, at t: Double) -> Double {
        if z < 1 {
            let wd = (1 - z * z).squareRoot()
            return exp(-z * t) * (cos(wd * t) + (z - v) / wd * sin(wd * t))
        }
        if z == 1 { return (1 + (1 - v) * t) * exp(-t) }
        let root = (z * z - 1).squareRoot()
        let r1 = -z + root
        let r2 = -z - root
        let c1 = (-v - r2) / (r1 - r2)
        return c1 * exp(r1 * t) + (1 - c1) * exp(r2 * t)
    }

    /// An upper bound of the displacement's size from `t` on.
    static func envelope(ratio z: Double, velocity v: Double, at t: Double) -> Double {
        if z < 1 {
            let wd = (1 - z * z).squareRoot()
            let amplitude = (1 + ((z - v) / wd) * ((z - v) / wd)).squareRoot()
            return amplitude * exp(-z * t)
        }
        if z == 1 { return (1 + abs(1 - v) * t) * exp(-t) }
        let root = (z * z - 1).squareRoot()
        let r1 = -z + root
        let r2 = -z - root
        let c1 = (-v - r2) / (r1 - r2)
        return abs(c1) * exp(r1 * t) + abs(1 - c1) * exp(r2 * t)
    }

    /// The first time after which the envelope stays below ``restingDisplacement``.
    static func settlingTime(ratio z: Double, velocity v: Double) -> Double {
        let limit = restingDisplacement
        if z < 1 {
            let wd = (1 - z * z).squareRoot()
            let amplitude = (1 + ((z - v) / wd) * ((z - v) / wd)).squareRoot()
            return max(0, log(amplitude / limit) / z)
        }
        // The bound rises at most once (a critically damped spring thrown
        // hard) and then falls: search its falling side.
        let thrown = abs(1 - v)
        var low = z == 1 && thrown > 1 ? (thrown - 1) / thrown : 0
        var high = max(low, 1)
        while envelope(ratio: z, velocity: v, at: high) >= limit, high < 1e9 { high *= 2 }
        for _ in 0..<100 {
            let middle = (low + high) / 2
            if envelope(ratio: z, velocity: v, at: middle) >= limit { low = middle } else { high = middle }
        }
        return high
    }
}
