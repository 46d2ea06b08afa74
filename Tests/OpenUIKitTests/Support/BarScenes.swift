import Foundation
import OpenUIKit
import OpenUIKitTesting

/// Scenes with the bars, as an iOS mail-like app shows them: shared by the
/// bar drawing tests and the snapshot tests.
@MainActor
enum BarScenes {
    /// A controller with a white view and `title`.
    static func page(_ title: String) -> UIViewController {
        let controller = UIViewController()
        controller.title = title
        controller.view.backgroundColor = .systemBackground
        return controller
    }

    /// A navigation stack two deep: "Mailboxes", then "Inbox" with a back
    /// button, an edit and a compose item, and a toolbar (refresh, a
    /// flexible space, a disabled trash, compose).
    static func navigationStack() -> (UINavigationController, UIViewController) {
        let root = page("Mailboxes")
        let inbox = page("Inbox")
        inbox.navigationItem.rightBarButtonItems = [UIBarButtonItem(systemItem: .compose), UIBarButtonItem(systemItem: .edit)]
        let trash = UIBarButtonItem(systemItem: .trash)
        trash.isEnabled = false
        inbox.toolbarItems = [
            UIBarButtonItem(systemItem: .refresh), .flexibleSpace(), trash, .flexibleSpace(), UIBarButtonItem(systemItem: .compose),
        ]
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(inbox, animated: false)
        navigation.isToolbarHidden = false
        return (navigation, inbox)
    }

    /// A navigation controller whose root shows a large title and a
    /// "Done" item.
    static func largeTitle() -> UINavigationController {
        let root = page("Mailboxes")
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done)
        root.navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .add)
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        return navigation
    }

    /// A tab bar controller of four tabs: one with a drawn image and a
    /// badge, one with a symbol image, a favorites system item and the
    /// More item.
    static func tabs() -> UITabBarController {
        let mail = page("Mail")
        mail.tabBarItem = UITabBarItem(title: "Mail", image: envelope(), tag: 0)
        mail.tabBarItem.badgeValue = "3"
        let calendar = page("Calendar")
        calendar.tabBarItem = UITabBarItem(title: "Calendar", image: UIImage(systemName: "calendar"), tag: 1)
        let favorites = page("Favorites")
        favorites.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 2)
        let more = page("More")
        more.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 3)
        let tabs = UITabBarController()
        tabs.viewControllers = [mail, calendar, favorites, more]
        return tabs
    }

    /// A 25-point envelope outline, drawn in black on clear (a template image).
    static func envelope() -> UIImage {
        image { context in
            context.setStrokeColor(UIColor.black.cgColor)
            context.setLineWidth(2)
            context.stroke(CGRect(x: 2, y: 5, width: 21, height: 15))
            context.move(to: CGPoint(x: 2, y: 5))
            context.addLine(to: CGPoint(x: 12.5, y: 13))
            context.addLine(to: CGPoint(x: 23, y: 5))
            context.strokePath()
        }
    }

    /// A 25-point filled rounded square (a template image).
    static func square() -> UIImage {
        image { context in
            context.setFillColor(UIColor.black.cgColor)
            context.addPath(CGPath(roundedRect: CGRect(x: 3, y: 3, width: 19, height: 19), cornerWidth: 4, cornerHeight: 4, transform: nil))
            context.fillPath()
        }
    }

    private static func image(_ draw: (CGContext) -> Void) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        return UIGraphicsImageRenderer(size: CGSize(width: 25, height: 25), format: format).image { draw($0.cgContext) }
    }
}

/// The width UIKit gives a bar title: its text measured in the system font
/// of `size` and `weight` (17 pt regular for a bar button item, semibold
/// for a navigation title), rounded up to a whole point.
@MainActor
func barTitleWidth(_ text: String, size: CGFloat = 17, weight: UIFont.Weight = .regular) -> CGFloat {
    (text as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: size, weight: weight)]).width.rounded(.up)
}
