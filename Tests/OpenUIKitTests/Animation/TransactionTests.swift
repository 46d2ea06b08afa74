import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// `CATransaction`: completion blocks, nesting, the implicit transaction of
/// a turn, disabled actions and the default duration.
///
/// Sources: Apple, `CATransaction` (implicit transactions are committed when
/// the run loop next iterates; explicit ones nest) and
/// `setCompletionBlock(_:)` (the block runs once all animations added after
/// it have completed or been removed; when none was added before the commit,
/// or the block is replaced, it runs at once); gist.github.com/hfossli
/// 17faf5619d1db19bfc48ecedf38ccb6a (a UIView animation inside the
/// transaction is one of the animations the block waits for); the CSDN
/// translation of "iOS Core Animation: Advanced Techniques", ch. 7 (the
/// default transaction duration is 0.25 s).
@MainActor
@Suite(.uikitTest) struct TransactionTests {
    @Test func theCompletionBlockWaitsForEveryAnimationInTheTransaction() {
        withShownView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) { window, view in
            var order: [String] = []
            CATransaction.begin()
            CATransaction.setCompletionBlock { order.append("transaction") }
            UIView.animate(withDuration: 0.5, animations: { view.alpha = 0.5 }) { _ in order.append("short") }
            UIView.animate(withDuration: 1, delay: 0.5, options: [], animations: { view.center.x = 40 }) { _ in
                order.append("long")
            }
            CATransaction.commit()
            #expect(order.isEmpty)
            TestClock.advance(by: 1)
            #expect(order == ["short"])
            TestClock.advance(by: 0.5)
            // order not fixed by any source found: the transaction's block after
            // the completion of the animation it waited for last.
            #expect(order == ["short", "long", "transaction"])
        }
    }

    @Test func aTransactionWithoutAnimationsCompletesAtItsCommit() {
        var ran = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { ran = true }
        #expect(CATransaction.completionBlock() != nil)
        #expect(!ran)
        CATransaction.commit()
        #expect(ran)
    }

    @Test func aReplacedBlockWithoutAnimationsRunsAtOnce() {
        var order: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { order.append("first") }
        CATransaction.setCompletionBlock { order.append("second") }
        #expect(order == ["first"])
        CATransaction.commit()
        #expect(order == ["first", "second"])
    }

    /// Order not fixed by any source found: that an outer transaction's
    /// block also waits for the animations of the transactions nested in it.
    @Test func nestedTransactionsCompleteInsideOut() {
        withShownView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) { window, view in
            var order: [String] = []
            CATransaction.begin()
            CATransaction.setCompletionBlock { order.append("outer") }
            CATransaction.begin()
            CATransaction.setCompletionBlock { order.append("inner") }
            UIView.animate(withDuration: 0.5) { view.alpha = 0 }
            CATransaction.commit()
            UIView.animate(withDuration: 1) { view.center.x = 30 }
            CATransaction.commit()
            TestClock.advance(by: 0.5)
            #expect(order == ["inner"])
            TestClock.advance(by: 0.5)
            #expect(order == ["inner", "outer"])
        }
    }

    @Test func theImplicitTransactionCommitsWithTheTurn() {
        withShownView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) { window, view in
            var order: [String] = []
            CATransaction.setCompletionBlock { order.append("nothing to wait for") }
            #expect(order.isEmpty)
            TestClock.runUntilIdle()
            #expect(order == ["nothing to wait for"])
            CATransaction.setCompletionBlock { order.append("after the fade") }
            UIView.animate(withDuration: 0.3) { view.alpha = 0 }
            TestClock.runUntilIdle()
            #expect(order == ["nothing to wait for"])
            TestClock.advance(by: 0.3)
            #expect(order == ["nothing to wait for", "after the fade"])
        }
    }

    /// Order not fixed by any source found: that disabled actions make the
    /// changes of a UIView animation block apply at once (Apple,
    /// `setDisableActions(_:)`, speaks of actions triggered by property
    /// changes; UIKit's block animations are such actions).
    @Test func disabledActionsApplyChangesAtOnce() {
        withShownView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) { window, view in
            #expect(!CATransaction.disableActions())
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            #expect(CATransaction.disableActions())
            UIView.animate(withDuration: 1) { view.alpha = 0.25 }
            CATransaction.commit()
            #expect(!CATransaction.disableActions())
            #expect(view.presentationValues.alpha == 0.25)
            TestClock.settle()
        }
    }

    @Test func theDurationIsAQuarterSecondUnlessSet() {
        #expect(CATransaction.animationDuration() == 0.25)
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        #expect(CATransaction.animationDuration() == 1)
        let (_, reports) = UIApplication.shared.diagnostics.recording { CATransaction.setAnimationDuration(-.infinity) }
        #expect(reports.map(\.kind) == [.misuse])
        #expect(CATransaction.animationDuration() == 1)
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 0.25)
    }

    /// A turn run while an explicit transaction is open (a test calling
    /// `runUntilIdle()` between `begin()` and `commit()`) leaves it open.
    @Test func aTurnInsideAnExplicitTransactionLeavesItOpen() {
        withShownView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) { window, view in
            UIView.animate(withDuration: 0.25) { view.center.x = 20 } // opens the implicit transaction
            var ran = false
            let (_, reports) = UIApplication.shared.diagnostics.recording {
                CATransaction.begin()
                CATransaction.setCompletionBlock { ran = true }
                TestClock.runUntilIdle()
                #expect(CATransaction.completionBlock() != nil)
                CATransaction.commit()
                TestClock.runUntilIdle()
            }
            #expect(reports.isEmpty)
            #expect(ran)
            TestClock.settle()
        }
    }

    @Test func committingWithNothingBegunIsReported() {
        let (_, reports) = UIApplication.shared.diagnostics.recording { CATransaction.commit() }
        #expect(reports.map(\.kind) == [.misuse])
    }
}
