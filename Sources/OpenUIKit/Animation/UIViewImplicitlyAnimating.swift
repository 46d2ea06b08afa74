import Foundation

/// An animation that can take more animation blocks and completions while it
/// runs, and continue with new timing.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds a block whose changes are animated over the rest of the animation.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds a block whose changes start after `delayFactor` of the remaining time.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds a block to run when the animation ends, with where it ended.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Continues a paused animation with new timing over a new duration.
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}
