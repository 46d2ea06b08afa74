import Foundation
import OpenUIKit
import OpenUIKitTesting

/// The `mail` scenario's interactive pops: the message is pushed again, a
/// pop driven by a percent-driven interaction controller is cancelled
/// halfway (the message stays on top), a second one is finished, and a
/// swipe from the left edge pops a message a tap pushed.
///
/// The two interactive pops of sections 13 and 14 are driven by calling
/// the API, as a gesture recognizer's action would: the navigation
/// controller's delegate supplies the animator and the interaction
/// controller, `popViewController(animated: true)` starts the pop, and
/// `update(_:)`, `cancel()` and `finish()` drive it. The last one (section
/// 15) is a user's: a finger swiping in from the left edge, through the
/// navigation controller's own `interactivePopGestureRecognizer`.
extension MailScript {
    func pushTheMessageAgain() {
        session.section("The message again, pushed without animation")
        session.action("navigation.pushViewController(message, animated: false)")
        navigation.pushViewController(message, animated: false)
        runUntilIdle()
        describeStack()
    }

    func cancelAnInteractivePopHalfway() {
        session.section("Interactive pop cancelled halfway: the message slides back and stays on top")
        session.action("navigation.delegate = popTransitions")
        navigation.delegate = popTransitions
        runAnInteractivePop(cancelled: true)
        describeStack()
        session.dump(navigation.hierarchyDescription())
        session.state("Message's transform: \(message.view.transform == .identity ? "identity" : "moved")")
    }

    func finishAnInteractivePop() {
        session.section("Interactive pop finished: back to the inbox")
        runAnInteractivePop(cancelled: false)
        describeStack()
    }

    /// A user's interactive pop: the navigation controller's own
    /// `interactivePopGestureRecognizer`, driven by a finger swiping in
    /// from the left edge past half the width, after a tap on a row pushed
    /// a message (without the sample's delegate, so the built-in slide runs).
    func swipeBackFromTheEdge() {
        session.section("Edge swipe: a tap on a row pushes a message; a swipe from the left edge pops it")
        session.action("navigation.delegate = nil")
        navigation.delegate = nil
        tapRow(0)
        advance(by: 0.35, comment: "the slide ends")
        session.state("Message shows \"\(message.message?.subject ?? "nothing")\" from \(message.message?.sender ?? "nobody")")
        session.action("swipe from the left edge, 250 points in 0.3 s")
        window.edgeSwipe(from: .left, distance: 250, duration: 0.3)
        advance(by: 0.35, comment: "the rest of the slide")
        describeStack()
    }

    // MARK: Actions

    /// Pops the message interactively: drives the pop to halfway and shows
    /// where both views are, then cancels or finishes it and lets the slide
    /// run back or on, showing the views once more halfway through that.
    private func runAnInteractivePop(cancelled: Bool) {
        session.action("let interaction = UIPercentDrivenInteractiveTransition()")
        let interaction = UIPercentDrivenInteractiveTransition()
        session.action("popTransitions.interaction = interaction")
        popTransitions.interaction = interaction
        session.action("navigation.popViewController(animated: true)")
        navigation.popViewController(animated: true)
        runUntilIdle()
        if let coordinator = message.transitionCoordinator {
            session.action("message.transitionCoordinator?.animate(alongsideTransition: nil) { print($0.isCancelled) }")
            coordinator.animate(alongsideTransition: nil) { [session] context in
                session.state("coordinator completion: isCancelled \(context.isCancelled)")
            }
        }
        session.action("interaction.update(0.5)")
        interaction.update(0.5)
        runUntilIdle()
        describeTheSlide("halfway")
        session.state("percentComplete: \(Format.number(interaction.percentComplete))")
        if cancelled {
            session.action("interaction.cancel()")
            interaction.cancel()
        } else {
            session.action("interaction.finish()")
            interaction.finish()
        }
        popTransitions.interaction = nil
        // The half covered runs back, or the half left runs on: 0.2 s either way.
        let quarter = PopAnimator.duration / 4
        advance(by: quarter, comment: cancelled ? "halfway back" : "three quarters of the way")
        describeTheSlide(cancelled ? "halfway back" : "three quarters")
        advance(by: quarter, comment: cancelled ? "back where it started" : "the slide ends")
    }

    // MARK: State

    /// Where the message and the inbox show now, `when` in the slide.
    private func describeTheSlide(_ when: String) {
        session.state(
            "\(when): Message shows at \(Format.rect(message.view.presentationValues.frame)), "
                + "Inbox at \(Format.rect(inbox.view.presentationValues.frame))")
    }

    private func describeStack() {
        session.state(
            "stack: \(navigation.viewControllers.map(session.displayName(of:))), top: "
                + "\(navigation.topViewController.map(session.displayName(of:)) ?? "nil"); "
                + "Message's parent: \(message.parent == nil ? "nil" : "set")")
    }
}
