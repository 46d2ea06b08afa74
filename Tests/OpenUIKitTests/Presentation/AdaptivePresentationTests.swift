import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Answers the adaptation question with a fixed style and counts the asks.
@MainActor
final class AdaptationAnswer: UIAdaptivePresentationControllerDelegate {
    let style: UIModalPresentationStyle
    private(set) var asked = 0
    init(_ style: UIModalPresentationStyle) { self.style = style }

    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection)
        -> UIModalPresentationStyle
    {
        asked += 1
        return style
    }
}

/// Adaptation to a compact width, popovers and sheets.
///
/// Sources: [Adapt] Apple, `UIAdaptivePresentationControllerDelegate`
/// and `adaptivePresentationStyle(for:traitCollection:)` (return `.none` to
/// keep the current style), `UIPresentationController.adaptivePresentationStyle`
/// (full screen by default); the `modalPresentationStyle` header quoted at
/// hacknicity.medium.com "View Controller Presentation Changes in iOS 13"
/// (a popover on a compact-width iPhone adapts to full screen unless the
/// delegate prevents it) and the same author's "…in iOS and iPadOS 16" (a
/// form sheet in a compact width fills the width, as on iPhone: a card,
/// not full screen); [Detent] Apple, `UISheetPresentationController.Detent.medium()`
/// (about half the screen's height) and `selectedDetentIdentifier` (nil:
/// the smallest detent); [Styles] for what full screen removes.
@MainActor
@Suite(.uikitTest) struct AdaptivePresentationTests {
    @Test func aPopoverAdaptsToFullScreenInACompactWidth() {
        let a = Content()
        let popover = presentable(.popover)
        withTestWindow(root: a) { window in
            let source = UIView(frame: CGRect(x: 20, y: 100, width: 40, height: 40))
            a.view.addSubview(source)
            popover.popoverPresentationController?.sourceView = source
            #expect(popover.popoverPresentationController?.arrowDirection == .unknown)
            a.present(popover, animated: false)
            TestClock.runUntilIdle()
            #expect(popover.view.frame == window.bounds)
            #expect(a.view.window == nil)
            #expect(popover.presentationController?.presentationStyle == .popover)
            popover.dismiss(animated: false)
            TestClock.runUntilIdle()
            expectSound(window)
        }
    }

    @Test func aDelegateAnsweringNoneKeepsThePopover() {
        let a = Content()
        let popover = presentable(.popover)
        popover.preferredContentSize = CGSize(width: 200, height: 100)
        let answer = AdaptationAnswer(.none)
        withTestWindow(root: a) { window in
            let source = UIView(frame: CGRect(x: 20, y: 100, width: 40, height: 40))
            a.view.addSubview(source)
            let controller = popover.popoverPresentationController
            controller?.sourceView = source
            controller?.permittedArrowDirections = [.up, .down]
            controller?.delegate = answer
            a.present(popover, animated: false)
            TestClock.runUntilIdle()
            #expect(answer.asked == 1)
            #expect(a.view.window === window)
            // Below the source, its centre over the source's, kept 10 points
            // inside the window (OpenUIKit's numbers).
            #expect(popover.view.frame == CGRect(x: 10, y: 153, width: 200, height: 100))
            #expect(controller?.arrowDirection == .up)
            popover.dismiss(animated: false)
            TestClock.runUntilIdle()
            expectSound(window)
        }
    }

