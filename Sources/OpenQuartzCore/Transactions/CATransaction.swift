import Foundation
internal import _OpenUIKitShared

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
    /// The open transactions of this process (Core Animation keeps them
    /// per thread; OpenUIKit's are the main actor's).
    package static let _stack = _TransactionStack()

    /// Opens a transaction inside the current one.
    open class func begin() {
        _stack.begin()
    }

    /// Closes the innermost transaction begun with ``begin()``. With none
    /// open this is reported and does nothing.
    open class func commit() {
        guard _stack.commit() else {
            _Misuse.report(
                "CATransaction.commit() was called with no transaction begun; nothing was committed.")
            return
        }
    }

    /// Commits the implicit transaction now, unless explicit ones are open
    /// (then the end of the turn commits it, after them).
    open class func flush() {
        _stack.commitImplicit()
    }

    /// The innermost transaction's completion block.
    open class func completionBlock() -> (() -> Void)? {
        _stack.frames.last?.group.block
    }

    /// Sets the block to run when the animations added from now on in this
    /// transaction have ended. A block it replaces is done counting: it
    /// runs when the animations added before have ended, at once if none.
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        _stack.setCompletionBlock(block)
    }

    /// Whether changes in this transaction are made without animation.
    open class func disableActions() -> Bool {
        _stack.disablesActions
    }

    /// Makes the changes in this transaction (and those nested in it) apply
    /// at once, even inside an animation block.
    open class func setDisableActions(_ flag: Bool) {
        _stack.current.disableActions = flag
    }

    /// The default duration of this transaction's animations: 0.25 s unless set.
    open class func animationDuration() -> TimeInterval {
        for frame in _stack.frames.reversed() {
            if let duration = frame.animationDuration { return duration }
        }
        return 0.25
    }

    /// Sets the default duration of this transaction's animations. OpenUIKit
    /// has no implicit layer animations, so it is kept and answered only.
    open class func setAnimationDuration(_ duration: TimeInterval) {
        guard duration.isFinite, duration >= 0 else {
            _Misuse.report(
                "CATransaction.setAnimationDuration(_:): \(duration) is not a duration; it stays \(animationDuration()).")
            return
        }
        _stack.current.animationDuration = duration
    }
}
