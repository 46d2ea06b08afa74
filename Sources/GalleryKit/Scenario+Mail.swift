import Foundation
import OpenUIKit

extension Scenario {
    /// The built-in containers: a tab bar controller holding a navigation
    /// controller, pushes and pops, a tab switch, a rotation and a hidden bar,
    /// with where the bars leave each page's content.
    public static let mail = Scenario(
        name: "mail",
        summary: "the built-in containers: a tab bar and a navigation stack, push, pop, tab switch, rotation, safe areas under the bars",
        body: { MailScript(session: $0).run() }
    )
}

/// The steps of the `mail` scenario, one method per section.
@MainActor
final class MailScript {
    private let session: ScenarioSession
    private let inbox = PageViewController(title: "Inbox", tint: .systemBlue)
    private let message = PageViewController(title: "Message", tint: .systemGreen)
    private let settings = PageViewController(title: "Settings", tint: .systemOrange)
    private let navigation: UINavigationController
    private let tabs = UITabBarController()
    private let window: UIWindow

    init(session: ScenarioSession) {
        self.session = session
        navigation = UINavigationController(rootViewController: inbox)
        window = session.makeWindow(size: CGSize(width: 390, height: 844))
        // OpenUIKit's bars paint nothing of their own: colour them for the picture.
        navigation.navigationBar.backgroundColor = .secondarySystemBackground
        tabs.tabBar.backgroundColor = .secondarySystemBackground
        session.name(tabs, "Tabs")
        session.name(navigation, "Navigation")
        session.name(inbox, "Inbox")
        session.name(message, "Message")
        session.name(settings, "Settings")
    }

    func run() {
        launch()
        push()
        pop()
        switchTabs()
        rotate()
        hideTheNavigationBar()
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
    }

    private func push() {
        session.section("Push: a message slides in over the inbox")
        session.action("navigation.pushViewController(message, animated: true)")
        navigation.pushViewController(message, animated: true)
        runUntilIdle()
        session.state("mid-slide: the navigation view holds \(names(of: navigation.view.subviews))")
        advance(by: 0.35, comment: "the slide ends")
        session.state("stack: \(navigation.viewControllers.map(session.displayName(of:)))")
        session.state(
            "bar: back item '\(navigation.navigationBar.backItem?.title ?? "none")', top item '\(navigation.navigationBar.topItem?.title ?? "none")'"
        )
        describe(message)
    }

    private func pop() {
        session.section("Pop: back to the inbox")
        session.action("navigation.popViewController(animated: true)")
        navigation.popViewController(animated: true)
        runUntilIdle()
        advance(by: 0.35, comment: "the slide ends")
        session.state(
            "stack: \(navigation.viewControllers.map(session.displayName(of:))); Message's parent: \(message.parent == nil ? "nil" : "set")"
        )
    }

    private func switchTabs() {
        session.section("Tab switch: settings")
        session.action("tabs.selectedIndex = 1")
        tabs.selectedIndex = 1
        runUntilIdle()
        describe(settings)
    }

    private func rotate() {
        session.section("Rotation to landscape: compact bars, the sensor housing at the sides")
        session.action("tabs.selectedIndex = 0")
        tabs.selectedIndex = 0
        runUntilIdle()
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

    private func runUntilIdle() { session.runUntilIdle() }

    private func advance(by seconds: TimeInterval, comment: String? = nil) {
        session.advance(by: seconds, comment: comment)
    }

    // MARK: State

    private func describeBars() {
        session.state("navigation bar \(Format.rect(navigation.navigationBar.frame)), tab bar \(Format.rect(tabs.tabBar.frame))")
    }

    private func describe(_ page: PageViewController) {
        let insets = page.view.safeAreaInsets
        session.state(
            "\(session.displayName(of: page)): view \(Format.rect(page.view.frame)), safe area insets "
                + "(\(Format.number(insets.top)) \(Format.number(insets.left)) \(Format.number(insets.bottom)) \(Format.number(insets.right))), "
                + "content \(Format.rect(page.content.frame))")
    }

    private func names(of views: [UIView]) -> String {
        let pages = [inbox, message, settings]
        return "["
            + views.map { view in
                pages.first { $0.viewIfLoaded === view }.map(session.displayName(of:)) ?? "\(type(of: view))"
            }.joined(separator: ", ") + "]"
    }
}
