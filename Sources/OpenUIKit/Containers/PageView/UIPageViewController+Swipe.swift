import Foundation

/// The scroll style's drag: the pages follow the finger, and the release
/// turns to the neighbour or springs back.
///
/// UIKit's order (pseudo-code of iOS 26.1's `UIPageViewController`,
/// `queuingScrollView:willManuallyScroll:…`, `didEndManualScroll:…`,
/// `_cacheViewControllerForScroll:` and `_flushViewController:`, in
/// EthanArbuckle/iPhone18-3_26.1_23B85_Restore):
///
/// - as the drag reveals a page, the data source gives it, it becomes a
///   child at once (`willMove`, `didMove(toParent:)`), its view loads; the
///   delegate hears `pageViewController(_:willTransitionTo:)`, then the
///   revealed page begins to appear and the current one to disappear;
/// - when the pages come to rest, the page left showing (the revealed one,
///   or the current one again after a cancelled drag, which hears
///   will-appear anew) begins and ends appearing, then the other one
///   begins and ends disappearing, then the delegate hears
///   `pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)`
///   with the page shown before the drag;
/// - the page no longer shown leaves (`willMove(toParent: nil)`,
///   `removeFromParent()`).
///
/// A release turns the page when the finger moves along the turn faster
/// than ``_turningVelocity`` (UIKit's page curl's threshold, read in the
/// same pseudo-code; UIKit's scroll view pages by its own rules), or, at a
/// slower speed, when the drag is past half a page. A data source that has
/// no neighbour (nil at either end) leaves the page where it is.
extension UIPageViewController {
    /// The speed along the navigation axis past which a released drag turns, in points per second.
    static let _turningVelocity: CGFloat = 300

    /// Adds the pan (and, for page curl, the tap) to the page view controller's view.
    func _installGestureRecognizers(on container: UIView) {
        let pan = UIPanGestureRecognizer { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
            if self._transitionStyle == .scroll {
                self._swipeDidChange(pan)
            } else {
                self._curlPanDidChange(pan)
            }
        }
        pan._shouldBeginCheck = { [weak self] in self?._mayBeginGestureTurn ?? false }
        container.addGestureRecognizer(pan)
        _gestures.pan = pan
        guard _transitionStyle == .pageCurl else { return }
        let tap = UITapGestureRecognizer { [weak self] recognizer in self?._curlTapDidEnd(recognizer) }
        tap._shouldBeginCheck = { [weak self] in self?._mayBeginGestureTurn ?? false }
        container.addGestureRecognizer(tap)
        _gestures.tap = tap
    }

    /// Whether a gesture may start a turn: a data source, the page view
    /// controller on screen with all its pages, and no change running.
    var _mayBeginGestureTurn: Bool {
        let required = _transitionStyle == .scroll ? 1 : _spineLocation._pageCount
        return dataSource != nil && _pageTransition == nil && _gestures.turn == nil && _appearState == .appeared
            && _pagesAppear && _pages.count == required
    }

    /// The direction a movement turns to: forward for a finger moving left
    /// (or up), nil when it moves more across the navigation axis than
    /// along it (the pseudo-code's `_shouldBeginNavigationInDirection:…`).
    func _turnDirection(for movement: CGPoint) -> NavigationDirection? {
        let along = _alongAxis(movement)
        let across = _navigationOrientation == .horizontal ? movement.y : movement.x
        guard along.isFinite, across.isFinite, abs(along) > abs(across) else { return nil }
        return along < 0 ? .forward : .reverse
    }

    /// The component of `vector` along the navigation axis.
    func _alongAxis(_ vector: CGPoint) -> CGFloat {
        _navigationOrientation == .horizontal ? vector.x : vector.y
    }

    /// -1 for a forward turn (the finger moves left or up), 1 in reverse.
    static func _sign(of direction: NavigationDirection) -> CGFloat { direction == .forward ? -1 : 1 }

    /// The data source's page before or after `page`, if it gives one.
    func _neighbour(of page: UIViewController, _ direction: NavigationDirection) -> UIViewController? {
        guard let dataSource else { return nil }
        if direction == .forward { return dataSource.pageViewController(self, viewControllerAfter: page) }
        return dataSource.pageViewController(self, viewControllerBefore: page)
    }

    private var _pageDistance: CGFloat {
        guard let bounds = _view?.bounds else { return 0 }
        return (_navigationOrientation == .horizontal ? bounds.width : bounds.height) + _interPageSpacing
    }

