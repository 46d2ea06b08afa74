import Foundation

/// The animations a `CATransaction` completion block waits for.
///
/// A group counts the animations added while it was the open one; once its
/// transaction is committed (sealed) and the count is zero, its block runs.
@MainActor
package final class _TransactionGroup {
    package var block: (() -> Void)?
    package var pending = 0
    package var isSealed = false

    package init(block: (() -> Void)?) { self.block = block }

    /// Runs the block once, when sealed and nothing is pending.
    package func fireIfDone() {
        guard isSealed, pending == 0, let block else { return }
        self.block = nil
        block()
    }
}

/// One open transaction: its settings and its current completion group.
@MainActor
package final class _TransactionFrame {
    package let isImplicit: Bool
    /// Set in this transaction; nil takes the enclosing one's.
    package var disableActions: Bool?
    package var animationDuration: TimeInterval?
    package var group = _TransactionGroup(block: nil)

    package init(isImplicit: Bool) { self.isImplicit = isImplicit }
}

/// `CATransaction`'s state: the stack of open transactions, the implicit
/// one at its bottom that the end of the turn commits.
///
/// Source: Apple, `CATransaction` (implicit transactions are created when
/// needed and committed when the run loop next iterates; explicit ones
/// nest) and `setCompletionBlock(_:)` (the block runs once every animation
/// added after it was set has completed or been removed, or at once when
/// none was added before the commit).
@MainActor
package final class _TransactionStack {
    package private(set) var frames: [_TransactionFrame] = []

    /// Asks for the end of the run-loop turn, which commits the implicit
    /// transaction. Core Animation commits it from a run-loop observer;
    /// here the owner of the turn (UIKit's `UIApplication`) hands this in.
    package var scheduleCommit: (() -> Void)?

    package nonisolated init() {}

    /// Whether the implicit transaction is the only one open, so that the
    /// end of the turn (or `flush()`) can commit it.
    package var canCommitImplicit: Bool { frames.count == 1 && frames[0].isImplicit }

    /// Whether the innermost open transaction disables actions.
    package var disablesActions: Bool {
        for frame in frames.reversed() {
            if let flag = frame.disableActions { return flag }
        }
        return false
    }

    /// The innermost transaction, opening the implicit one when none is open.
    package var current: _TransactionFrame {
        if let frame = frames.last { return frame }
        let implicit = _TransactionFrame(isImplicit: true)
        frames.append(implicit)
        scheduleCommit?()
        return implicit
    }

    package func begin() { frames.append(_TransactionFrame(isImplicit: false)) }

    /// Closes the innermost explicit transaction; false when none is open.
    package func commit() -> Bool {
        guard let frame = frames.last, !frame.isImplicit else { return false }
        frames.removeLast()
        seal(frame)
        // The implicit transaction under it may now be committed.
        if canCommitImplicit { scheduleCommit?() }
        return true
    }

    /// Commits the implicit transaction when it is the only one open
    /// (explicit ones above it commit first, by their own `commit()`).
    package func commitImplicit() {
        guard canCommitImplicit else { return }
        let frame = frames.removeLast()
        seal(frame)
    }

    /// Drops the implicit transaction without running its blocks (a turn
    /// cut off as a feedback loop).
    package func abandonImplicit() {
        if canCommitImplicit { frames.removeAll() }
    }

    /// Starts a new completion group for the innermost transaction; the one
    /// it replaces is done adding: it runs when the animations it counted
    /// have ended, at once when there are none.
    package func setCompletionBlock(_ block: (() -> Void)?) {
        let frame = current
        let old = frame.group
        frame.group = _TransactionGroup(block: block)
        old.isSealed = true
        old.fireIfDone()
    }

    /// Counts an animation added now in the group of every open transaction
    /// (an outer transaction's block waits for what the inner ones added
    /// too); the animation keeps the groups it is counted in, and hands them
    /// to ``noteEnded(_:)`` when it ends.
    package func noteAdded() -> [_TransactionGroup] {
        if frames.isEmpty { _ = current }
        var counted: [_TransactionGroup] = []
        for frame in frames where frame.group.block != nil {
            frame.group.pending += 1
            counted.append(frame.group)
        }
        return counted
    }

    /// Tells `groups`, the groups an animation was counted in, that it has
    /// ended.
    package func noteEnded(_ groups: [_TransactionGroup]) {
        for group in groups {
            group.pending -= 1
            group.fireIfDone()
        }
    }

    private func seal(_ frame: _TransactionFrame) {
        frame.group.isSealed = true
        frame.group.fireIfDone()
    }
}
