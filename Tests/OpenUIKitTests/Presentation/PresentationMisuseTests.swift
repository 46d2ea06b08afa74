import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Presentations UIKit refuses, reported with UIKit's words (as published
/// in crash reports and console logs: github.com/capacitor-community/privacy-screen
/// issue 83 "Application tried to present modally a view controller … that
/// is already being presented by …"; ThornTechPublic/InteractiveModal issue
/// 8 and adaptyteam/AdaptySDK-iOS PR 116 "Attempt to present … on … (from …)
/// which is already presenting …"; the "…whose view is not in the window
/// hierarchy" warning quoted at kouhan.cn/en/article/00009789;
/// sberrevoets/SDCAlertView issue 65 "Application tried to present modally
/// an active controller"). The state stays as it was.
@MainActor
@Suite(.uikitTest) struct PresentationMisuseTests {
    private func reports(_ body: () -> Void) -> [String] {
        let (_, reports) = UIApplication.shared.diagnostics.recording(body)
        #expect(reports.allSatisfy { $0.kind == .misuse })
        return reports.map(\.message)
    }

    @Test func presentingOnItselfAChildOrTwice() {
        let child = Content()
        let navigation = UINavigationController(rootViewController: child)
        let b = presentable(.fullScreen)
        let c = presentable(.fullScreen)
        withTestWindow(root: navigation) { window in
            var messages = reports { navigation.present(navigation, animated: false) }
            #expect(messages.count == 1 && messages[0].hasPrefix("Application tried to present modal view controller on itself."))
            messages = reports { navigation.present(child, animated: false) }
            #expect(
                messages.count == 1 && messages[0].hasPrefix("Application tried to present modally a view controller <")
                    && messages[0].contains("that has a parent view controller <"))
            navigation.present(b, animated: false)
            TestClock.runUntilIdle()
            messages = reports { navigation.present(b, animated: false) }
            #expect(messages.count == 1 && messages[0].contains("that is already being presented by <"))
            messages = reports { child.present(c, animated: false) }
            #expect(messages.count == 1 && messages[0].hasPrefix("Attempt to present <"))
            #expect(messages.first?.contains(") which is already presenting <") == true)
            #expect(navigation.presentedViewController === b && c.presentingViewController == nil)
            messages = reports { b.present(navigation, animated: false) }
            #expect(messages.count == 1 && messages[0].hasPrefix("Application tried to present modally an active controller <"))
            #expect(window.invariantViolations(settled: true).isEmpty)
        }
    }

    @Test func presentingFromAControllerOutsideAWindow() {
        let detached = Content()
        let b = Content()
        let messages = reports { detached.present(b, animated: false) }
        #expect(messages.count == 1 && messages[0].hasSuffix("whose view is not in the window hierarchy."))
        #expect(detached.presentedViewController == nil && b.presentingViewController == nil)
    }

    /// Dismissing with nothing presented does nothing (no source says whether
    /// UIKit runs the completion; OpenUIKit does not).
    @Test func dismissingWithNothingPresented() {
        let a = Content()
        withTestWindow(root: a) { window in
            var ran = false
            let messages = reports { a.dismiss(animated: true) { ran = true } }
            TestClock.settle()
            #expect(messages.isEmpty && !ran)
            expectSound(window)
        }
    }
}