    @Test func aPopoverWithoutASourceIsReported() {
        let a = Content()
        let popover = presentable(.popover)
        let answer = AdaptationAnswer(.none)
        popover.popoverPresentationController?.delegate = answer
        withTestWindow(root: a) { window in
            let (_, reports) = UIApplication.shared.diagnostics.recording { a.present(popover, animated: false) }
            #expect(reports.map(\.kind) == [.misuse])
            #expect(
                reports.first?.message.contains("should have a non-nil sourceView or barButtonItem set before the presentation occurs")
                    == true)
            TestClock.runUntilIdle()
            #expect(a.presentedViewController === popover)
            popover.dismiss(animated: false)
            TestClock.runUntilIdle()
            expectSound(window)
        }
    }

    @Test func aFormSheetStaysACardUnlessTheDelegateSaysOtherwise() {
        let a = Content()
        let sheet = presentable(.formSheet)
        withTestWindow(root: a) { window in
            a.present(sheet, animated: false)
            TestClock.runUntilIdle()
            #expect(sheet.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
            #expect(a.view.window === window)
            sheet.dismiss(animated: false)
            TestClock.runUntilIdle()

            let answer = AdaptationAnswer(.fullScreen)
            sheet.presentationController?.delegate = answer
            a.present(sheet, animated: false)
            TestClock.runUntilIdle()
            #expect(answer.asked == 1)
            #expect(sheet.view.frame == window.bounds)
            #expect(a.view.window == nil)
            sheet.dismiss(animated: false)
            TestClock.runUntilIdle()
            #expect(a.view.window === window)
            expectSound(window)
        }
    }

    @Test func sheetDetents() {
        let a = Content()
        let sheet = Content()
        withTestWindow(root: a) { window in
            let controller = sheet.sheetPresentationController
            #expect(controller != nil)
            #expect(controller?.detents.map(\.identifier) == [.large])
            controller?.detents = [.medium(), .large()]
            controller?.prefersGrabberVisible = true
            a.present(sheet, animated: false)
            TestClock.runUntilIdle()
            #expect(sheet.view.frame.minY == 422)
            controller?.animateChanges { controller?.selectedDetentIdentifier = .large }
            TestClock.settle()
            #expect(sheet.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
            controller?.selectedDetentIdentifier = .medium
            TestClock.runUntilIdle()
            #expect(sheet.view.frame.minY == 422)
            sheet.dismiss(animated: false)
            TestClock.runUntilIdle()
            expectSound(window)
        }
    }

    /// A source rectangle that is not finite is reported and not used; an
    /// empty detent list is `[.large()]`; a huge preferred size is kept
    /// inside the window.
    @Test func badGeometryIsReportedNotTrusted() {
        let a = Content()
        let popover = presentable(.popover)
        popover.preferredContentSize = CGSize(width: 1e9, height: 1e9)
        let answer = AdaptationAnswer(.none)
        withTestWindow(root: a) { window in
            let controller = popover.popoverPresentationController
            controller?.sourceView = a.view
            let (_, reports) = UIApplication.shared.diagnostics.recording {
                controller?.sourceRect = CGRect(x: CGFloat.nan, y: 0, width: CGFloat.infinity, height: 1)
            }
            #expect(reports.map(\.kind) == [.misuse])
            #expect(controller?.sourceRect == .zero)
            controller?.delegate = answer
            a.present(popover, animated: false)
            TestClock.runUntilIdle()
            #expect(window.bounds.contains(popover.view.frame))
            popover.dismiss(animated: false)
            TestClock.runUntilIdle()

            let sheet = Content()
            sheet.sheetPresentationController?.detents = []
            a.present(sheet, animated: false)
            TestClock.runUntilIdle()
            #expect(sheet.view.frame.minY == 57)
            sheet.dismiss(animated: false)
            TestClock.runUntilIdle()
            expectSound(window)
        }
    }

    /// A popover follows its controller's new preferred content size (Apple,
    /// `preferredContentSize`: used mainly for a popover's size;
    /// `preferredContentSizeDidChange(forChildContentContainer:)`: the
    /// container hears the change).
    @Test func aPopoverFollowsThePreferredContentSize() {
        let a = Content()
        let popover = presentable(.popover)
        popover.preferredContentSize = CGSize(width: 200, height: 100)
        let answer = AdaptationAnswer(.none)
        withTestWindow(root: a) { window in
            let controller = popover.popoverPresentationController
            controller?.sourceView = a.view
            controller?.sourceRect = CGRect(x: 100, y: 100, width: 10, height: 10)
            controller?.delegate = answer
            a.present(popover, animated: false)
            TestClock.runUntilIdle()
            #expect(popover.view.frame.size == CGSize(width: 200, height: 100))
            popover.preferredContentSize = CGSize(width: 300, height: 150)
            TestClock.runUntilIdle()
            #expect(popover.view.frame.size == CGSize(width: 300, height: 150))
            popover.dismiss(animated: false)
            TestClock.runUntilIdle()
            expectSound(window)
        }
    }
}
