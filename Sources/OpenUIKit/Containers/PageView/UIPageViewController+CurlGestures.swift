import Foundation

/// The page curl's gestures: a pan turns the page with the finger, a tap
/// near an edge turns it at once.
///
/// Apple, `gestureRecognizers`: the recognizers the page view controller
/// handles the user's navigation with, placed at first on a view of its
/// own; in UIKit's page curl they are a pan and a tap (pseudo-code of iOS
/// 26.1's `UIPageViewController`, EthanArbuckle/iPhone18-3_26.1_23B85_Restore:
/// `_handlePanGesture:`, `_handleTapGesture:`, `_tapRegions`,
/// `_incomingViewControllersForGestureDrivenCurlInDirection:`), which this
/// file follows:
///
/// - the pages turned to: forward, the page after the last page shown (and
///   the one after it, with the spine in the middle or double-sided
///   pages); in reverse, the page before the first (and the one before
///   that, double-sided); a missing one means no turn;
/// - the tap turns when it lands in the strip along the leading edge
///   (reverse) or the trailing edge (forward), 80 points wide on a phone,
///   60 with the spine in the middle;
/// - a released pan completes the turn when the finger moves on faster
///   than 300 points per second along the turn, or, slower, when it is
///   lifted in the half of the view the turn goes to; otherwise the
///   incoming pages begin to disappear, the outgoing ones to appear again,
///   and the turn goes back.
///
/// OpenUIKit draws no curl: the incoming pages fade in as the finger moves.
extension UIPageViewController {
    /// The breadth of the strips a tap turns pages in (the pseudo-code's phone values).
    var _tapRegionBreadth: CGFloat { _spineLocation == .mid ? 60 : 80 }

    /// The pages a gesture turns to in `direction`; empty when the data
    /// source has none.
    func _incomingPagesForTurn(_ direction: NavigationDirection) -> [UIViewController] {
        guard let first = _pages.first, let last = _pages.last else { return [] }
        let twoPages = _spineLocation == .mid || _doubleSided
        if direction == .forward {
            guard let next = _neighbour(of: last, .forward) else { return [] }
            guard twoPages else { return [next] }
            guard let afterNext = _neighbour(of: next, .forward) else { return [] }
            return [next, afterNext]
        }
        guard let previous = _neighbour(of: first, .reverse) else { return [] }
        guard twoPages else { return [previous] }
        guard let beforePrevious = _neighbour(of: previous, .reverse) else { return [] }
        return [beforePrevious, previous]
    }

    func _curlTapDidEnd(_ tap: UIGestureRecognizer) {
        guard _mayBeginGestureTurn, let container = _view else { return }
        let point = tap.location(in: container)
        let bounds = container.bounds
        let breadth = _tapRegionBreadth
        let along = _navigationOrientation == .horizontal ? point.x - bounds.minX : point.y - bounds.minY
        let length = _navigationOrientation == .horizontal ? bounds.width : bounds.height
        let direction: NavigationDirection
        if along < breadth {
            direction = .reverse
        } else if along > length - breadth {
            direction = .forward
        } else {
            return
        }
        let incoming = _incomingPagesForTurn(direction)
        guard !incoming.isEmpty, _pagesProblem(incoming, animated: true) == nil else { return }
        let previous = _pages
        delegate?.pageViewController(self, willTransitionTo: incoming)
        _setPages(incoming, direction: direction, animated: true) { [weak self] finished in
            guard let self else { return }
            self.delegate?.pageViewController(
                self, didFinishAnimating: finished, previousViewControllers: previous, transitionCompleted: true)
        }
    }

