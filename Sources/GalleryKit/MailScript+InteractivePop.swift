import Foundation
import OpenUIKit

/// The `mail` scenario's interactive pops: the message is pushed again, a
/// pop driven by a percent-driven interaction controller is cancelled
/// halfway (the message stays on top), and a second one is finished.
///
/// Interactive transitions are driven here by calling the API, as a
/// gesture recognizer's action would (touches come later): the navigation
/// controller's delegate supplies the animator and the interaction
/// controller, `popViewController(animated: true)` starts the pop, and
/// `update(_:)`, `cancel()` and `finish()` drive it.
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
