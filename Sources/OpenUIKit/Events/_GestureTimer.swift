import Foundation

/// A one-shot wait on the application's clock for a gesture recognizer (a
/// long press's minimum duration, a tap's wait for the next tap).
///
/// It rides the animator: an animation without tracks whose completion is
/// the deadline, so that the manual clock stops at it and the turn that
/// follows sees what it caused. Cancelling removes it without running it.
@MainActor
final class _GestureTimer {
    private var animation: Animator.Animation?

    /// Runs `action` after `seconds` on the application's clock, replacing any wait under way.
    func start(after seconds: TimeInterval, _ action: @escaping @MainActor () -> Void) {
        cancel()
        let app = UIApplication.shared
        let animation = app.animator.makeAnimation(duration: max(0, seconds), timing: .named(.linear))
        animation.anchorTime = app.clock.now
        animation.completion = { [weak self] _ in
            self?.animation = nil
            action()
        }
        self.animation = animation
        app.animator.add(animation)
    }

    /// Whether a wait is under way.
    var isRunning: Bool { animation != nil }

    /// Stops the wait without running its action.
    func cancel() {
        guard let animation else { return }
        self.animation = nil
        UIApplication.shared.animator.remove(animation)
    }
}
