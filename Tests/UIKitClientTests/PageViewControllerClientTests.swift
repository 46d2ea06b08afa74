import UIKit
import XCTest

/// A page view controller's data source as iOS code writes one: an
/// `NSObject` subclass holding the pages, not isolated by hand.
final class PagesDataSource: NSObject, UIPageViewControllerDataSource {
    let pages: [UIViewController]

    init(pages: [UIViewController]) {
        self.pages = pages
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index < pages.count - 1 else { return nil }
        return pages[index + 1]
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }

    func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

extension UIPageViewController {
    /// Goes to the page after the current one, as apps page in code
    /// (cloud.tencent.com/developer/ask/71100 shows this helper).
    func goToNextPage(animated: Bool = true, completion: ((Bool) -> Void)? = nil) {
        guard let current = viewControllers?.first,
            let next = dataSource?.pageViewController(self, viewControllerAfter: current)
        else { return }
        setViewControllers([next], direction: .forward, animated: animated, completion: completion)
    }
}

/// A page view controller driven from plain XCTest cases.
///
/// Sources: Apple, `UIPageViewController` (`init(transitionStyle:navigationOrientation:options:)`,
/// `setViewControllers(_:direction:animated:completion:)`: "the view
/// controller or view controllers to be displayed", the completion called
/// when the animation completes; `viewControllers`: the controllers
/// displayed; `spineLocation`: `.none` unless the style is page curl) and
/// `UIPageViewControllerDataSource`.
final class PageViewControllerClientTests: ClientTestCase {
    func test_pagingThroughADataSource() {
        useRealTimeAsOnADevice()
        let pages = [UIViewController(), UIViewController(), UIViewController()]
        let dataSource = PagesDataSource(pages: pages)
        let pageViewController = UIPageViewController(
            transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 8])
        pageViewController.dataSource = dataSource
        XCTAssertEqual(pageViewController.spineLocation, .none)
        XCTAssertEqual(pageViewController.transitionStyle, .scroll)

        pageViewController.setViewControllers([pages[0]], direction: .forward, animated: false, completion: nil)
        XCTAssertEqual(pageViewController.viewControllers, [pages[0]])
        XCTAssertTrue(pages[0].parent === pageViewController)

        let host = WindowHost(pageViewController)
        defer { host.tearDown() }
        spinRunLoop()
        XCTAssertTrue(pages[0].view.window === host.window)

        pageViewController.goToNextPage(animated: false)
        XCTAssertEqual(pageViewController.viewControllers, [pages[1]])
        XCTAssertNil(pages[0].parent)

        var finished: Bool?
        pageViewController.goToNextPage(animated: true) { finished = $0 }
        let deadline = Date().addingTimeInterval(2)
        while finished == nil, Date() < deadline { spinRunLoop() }
        XCTAssertEqual(finished, true)
        XCTAssertEqual(pageViewController.viewControllers, [pages[2]])
        XCTAssertEqual(pages[2].view.frame, pageViewController.view.bounds)
        XCTAssertEqual(pageViewController.children, [pages[2]])
    }

    func test_aPageCurlWithTheSpineInTheMiddleShowsTwoPages() {
        let left = UIViewController()
        let right = UIViewController()
        let pageViewController = UIPageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .horizontal,
            options: [.spineLocation: UIPageViewController.SpineLocation.mid.rawValue])
        XCTAssertEqual(pageViewController.spineLocation, .mid)
        XCTAssertTrue(pageViewController.isDoubleSided)
        pageViewController.setViewControllers([left, right], direction: .forward, animated: false, completion: nil)
        XCTAssertEqual(pageViewController.viewControllers, [left, right])
        XCTAssertEqual(pageViewController.children, [left, right])
    }

    /// `gestureRecognizers` as apps use it: a page curl's recognizers,
    /// turned off to stop turning by touch, and a delegate that tracks the
    /// page a swipe goes to (Apple, `gestureRecognizers`; the delegate's
    /// `pageViewController(_:willTransitionTo:)` and
    /// `pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)`).
    func test_theGestureRecognizersOfAPageCurlAndASwipeDelegate() {
        let pages = [UIViewController(), UIViewController()]
        let dataSource = PagesDataSource(pages: pages)
        let tracker = PageTracker()
        let curl = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: nil)
        curl.dataSource = dataSource
        curl.delegate = tracker
        curl.setViewControllers([pages[0]], direction: .forward, animated: false, completion: nil)
        XCTAssertEqual(curl.gestureRecognizers.count, 2)
        XCTAssertTrue(curl.gestureRecognizers.contains { $0 is UIPanGestureRecognizer })
        XCTAssertTrue(curl.gestureRecognizers.contains { $0 is UITapGestureRecognizer })
        for recognizer in curl.gestureRecognizers { recognizer.isEnabled = false }
        XCTAssertTrue(curl.gestureRecognizers.allSatisfy { !$0.isEnabled })
        let scroll = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
        XCTAssertTrue(scroll.gestureRecognizers.isEmpty)
        XCTAssertNil(tracker.pendingIndex)
    }
}

/// A delegate that remembers the page a swipe goes to, as apps write one
/// to keep a page control in step.
final class PageTracker: NSObject, UIPageViewControllerDelegate {
    var pendingIndex: Int?
    var currentIndex = 0

    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
        pendingIndex = pendingViewControllers.first.map { _ in currentIndex + 1 }
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {
        if completed, let pendingIndex { currentIndex = pendingIndex }
        pendingIndex = nil
    }
}