    private func _swipeDidChange(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            _startSwipe(pan)
        case .changed:
            guard let turn = _gestures.turn, !turn.isSettling else { return }
            let distance = _pageDistance
            let sign = Self._sign(of: turn.direction)
            let along = _alongAxis(pan.translation(in: _view)) * sign
            turn.progress = distance > 0 && along.isFinite ? min(max(along / distance, 0), 1) : 0
            _placeSwipedPages(turn, progress: turn.progress)
        case .ended:
            _releaseSwipe(velocity: _alongAxis(pan.velocity(in: _view)), cancelled: false)
        case .cancelled, .failed:
            _releaseSwipe(velocity: 0, cancelled: true)
        case .possible:
            break
        }
    }

    private func _startSwipe(_ pan: UIPanGestureRecognizer) {
        guard _mayBeginGestureTurn, let old = _pages.first, let container = _view,
            let direction = _turnDirection(for: pan.velocity(in: container)),
            let new = _neighbour(of: old, direction), new !== old, _pagesProblem([new], animated: true) == nil
        else { return }
        let transition = _PageTransition(oldPages: [old], newPages: [new])
        let turn = _GestureTurn(direction: direction, transition: transition)
        _pageTransition = transition
        _gestures.turn = turn
        _takePagesFromOtherParents([new])
        _addPageAtOnce(new)
        _orderChildrenAsPages()
        let newView = new.view!
        delegate?.pageViewController(self, willTransitionTo: [new])
        new._beginAppearance(true, animated: true)
        old._beginAppearance(false, animated: true)
        newView.transform = .identity
        newView.alpha = 1
        newView.frame = container.bounds
        newView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(newView)
        _placeSwipedPages(turn, progress: 0)
    }

    /// Moves the two pages `progress` of the way along the turn.
    private func _placeSwipedPages(_ turn: _GestureTurn, progress: CGFloat) {
        let distance = _pageDistance
        let sign = Self._sign(of: turn.direction)
        let offset = sign * progress * distance
        let horizontal = _navigationOrientation == .horizontal
        func shift(_ amount: CGFloat) -> CGAffineTransform {
            horizontal ? CGAffineTransform(translationX: amount, y: 0) : CGAffineTransform(translationX: 0, y: amount)
        }
        for page in turn.transition.oldPages { page._view?.transform = shift(offset) }
        for page in turn.transition.newPages { page._view?.transform = shift(offset - sign * distance) }
    }

    /// Lets the pages settle: on to the neighbour, or back.
    private func _releaseSwipe(velocity: CGFloat, cancelled: Bool) {
        guard let turn = _gestures.turn, !turn.isSettling else { return }
        turn.isSettling = true
        let toward = velocity.isFinite ? velocity * Self._sign(of: turn.direction) : 0
        let completes = !cancelled && (abs(toward) > Self._turningVelocity ? toward > 0 : turn.progress > 0.5)
        let remaining = completes ? 1 - turn.progress : turn.progress
        UIView._animateKeepingDuration(
            _PageTransition.scrollDuration * max(remaining, 0.1), options: .curveEaseOut,
            animations: { self._placeSwipedPages(turn, progress: completes ? 1 : 0) },
            completion: { [weak self] _ in self?._endSwipe(turn, completed: completes) })
    }

    private func _endSwipe(_ turn: _GestureTurn, completed: Bool) {
        guard _gestures.turn === turn, let old = turn.transition.oldPages.first,
            let new = turn.transition.newPages.first
        else { return }
        let shown = completed && new._parent === self ? new : old
        let hidden = shown === new ? old : new
        if _pagesAppear, shown._parent === self { shown._beginAppearance(true, animated: true) }
        _settleAppearance(of: shown)
        if _pagesAppear { hidden._beginAppearance(false, animated: true) }
        _settleAppearance(of: hidden)
        for page in [old, new] { page._view?.transform = .identity }
        if let view = hidden._view, view._superview === _view { view.removeFromSuperview() }
        if shown === new { _pages = [new] }
        _pageTransition = nil
        _gestures.turn = nil
        delegate?.pageViewController(
            self, didFinishAnimating: true, previousViewControllers: [old], transitionCompleted: shown === new)
        // order not fixed by any source found: UIKit flushes the page
        // when its scroll view recycles the view; OpenUIKit does at once.
        _flushPage(hidden)
        _orderChildrenAsPages()
        _view?.setNeedsLayout()
        _runNextPendingPageChange()
    }

    /// Ends `page`'s appearance transition, whichever way it runs.
    func _settleAppearance(of page: UIViewController) {
        if page._appearState == .appearing {
            _endPageAppearance(page)
        } else if page._appearState == .disappearing {
            page._endAppearance()
        }
    }

    /// A child no longer shown leaves: `willMove(toParent: nil)`, its view, `removeFromParent()`.
    func _flushPage(_ page: UIViewController) {
        guard page._parent === self, _pages._lastIndex(ofIdentical: page) == nil else { return }
        page._frameworkCall("willMove(toParent: nil)") { page.willMove(toParent: nil) }
        if let view = page._view, view._superview === _view { view.removeFromSuperview() }
        page.removeFromParent()
    }
}
