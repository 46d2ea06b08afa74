import Foundation
import OpenUIKit

/// The controllers of the mail sample, made and connected as the app's
/// code would: a tab bar controller with the inbox's navigation controller
/// ("Mail", a tray) and the settings ("Settings", a gear); the inbox shows
/// a tapped message in the message controller, and its compose item
/// presents the compose sheet.
///
/// The `mail` scenario drives it; the gallery's snapshot tests show its screens.
@MainActor
final class MailApp {
    let inbox = InboxViewController(messages: MailMessage.phoneInbox)
    let message = MessageViewController()
    let settings = SettingsViewController()
    let compose = ComposeViewController()
    let navigation: UINavigationController
    let tabs = UITabBarController()

    init() {
        navigation = UINavigationController(rootViewController: inbox)
        navigation.tabBarItem = UITabBarItem(title: "Mail", image: UIImage(systemName: "tray"), tag: 0)
        navigation.tabBarItem.badgeValue = "2"
        settings.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 1)
        inbox.messageViewController = message
        inbox.composeAction = { [unowned self] in inbox.present(compose, animated: true) }
    }
}
