import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Page view controller calls UIKit refuses, reported with UIKit's words
/// where UIKit has them; nothing changes and the trees stay sound.
///
/// Sources: [Pseudo] (see `PageViewControllerLifecycleTests`:
/// `_validatedViewControllersForTransitionWithViewControllers:animated:`
/// raises "The number of view controllers provided (%ld) doesn't match the
/// number required (%ld) for the requested transition" for the scroll style
/// and animated page turns, and "The number of provided view controllers
/// (%ld) doesn't match the number required (%ld) for the requested spine
/// location (%@)" for other page-curl changes; a page curl with no page
/// before and none given does nothing; `_requestSpineLocation…` raises
/// "'%@' is not a valid spine location"); published crash reports with the
/// first wording: github.com/Taehyeon-Kim/TIL issue 18 ("(3) … (1)"),
/// NYPL-Simplified/Simplified-iOS issue 781 ("(0) … (1)"); Apple,
/// `isDoubleSided` (false with the spine in the middle raises). The
/// other reports are OpenUIKit's words (UIKit has none: it takes a page
/// from its old parent silently, as `addChild(_:)` does).
@MainActor
@Suite(.uikitTest) struct PageViewControllerMisuseTests {
    private func reports(_ body: () -> Void) -> [String] {
        let (_, reports) = UIApplication.shared.diagnostics.recording(body)
        #expect(reports.allSatisfy { $0.kind == .misuse })
        return reports.map(\.message)
    }

