import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// UIPageViewController's animated changes and its spine in the middle.
/// Sources: [Pseudo], [SO48653763], [Gesture], [IsAppearing], [Jianshu],
/// as listed in `PageViewControllerLifecycleTests`. The durations (0.3 s
/// for a scroll, 0.4 s for a turn) and the turn's fade are OpenUIKit's: no
/// source gives UIKit's, and OpenUIKit draws no page curl.
@MainActor
@Suite(.uikitTest) struct PageViewControllerTransitionTests {
    /// An animated scroll forward, then back. Sources: [Pseudo] (the old
    /// page's willMove(nil) and the new page's willMove and didMove inside
    /// the call, then the new page's will-appear before the old page's
    /// will-disappear; at the end the new page's did-appear before the old
    /// page's did-disappear, then the old page leaves its parent),
    /// [Gesture] (no delegate call), [IsAppearing].
    @Test func anAnimatedScrollForwardAndReverse() {
        withPageAOnScreen(.scroll, options: [.interPageSpacing: 10]) { pages, a, b, log, window in
            log.set(pages, [b], .forward, animated: true)
            #expect(
                log.take() == [
                    "A.willMove(toParent: nil)",
                    "B.willMove(toParent: Pages)",
                    "B.didMove(toParent: Pages)",
                    "B.loadView()",
                    "B.viewDidLoad()",
                    "B.viewWillAppear(animated: true)",
                    "A.viewWillDisappear(animated: true)",
                ])
            #expect(pages.viewControllers == [b])
            // Halfway (ease-in-out), each page has moved half a page and the spacing.
            TestClock.advance(by: 0.15)
            #expect(abs(b.view.presentationValues.frame.minX - 200) < 1e-6)
            #expect(abs(a.view.presentationValues.frame.minX + 200) < 1e-6)
            #expect(b.appearanceState == "appearing" && a.appearanceState == "disappearing")
            TestClock.settle()
            #expect(
                log.take()
                    // order not fixed by any source found: Pages' and B's
                    // safe area, margins, viewIsAppearing and layout in the
                    // turn's layout.
                    == pagesLayoutLines + firstLayoutLines(of: "B", animated: true) + [
                        "B.viewDidAppear(animated: true)",
                        "A.viewDidDisappear(animated: true)",
                        // order not fixed by any source found: the flush and the
                        // completion after the did-callbacks; [Pseudo]'s scroll
                        // completion asks for a layout of the page view
                        // controller's view, which follows.
                        "A.didMove(toParent: nil)",
                        "completion(true)",
                    ] + pagesLayoutLines)
            #expect(b.view.frame == pages.view.bounds && a.view.superview == nil && a.parent == nil)