    func _curlPanDidChange(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            _startCurlTurn(pan)
        case .changed:
            guard let turn = _gestures.turn, !turn.isSettling, let view = _view else { return }
            let length = _alongAxis(CGPoint(x: view.bounds.width, y: view.bounds.height))
            let along = _alongAxis(pan.translation(in: view)) * Self._sign(of: turn.direction)
            turn.progress = length > 0 && along.isFinite ? min(max(along / length, 0), 1) : 0
            for page in turn.transition.newPages { page._view?.alpha = turn.progress }
        case .ended:
            guard let view = _view else { return }
            _releaseCurl(velocity: _alongAxis(pan.velocity(in: view)), location: pan.location(in: view), cancelled: false)
        case .cancelled, .failed:
            _releaseCurl(velocity: 0, location: .zero, cancelled: true)
        case .possible:
            break
        }
    }

    private func _startCurlTurn(_ pan: UIPanGestureRecognizer) {
        guard _mayBeginGestureTurn, let container = _view,
            let direction = _turnDirection(for: pan.velocity(in: container))
        else { return }
        let incoming = _incomingPagesForTurn(direction)
        guard !incoming.isEmpty, _pagesProblem(incoming, animated: true) == nil else { return }
        let newPages = Array(incoming.prefix(_spineLocation._pageCount))
        for page in newPages where _pages._lastIndex(ofIdentical: page) != nil { return }
        delegate?.pageViewController(self, willTransitionTo: incoming)
        // The delegate may have changed the pages: then no turn starts (it
        // hears no end, as for a turn that never began).
        guard _mayBeginGestureTurn else { return }
        for page in newPages where _pages._lastIndex(ofIdentical: page) != nil { return }
        _takePagesFromOtherParents(newPages)
        let transition = _PageTransition(oldPages: _pages, newPages: newPages)
        _pageTransition = transition
        _gestures.turn = _GestureTurn(direction: direction, transition: transition)
        _beginCurl(transition, direction: direction, in: container)
    }

    /// Completes the turn or takes it back, as the release decides.
    private func _releaseCurl(velocity: CGFloat, location: CGPoint, cancelled: Bool) {
        guard let turn = _gestures.turn, !turn.isSettling, let view = _view else { return }
        turn.isSettling = true
        let toward = velocity.isFinite ? velocity * Self._sign(of: turn.direction) : 0
        let middle = _alongAxis(CGPoint(x: view.bounds.midX, y: view.bounds.midY))
        let liftedAhead = turn.direction == .forward ? _alongAxis(location) <= middle : _alongAxis(location) > middle
        let completes = !cancelled && (abs(toward) > Self._turningVelocity ? toward > 0 : liftedAhead)
        let transition = turn.transition
        // Taken back: the incoming pages begin to disappear, the outgoing
        // ones to appear again (only while the pages are on screen).
        if !completes, _pagesAppear {
            for page in transition.newPages { page._beginAppearance(false, animated: true) }
            for page in transition.oldPages where page._parent === self { page._beginAppearance(true, animated: true) }
        }
        let views = transition.newPages.compactMap(\.view)
        let remaining = completes ? 1 - turn.progress : turn.progress
        UIView._animateKeepingDuration(
            _PageTransition.curlDuration * max(remaining, 0.1), options: .curveEaseOut,
            animations: { for view in views { view.alpha = completes ? 1 : 0 } },
            completion: { [weak self] _ in self?._endCurlTurn(turn, completed: completes) })
    }

    private func _endCurlTurn(_ turn: _GestureTurn, completed: Bool) {
        guard _gestures.turn === turn else { return }
        let transition = turn.transition
        if completed {
            _endCurl(transition, direction: turn.direction)
        } else {
            _takeBackCurl(transition)
        }
        _pageTransition = nil
        _gestures.turn = nil
        _view?.setNeedsLayout()
        delegate?.pageViewController(
            self, didFinishAnimating: true, previousViewControllers: transition.oldPages, transitionCompleted: completed)
        _runNextPendingPageChange()
    }

    /// The end of a turn taken back: the incoming pages leave (as a
    /// turn's outgoing pages do), the outgoing ones end appearing.
    /// order not fixed by any source found: the incoming pages' ends before
    /// the outgoing pages', as at the end of a completed turn.
    private func _takeBackCurl(_ transition: _PageTransition) {
        var kept: [UIViewController] = []
        for page in transition.oldPages where page._parent === self { kept.append(page) }
        _pages = kept
        for page in transition.newPages where kept._lastIndex(ofIdentical: page) == nil {
            let isChild = page._parent === self
            if isChild { page._frameworkCall("willMove(toParent: nil)") { page.willMove(toParent: nil) } }
            if let view = page._view {
                view.alpha = 1
                if view._superview === _view { view.removeFromSuperview() }
            }
            _settleAppearance(of: page)
            if isChild { page.removeFromParent() }
        }
        for page in kept { _settleAppearance(of: page) }
        _orderChildrenAsPages()
    }
}
