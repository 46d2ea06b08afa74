import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Presenting and dismissing, by style, animated and not.
///
/// Sources (outside this repository):
/// - [Present] Apple, `present(_:animated:completion:)`: presents modally;
///   the completion block runs after the presentation finishes — in the
///   older wording quoted at blog.csdn.net/weixin_34293911/article/details/92460894,
///   "after the viewDidAppear: method is called on the presented view
///   controller".
/// - [Dismiss] Apple, `dismiss(animated:completion:)`: the presenter
///   dismisses; a presented controller forwards the call to it; called lower
///   in a stack of presentations it dismisses everything above, animating
///   only the top; the completion runs after the dismissal.
/// - [Styles] Apple, `UIModalPresentationStyle.fullScreen` and
///   `.currentContext` ("the views belonging to the presenting view
///   controller are removed after the presentation completes"),
///   `.overFullScreen` (the views beneath are not removed).
/// - [WWDC19] WWDC 2019 "Modernizing Your UI for iOS 13", quoted at
///   netguru.com/codestories/ios-13-modals-changes-1: `.automatic` becomes a
///   page sheet; the presenter's view is not removed. velog.io/@yeahg_dev
///   (29.10.21 TIL): under a page sheet the first controller gets no
///   viewWillDisappear/viewDidDisappear; under full screen it does.
/// - [Affogato] velog.io/@affogato "iOS View 상태 관련 메서드" (printed
///   log, present and push): old will, new will, old did, new did.
/// - [Readke] readke.com/c/0Z41505102021.html (numbered log): a new
///   controller's loadView and viewDidLoad come before the old one's
///   viewWillDisappear; going back, the leaving controller's
///   viewWillDisappear before the returning one's viewWillAppear.
/// - [Context] Apple, `definesPresentationContext` and
///   `UIPresentationController.presentingViewController`: a current-context
///   presentation walks up to the controller that defines the context, else
///   the root; the presenting controller may not be the one called.
/// - [IsAppearing], [SafeArea]: as in the navigation tests.
@MainActor
@Suite(.uikitTest) struct PresentationLifecycleTests {
    /// Full screen from the window's root, not animated, then dismissed by
    /// the presented controller. Sources: [Affogato] and [Readke] for the
    /// four appearance callbacks and the loading first; [Styles] for the
    /// presenter leaving; [Present] and [Dismiss] for the completions after
    /// the did-callbacks and the dismissal forwarded to the presenter.
    @Test func fullScreenFromTheRootNotAnimated() {
        let a = Content()
        let b = presentable(.fullScreen)
        withTestWindow(root: a) { window in
            let log = TraceMarks(recorder((a, "A"), (b, "B")))
            a.present(b, animated: false) { log.mark("completion") }
            #expect(a.presentedViewController === b)
            #expect(b.presentingViewController === a)
            #expect(b.isBeingPresented)
            TestClock.runUntilIdle()
            #expect(
                log.take() == [
                    "B.loadView()",
                    "B.viewDidLoad()",
                    "A.viewWillDisappear(animated: false)",
                    "B.viewWillAppear(animated: false)",
                    // order not fixed by any source found: B's safe area and
                    // margins before viewIsAppearing, its layout there, and the
                    // did-callbacks at the end of the turn (DESIGN.md's split).
                    "B.viewSafeAreaInsetsDidChange()",
                    "B.viewLayoutMarginsDidChange()",
                    "B.viewIsAppearing(animated: false)",
                    "B.viewWillLayoutSubviews()",
                    "B.viewDidLayoutSubviews()",
                    "A.viewDidDisappear(animated: false)",
                    "B.viewDidAppear(animated: false)",
                    "completion",
                ])
            #expect(!b.isBeingPresented)
            #expect(a.view.window == nil)
            #expect(b.view.window === window)
            #expect(b.view.frame == window.bounds)
            expectSound(window)

            b.dismiss(animated: false) { log.mark("completion") }
            #expect(b.isBeingDismissed)
            TestClock.runUntilIdle()
            #expect(
                log.take() == [
                    "B.viewWillDisappear(animated: false)",
                    "A.viewWillAppear(animated: false)",
                    // order not fixed by any source found: A's layout before the did-callbacks.
                    "A.viewIsAppearing(animated: false)",
                    "A.viewWillLayoutSubviews()",
                    "A.viewDidLayoutSubviews()",
                    "B.viewDidDisappear(animated: false)",
                    "A.viewDidAppear(animated: false)",
                    "completion",
                ])
            #expect(a.presentedViewController == nil)
            #expect(b.presentingViewController == nil)
            #expect(!b.isBeingDismissed)
            #expect(b.view.window == nil)
            #expect(a.view.window === window)
            #expect(window.subviews == [a.view])
            expectSound(window)
        }
    }
}
