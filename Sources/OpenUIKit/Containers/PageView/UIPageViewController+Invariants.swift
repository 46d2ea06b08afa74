import Foundation

extension UIPageViewController {
    /// The page view controller's own invariants, one line per violation:
    /// it shows no more pages than its style and spine take, each page
    /// is its child, and once settled (no change running) each page's view
    /// is in its view, at the page's place, while it is on screen.
    func _pageInvariantViolations(settled: Bool) -> [String] {
        var problems: [String] = []
        let required = _transitionStyle == .scroll ? 1 : _spineLocation._pageCount
        // Fewer when a page was removed behind its back (`removeFromParent()`).
        if _pages.count > required {
            problems.append("\(_shortDescription) shows \(_pages.count) pages; its spine takes \(required)")
        }
        guard _pageTransition == nil else { return problems }
        for page in _pages where page._parent !== self {
            problems.append("\(_shortDescription) shows \(page._shortDescription), which is not its child")
        }
        guard settled, _appearState == .appeared, let view = _view else { return problems }
        // A page whose view a current-context presentation took off stays off.
        for (index, page) in _pages.enumerated() where page._parent === self && page._modal.removedView == nil {
            guard let pageView = page._view, pageView._superview === view else {
                problems.append("\(_shortDescription) shows \(page._shortDescription) without its view")
                continue
            }
            if pageView.frame != _pageFrame(at: index) || !pageView.transform.isIdentity || pageView.alpha != 1 {
                problems.append("\(page._shortDescription)'s view is not at its place in \(_shortDescription)")
            }
        }
        return problems
    }
}