            log.set(pages, [a], .reverse, animated: true)
            TestClock.advance(by: 0.15)
            // In reverse the new page comes from the left.
            #expect(abs(a.view.presentationValues.frame.minX + 200) < 1e-6)
            #expect(abs(b.view.presentationValues.frame.minX - 200) < 1e-6)
            TestClock.settle()
            #expect(
                log.take() == [
                    "B.willMove(toParent: nil)",
                    "A.willMove(toParent: Pages)",
                    "A.didMove(toParent: Pages)",
                    "A.viewWillAppear(animated: true)",
                    "B.viewWillDisappear(animated: true)",
                    // order not fixed by any source found: as above.
                ] + pagesLayoutLines + [
                    "A.viewIsAppearing(animated: true)",
                    "A.viewWillLayoutSubviews()",
                    "A.viewDidLayoutSubviews()",
                    "A.viewDidAppear(animated: true)",
                    "B.viewDidDisappear(animated: true)",
                    "B.didMove(toParent: nil)",
                    "completion(true)",
                ] + pagesLayoutLines)
            #expect(pages.viewControllers == [a] && pages.children == [a])
            expectSound(window)
        }
    }

    /// An animated page turn forward, then back, with the spine at the
    /// left. Sources: [Pseudo] (going forward the new right-hand page is
    /// uncovered: will-appear, then added at once; going back it turns in
    /// over the old one and is added at the end; the old page's
    /// will-disappear after the new page's will-appear; at the end the old
    /// page's willMove(nil), did-disappear and removal, then the new page's
    /// did-appear), [Gesture], [IsAppearing].
    @Test func anAnimatedPageTurnForwardAndReverse() {
        withPageAOnScreen(.pageCurl) { pages, a, b, log, window in
            #expect(pages.spineLocation == .min && !pages.isDoubleSided)
            log.set(pages, [b], .forward, animated: true)
            #expect(
                log.take() == forwardTurnToBStartLines)
            TestClock.advance(by: 0.2)
            #expect(abs(b.view.presentationValues.alpha - 0.5) < 1e-6)
            TestClock.settle()
            #expect(
                log.take()
                    // order not fixed by any source found: Pages' and B's
                    // safe area, margins, viewIsAppearing and layout in the
                    // turn's layout, and Pages' layout after the completion.
                    == pagesLayoutLines + firstLayoutLines(of: "B", animated: true) + [
                        "A.willMove(toParent: nil)",
                        "A.viewDidDisappear(animated: true)",
                        "A.didMove(toParent: nil)",
                        "B.viewDidAppear(animated: true)",
                        "completion(true)",
                    ] + pagesLayoutLines)
            #expect(pages.viewControllers == [b] && a.parent == nil && b.view.frame == pages.view.bounds)

            log.set(pages, [a], .reverse, animated: true)
            #expect(
                log.take() == [
                    "A.viewWillAppear(animated: true)",
                    "B.viewWillDisappear(animated: true)",
                ])
            #expect(a.parent == nil && pages.viewControllers == [a])
            TestClock.settle()
            #expect(
                log.take()
                    // order not fixed by any source found: as above.
                    == pagesLayoutLines + [
                        "A.viewIsAppearing(animated: true)",
                        "A.viewWillLayoutSubviews()",
                        "A.viewDidLayoutSubviews()",
                        "B.willMove(toParent: nil)",
                        "B.viewDidDisappear(animated: true)",
                        "B.didMove(toParent: nil)",
                        "A.willMove(toParent: Pages)",
                        "A.didMove(toParent: Pages)",
                        "A.viewDidAppear(animated: true)",
                        "completion(true)",
                    ] + pagesLayoutLines)
            #expect(pages.children == [a] && a.view.frame == pages.view.bounds)
            expectSound(window)
        }
    }

    /// The spine in the middle: two pages side by side, then an animated
    /// turn forward to the next two. Sources: Apple,
    /// `UIPageViewController.SpineLocation.mid` ("Two view controllers are
    /// displayed at a time") and `isDoubleSided` (must be true with the
    /// spine in the middle); [Pseudo] (the pages in order without
    /// animation; animated forward, the right-hand page first and added at
    /// once, the left-hand one added at the end; the old pages left to
    /// right), [Jianshu], [IsAppearing].
    @Test func theSpineInTheMiddleShowsTwoPages() {
        let a = titled("A")
        let b = titled("B")
        let c = titled("C")
        let d = titled("D")
        let pages = UIPageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .horizontal,
            options: [.spineLocation: NSNumber(value: UIPageViewController.SpineLocation.mid.rawValue)])
        #expect(pages.spineLocation == .mid && pages.isDoubleSided)
        let log = PageLog(recorder((pages, "Pages"), (a, "A"), (b, "B"), (c, "C"), (d, "D")))
        pages.setViewControllers([a, b], direction: .forward, animated: false)
        #expect(
            log.take() == [
                "Pages.loadView()",
                "Pages.viewDidLoad()",
                "A.willMove(toParent: Pages)",
                "A.loadView()",
                "A.viewDidLoad()",
                "A.didMove(toParent: Pages)",
                "B.willMove(toParent: Pages)",
                "B.loadView()",
                "B.viewDidLoad()",
                "B.didMove(toParent: Pages)",
            ])
        withTestWindow(root: pages) { window in
            #expect(
                log.take() == [
                    "Pages.viewWillAppear(animated: false)",
                    "A.viewWillAppear(animated: false)",
                    "B.viewWillAppear(animated: false)",
                    // order not fixed by any source found: the safe area,
                    // margin, viewIsAppearing and layout lines.
                ] + firstLayoutLines(of: "Pages", animated: false) + [
                    "A.viewSafeAreaInsetsDidChange()",
                    "A.viewLayoutMarginsDidChange()",
                    "B.viewSafeAreaInsetsDidChange()",
                    "B.viewLayoutMarginsDidChange()",
                    "A.viewIsAppearing(animated: false)",
                    "A.viewWillLayoutSubviews()",
                    "A.viewDidLayoutSubviews()",
                    "B.viewIsAppearing(animated: false)",
                    "B.viewWillLayoutSubviews()",
                    "B.viewDidLayoutSubviews()",
                    "Pages.viewDidAppear(animated: false)",
                    "A.viewDidAppear(animated: false)",
                    "B.viewDidAppear(animated: false)",
                ])
            #expect(a.view.frame == CGRect(x: 0, y: 0, width: 195, height: 844))
            #expect(b.view.frame == CGRect(x: 195, y: 0, width: 195, height: 844))

            log.set(pages, [c, d], .forward, animated: true)
            #expect(
                log.take() == [
                    "D.loadView()",
                    "D.viewDidLoad()",
                    "D.viewWillAppear(animated: true)",
                    "D.willMove(toParent: Pages)",
                    "D.didMove(toParent: Pages)",
                    "C.loadView()",
                    "C.viewDidLoad()",
                    "C.viewWillAppear(animated: true)",
                    "A.viewWillDisappear(animated: true)",
                    "B.viewWillDisappear(animated: true)",
                ])
            TestClock.settle()
            #expect(
                log.take()
                    // order not fixed by any source found: the layout lines
                    // (Pages', then D's and C's safe areas and margins, then
                    // each one's viewIsAppearing and layout).
                    == pagesLayoutLines + [
                        "D.viewSafeAreaInsetsDidChange()",
                        "D.viewLayoutMarginsDidChange()",
                        "C.viewSafeAreaInsetsDidChange()",
                        "C.viewLayoutMarginsDidChange()",
                        "D.viewIsAppearing(animated: true)",
                        "D.viewWillLayoutSubviews()",
                        "D.viewDidLayoutSubviews()",
                        "C.viewIsAppearing(animated: true)",
                        "C.viewWillLayoutSubviews()",
                        "C.viewDidLayoutSubviews()",
                        "A.willMove(toParent: nil)",
                        "A.viewDidDisappear(animated: true)",
                        "A.didMove(toParent: nil)",
                        "B.willMove(toParent: nil)",
                        "B.viewDidDisappear(animated: true)",
                        "B.didMove(toParent: nil)",
                        "C.willMove(toParent: Pages)",
                        "C.didMove(toParent: Pages)",
                        "C.viewDidAppear(animated: true)",
                        "D.viewDidAppear(animated: true)",
                        "completion(true)",
                        // order not fixed by any source found: Pages' layout after the completion.
                    ] + pagesLayoutLines)
            #expect(pages.viewControllers == [c, d] && pages.children == [c, d])
            #expect(c.view.frame == CGRect(x: 0, y: 0, width: 195, height: 844))
            #expect(d.view.frame == CGRect(x: 195, y: 0, width: 195, height: 844))
            expectSound(window)
        }
    }

    /// Changes made in code never ask the data source, in either style,
    /// animated or not, and tell the delegate nothing. Sources: [Pseudo]
    /// (the scroll view asks for neighbours only while tracking or in a
    /// manual scroll; `setViewControllers` passes `notifyDelegate:NO` for a
    /// page turn), Scior (neighbours asked when a swipe starts and ends),
    /// [Gesture].
    @Test func codeDrivenChangesAskNoDataSource() {
        final class Counting: UIPageViewControllerDataSource {
            var asked = 0
            func pageViewController(
                _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
            ) -> UIViewController? {
                asked += 1
                return nil
            }
            func pageViewController(
                _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
            ) -> UIViewController? {
                asked += 1
                return nil
            }
            func presentationCount(for pageViewController: UIPageViewController) -> Int {
                asked += 1
                return 2
            }
        }
        for style in [UIPageViewController.TransitionStyle.scroll, .pageCurl] {
            let counting = Counting()
            withPageAOnScreen(style) { pages, a, b, log, window in
                pages.dataSource = counting
                log.set(pages, [b], .forward, animated: true)
                TestClock.settle()
                log.set(pages, [a], .reverse, animated: false)
                TestClock.settle()
                #expect(counting.asked == 0)
                #expect(!log.take().contains { $0.hasPrefix("delegate.") })
                expectSound(window)
            }
        }
    }
}
