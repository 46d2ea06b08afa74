import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// `UINavigationItem`: defaults, the single and array forms of the bar
/// button items, and the back button's title.
///
/// Sources: Apple, `UINavigationItem` (`leftBarButtonItem`: "the first item
/// of `leftBarButtonItems`"-style pairs: "If there are multiple
/// items, this property refers to the first of them"; `titleView`,
/// `backBarButtonItem`, `backButtonTitle`, `prompt` default nil;
/// `hidesBackButton` "The default value is false";
/// `leftItemsSupplementBackButton` "The default value of this property is
/// false"; `largeTitleDisplayMode` default `.automatic`;
/// `backButtonDisplayMode` "The default value of this property is
/// `UINavigationItem.BackButtonDisplayMode.default`", and its cases:
/// `.default` tries `backButtonTitle`, `title`, a generic title such as
/// "Back", no title, by the space available; `.generic` "Back" then no
/// title, ignoring `title` and `backButtonTitle`; `.minimal` no title;
/// used "when the `backBarButtonItem` property is nil"); `title` ("If the
/// value of this property is nil, the system uses the string “Back”").
@MainActor
@Suite(.uikitTest) struct NavigationItemTests {
    @Test func defaults() {
        let item = UINavigationItem(title: "A")
        #expect(item.title == "A")
        #expect(item.titleView == nil && item.prompt == nil)
        #expect(item.leftBarButtonItem == nil && item.leftBarButtonItems == nil)
        #expect(item.rightBarButtonItem == nil && item.rightBarButtonItems == nil)
        #expect(item.backBarButtonItem == nil && item.backButtonTitle == nil)
        #expect(item.backButtonDisplayMode == .default)
        #expect(!item.hidesBackButton && !item.leftItemsSupplementBackButton)
        #expect(item.largeTitleDisplayMode == .automatic)
        #expect(UINavigationItem.BackButtonDisplayMode.minimal.rawValue == 2)
        #expect(UINavigationItem.LargeTitleDisplayMode.inline.rawValue == 3)
        #expect(UINavigationBar(frame: .zero).prefersLargeTitles == false)
    }

    @Test func theSingleItemIsTheFirstOfTheArray() {
        let item = UINavigationItem(title: "A")
        let a = UIBarButtonItem(title: "a")
        let b = UIBarButtonItem(title: "b")
        let c = UIBarButtonItem(title: "c")
        item.leftBarButtonItems = [a, b]
        #expect(item.leftBarButtonItem === a)
        item.leftBarButtonItem = c
        #expect(item.leftBarButtonItems == [c])
        item.setLeftBarButton(nil, animated: true)
        #expect(item.leftBarButtonItems == nil && item.leftBarButtonItem == nil)

        item.setRightBarButtonItems([b, a], animated: true)
        #expect(item.rightBarButtonItem === b)
        item.setRightBarButton(c, animated: false)
        #expect(item.rightBarButtonItems == [c])
        item.rightBarButtonItems = []
        #expect(item.rightBarButtonItems == nil)

        item.setHidesBackButton(true, animated: true)
        #expect(item.hidesBackButton)
    }

    @Test func theBackButtonTitleFollowsTheItemBelow() {
        let root = titled("Inbox")
        let detail = titled("Detail")
        let navigation = UINavigationController(rootViewController: root)
        withTestWindow(root: navigation) { window in
            let bar = navigation.navigationBar
            #expect(bar._backButton == nil)
            navigation.pushViewController(detail, animated: false)
            TestClock.runUntilIdle()
            #expect(bar._backButton?.title == "Inbox")
            #expect(bar._backButton?.frame == CGRect(x: 8, y: 0, width: 20 + barTitleWidth("Inbox"), height: 44))

            // A back title too long for the space left of the title: "Back".
            root.navigationItem.backButtonTitle = "Back to the inbox and its messages"
            #expect(bar._backButton?.title == "Back")
            root.navigationItem.backButtonTitle = "Mail"
            #expect(bar._backButton?.title == "Mail")
            root.navigationItem.backButtonDisplayMode = .generic
            #expect(bar._backButton?.title == "Back")
            root.navigationItem.backButtonDisplayMode = .minimal
            #expect(bar._backButton?.title == "")
            // A back bar button item's title wins over the display mode.
            root.navigationItem.backBarButtonItem = UIBarButtonItem(title: "Mailboxes")
            #expect(bar._backButton?.title == "Mailboxes")
            root.navigationItem.backBarButtonItem = nil
            root.navigationItem.backButtonDisplayMode = .default
            root.navigationItem.backButtonTitle = nil
            root.title = nil
            #expect(bar._backButton?.title == "Back")

            detail.navigationItem.hidesBackButton = true
            #expect(bar._backButton == nil)
            detail.navigationItem.hidesBackButton = false
            // Left items replace the back button unless they supplement it.
            let edit = UIBarButtonItem(systemItem: .edit)
            detail.navigationItem.leftBarButtonItem = edit
            #expect(bar._backButton == nil)
            #expect(bar._frame(for: edit) == CGRect(x: 16, y: 0, width: barTitleWidth("Edit"), height: 44))
            detail.navigationItem.leftItemsSupplementBackButton = true
            #expect(bar._backButton != nil)
            #expect(bar._frame(for: edit) == CGRect(x: 36, y: 0, width: barTitleWidth("Edit"), height: 44))
            expectSound(window)
        }
    }
}
