import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Taps on the bars and a sheet swiped down, through synthesized touches.
///
/// Sources (outside this repository):
/// - [Tab] Apple, `tabBarController(_:shouldSelect:)` and
///   `tabBarController(_:didSelect:)`: asked and told when the user taps a
///   tab (not when the selection changes in code); false keeps the tab.
/// - [Item] Apple, `UIBarButtonItem.primaryAction`: the action performed
///   when the user taps the item.
/// - [Back] Apple, `UINavigationBar`: tapping the back button pops the top
///   view controller (`UINavigationController`: "the back button … pops").
/// - [Sheet] Apple, `UIAdaptivePresentationControllerDelegate`:
///   `presentationControllerShouldDismiss(_:)` is asked when the user
///   swipes a sheet down; refused, `presentationControllerDidAttemptToDismiss(_:)`;
///   allowed, `presentationControllerWillDismiss(_:)` when the gesture
///   begins and `presentationControllerDidDismiss(_:)` after the dismissal;
///   `isModalInPresentation` true refuses without asking.
@MainActor
@Suite(.uikitTest) struct BarAndSheetTouchTests {
    /// A tap on a tab bar item asks the delegate and selects the tab; a
    /// refused tab stays unselected [Tab].
    @Test func tapOnATabBarItemSelectsItsTab() {
        let tabs = UITabBarController()
        let a = titled("A")
        let b = titled("B")
        let c = titled("C")
        tabs.viewControllers = [a, b, c]
        let delegate = TabLog()
        tabs.delegate = delegate
        withTestWindow(root: tabs) { window in
            let bar = tabs.tabBar
            let frame = try! #require(bar._frame(for: b.tabBarItem))
            window.tap(at: bar.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil))
            #expect(tabs.selectedViewController === b)
            delegate.refused = c
            let cFrame = try! #require(bar._frame(for: c.tabBarItem))
            window.tap(at: bar.convert(CGPoint(x: cFrame.midX, y: cFrame.midY), to: nil))
            #expect(tabs.selectedViewController === b)
            #expect(delegate.lines == ["shouldSelect(B)", "didSelect(B)", "shouldSelect(C)"])
            expectSound(window)
        }
    }

    /// A tap on a bar button item performs its primary action [Item]; a tap
    /// on the back button pops [Back]; a finger that slides off the item
    /// before lifting does nothing.
    @Test func tapsOnBarButtonItemsAndTheBackButton() {
        let a = titled("A")
        let b = titled("B")
        var performed = 0
        let item = UIBarButtonItem(primaryAction: UIAction(title: "Edit") { _ in performed += 1 })
        b.navigationItem.rightBarButtonItem = item
        withPushedStack(a, b) { navigation, window in
            let bar = navigation.navigationBar
            let itemFrame = try! #require(bar._frame(for: item))
            let itemPoint = bar.convert(CGPoint(x: itemFrame.midX, y: itemFrame.midY), to: nil)
            window.tap(at: itemPoint)
            #expect(performed == 1)
            window.drag(from: itemPoint, to: CGPoint(x: itemPoint.x - 150, y: itemPoint.y), duration: 0.1)
            #expect(performed == 1)
            let back = try! #require(bar._backButton)
            window.tap(at: bar.convert(CGPoint(x: back.frame.midX, y: back.frame.midY), to: nil))
            TestClock.settle()
            #expect(navigation.viewControllers == [a])
            expectSound(window)
        }
    }

    /// A sheet swiped down far enough is dismissed when the delegate allows
    /// it; refused, the delegate hears the attempt and the sheet stays [Sheet].
    @Test func sheetSwipedDownAllowedAndRefused() {
        let root = titled("Root")
        withTestWindow(root: root) { window in
            let sheet = presentable(.pageSheet)
            root.present(sheet, animated: false)
            TestClock.settle()
            let delegate = SheetLog()
            sheet.presentationController?.delegate = delegate
            let top = sheet.view.convert(CGPoint(x: sheet.view.bounds.midX, y: 20), to: nil)
            let distance = sheet.view.bounds.height * 0.6

            delegate.allows = false
            window.drag(from: top, to: CGPoint(x: top.x, y: top.y + distance), duration: 0.3)
            TestClock.settle()
            #expect(delegate.lines == ["shouldDismiss", "didAttemptToDismiss"])
            #expect(root.presentedViewController === sheet)

            delegate.lines.removeAll()
            sheet.isModalInPresentation = true
            delegate.allows = true
            window.drag(from: top, to: CGPoint(x: top.x, y: top.y + distance), duration: 0.3)
            #expect(delegate.lines == ["didAttemptToDismiss"])
            sheet.isModalInPresentation = false

            delegate.lines.removeAll()
            window.drag(from: top, to: CGPoint(x: top.x, y: top.y + 40), duration: 0.3)
            TestClock.settle()
            #expect(delegate.lines == ["shouldDismiss", "willDismiss"])
            #expect(root.presentedViewController === sheet)

            delegate.lines.removeAll()
            window.drag(from: top, to: CGPoint(x: top.x, y: top.y + distance), duration: 0.3)
            TestClock.settle()
            #expect(delegate.lines == ["shouldDismiss", "willDismiss", "didDismiss"])
            #expect(root.presentedViewController == nil)
            expectSound(window)
        }
    }
}

@MainActor
private final class TabLog: UITabBarControllerDelegate {
    var lines: [String] = []
    var refused: UIViewController?
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        lines.append("shouldSelect(\(viewController.title ?? "?"))")
        return viewController !== refused
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        lines.append("didSelect(\(viewController.title ?? "?"))")
    }
}

@MainActor
private final class SheetLog: UIAdaptivePresentationControllerDelegate {
    var lines: [String] = []
    var allows = true
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        lines.append("shouldDismiss")
        return allows
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { lines.append("willDismiss") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { lines.append("didDismiss") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        lines.append("didAttemptToDismiss")
    }
}
