import Foundation

/// The object that gives a page view controller the pages before and
/// after a page, for the user's gestures.
///
/// UIKit asks for neighbours only when a gesture starts or finishes a
/// turn, never from `setViewControllers(_:direction:animated:completion:)`
/// (scior.hatenablog.com, 2019-04-01, "今さらUIPageViewController詳解").
/// OpenUIKit asks for the one neighbour a drag or a tap turns to, as the
/// turn starts (UIKit's scroll view may ask for both). It shows no page
/// control either, so it never asks for ``presentationCount(for:)`` and
/// ``presentationIndex(for:)``.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    /// Returns the page before `viewController`, or nil at the first page.
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController?
    /// Returns the page after `viewController`, or nil at the last page.
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController?
    /// Returns the number of pages for the page indicator.
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// Returns the index of the page the page indicator marks.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    /// No page indicator: 0 pages.
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    /// No page indicator: index 0.
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}
