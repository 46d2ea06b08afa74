import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Sheets on a phone in landscape (a compact height).
///
/// Sources: [CompactSheet] Apple, `UISheetPresentationController.prefersEdgeAttachedInCompactHeight`
/// (false by default: the sheet has a full-screen appearance in a compact
/// height; true: it attaches to the screen on its bottom edge only) and
/// `widthFollowsPreferredContentSizeWhenEdgeAttached` (false by default:
/// the sheet is as wide as its container's safe area); [WWDC19] (`.automatic`
/// is a page sheet; the presenter stays under a sheet and hears nothing);
/// [Being] Apple, `isBeingPresented`, `isBeingDismissed`; [Present].
@MainActor
@Suite(.uikitTest) struct CompactHeightSheetTests {
    private static let landscape = CGSize(width: 844, height: 390)

    /// Presents `sheet` from the root `a` of a window of `size`, runs `body`
    /// once the presentation has ended, then dismisses the sheet.
    private func withPresentedSheet(
        _ sheet: UIViewController, size: CGSize = landscape, animated: Bool = false,
        _ body: (UIWindow, Content, AppearanceTrace) -> Void
    ) {
        let a = Content()
        withTestWindow(size: size, root: a) { window in
            let trace = AppearanceTrace([(a, "A"), (sheet, "P")])
            a.present(sheet, animated: animated) { trace.mark("completion") }
            TestClock.settle()
            body(window, a, trace)
            sheet.dismiss(animated: false)
            TestClock.settle()
            #expect(sheet.view.window == nil)
            expectSound(window)
        }
    }

    /// Regression (the gallery's `mail`, docs/Coverage.md): a sheet in a
    /// compact height stayed a card 10 points from the top; it fills the screen.
    @Test(arguments: [UIModalPresentationStyle.automatic, .pageSheet, .formSheet])
    func aSheetFillsTheScreenInACompactHeight(_ style: UIModalPresentationStyle) {
        withPresentedSheet(presentable(style), animated: true) { window, a, trace in
            #expect(window.traitCollection.verticalSizeClass == .compact)
            #expect(
                trace.take() == [
                    "P.loadView()",
                    "P.viewDidLoad()",
                    // order not fixed by any source found: whether the
                    // presenter's view leaves (and A hears disappearance
                    // callbacks) while a sheet looks full screen in a compact
                    // height; Apple speaks of an "appearance" only, and the
                    // style stays a sheet (WWDC19: A stays, hears nothing).
                    "P.viewWillAppear(animated: true) isBeingPresented",
                    "P.viewDidAppear(animated: true) isBeingPresented",
                    "completion",
                ])
            #expect(a.presentedViewController?.view.frame == window.bounds)
            #expect(a.view.window === window)
        }
    }

    /// With `prefersEdgeAttachedInCompactHeight` the sheet hangs from the
    /// bottom edge across the safe area's width ([CompactSheet]); the top
    /// gap is OpenUIKit's.
    @Test func anEdgeAttachedSheetKeepsToTheBottomEdge() {
        let sheet = presentable(.pageSheet)
        sheet.sheetPresentationController?.prefersEdgeAttachedInCompactHeight = true
        withPresentedSheet(sheet) { window, a, _ in
            let safe = window.safeAreaInsets
            let frame = sheet.view.frame
            #expect(frame.maxY == window.bounds.maxY)
            #expect(frame.minX == safe.left)
            #expect(frame.width == window.bounds.width - safe.left - safe.right)
            #expect(frame.minY > 0 && frame.height < window.bounds.height)
            #expect(a.view.window === window)
        }
    }

    /// A sheet presented in portrait fills the screen once the phone turns
    /// to landscape, and is a card again back in portrait ([CompactSheet]).
    @Test func aSheetFollowsTheHeightClassWhenTheWindowRotates() {
        let sheet = presentable(.pageSheet)
        withPresentedSheet(sheet, size: CGSize(width: 390, height: 844)) { window, _, _ in
            let card = sheet.view.frame
            #expect(card.minY > 0)
            window.rotate(to: .landscapeLeft, animated: false)
            TestClock.settle()
            #expect(sheet.view.frame == window.bounds)
            window.rotate(to: .portrait, animated: false)
            TestClock.settle()
            #expect(sheet.view.frame == card)
        }
    }
}
