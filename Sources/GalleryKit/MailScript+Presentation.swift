import Foundation
import OpenUIKit

/// The `mail` scenario's presentations: back to portrait (a page sheet in a
/// compact height is full screen, in UIKit as here, and the scenario shows
/// the card), then the inbox presents a page sheet and a custom-animated
/// card, and dismisses each.
extension MailScript {
    func backToPortrait() {
        session.section("Back to portrait, the navigation bar shown again")
        session.action("navigation.setNavigationBarHidden(false, animated: false)")
        navigation.setNavigationBarHidden(false, animated: false)
        runUntilIdle()
        session.action("window.rotate(to: .portrait)")
        window.rotate(to: .portrait)
        advance(by: 0.5)
        describeBars()
        describe(inbox)
    }

    func presentAPageSheet() {
        session.section("Page sheet: a tap on the compose item; the inbox presents a compose screen, which slides up over it")
        session.state("Compose.modalPresentationStyle: \(styleName(compose.modalPresentationStyle))")
        if let item = inbox.navigationItem.rightBarButtonItem {
            tap(item, in: navigation.navigationBar, as: "the compose item")
        }
        advance(by: 0.25, comment: "halfway up")
        session.state("mid-slide: Compose shows at \(Format.rect(compose.view.presentationValues.frame))")
        advance(by: 0.25, comment: "the slide ends")
        describe(compose)
        session.state("Tabs' view in the window: \(tabs.view.window === window)")
        session.state("Send enabled: \(compose.sendItem.isEnabled)")
        tap(compose.to.field, as: "the \"To\" field")
        typeKeys("grace@example.com")
        session.state("Send enabled: \(compose.sendItem.isEnabled)")
        tap(compose.subject.field, as: "the \"Subject\" field")
        typeKeys("Lunch on Thursday")
    }

    /// What the compose item does (the inbox's `composeAction`): presents
    /// the compose sheet, as the inbox's code would.
    func presentCompose() {
        session.action("inbox.present(compose, animated: true) { print(\"presented\") }", inside: "the compose item's action")
        inbox.present(compose, animated: true) { [session] in session.state("completion: presented") }
        session.state(
            "presenting: \(name(of: compose.presentingViewController)), style: "
                + styleName(compose.presentationController?.presentationStyle))
    }

    func dismissThePageSheet() {
        session.section("Page sheet dismissed: a tap on Send; the compose screen slides down")
        tap(compose.sendItem, in: compose.navigationBar, as: "\"Send\"")
        advance(by: 0.5, comment: "the slide ends")
        session.state("Inbox's presented controller: \(name(of: inbox.presentedViewController))")
        session.state("Compose's window: \(compose.view.window == nil ? "nil" : "set")")
    }

    func presentACard() {
        session.section("Custom card: a presentation controller with a dimming view, and an animator")
        session.action("card.modalPresentationStyle = .custom")
        card.modalPresentationStyle = .custom
        session.action("card.transitioningDelegate = cardTransitions")
        card.transitioningDelegate = cardTransitions
        session.action("inbox.present(card, animated: true) { print(\"presented\") }")
        inbox.present(card, animated: true) { [session] in session.state("completion: presented") }
        runUntilIdle()
        advance(by: 0.15, comment: "halfway")
        session.state("mid-slide: Card shows at \(Format.rect(card.view.presentationValues.frame)), \(dimming)")
        advance(by: 0.15, comment: "the slide ends")
        describe(card)
        session.state(dimming)
        session.state("Tabs' view in the window: \(tabs.view.window === window)")
    }

    func dismissTheCard() {
        session.section("Custom card dismissed: it slides down, the dimming fades")
        dismiss(card, as: "card", sliding: CardAnimator.duration)
        session.state("the window's subviews: \(window.subviews.map { "\(type(of: $0))" })")
    }

    // MARK: Actions

    /// Dismisses `page` (called `code` in the transcript), animated, and
    /// lets its slide of `seconds` end.
    private func dismiss(_ page: UIViewController, as code: String, sliding seconds: TimeInterval) {
        session.action("\(code).dismiss(animated: true) { print(\"dismissed\") }")
        page.dismiss(animated: true) { [session] in session.state("completion: dismissed") }
        runUntilIdle()
        advance(by: seconds, comment: "the slide ends")
        session.state("Inbox's presented controller: \(name(of: inbox.presentedViewController))")
    }

    // MARK: State

    private var dimming: String {
        guard let presentation = card.presentationController as? CardPresentationController else { return "no dimming view" }
        let view = presentation.dimmingView
        return "dimming view \(Format.rect(view.frame)) at alpha \(Format.number(view.presentationValues.alpha))"
    }

    private func name(of controller: UIViewController?) -> String {
        controller.map(session.displayName(of:)) ?? "nil"
    }

    private func styleName(_ style: UIModalPresentationStyle?) -> String {
        switch style {
        case .automatic?: ".automatic"
        case .pageSheet?: ".pageSheet"
        case .custom?: ".custom"
        case .fullScreen?: ".fullScreen"
        case let other?: "rawValue \(other.rawValue)"
        case nil: "nil"
        }
    }
}
