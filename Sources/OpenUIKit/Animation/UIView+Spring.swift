import Foundation

extension UIView {
    /// Animates the changes `animations` makes along a damped spring that
    /// comes to rest at the end of `duration`.
    ///
    /// `dampingRatio` 1 comes to rest without oscillating, values towards 0
    /// oscillate more; `velocity` is the speed at the start, 1 covering the
    /// whole change in one second. The motion is the closed form of a damped
    /// harmonic spring, so the same call always shows the same values. How
    /// UIKit fits its spring to the duration is not documented: OpenUIKit's
    /// comes to rest (within a displacement of 0.0008) at the end.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        var ratio = Double(dampingRatio)
        if !ratio.isFinite || ratio <= 0 {
            UIApplication.shared.diagnostics.report(
                .misuse, "UIView.animate(usingSpringWithDamping:): damping \(dampingRatio) must be positive and finite; using 1.")
            ratio = 1
        }
        var speed = Double(velocity)
        if !speed.isFinite {
            UIApplication.shared.diagnostics.report(
                .misuse, "UIView.animate(initialSpringVelocity:): velocity \(velocity) is not finite; using 0.")
            speed = 0
        }
        let fitted = _SpringMotion.fitted(dampingRatio: ratio, velocity: speed, duration: duration.isFinite ? duration : 0)
        _animate(
            "UIView.animate(usingSpringWithDamping:)", duration: duration, delay: delay, timing: .spring(fitted), animations: animations,
            completion: completion)
    }
}
