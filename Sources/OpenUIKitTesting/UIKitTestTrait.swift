import OpenUIKit
import Testing

/// Gives each test of a suite the state a test on a fresh device would see,
/// and fails it for every diagnostic it did not expect:
///
/// - the first time the test uses the shared clock, the clock is manual and
///   at ``TestClock/epoch`` (a ``FrameClock/Scope`` of the test's own), so no
///   comparison depends on the time earlier tests left, and
///   ``UnexpectedDiagnostics`` is installed;
/// - after it, the turn it left pending runs and its animations settle, so
///   what they report is attributed to it, not to a later test.
///
/// ```swift
/// @MainActor
/// @Suite(.uikitTest) struct ContainmentLifecycleTests { … }
/// ```
///
/// Every suite of OpenUIKit's own tests carries it
/// (`EveryTestIsScopedTests` checks the sources).
///
/// Tests run in parallel (no suite here is `.serialized` but
/// `GlyphCacheTests` and `AwaitedTurnTests`), but a synchronous
/// `@MainActor` test runs whole, as one main-actor job: nothing else moves
/// the clock, runs a turn or reports during it, and the clock's move to the
/// epoch happens inside that job, at the test's first use of the clock.
/// Between two jobs of an `async` test (at each `await`) other tests run
/// whole and move the shared clock: such a test sees the epoch at its first
/// use only, and must not compare absolute times across an `await`. When
/// a test starts while animations run (an awaiting test's, or one left by a
/// test whose settling job has not run yet), the clock is left alone and
/// the test records an issue, rather than make them jump.
///
/// A report made in an end-of-turn job is attributed to the test that
/// scheduled that job (the job inherits its task-local values): a
/// synchronous test runs its turns itself, so only tests that await can
/// share a job, and they sit in one serialized suite.
public struct UIKitTestTrait: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func prepare(for test: Test) async throws {
        await MainActor.run { UnexpectedDiagnostics.install() }
    }

    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        test.isSuite || testCase == nil ? nil : self
    }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        await MainActor.run { UnexpectedDiagnostics.install() }
        let scope = FrameClock.Scope(epoch: TestClock.epoch) { now in
            Issue.record(
                "The clock cannot start at its epoch: animations are running (another test's); this test sees the time at \(now)."
            )
        }
        try await FrameClock.Scope.$current.withValue(scope) {
            try await function()
            await MainActor.run { TestClock.settle() }
        }
    }
}

extension Trait where Self == UIKitTestTrait {
    /// The clock at its epoch before each test, unexpected diagnostics fail
    /// it, its turn and animations settled after it (``UIKitTestTrait``).
    public static var uikitTest: Self { UIKitTestTrait() }
}
