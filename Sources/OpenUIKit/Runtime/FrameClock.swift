import Foundation

/// The time OpenUIKit runs on: animations, completions and frame ticks.
///
/// A live program uses real time. Tests and the gallery's snapshots switch to
/// manual time, where nothing moves until ``advance(by:)``:
///
/// ```swift
/// UIApplication.shared.clock.useManualTime()
/// UIView.animate(withDuration: 0.25) { view.alpha = 0 }
/// UIApplication.shared.clock.advance(by: 0.25)   // completion runs here
/// ```
@preconcurrency @MainActor
public final class FrameClock {
    /// How the clock moves.
    public enum Mode: Sendable, Equatable {
        /// Time follows the machine's monotonic clock.
        case real
        /// Time moves only through ``FrameClock/advance(by:)``.
        case manual
    }

    /// A claim on the clock by a part of a program that wants manual time
    /// of its own, such as one test: the first time the clock is used from a
    /// task where ``Scope/current`` is a new one, it switches to manual time at the
    /// scope's ``epoch``.
    ///
    /// The switch happens inside the code that uses the clock (a test's own
    /// body), not in a job of its own, so that no other main-actor job can
    /// move the clock between the switch and that code. A scope is entered
    /// once: a job that runs later with a scope entered before (an
    /// end-of-turn job an earlier test scheduled) does not move the clock
    /// back.
    public final class Scope: Sendable {
        /// The manual time the scope starts at.
        public let epoch: TimeInterval
        /// Called instead, with the clock's time, when the scope cannot start
        /// at its epoch: animations are running (another scope's), which
        /// moving the clock back would make jump, so the clock stays.
        public let cannotStartAtEpoch: @Sendable @MainActor (TimeInterval) -> Void

        public init(
            epoch: TimeInterval, cannotStartAtEpoch: @escaping @Sendable @MainActor (TimeInterval) -> Void = { _ in }
        ) {
            self.epoch = epoch
            self.cannotStartAtEpoch = cannotStartAtEpoch
        }

        /// The scope of the current task; `nil` (a program's default) never
        /// moves the clock.
        @TaskLocal public static var current: Scope?
    }

    public var mode: Mode {
        enterScopeIfNeeded()
        return storedMode
    }
    private var storedMode: Mode = .real
    private var manualNow: TimeInterval = 0
    private let realOrigin = ProcessInfo.processInfo.systemUptime
    /// Every scope entered, so that none is entered twice.
    private var enteredScopes: Set<ObjectIdentifier> = []
    private var retainedScopes: [Scope] = []

    nonisolated init() {}

    private func enterScopeIfNeeded() {
        guard let scope = Scope.current, !enteredScopes.contains(ObjectIdentifier(scope)) else { return }
        enteredScopes.insert(ObjectIdentifier(scope))
        // Kept alive so that no later scope reuses its identifier.
        retainedScopes.append(scope)
        guard !UIApplication.shared.hasRunningAnimations else {
            scope.cannotStartAtEpoch(now)
            return
        }
        storedMode = .manual
        manualNow = scope.epoch.isFinite ? scope.epoch : 0
    }

    /// Seconds since the clock started (real) or since manual time began.
    public var now: TimeInterval {
        switch mode {
        case .real: ProcessInfo.processInfo.systemUptime - realOrigin
        case .manual: manualNow
        }
    }

    /// Switches to manual time, starting at `start` seconds.
    public func useManualTime(startingAt start: TimeInterval = 0) {
        enterScopeIfNeeded()
        storedMode = .manual
        guard start.isFinite else {
            UIApplication.shared.diagnostics.report(
                .misuse, "FrameClock.useManualTime(startingAt:) takes a finite time, not \(start); starting at 0.")
            manualNow = 0
            return
        }
        manualNow = start
    }

    /// Switches back to real time.
    public func useRealTime() {
        enterScopeIfNeeded()
        storedMode = .real
        UIApplication.shared._scheduleAnimationTickIfNeeded()
    }

    /// Moves manual time forward by `seconds`, stopping at every animation end
    /// on the way so that completions and the work they cause run in order,
    /// each followed by the end of its run-loop turn.
    ///
    /// In real time this is misuse: it is reported and nothing happens.
    public func advance(by seconds: TimeInterval) {
        let app = UIApplication.shared
        guard mode == .manual else {
            app.diagnostics.report(.misuse, "FrameClock.advance(by:) needs manual time; call useManualTime() first.")
            return
        }
        guard seconds.isFinite, seconds >= 0 else {
            app.diagnostics.report(.misuse, "FrameClock.advance(by:) takes a finite, non-negative interval, not \(seconds).")
            return
        }
        let target = manualNow + seconds
        guard target.isFinite else {
            app.diagnostics.report(
                .misuse,
                "FrameClock.advance(by:): \(seconds) seconds from \(manualNow) is past the largest time the clock can show; the clock did not move."
            )
            return
        }
        // From a callback inside a turn, turns cannot run (the one under
        // way would have to end first): stepping to each animation's end
        // would wait for a turn forever. Time moves at once instead, and
        // what comes due runs in the turn under way.
        guard !app._isRunningTurn else {
            app.diagnostics.report(
                .misuse,
                "FrameClock.advance(by:) was called from a callback during a run-loop turn; the clock moved by \(seconds) at once, and what came due runs in the turn under way."
            )
            manualNow = target
            return
        }
        app.runUntilIdle()
        while let deadline = app.animator.nextDeadline, Animator.reached(deadline, by: target) {
            manualNow = max(manualNow, deadline)
            app.runUntilIdle()
        }
        manualNow = max(manualNow, target)
        app.runUntilIdle()
    }
}