    @Test func theWrongNumberOfPagesIsRefused() {
        let a = titled("A")
        let b = titled("B")
        let curl = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        let scroll = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .vertical)
        let mid = UIPageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .horizontal,
            options: [.spineLocation: UIPageViewController.SpineLocation.mid])
        var completions = 0
        var messages = reports {
            curl.setViewControllers([a, b], direction: .forward, animated: false) { _ in completions += 1 }
            scroll.setViewControllers([a, b], direction: .forward, animated: false)
            scroll.setViewControllers(nil, direction: .forward, animated: true)
            scroll.setViewControllers([], direction: .forward, animated: false)
            mid.setViewControllers([a], direction: .forward, animated: false)
        }
        #expect(
            messages == [
                "The number of provided view controllers (2) doesn't match the number required (1) for the requested spine location (UIPageViewControllerSpineLocationMin). Nothing changed.",
                "The number of view controllers provided (2) doesn't match the number required (1) for the requested transition. Nothing changed.",
                "The number of view controllers provided (0) doesn't match the number required (1) for the requested transition. Nothing changed.",
                "The number of view controllers provided (0) doesn't match the number required (1) for the requested transition. Nothing changed.",
                "The number of provided view controllers (1) doesn't match the number required (2) for the requested spine location (UIPageViewControllerSpineLocationMid). Nothing changed.",
            ])
        #expect(completions == 0)
        #expect(curl.viewControllers == nil && scroll.viewControllers == nil && mid.viewControllers == nil)
        #expect(a.parent == nil && b.parent == nil)
        // A page curl with no page, given none: nothing to do, no report ([Pseudo]).
        messages = reports { curl.setViewControllers(nil, direction: .forward, animated: false) { _ in completions += 1 } }
        #expect(messages.isEmpty && completions == 1)

        withTestWindow(root: curl) { window in
            curl.setViewControllers([a], direction: .forward, animated: false)
            // From valid pages, an animated turn takes the front page only
            // (two when double-sided), whatever the spine.
            messages = reports { curl.setViewControllers([b, Content()], direction: .forward, animated: true) }
            #expect(
                messages == [
                    "The number of view controllers provided (2) doesn't match the number required (1) for the requested transition. Nothing changed."
                ])
            messages = reports { curl.setViewControllers([], direction: .reverse, animated: false) }
            #expect(messages.count == 1 && messages[0].hasPrefix("The number of provided view controllers (0)"))
            #expect(curl.viewControllers == [a] && a.appearanceState == "appeared")
            TestClock.settle()
            expectSound(window)
        }
    }

    @Test func aPageTwiceAnAncestorOrAWindowsRootIsRefused() {
        let a = titled("A")
        let b = titled("B")
        let mid = UIPageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .vertical, options: [.spineLocation: 2])
        let holder = UINavigationController(rootViewController: mid)
        withTestWindow(root: holder) { window in
            var messages = reports { mid.setViewControllers([a, a], direction: .forward, animated: false) }
            #expect(messages.count == 1 && messages[0].contains("appears twice in the view controllers of"))
            messages = reports { mid.setViewControllers([a, holder], direction: .forward, animated: false) }
            #expect(messages.count == 1 && messages[0].contains("or one of its ancestors and cannot be one of its pages"))
            let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            other.rootViewController = b
            messages = reports { mid.setViewControllers([a, b], direction: .forward, animated: false) }
            #expect(messages.count == 1 && messages[0].contains("is the root view controller of"))
            #expect(mid.viewControllers == nil && mid.children.isEmpty)
            other.rootViewController = nil
            // Vertical with the spine in the middle: one page above the other.
            mid.setViewControllers([a, b], direction: .forward, animated: false)
            TestClock.settle()
            #expect(a.view.frame.height == mid.view.bounds.height / 2 && b.view.frame.minY == mid.view.bounds.height / 2)
            expectSound(window)
        }
    }

    @Test func aPageWithAnotherParentLeavesIt() {
        let a = titled("A")
        let b = titled("B")
        let navigation = UINavigationController(rootViewController: a)
        navigation.pushViewController(b, animated: false)
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, pages]
        withTestWindow(root: tabs) { window in
            let messages = reports { pages.setViewControllers([b], direction: .forward, animated: false) }
            #expect(messages.count == 1 && messages[0].contains("it leaves it to be a page of"))
            #expect(b.parent === pages && navigation.viewControllers == [a] && pages.viewControllers == [b])
            TestClock.settle()
            #expect(b.appearanceState == "disappeared")
            tabs.selectedViewController = pages
            TestClock.settle()
            #expect(b.appearanceState == "appeared" && b.view.window === window)
            expectSound(window)
        }
    }

    @Test func aBadSpacingOrSpineIsReportedAndIgnored() {
        var messages = reports {
            let nan = UIPageViewController(
                transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: CGFloat.nan])
            let negative = UIPageViewController(
                transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: -4.0])
            let text = UIPageViewController(
                transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: "wide"])
            #expect(nan.spineLocation == .none && negative.spineLocation == .none && text.spineLocation == .none)
        }
        #expect(messages.count == 3 && messages.allSatisfy { $0.contains("interPageSpacing must be a finite number of points") })
        // The spine key is read for page curl only; .none is not a page-curl spine (UIKit ignores both).
        messages = reports {
            let none = UIPageViewController(
                transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: [.spineLocation: 0])
            let scroll = UIPageViewController(
                transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.spineLocation: 3])
            let unknown = UIPageViewController(
                transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: [.spineLocation: 101])
            #expect(none.spineLocation == .min && scroll.spineLocation == .none && unknown.spineLocation == .min)
        }
        #expect(messages.isEmpty)
        let mid = UIPageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: [.spineLocation: 2])
        messages = reports { mid.isDoubleSided = false }
        #expect(messages.count == 1 && messages[0].hasPrefix("isDoubleSided must be true while the spine location"))
        #expect(mid.isDoubleSided)
    }

    /// A change asked for while an animated one runs waits for its end
    /// (UIKit queues compatible page turns: [Pseudo]'s
    /// `_enqueueCurlOfType:…`); the tree stays sound on the way.
    @Test func aChangeDuringAnAnimatedOneWaits() {
        let a = titled("A")
        let b = titled("B")
        let c = titled("C")
        for style in [UIPageViewController.TransitionStyle.scroll, .pageCurl] {
            let pages = UIPageViewController(transitionStyle: style, navigationOrientation: .horizontal)
            pages.setViewControllers([a], direction: .forward, animated: false)
            withTestWindow(root: pages) { window in
                var order: [String] = []
                pages.setViewControllers([b], direction: .forward, animated: true) { order.append("b \($0)") }
                pages.setViewControllers([c], direction: .forward, animated: false) { order.append("c \($0)") }
                pages.setViewControllers([a], direction: .reverse, animated: true) { order.append("a \($0)") }
                #expect(pages.viewControllers == [b])
                TestClock.advance(by: 0.1)
                #expect(window.invariantViolations(settled: false).isEmpty)
                TestClock.settle()
                #expect(order == ["b true", "c true", "a true"])
                #expect(pages.viewControllers == [a] && pages.children == [a])
                #expect(a.appearanceState == "appeared" && b.appearanceState == "disappeared" && c.appearanceState == "disappeared")
                expectSound(window)
            }
        }
    }

    /// The page view controller leaves the screen during an animated
    /// change: the pages end disappeared, nothing is left running.
    @Test func aPageViewControllerThatLeavesDuringAChangeFinishesQuietly() {
        for style in [UIPageViewController.TransitionStyle.scroll, .pageCurl] {
            for direction in [UIPageViewController.NavigationDirection.forward, .reverse] {
                let a = titled("A")
                let b = titled("B")
                let pages = UIPageViewController(transitionStyle: style, navigationOrientation: .horizontal)
                pages.setViewControllers([a], direction: .forward, animated: false)
                withTestWindow(root: pages) { window in
                    pages.setViewControllers([b], direction: direction, animated: true)
                    TestClock.advance(by: 0.1)
                    window.isHidden = true
                    TestClock.settle()
                    #expect(a.appearanceState == "disappeared" && b.appearanceState == "disappeared")
                    #expect(pages.viewControllers == [b] && pages.children == [b] && a.parent == nil)
                    window.isHidden = false
                    TestClock.settle()
                    #expect(b.appearanceState == "appeared")
                    expectSound(window)
                }
            }
        }
    }

    /// The delegate's spine location is asked for as a page-curl page view
    /// controller begins to appear; pages set during the call are the new
    /// spine's, and a location that needs other pages is refused (UIKit's
    /// words, [Pseudo]).
    @Test func theDelegateChoosesTheSpine() {
        final class Spine: UIPageViewControllerDelegate {
            var answer: UIPageViewController.SpineLocation = .mid
            var pagesToSet: [UIViewController] = []
            var asked: [UIInterfaceOrientation] = []
            func pageViewController(
                _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
            ) -> UIPageViewController.SpineLocation {
                asked.append(orientation)
                if !pagesToSet.isEmpty {
                    pageViewController.setViewControllers(pagesToSet, direction: .forward, animated: false)
                }
                return answer
            }
        }
        let a = titled("A")
        let b = titled("B")
        let spine = Spine()
        let pages = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        pages.delegate = spine
        pages.setViewControllers([a], direction: .forward, animated: false)
        let messages = reports { withTestWindow(root: pages) { _ in } }
        #expect(spine.asked == [.portrait])
        spine.asked.removeAll()
        #expect(
            messages == [
                "The number of provided view controllers (1) doesn't match the number required (2) for the requested spine location (UIPageViewControllerSpineLocationMid). Nothing changed."
            ])
        #expect(pages.spineLocation == .min)
        spine.answer = .none
        #expect(
            reports { withTestWindow(root: pages) { _ in } }
                == ["'UIPageViewControllerSpineLocationNone' is not a valid spine location. Nothing changed."])
        spine.answer = .mid
        spine.pagesToSet = [a, b]
        withTestWindow(root: pages) { window in
            #expect(pages.spineLocation == .mid && pages.isDoubleSided && pages.viewControllers == [a, b])
            TestClock.settle()
            #expect(a.appearanceState == "appeared" && b.appearanceState == "appeared")
            expectSound(window)
        }
    }

    /// Pages the delegate sets for a new spine that cannot be shown (here the
    /// page view controller itself) are refused with the spine: both stay
    /// as they were, the report in UIKit's words for the pages. (Found by
    /// `PageViewControllerFuzzTests`, seed 2235: the spine moved while the
    /// pages were refused, leaving two pages on a one-page spine.) No source
    /// says what UIKit does with the spine then; keeping both as they were
    /// is what "nothing changed" means everywhere else here.
    @Test func theSpineStaysWhenThePagesSetForItAreRefused() {
        final class Spine: UIPageViewControllerDelegate {
            var pagesToSet: [UIViewController] = []
            func pageViewController(
                _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
            ) -> UIPageViewController.SpineLocation {
                pageViewController.setViewControllers(pagesToSet, direction: .forward, animated: false)
                return .max
            }
        }
        let a = titled("A")
        let spine = Spine()
        let pages = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        pages.delegate = spine
        pages.setViewControllers([a], direction: .forward, animated: false)
        spine.pagesToSet = [pages]
        let messages = reports {
            withTestWindow(root: pages) { window in
                #expect(pages.spineLocation == .min && pages.viewControllers == [a])
                TestClock.settle()
                #expect(a.appearanceState == "appeared")
                expectSound(window)
            }
        }
        #expect(
            messages.count == 1
                && messages.first?.hasSuffix("or one of its ancestors and cannot be one of its pages. Nothing changed.") == true)
    }

    /// A rotation asks again: a book shows two pages in landscape and one
    /// in portrait (Apple, `pageViewController(_:spineLocationFor:)`: "Use
    /// this method to change the spine location when the device orientation
    /// changes, as well as setting new view controllers").
    @Test func aRotationAsksForTheSpineAgain() {
        final class Book: UIPageViewControllerDelegate {
            let left: UIViewController
            let right: UIViewController
            init(left: UIViewController, right: UIViewController) {
                self.left = left
                self.right = right
            }
            func pageViewController(
                _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
            ) -> UIPageViewController.SpineLocation {
                let landscape = orientation == .landscapeLeft || orientation == .landscapeRight
                let pages = landscape ? [left, right] : [left]
                pageViewController.setViewControllers(pages, direction: .forward, animated: true)
                return landscape ? .mid : .min
            }
            func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController) -> UIInterfaceOrientationMask
            {
                .allButUpsideDown
            }
        }
        let a = titled("A")
        let b = titled("B")
        let book = Book(left: a, right: b)
        let pages = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        pages.delegate = book
        pages.setViewControllers([a], direction: .forward, animated: false)
        withTestWindow(root: pages) { window in
            #expect(pages.spineLocation == .min && pages.viewControllers == [a])
            window.rotate(to: .landscapeLeft, animated: true)
            TestClock.settle()
            #expect(pages.spineLocation == .mid && pages.viewControllers == [a, b])
            #expect(a.view.frame == CGRect(x: 0, y: 0, width: 422, height: 390) && b.view.frame.minX == 422)
            #expect(b.appearanceState == "appeared")
            window.rotate(to: .portrait, animated: false)
            TestClock.settle()
            #expect(pages.spineLocation == .min && pages.viewControllers == [a] && b.parent == nil)
            #expect(a.view.frame == pages.view.bounds)
            expectSound(window)
        }
    }
}
