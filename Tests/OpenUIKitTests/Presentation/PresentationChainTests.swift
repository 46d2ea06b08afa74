import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Presenting from a presented controller, and dismissing a chain.
/// Sources are those of `PresentationLifecycleTests`.
@MainActor
@Suite(.uikitTest) struct PresentationChainTests {
    /// A presents B full screen, B presents C as a page sheet (B stays on
    /// screen under it); dismissing from A dismisses both, animating only
    /// C, and A comes back. Sources: [Dismiss] (the whole chain above A
    /// goes, the top one animated, the ones in between just removed),
    /// [Readke] (the leaving controller's will-callback before the
    /// returning one's), [Present], [WWDC19] (B is not removed by the sheet).
    @Test func dismissingAChainFromItsBottom() {
        let a = Content()
        let b = presentable(.fullScreen)
        let c = presentable(.pageSheet)
        withTestWindow(root: a) { window in
            a.present(b, animated: false)
            TestClock.runUntilIdle()
            let log = TraceMarks(recorder((a, "A"), (b, "B"), (c, "C")))
            b.present(c, animated: false)
            TestClock.runUntilIdle()
            #expect(c.presentingViewController === b)
            #expect(b.presentedViewController === c)
            #expect(!log.take().contains { $0.hasPrefix("B.") })
            expectSound(window)

            a.dismiss(animated: true) { log.mark("completion") }
            TestClock.runUntilIdle()
            #expect(
                log.take() == [
                    "C.viewWillDisappear(animated: true)",
                    // order not fixed by any source found: B (in between, on
                    // screen under the sheet) after C and not animated.
                    "B.viewWillDisappear(animated: false)",
                    "A.viewWillAppear(animated: true)",
                    // order not fixed by any source found: A's layout here.
                    "A.viewIsAppearing(animated: true)",
                    "A.viewWillLayoutSubviews()",
                    "A.viewDidLayoutSubviews()",
                ])
            TestClock.advance(by: 0.5)
            #expect(
                log.take() == [
                    "C.viewDidDisappear(animated: true)",
                    "B.viewDidDisappear(animated: false)",
                    "A.viewDidAppear(animated: true)",
                    "completion",
                ])
            #expect(a.presentedViewController == nil)
            #expect(b.presentedViewController == nil && b.presentingViewController == nil)
            #expect(c.presentingViewController == nil)
            #expect(window.subviews == [a.view])
            expectSound(window)
        }
    }

    /// Full screen from a presented controller: the presented controller
    /// is the presenting one (the top of its own tree) and leaves; the root,
    /// already off screen, hears nothing. Sources: [Context], [Affogato],
    /// [Readke], [Styles], [Present].
    @Test func fullScreenFromAPresentedController() {
        let a = Content()
        let b = presentable(.fullScreen)
        let c = presentable(.fullScreen)
        withTestWindow(root: a) { window in
            a.present(b, animated: false)
            TestClock.runUntilIdle()
            let log = TraceMarks(recorder((a, "A"), (b, "B"), (c, "C")))
            b.present(c, animated: true) { log.mark("completion") }
            #expect(c.presentingViewController === b)
            #expect(a.presentedViewController === b && b.presentedViewController === c)
            TestClock.runUntilIdle()
            TestClock.advance(by: 0.5)
            #expect(
                log.take() == [
                    "C.loadView()",
                    "C.viewDidLoad()",
                    "B.viewWillDisappear(animated: true)",
                    "C.viewWillAppear(animated: true)",
                    // order not fixed by any source found: C's safe area,
                    // margins and layout here.
                    "C.viewSafeAreaInsetsDidChange()",
                    "C.viewLayoutMarginsDidChange()",
                    "C.viewIsAppearing(animated: true)",
                    "C.viewWillLayoutSubviews()",
                    "C.viewDidLayoutSubviews()",
                    "B.viewDidDisappear(animated: true)",
                    "C.viewDidAppear(animated: true)",
                    "completion",
                ])
            #expect(b.view.window == nil && a.view.window == nil)
            expectSound(window)
        }
    }

    /// Dismiss asked of the middle of a chain dismisses only what is above
    /// it ([Dismiss]).
    @Test func dismissingFromTheMiddleKeepsTheMiddle() {
        let a = Content()
        let b = presentable(.fullScreen)
        let c = presentable(.fullScreen)
        withTestWindow(root: a) { window in
            a.present(b, animated: false)
            TestClock.runUntilIdle()
            b.present(c, animated: false)
            TestClock.runUntilIdle()
            #expect(b.view.window == nil)
            let log = TraceMarks(recorder((a, "A"), (b, "B"), (c, "C")))
            b.dismiss(animated: false)
            TestClock.runUntilIdle()
            #expect(
                log.take() == [
                    "C.viewWillDisappear(animated: false)",
                    "B.viewWillAppear(animated: false)",
                    // order not fixed by any source found: B's layout here
                    // (its view is back in the window).
                    "B.viewIsAppearing(animated: false)",
                    "B.viewWillLayoutSubviews()",
                    "B.viewDidLayoutSubviews()",
                    "C.viewDidDisappear(animated: false)",
                    "B.viewDidAppear(animated: false)",
                ])
            #expect(a.presentedViewController === b)
            #expect(b.presentedViewController == nil)
            #expect(b.view.window === window)
            expectSound(window)
        }
    }

    /// A presentation or dismissal asked for while another animates waits
    /// for its end (OpenUIKit's queue: no source says what UIKit does; a
    /// published stack trace shows UIKit routing both through
    /// `_performCoordinatedPresentOrDismiss:animated:`).
    @Test func aDismissalDuringAnAnimatedPresentationWaits() {
        let a = Content()
        let b = presentable(.fullScreen)
        withTestWindow(root: a) { window in
            let log = TraceMarks(recorder((a, "A"), (b, "B")))
            a.present(b, animated: true) { log.mark("presented") }
            b.dismiss(animated: false) { log.mark("dismissed") }
            TestClock.runUntilIdle()
            #expect(a.presentedViewController === b)
            TestClock.advance(by: 0.5)
            TestClock.runUntilIdle()
            let lines = log.take()
            #expect(lines.firstIndex(of: "presented")! < lines.firstIndex(of: "B.viewWillDisappear(animated: false)")!)
            #expect(lines.last == "dismissed")
            #expect(a.presentedViewController == nil)
            expectSound(window)
        }
    }
}
