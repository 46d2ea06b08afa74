import Foundation
import OpenUIKit

/// Manual time for a test: switches the shared clock to manual time (once)
/// and steps it.
///
/// Each test starts at ``epoch`` (``UIKitTestTrait`` puts the clock there
/// at the test's first use of it), so the times a test sees do not depend on the
/// tests before it.
@preconcurrency @MainActor
public enum TestClock {
    /// The manual time every test starts at: 0, where manual time begins
    /// (``FrameClock/useManualTime(startingAt:)``'s default); our choice.
    public nonisolated static let epoch: TimeInterval = 0

    /// Makes sure the clock is manual; leaves its time where it is when it already was.
    public static func useManualTime() {
        let clock = UIApplication.shared.clock
        if clock.mode != .manual { clock.useManualTime() }
    }

    /// Advances manual time by `seconds`, running every turn on the way.
    public static func advance(by seconds: TimeInterval) {
        useManualTime()
        UIApplication.shared.clock.advance(by: seconds)
    }

    /// Runs the end of the turn now.
    public static func runUntilIdle() {
        UIApplication.shared.runUntilIdle()
    }

    /// Advances in steps until no animation is running (at most `limit` seconds).
    ///
    /// Steps are 0.05 seconds for the first minute, then as long as the time
    /// already waited, so that even a very long animation settles in a few
    /// thousand steps (the clock stops at every animation's end on the way,
    /// so no completion is skipped). A limit that is NaN or negative settles
    /// nothing; an infinite one waits for every animation to end.
    public static func settle(limit: TimeInterval = 60) {
        useManualTime()
        let app = UIApplication.shared
        app.runUntilIdle()
        var waited: TimeInterval = 0
        while waited < limit, app.hasRunningAnimations {
            let step = min(waited < 60 ? 0.05 : waited, limit - waited)
            let before = app.clock.now
            app.clock.advance(by: step)
            // A clock that cannot move further (it reported why) ends the wait.
            guard app.clock.now > before else { return }
            waited += step
        }
    }
}

/// Runs `body` with a shown key window of `size` whose root is `root`,
/// under manual time and after the first turn ran; hides the window and runs
/// the turn again afterwards, so that nothing stays on screen between tests.
@preconcurrency @MainActor
@discardableResult
public func withTestWindow<Result>(
    size: CGSize = CGSize(width: 390, height: 844),
    root: UIViewController? = nil,
    _ body: (UIWindow) throws -> Result
) rethrows -> Result {
    TestClock.useManualTime()
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.rootViewController = root
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    defer {
        window.isHidden = true
        window.rootViewController = nil
        TestClock.settle()
    }
    return try body(window)
}
