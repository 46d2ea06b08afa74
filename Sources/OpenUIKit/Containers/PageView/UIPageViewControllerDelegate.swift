import Foundation

/// The methods a page view controller's delegate may implement.
///
/// UIKit calls ``pageViewController(_:willTransitionTo:)`` and
/// ``pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)``
/// only for turns the user's gestures drive; a change made with
/// `setViewControllers(_:direction:animated:completion:)` reports through
/// its completion instead (Apple's documentation of both methods).
/// OpenUIKit calls them for the scroll style's drag and the page curl's
/// pan and tap.
/// ``pageViewController(_:spineLocationFor:)`` is asked, for a page-curl
/// page view controller only, each time it begins to appear and as it
/// rotates; pages set during the call are the new spine's.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
    /// A gesture-driven turn is about to show `pendingViewControllers`.
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    /// A gesture-driven turn ended; `completed` tells whether the pages changed.
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    )
    /// Returns the spine location for `orientation` (page curl only); set
    /// the pages the new location needs before returning.
    func pageViewController(
        _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
    ) -> UIPageViewController.SpineLocation
    /// Returns the orientations the page view controller supports.
    func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController) -> UIInterfaceOrientationMask
    /// Returns the orientation to present the page view controller in.
    func pageViewControllerPreferredInterfaceOrientationForPresentation(
        _ pageViewController: UIPageViewController
    ) -> UIInterfaceOrientation
}

extension UIPageViewControllerDelegate {
    public func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
    ) {}
    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {}
    /// Keeps the spine where it is.
    public func pageViewController(
        _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
    ) -> UIPageViewController.SpineLocation { pageViewController.spineLocation }
    /// The page view controller's own answer, as if there were no delegate.
    public func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController) -> UIInterfaceOrientationMask {
        pageViewController._ownSupportedInterfaceOrientations
    }
    /// The page view controller's own answer, as if there were no delegate.
    public func pageViewControllerPreferredInterfaceOrientationForPresentation(
        _ pageViewController: UIPageViewController
    ) -> UIInterfaceOrientation { pageViewController._ownPreferredInterfaceOrientationForPresentation }
}
