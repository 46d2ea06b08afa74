import Foundation
import OpenUIKit

extension Scenario {
    /// The built-in containers: a tab bar controller holding a navigation
    /// controller, pushes and pops, a tab switch, a rotation and a hidden bar,
    /// with where the bars leave each page's content; then the inbox
    /// presents a page sheet and a custom-animated card, and dismisses them;
    /// then an interactive pop of a message is cancelled halfway, and a
    /// second one finished; last, a swipe from the left edge pops a message.
    /// The screens are real (an inbox list, a message, a compose sheet,
    /// grouped settings), and where a user would touch, the script does.
    public static let mail = Scenario(
        name: "mail",
        summary: "the built-in containers: push, pop, tab switch, rotation, safe areas under the bars; a page sheet and a custom card; "
            + "an interactive pop cancelled, then finished, and an edge swipe; real screens driven by taps, typing and drags",
        body: { MailScript(session: $0).run() }
    )
}

/// The steps of the `mail` scenario, one method per section (the
/// presentations in `MailScript+Presentation.swift`, the interactive pops
/// in `MailScript+InteractivePop.swift`).
@MainActor
final class MailScript {
    let session: ScenarioSession
    let inbox: InboxViewController
    let message: MessageViewController
    let settings: SettingsViewController
    let compose: ComposeViewController
    let card = PageViewController(title: "Card", tint: .systemRed)
    /// The card's transitioning delegate, held here: the card holds it weakly.
    let cardTransitions = CardTransitions()
    /// The navigation controller's delegate for the interactive pops, held
    /// here: the navigation controller holds it weakly.
    let popTransitions = PopTransitions()
    let navigation: UINavigationController
    let tabs: UITabBarController
    let window: UIWindow

    init(session: ScenarioSession) {
        self.session = session
        let app = MailApp()
        (inbox, message, settings, compose) = (app.inbox, app.message, app.settings, app.compose)
        (navigation, tabs) = (app.navigation, app.tabs)
        window = session.makeWindow(size: CGSize(width: 390, height: 844))
        // The compose item's action, written to the transcript as it runs.
        inbox.composeAction = { [unowned self] in presentCompose() }
        compose.didDismiss = { [session] button in session.state("completion: dismissed by \(button)") }
        session.name(tabs, "Tabs")
        session.name(navigation, "Navigation")
        session.name(inbox, "Inbox")
        session.name(message, "Message")
        session.name(settings, "Settings")
        session.name(compose, "Compose")
        session.name(card, "Card")
        cardTransitions.log = { [session] in session.callback($0) }
        popTransitions.log = { [session] in session.callback($0) }
        popTransitions.name = { [session] in session.displayName(of: $0) }
    }

    func run() {
        launch()
        push()
        pop()
        switchTabs()
        rotate()
        hideTheNavigationBar()
        backToPortrait()
        presentAPageSheet()
        dismissThePageSheet()
        presentACard()
        dismissTheCard()
        pushTheMessageAgain()
        cancelAnInteractivePopHalfway()
        finishAnInteractivePop()
        swipeBackFromTheEdge()
        showTheFinalHierarchy()
    }

    private func launch() {
        session.section("Launch: a tab bar controller with a navigation stack and a settings page")
        session.action("let navigation = UINavigationController(rootViewController: inbox)")
        session.action("tabs.viewControllers = [navigation, settings]")
        tabs.viewControllers = [navigation, settings]
        session.action("window.rootViewController = tabs")
        window.rootViewController = tabs
        session.action("window.makeKeyAndVisible()")
        window.makeKeyAndVisible()
        runUntilIdle()
        describeBars()
        describe(inbox)
        session.takePicture()
    }

    private func push() {
        session.section("Push: a tap on a row; the message slides in over the inbox")
        tapRow(1)
        session.state("Message shows \"\(message.message?.subject ?? "nothing")\" from \(message.message?.sender ?? "nobody")")
        session.state("mid-slide: the navigation view holds \(names(of: navigation.view.subviews))")
        advance(by: 0.35, comment: "the slide ends")
        session.state("stack: \(navigation.viewControllers.map(session.displayName(of:)))")
        session.state(
            "bar: back item '\(navigation.navigationBar.backItem?.title ?? "none")', top item '\(navigation.navigationBar.topItem?.title ?? "none")'"
        )
        describe(message)
    }

    private func pop() {
        session.section("Pop: a tap on the back button; back to the inbox")
        tapBackButton()
        advance(by: 0.35, comment: "the slide ends")
        session.state(
            "stack: \(navigation.viewControllers.map(session.displayName(of:))); Message's parent: \(message.parent == nil ? "nil" : "set")"
        )
    }

    private func switchTabs() {
        session.section("Tab switch: a tap on the settings tab; a switch and the slider moved by touches")
        tapTab(settings.tabBarItem)
        describe(settings)
        tap(settings.askBeforeDeleting, as: "the \"Ask Before Deleting\" switch")
        session.state("Ask Before Deleting: \(settings.askBeforeDeleting.isOn ? "on" : "off")")
        dragThumb(of: settings.textSize, by: 80, as: "\"Text Size\"")
        session.state("Text Size: \(Format.number(CGFloat(settings.textSize.value)))")
    }

    private func rotate() {
        session.section("Rotation to landscape: compact bars, the sensor housing at the sides")
        tapTab(navigation.tabBarItem)
        session.action("window.rotate(to: .landscapeLeft)")
        window.rotate(to: .landscapeLeft)
        advance(by: 0.5)
        describeBars()
        describe(inbox)
    }

    private func hideTheNavigationBar() {
        session.section("Hidden navigation bar: the space goes back to the page")
        session.action("navigation.setNavigationBarHidden(true, animated: false)")
        navigation.setNavigationBarHidden(true, animated: false)
        runUntilIdle()
        describe(inbox)
    }

    private func showTheFinalHierarchy() {
        session.section("Final hierarchy")
        session.action("tabs.hierarchyDescription()")
        session.dump(tabs.hierarchyDescription())
        session.state("\(Format.seconds(session.elapsed)) of manual time")
    }

    // MARK: Actions

    func runUntilIdle() { session.runUntilIdle() }

    func advance(by seconds: TimeInterval, comment: String? = nil) {
        session.advance(by: seconds, comment: comment)
    }

    // MARK: State

    func describeBars() {
        session.state("navigation bar \(Format.rect(navigation.navigationBar.frame)), tab bar \(Format.rect(tabs.tabBar.frame))")
    }

    func describe(_ page: PageViewController) {
        describe(page, content: page.content)
    }

    func describe(_ page: MailPageViewController) {
        describe(page, content: page.content)
    }

    private func describe(_ page: UIViewController, content: UIView) {
        let insets = page.view.safeAreaInsets
        session.state(
            "\(session.displayName(of: page)): view \(Format.rect(page.view.frame)), safe area insets "
                + "(\(Format.number(insets.top)) \(Format.number(insets.left)) \(Format.number(insets.bottom)) \(Format.number(insets.right))), "
                + "content \(Format.rect(content.frame))")
    }

    private func names(of views: [UIView]) -> String {
        let pages: [UIViewController] = [inbox, message, settings]
        return "["
            + views.map { view in
                pages.first { $0.viewIfLoaded === view }.map(session.displayName(of:)) ?? "\(type(of: view))"
            }.joined(separator: ", ") + "]"
    }
}
