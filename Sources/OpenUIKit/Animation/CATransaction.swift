import Foundation

/// Groups changes into transactions, as Core Animation does: a completion
/// block for the animations a transaction adds, actions turned off, a
/// default duration.
///
/// Every change belongs to a transaction. Without ``begin()`` the change
/// joins the implicit transaction, which the end of the run-loop turn
/// commits; ``begin()`` and ``commit()`` make explicit ones, which nest.
/// Sources: Apple, `CATransaction` and `setCompletionBlock(_:)`: the block
/// runs once every animation added after it was set (in this transaction or
/// one nested in it) has finished or been removed; when none was added by
/// the commit, it runs at the commit.
@preconcurrency @MainActor
open class CATransaction: NSObject {
    /// Opens a transaction inside the current one.
    open class func begin() {
        UIApplication.shared.animator.transactions.begin()
    }

    /// Closes the innermost transaction begun with ``begin()``. With none
    /// open this is reported and does nothing.
    open class func commit() {
        guard UIApplication.shared.animator.transactions.commit() else {
            UIApplication.shared.diagnostics.report(
                .misuse, "CATransaction.commit() was called with no transaction begun; nothing was committed.")
            return
        }
    }

    /// Commits the implicit transaction now, unless explicit ones are open
    /// (then the end of the turn commits it, after them).
    open class func flush() {
        UIApplication.shared.animator.transactions.commitImplicit()
    }

    /// The innermost transaction's completion block.
    open class func completionBlock() -> (() -> Void)? {
        UIApplication.shared.animator.transactions.frames.last?.group.block
    }

    /// Sets the block to run when the animations added from now on in this
    /// transaction have ended. A block it replaces is done counting: it
    /// runs when the animations added before have ended, at once if none.
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        UIApplication.shared.animator.transactions.setCompletionBlock(block)
    }

    /// Whether changes in this transaction are made without animation.
    open class func disableActions() -> Bool {
        UIApplication.shared.animator.transactions.disablesActions
    }

    /// Makes the changes in this transaction (and those nested in it) apply
    /// at once, even inside an animation block.
    open class func setDisableActions(_ flag: Bool) {
        UIApplication.shared.animator.transactions.current.disableActions = flag
    }

    /// The default duration of this transaction's animations: 0.25 s unless set.
    open class func animationDuration() -> TimeInterval {
        for frame in UIApplication.shared.animator.transactions.frames.reversed() {
            if let duration = frame.animationDuration { return duration }
        }
        return 0.25
    }

    /// Sets the default duration of this transaction's animations. OpenUIKit
    /// has no implicit layer animations, so it is kept and answered only.
    open class func setAnimationDuration(_ duration: TimeInterval) {
        guard duration.isFinite, duration >= 0 else {
            UIApplication.shared.diagnostics.report(
                .misuse, "CATransaction.setAnimationDuration(_:): \(duration) is not a duration; it stays \(animationDuration()).")
            return
        }
        UIApplication.shared.animator.transactions.current.animationDuration = duration
    }
}
