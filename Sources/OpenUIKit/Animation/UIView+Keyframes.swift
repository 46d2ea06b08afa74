import Foundation

/// Keyframe animations: several steps, each over its own part of the time.
///
/// Sources: Apple, `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`
/// (start and duration are fractions of the whole animation; a duration of
/// 0 sets the values at the start time; the method is called inside the
/// block of `animateKeyframes`); stackoverflow.com questions 68056506 and
/// 20638956 (the whole animation follows ease-in-ease-out unless a curve of
/// `AnimationOptions` is passed in the raw value; between keyframes the
/// values move linearly in the linear calculation mode).
extension UIView {
    /// Animates the keyframes `animations` adds (and any change it makes
    /// outside a keyframe, over the whole duration). Each keyframe starts
    /// from the value the one before it left. Only the linear calculation
    /// mode is followed: the others move linearly too.
    public static func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        _animate(
            "UIView.animateKeyframes", duration: duration, delay: delay, timing: .named(options.curve),
            configure: { context in context.isKeyframeAnimation = true },
            animations: animations, completion: completion)
    }

    /// Adds a keyframe to the keyframe animation being built: the changes
    /// `animations` makes move over the part of the animation from
    /// `frameStartTime` lasting `frameDuration` (both fractions of it).
    /// Outside `animateKeyframes` this is reported and the block runs as
    /// any other code.
    public static func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        let animator = UIApplication.shared.animator
        guard let context = animator.currentContext, context.isKeyframeAnimation else {
            if animator.animationsEnabled, !animator.transactions.disablesActions {
                UIApplication.shared.diagnostics.report(
                    .misuse,
                    "UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:) is for the block of animateKeyframes; the block ran as it is."
                )
            }
            return animations()
        }
        let start = frameStartTime.isFinite ? min(max(frameStartTime, 0), 1) : 0
        let length = frameDuration.isFinite ? min(max(frameDuration, 0), 1 - start) : 0
        if start != frameStartTime || length != frameDuration {
            UIApplication.shared.diagnostics.report(
                .misuse,
                "UIView.addKeyframe: start \(frameStartTime) and duration \(frameDuration) must lie within the animation (0...1); using \(start) and \(length)."
            )
        }
        let (outerStart, outerEnd) = (context.windowStart, context.windowEnd)
        context.windowStart = start
        context.windowEnd = start + length
        animations()
        context.windowStart = outerStart
        context.windowEnd = outerEnd
    }
}
