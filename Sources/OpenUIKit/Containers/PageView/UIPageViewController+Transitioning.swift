import Foundation

/// An animated change of pages that is running.
@MainActor
final class _PageTransition {
    /// How long a scroll from page to page takes (OpenUIKit's: no source gives UIKit's).
    static let scrollDuration: TimeInterval = 0.3
    /// How long a page turn takes (OpenUIKit's: no source gives UIKit's).
    static let curlDuration: TimeInterval = 0.4

    let oldPages: [UIViewController]
    let newPages: [UIViewController]

    init(oldPages: [UIViewController], newPages: [UIViewController]) {
        self.oldPages = oldPages
        self.newPages = newPages
    }
}

/// Animated changes of pages, on the project's animation clock.
///
/// The scroll style slides the new page in from the direction (forward:
/// from the right, or from the bottom) as the old one slides out, the two
/// `interPageSpacing` apart; the page-curl style has no page curl to draw
/// and fades the new pages in over the old ones. The callbacks follow
/// UIKit's pseudo-code (see `UIPageViewController+Paging.swift`):
///
/// - scroll: the old page's `willMove(toParent: nil)`, the new page's
///   `willMove` and `didMove(toParent:)`, the new page's will-appear, the
///   old page's will-disappear; at the end the new page's did-appear, the
///   old page's did-disappear, and the old page leaves its parent.
/// - page curl: each new page's will-appear (the right-hand page first);
///   a new page on the side the turn uncovers (forward with the spine at
///   the left or in the middle: the right-hand page; reverse with the spine
///   in the middle or at the right: the left-hand page) is added at once,
///   the others at the end; then the old pages' will-disappear. At the end
///   each old page hears `willMove(toParent: nil)`, its view leaves, its
///   did-disappear and `removeFromParent()`; then each new page not yet
///   added is added, and each new page hears its did-appear.
///
/// The delegate is not told (UIKit tells it of gesture-driven turns only).
extension UIPageViewController {
    /// Animates the change to `newPages`; false (nothing done) when there
    /// is nothing to animate: the page view controller is off screen, had
    /// no pages, or keeps the same ones.
    func _animatePageChange(
        to newPages: [UIViewController], direction: NavigationDirection, completion: ((Bool) -> Void)?
    ) -> Bool {
        guard _pagesAppear, let container = _view, !_pages.isEmpty else { return false }
        let oldPages = _pages
        var same = oldPages.count == newPages.count
        for (old, new) in zip(oldPages, newPages) where old !== new { same = false }
        guard !same else { return false }
        for page in newPages where oldPages._lastIndex(ofIdentical: page) != nil { return false }
        let transition = _PageTransition(oldPages: oldPages, newPages: newPages)
        _pageTransition = transition
        let end: (Bool) -> Void = { [weak self] finished in
            guard let self else { return }
            if self._transitionStyle == .scroll {
                self._endScroll(transition)
            } else {
                self._endCurl(transition, direction: direction)
            }
            self._pageTransition = nil
            self._view?.setNeedsLayout()
            completion?(finished)
            self._runNextPendingPageChange()
        }
        if _transitionStyle == .scroll {
            _startScroll(transition, direction: direction, in: container, end: end)
        } else {
            _startCurl(transition, direction: direction, in: container, end: end)
        }
        return true
    }

    private func _startScroll(
        _ transition: _PageTransition, direction: NavigationDirection, in container: UIView, end: @escaping (Bool) -> Void
    ) {
        guard let old = transition.oldPages.first, let new = transition.newPages.first else { return end(true) }
        old._frameworkCall("willMove(toParent: nil)") { old.willMove(toParent: nil) }
        _addPageAtOnce(new)
        _pages = [new]
        _orderChildrenAsPages()
        new.loadViewIfNeeded()
        new._beginAppearance(true, animated: true)
        old._beginAppearance(false, animated: true)
        let newView = new.view!
        newView.transform = .identity
        newView.alpha = 1
        newView.frame = container.bounds
        newView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(newView)
        let oldView = old._view
        let sign: CGFloat = direction == .forward ? 1 : -1
        let distance = (_navigationOrientation == .horizontal ? container.bounds.width : container.bounds.height) + _interPageSpacing
        let offset = sign * distance
        let horizontal = _navigationOrientation == .horizontal
        newView.transform = horizontal ? CGAffineTransform(translationX: offset, y: 0) : CGAffineTransform(translationX: 0, y: offset)
        UIView._animateKeepingDuration(
            _PageTransition.scrollDuration, options: .curveEaseInOut,
            animations: {
                newView.transform = .identity
                oldView?.transform =
                    horizontal ? CGAffineTransform(translationX: -offset, y: 0) : CGAffineTransform(translationX: 0, y: -offset)
            },
            completion: end)
    }

