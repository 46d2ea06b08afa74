import Foundation

/// The animations a `CATransaction` completion block waits for.
///
/// A group counts the animations added while it was the open one; once its
/// transaction is committed (sealed) and the count is zero, its block runs.
@MainActor
final class _TransactionGroup {
    var block: (() -> Void)?
    var pending = 0
    var isSealed = false

    init(block: (() -> Void)?) { self.block = block }

    /// Runs the block once, when sealed and nothing is pending.
    func fireIfDone() {
        guard isSealed, pending == 0, let block else { return }
        self.block = nil
        block()
    }
}

/// One open transaction: its settings and its current completion group.
@MainActor
final class _TransactionFrame {
    let isImplicit: Bool
    /// Set in this transaction; nil takes the enclosing one's.
    var disableActions: Bool?
    var animationDuration: TimeInterval?
    var group = _TransactionGroup(block: nil)

    init(isImplicit: Bool) { self.isImplicit = isImplicit }
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
final class _TransactionStack {
    private(set) var frames: [_TransactionFrame] = []

    nonisolated init() {}

    /// Whether the implicit transaction is the only one open, so that the
    /// end of the turn (or `flush()`) can commit it.
    var canCommitImplicit: Bool { frames.count == 1 && frames[0].isImplicit }

    /// Whether the innermost open transaction disables actions.
    var disablesActions: Bool {
        for frame in frames.reversed() {
            if let flag = frame.disableActions { return flag }
        }
        return false
    }

    /// The innermost transaction, opening the implicit one when none is open.
    var current: _TransactionFrame {
        if let frame = frames.last { return frame }
        let implicit = _TransactionFrame(isImplicit: true)
        frames.append(implicit)
        UIApplication.shared._setNeedsTurn()
        return implicit
    }

    func begin() { frames.append(_TransactionFrame(isImplicit: false)) }

    /// Closes the innermost explicit transaction; false when none is open.
    func commit() -> Bool {
        guard let frame = frames.last, !frame.isImplicit else { return false }
        frames.removeLast()
        seal(frame)
        // The implicit transaction under it may now be committed.
        if canCommitImplicit { UIApplication.shared._setNeedsTurn() }
        return true
    }

    /// Commits the implicit transaction when it is the only one open
    /// (explicit ones above it commit first, by their own `commit()`).
    func commitImplicit() {
        guard canCommitImplicit else { return }
        let frame = frames.removeLast()
        seal(frame)
    }

    /// Drops the implicit transaction without running its blocks (a turn
    /// cut off as a feedback loop).
    func abandonImplicit() {
        if canCommitImplicit { frames.removeAll() }
    }

    /// Starts a new completion group for the innermost transaction; the one
    /// it replaces is done adding: it runs when the animations it counted
    /// have ended, at once when there are none.
    func setCompletionBlock(_ block: (() -> Void)?) {
        let frame = current
        let old = frame.group
        frame.group = _TransactionGroup(block: block)
        old.isSealed = true
        old.fireIfDone()
    }

    /// Counts `animation` in the group of every open transaction (an outer
    /// transaction's block waits for what the inner ones added too).
    func noteAdded(_ animation: Animator.Animation) {
        if frames.isEmpty { _ = current }
        for frame in frames where frame.group.block != nil {
            frame.group.pending += 1
            animation.transactionGroups.append(frame.group)
        }
    }

    /// Tells the groups waiting for `animation` that it has ended.
    func noteEnded(_ animation: Animator.Animation) {
        let groups = animation.transactionGroups
        animation.transactionGroups.removeAll()
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
