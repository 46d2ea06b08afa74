import Foundation

/// Timing that follows a damped spring.
///
/// Given a damping ratio, the spring is fitted to the animator's duration.
/// Given mass, stiffness and damping, the spring moves as the physical one
/// would and sets the duration itself: the animator's is ignored (Apple,
/// `init(mass:stiffness:damping:initialVelocity:)`; forums.swift.org
/// "UISpringTimingParameters bug", 2018: such animations run as long as the
/// spring takes to come to rest).
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// The velocity at the start; a magnitude of 1 covers the whole change in one second.
    public let initialVelocity: CGVector
    let _dampingRatio: Double
    /// The natural frequency of a physical spring, in radians per second.
    let _naturalFrequency: Double?

    /// Parameters with a damping ratio of 4.56 and no initial velocity (Apple, `init()`).
    public override convenience init() {
        self.init(dampingRatio: 4.56, initialVelocity: .zero)
    }

    /// Parameters with a damping ratio and no initial velocity.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    /// Parameters with a damping ratio (1 comes to rest without
    /// oscillating; towards 0, more oscillation) and an initial velocity.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = Self.checked(velocity)
        if !ratio.isFinite || ratio <= 0 {
            UIApplication.shared.diagnostics.report(
                .misuse, "UISpringTimingParameters: damping ratio \(ratio) must be positive and finite; using 1.")
        }
        _dampingRatio = ratio.isFinite && ratio > 0 ? Double(ratio) : 1
        _naturalFrequency = nil
        super.init()
    }

    /// Parameters for a physical spring: the damping ratio is
    /// `damping / (2 * sqrt(stiffness * mass))`. Mass and stiffness must be
    /// positive and damping not negative; other values are reported and
    /// Core Animation's defaults (mass 1, stiffness 100, damping 10) used.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = Self.checked(velocity)
        let valid =
            mass.isFinite && mass > 0 && stiffness.isFinite && stiffness > 0 && damping.isFinite && damping >= 0
        if !valid {
            UIApplication.shared.diagnostics.report(
                .misuse,
                "UISpringTimingParameters: mass \(mass) and stiffness \(stiffness) must be positive and damping \(damping) not negative; using mass 1, stiffness 100, damping 10."
            )
        }
        let m = valid ? Double(mass) : 1
        let k = valid ? Double(stiffness) : 100
        let c = valid ? Double(damping) : 10
        _dampingRatio = c / (2 * (k * m).squareRoot())
        _naturalFrequency = (k / m).squareRoot()
        super.init()
    }

    public var timingCurveType: UITimingCurveType { .spring }
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }

    /// The spring's curve, fitted to `duration` unless it is a physical
    /// spring, which sets its own duration (returned).
    func _curve(fittedTo duration: TimeInterval) -> (_TimingCurve, TimeInterval?) {
        let speed = Double(initialVelocity.dy == 0 ? initialVelocity.dx : hypot(initialVelocity.dx, initialVelocity.dy))
        if let frequency = _naturalFrequency, frequency.isFinite, frequency > 0 {
            let motion = _SpringMotion(dampingRatio: _dampingRatio, velocity: speed / frequency)
            let seconds = motion.settlingTime / frequency
            return (.spring(motion), seconds.isFinite ? seconds : nil)
        }
        return (.spring(_SpringMotion.fitted(dampingRatio: _dampingRatio, velocity: speed, duration: duration)), nil)
    }

    private static func checked(_ velocity: CGVector) -> CGVector {
        guard velocity.dx.isFinite, velocity.dy.isFinite else {
            UIApplication.shared.diagnostics.report(
                .misuse, "UISpringTimingParameters: initial velocity \(velocity) is not finite; using zero.")
            return .zero
        }
        return velocity
    }
}

extension _SpringMotion {
    /// A spring that comes to rest exactly at the end of `duration`, with
    /// `velocity` in distances per second. How UIKit fits a spring to a
    /// duration is not documented; this one settles (within
    /// ``restingDisplacement``) at the end.
    static func fitted(dampingRatio: Double, velocity: Double, duration: TimeInterval) -> _SpringMotion {
        guard duration.isFinite, duration > 0 else { return _SpringMotion(dampingRatio: dampingRatio, velocity: 0) }
        // The velocity in the spring's own time depends on the frequency the
        // fit chooses, which depends on the velocity: a few rounds settle it.
        var motion = _SpringMotion(dampingRatio: dampingRatio, velocity: 0)
        for _ in 0..<4 {
            let frequency = motion.settlingTime / duration
            motion = _SpringMotion(dampingRatio: dampingRatio, velocity: velocity / frequency)
        }
        return motion
    }
}