    private func _endScroll(_ transition: _PageTransition) {
        for page in transition.newPages { _endPageAppearance(page) }
        for page in transition.oldPages {
            if page._appearState == .disappearing { page._endAppearance() }
            if let view = page._view {
                view.transform = .identity
                if view._superview === _view { view.removeFromSuperview() }
            }
            if page._parent === self, _pages._lastIndex(ofIdentical: page) == nil { page.removeFromParent() }
        }
    }

    /// Whether the new page at `index` lies on the side the turn uncovers,
    /// and so is added at the start (the pseudo-code's right-hand page going
    /// forward with the spine at the left or in the middle; its left-hand
    /// page going in reverse with the spine in the middle or at the right).
    private func _isUncovered(at index: Int, direction: NavigationDirection) -> Bool {
        let isRightHand = _spineLocation == .min || (_spineLocation == .mid && index == 1)
        return isRightHand ? direction == .forward : direction == .reverse
    }

    private func _startCurl(
        _ transition: _PageTransition, direction: NavigationDirection, in container: UIView, end: @escaping (Bool) -> Void
    ) {
        _beginCurl(transition, direction: direction, in: container)
        let views = transition.newPages.compactMap(\.view)
        UIView._animateKeepingDuration(
            _PageTransition.curlDuration, options: .curveEaseInOut,
            animations: { for view in views { view.alpha = 1 } },
            completion: end)
    }

    /// Starts a turn without animating it: the new pages' views come in
    /// transparent, with the callbacks of the type's order.
    func _beginCurl(_ transition: _PageTransition, direction: NavigationDirection, in container: UIView) {
        _pages = transition.newPages
        // The right-hand page first, as UIKit's map of incoming pages is read.
        for index in transition.newPages.indices.reversed() {
            let page = transition.newPages[index]
            page.loadViewIfNeeded()
            let view = page.view!
            view.transform = .identity
            view.frame = _pageFrame(at: index)
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.alpha = 0
            page._beginAppearance(true, animated: true)
            let addsNow = _isUncovered(at: index, direction: direction) && page._parent !== self
            if addsNow { addChild(page) }
            container.addSubview(view)
            if addsNow {
                page._frameworkCall("didMove(toParent: \(_resolvedTraceName))") { page.didMove(toParent: self) }
            }
        }
        _orderChildrenAsPages()
        for page in transition.oldPages { page._beginAppearance(false, animated: true) }
    }

    func _endCurl(_ transition: _PageTransition, direction: NavigationDirection) {
        for page in transition.oldPages where _pages._lastIndex(ofIdentical: page) == nil {
            // A page removed meanwhile (`removeFromParent()`) still takes its view out.
            let isChild = page._parent === self
            if isChild { page._frameworkCall("willMove(toParent: nil)") { page.willMove(toParent: nil) } }
            if let view = page._view, view._superview === _view { view.removeFromSuperview() }
            if page._appearState == .disappearing { page._endAppearance() }
            if isChild { page.removeFromParent() }
        }
        for page in transition.oldPages where page._appearState == .disappearing { page._endAppearance() }
        for page in transition.newPages {
            page._view?.alpha = 1
            if page._parent == nil, _pages._lastIndex(ofIdentical: page) != nil {
                addChild(page)
                if let index = _pages._lastIndex(ofIdentical: page) { page._view?.frame = _pageFrame(at: index) }
                page._frameworkCall("didMove(toParent: \(_resolvedTraceName))") { page.didMove(toParent: self) }
            }
            _endPageAppearance(page)
        }
        // A new page another container took meanwhile is no page any more
        // (its view goes along); one that left, likewise.
        var kept: [UIViewController] = []
        for page in _pages {
            if page._parent === self {
                kept.append(page)
            } else if let view = page._view, view._superview === _view {
                view.removeFromSuperview()
            }
        }
        _pages = kept
        _orderChildrenAsPages()
    }

    /// Ends `page`'s appearance, as a disappearance when the page view
    /// controller left the screen (or the page left it) meanwhile.
    func _endPageAppearance(_ page: UIViewController) {
        guard page._appearState == .appearing else { return }
        let shown = page._parent === self && page._view?._window?._isShowing == true && _appearState.isOnScreenOrGoing
        if !shown { page._beginAppearance(false, animated: true) }
        page._endAppearance()
    }
}
