import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Where the bars put their items (OpenUIKit's `_frame(for:)`, for the
/// release that draws them and routes touches).
///
/// Sources: Apple HIG, "Navigation bars" and "Toolbars" (leading items,
/// centred title, trailing items); UIKit's layout margins
/// (`systemMinimumLayoutMargins`: 16 points in a compact width, 20 in a
/// regular one), which bars follow since iOS 11; Apple,
/// `UIBarButtonItem.SystemItem.flexibleSpace` ("Blank space to add between
/// other items. The space is distributed equally between the other flexible
/// space items") and `.fixedSpace` (its `width`). A title is as wide as
/// its text measures in the font it is drawn in (`barTitleWidth`, UIKit
/// sizes a bar button item to its title; 17 pt, the title semibold);
/// system symbols 24 points; 8 points between items.
@MainActor
@Suite(.uikitTest) struct BarItemFrameTests {
    @Test func navigationBarItemsTitleAndLandscape() {
        let root = titled("Inbox")
        let navigation = UINavigationController(rootViewController: root)
        let add = UIBarButtonItem(systemItem: .add)
        let edit = UIBarButtonItem(systemItem: .edit)
        root.navigationItem.rightBarButtonItem = add
        root.navigationItem.leftBarButtonItem = edit
        let e = barTitleWidth("Edit")
        let t = barTitleWidth("Inbox", weight: .semibold)
        let s = barTitleWidth("Share")
        withTestWindow(root: navigation) { window in
            let bar = navigation.navigationBar
            #expect(bar._frame(for: add) == CGRect(x: 350, y: 0, width: 24, height: 44))
            #expect(bar._frame(for: edit) == CGRect(x: 16, y: 0, width: e, height: 44))
            #expect(bar._titleFrame == CGRect(x: (390 - t) / 2, y: 0, width: t, height: 44))
            #expect(bar._frame(for: UIBarButtonItem(title: "Elsewhere")) == nil)

            // Two right items: the first at the trailing side.
            let share = UIBarButtonItem(title: "Share")
            root.navigationItem.rightBarButtonItems = [add, share]
            #expect(bar._frame(for: share) == CGRect(x: 342 - s, y: 0, width: s, height: 44))
            share.isHidden = true
            #expect(bar._frame(for: share) == nil)

            // A prompt puts the row under it.
            root.navigationItem.prompt = "Choose"
            TestClock.runUntilIdle()
            #expect(bar._frame(for: add) == CGRect(x: 350, y: 30, width: 24, height: 44))
            root.navigationItem.prompt = nil

            // Landscape: the safe area's sides and the compact row.
            window.rotate(to: .landscapeLeft, animated: false)
            TestClock.runUntilIdle()
            #expect(bar._frame(for: add) == CGRect(x: 757, y: 0, width: 24, height: 32))
            #expect(bar._frame(for: edit) == CGRect(x: 63, y: 0, width: e, height: 32))
            window.rotate(to: .portrait, animated: false)
            TestClock.runUntilIdle()

            // A title view takes its own width, centred.
            root.navigationItem.titleView = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
            #expect(bar._titleFrame == CGRect(x: 145, y: 0, width: 100, height: 44))
            // One too wide for the space between the items is fitted between them.
            root.navigationItem.titleView = UIView(frame: CGRect(x: 0, y: 0, width: 380, height: 30))
            #expect(bar._titleFrame == CGRect(x: 24 + e, y: 0, width: 318 - e, height: 44))
            root.navigationItem.titleView = nil

            // A large title's row under the standard one.
            bar.prefersLargeTitles = true
            TestClock.runUntilIdle()
            #expect(bar._titleFrame == CGRect(x: 16, y: 44, width: 358, height: 52))
            expectSound(window)
        }
    }

    @Test func toolbarItemsShareTheRestBetweenFlexibleSpaces() {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        // Apple, `UIToolbar`: `barStyle` "The default value is
        // `UIBarStyle.default`", `isTranslucent` true by default (iOS 7 and
        // later), `barTintColor` and `items` nil by default.
        #expect(toolbar.barStyle == .default && toolbar.isTranslucent && toolbar.barTintColor == nil && toolbar.items == nil)
        let first = UIBarButtonItem.flexibleSpace()
        let edit = UIBarButtonItem(systemItem: .edit)
        let second = UIBarButtonItem.flexibleSpace()
        let fixed = UIBarButtonItem.fixedSpace(10)
        let add = UIBarButtonItem(systemItem: .add)
        toolbar.items = [first, edit, second, fixed, add]
        let e = barTitleWidth("Edit")
        let f = (358 - e - 10 - 24 - 32) / 2
        #expect(toolbar._frame(for: first) == CGRect(x: 16, y: 0, width: f, height: 44))
        #expect(toolbar._frame(for: edit) == CGRect(x: 24 + f, y: 0, width: e, height: 44))
        #expect(toolbar._frame(for: second) == CGRect(x: 32 + f + e, y: 0, width: f, height: 44))
        #expect(toolbar._frame(for: fixed) == CGRect(x: 332, y: 0, width: 10, height: 44))
        #expect(toolbar._frame(for: add) == CGRect(x: 350, y: 0, width: 24, height: 44))

        // A custom view takes its width; an explicit width wins.
        let custom = UIBarButtonItem(customView: UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 30)))
        toolbar.items = [custom, add]
        #expect(toolbar._frame(for: custom) == CGRect(x: 16, y: 0, width: 60, height: 44))
        custom.width = 80
        #expect(toolbar._frame(for: add) == CGRect(x: 104, y: 0, width: 24, height: 44))
        #expect(toolbar.items?.count == 2)
        toolbar.items = nil
        #expect(toolbar.items == nil)
    }

    /// Apple, `UITabBar.itemPositioning` (`.automatic`: fill in a compact
    /// width, centred in a regular one), `itemWidth` and `itemSpacing`
    /// (default 0, the system's value; negative values become 0). The
    /// centred defaults (76 and 34) are OpenUIKit's stand-ins.
    @Test func tabBarItemsFillAPhoneAndCentreOtherwise() {
        let items = (0..<4).map { UITabBarItem(title: "T\($0)", image: nil, tag: $0) }
        let phone = UITabBar(frame: CGRect(x: 0, y: 0, width: 390, height: 49))
        phone.items = items
        #expect(phone.itemPositioning == .automatic && phone.itemWidth == 0 && phone.itemSpacing == 0)
        #expect(phone._frame(for: items[0]) == CGRect(x: 0, y: 0, width: 97.5, height: 49))
        #expect(phone._frame(for: items[2]) == CGRect(x: 195, y: 0, width: 97.5, height: 49))
        #expect(phone._frame(for: UITabBarItem()) == nil)

        let wide = UITabBar(frame: CGRect(x: 0, y: 0, width: 1024, height: 49))
        wide.items = items
        wide.itemPositioning = .centered
        #expect(wide._frame(for: items[0]) == CGRect(x: 309, y: 0, width: 76, height: 49))
        #expect(wide._frame(for: items[1]) == CGRect(x: 419, y: 0, width: 76, height: 49))
        wide.itemWidth = 100
        wide.itemSpacing = -5
        #expect(wide.itemSpacing == 0)
        #expect(wide._frame(for: items[0]) == CGRect(x: 261, y: 0, width: 100, height: 49))
        let (_, reports) = UIApplication.shared.diagnostics.recording { wide.itemWidth = .nan }
        #expect(reports.map(\.kind) == [.misuse])
        #expect(wide.itemWidth == 0)
    }
}
