import Foundation

/// The checks on a change of pages, the change without animation, and the
/// pages' layout.
///
/// UIKit's order without animation (pseudo-code of UIKit's
/// `-[UIPageViewController _setViewControllers:withCurlOfType:…]` and
/// `_setViewControllers:withScrollInDirection:…`, published in
/// EthanArbuckle/iPhone18-3_26.1_23B85_Restore; a printed log in
/// stackoverflow.com/questions/48653763):
///
/// - page curl: each page that leaves hears `willMove(toParent: nil)`,
///   its disappearance (will, the view leaves, did) and
///   `removeFromParent()`; then each new page is added (`willMove`), its
///   view loads and appears (will, the view comes in, did), and it hears
///   `didMove(toParent:)`.
/// - scroll: the page that leaves hears `willMove(toParent: nil)`, the new
///   one is added at once (`willMove`, `didMove`), then its view loads; the
///   new page's will-appear comes before the old page's will-disappear, its
///   did-appear before the old page's did-disappear; then the old page
///   leaves its parent.
///
/// Pages get appearance callbacks only while the page view controller is
/// on screen or going there (UIKit's scroll style does the same:
/// `_shouldGenerateAppearanceCallbacksWhenScrolling`; its page-curl style
/// calls them even off screen, which OpenUIKit does not, so that an
/// off-screen page is never "appeared").
extension UIPageViewController {
    /// Checks and runs a change of pages (see ``setViewControllers(_:direction:animated:completion:)``).
    func _setPages(
        _ pages: [UIViewController], direction: NavigationDirection, animated: Bool, completion: ((Bool) -> Void)?
    ) {
        if _isAskingForSpineLocation {
            // Pages for the spine location the delegate is about to return.
            _stashedPages = pages
            return
        }
        guard _pagesProblem(pages, animated: animated) == nil else {
            // A refused change queued behind an animated one lets the next one run.
            _runNextPendingPageChange()
            return
        }
        if _pageTransition != nil {
            _pendingPageChanges.append { [weak self] in
                self?._setPages(pages, direction: direction, animated: animated, completion: completion)
            }
            return
        }
        // Page curl with no page before and none now: nothing to do (UIKit).
        if pages.isEmpty && _pages.isEmpty {
            completion?(true)
            return
        }
        loadViewIfNeeded()
        // An animated turn of double-sided pages with the spine at an edge
        // is given the front and the back page: only the front one shows.
        let newPages = Array(pages.prefix(_spineLocation._pageCount))
        _takePagesFromOtherParents(newPages)
        if animated, _animatePageChange(to: newPages, direction: direction, completion: completion) { return }
        if _transitionStyle == .scroll {
            _scrollWithoutAnimation(to: newPages)
        } else {
            _curlWithoutAnimation(to: newPages)
        }
        completion?(true)
        _runNextPendingPageChange()
    }

    /// Reports why `pages` cannot be shown, in UIKit's words where UIKit
    /// has them, and returns the report; nil when they can.
    ///
    /// UIKit's rules (the pseudo-code's
    /// `_validatedViewControllersForTransitionWithViewControllers:animated:`):
    /// the scroll style takes exactly one page; an animated page turn from
    /// valid pages takes two when double-sided, else one; any other page
    /// curl takes the spine's count (two in the middle, else one).
    @discardableResult
    func _pagesProblem(_ pages: [UIViewController], animated: Bool) -> String? {
        var problem: String?
        let validNow = _pages.count == _spineLocation._pageCount
        if _transitionStyle == .scroll || (animated && validNow) {
            let required = _transitionStyle == .scroll ? 1 : (_doubleSided ? 2 : 1)
            if pages.count != required {
                problem =
                    "The number of view controllers provided (\(pages.count)) doesn't match the number required (\(required)) for the requested transition"
            }
        } else if pages.count != _spineLocation._pageCount, !(pages.isEmpty && _pages.isEmpty) {
            problem =
                "The number of provided view controllers (\(pages.count)) doesn't match the number required (\(_spineLocation._pageCount)) for the requested spine location (\(_spineLocation._name))"
        }
        if problem == nil { problem = _pageIdentityProblem(pages) }
        guard let problem else { return nil }
        UIApplication.shared.diagnostics.report(.misuse, problem + ". Nothing changed.")
        return problem
    }

    /// A page given twice, this controller or an ancestor, a window's root,
    /// or a controller that cannot be a child (presented, say).
    private func _pageIdentityProblem(_ pages: [UIViewController]) -> String? {
        for (index, page) in pages.enumerated() {
            if pages._lastIndex(ofIdentical: page) != index {
                return "\(page._shortDescription) appears twice in the view controllers of \(_shortDescription)"
            }
            if _isDescendant(of: page) {
                return "\(page._shortDescription) is \(_shortDescription) or one of its ancestors and cannot be one of its pages"
            }
            if page._parent == nil, let window = UIApplication.shared.liveWindows.first(where: { $0._rootViewController === page }) {
                return
                    "\(page._shortDescription) is the root view controller of \(window._shortDescription) and cannot be a page of \(_shortDescription)"
            }
            if page._parent !== self, let problem = _presentationProblem(addingChild: page) {
                return problem.hasSuffix(".") ? String(problem.dropLast()) : problem
            }
        }
        return nil
    }

    /// Pages that are another container's children leave it first, as
    /// `addChild(_:)` makes them (reported: the other container loses them).
    func _takePagesFromOtherParents(_ pages: [UIViewController]) {
        for page in pages {
            guard let parent = page._parent, parent !== self else { continue }
            UIApplication.shared.diagnostics.report(
                .misuse,
                "\(page._shortDescription) is a child of \(parent._shortDescription); it leaves it to be a page of \(_shortDescription), as addChild(_:) makes it."
            )
            page._frameworkCall("willMove(toParent: nil)") { page.willMove(toParent: nil) }
            _removeViewFromOtherParent(page)
            page.removeFromParent()
        }
    }

    private func _removeViewFromOtherParent(_ page: UIViewController) {
        if let view = page._view, view._superview != nil { view.removeFromSuperview() }
    }

    /// Whether pages get appearance callbacks now: the page view controller
    /// is on screen or going there, in a shown window.
    var _pagesAppear: Bool {
        _appearState.isOnScreenOrGoing && _view?._window?._isShowing == true
    }

    /// The page-curl change without animation (see the type's order).
    private func _curlWithoutAnimation(to newPages: [UIViewController]) {
        let oldPages = _pages
        let appear = _pagesAppear
        for page in oldPages where newPages._lastIndex(ofIdentical: page) == nil {
            page._frameworkCall("willMove(toParent: nil)") { page.willMove(toParent: nil) }
            let began = appear && page._view != nil && page._beginAppearance(false, animated: false)
            _removeChildViewIfShown(page)
            if began, page._appearState == .disappearing { page._endAppearance() }
            page.removeFromParent()
        }
        _pages = newPages
        for page in newPages {
            let isNew = page._parent !== self
            if isNew { addChild(page) }
            if page._view?._superview !== _view {
                let began = appear && page._beginAppearance(true, animated: false)
                _installPageView(page)
                if began, page._appearState == .appearing { page._endAppearance() }
            }
            if isNew { page._frameworkCall("didMove(toParent: \(_resolvedTraceName))") { page.didMove(toParent: self) } }
        }
        _orderChildrenAsPages()
        _view?.setNeedsLayout()
    }

    /// The scroll change without animation (see the type's order).
    private func _scrollWithoutAnimation(to newPages: [UIViewController]) {
        guard let new = newPages.first else { return }
        let old = _pages.first
        guard old !== new else { return }
        old?._frameworkCall("willMove(toParent: nil)") { old?.willMove(toParent: nil) }
        _addPageAtOnce(new)
        _pages = [new]
        new.loadViewIfNeeded()
        let appear = _pagesAppear
        let beganNew = appear && new._beginAppearance(true, animated: false)
        let beganOld = appear && old?._view != nil && old?._beginAppearance(false, animated: false) == true
        _installPageView(new)
        if beganNew, new._appearState == .appearing { new._endAppearance() }
        // The old page ends before its view leaves, so that its did-disappear
        // comes after the new page's did-appear.
        if beganOld, let old, old._appearState == .disappearing { old._endAppearance() }
        _removeChildViewIfShown(old)
        old?.removeFromParent()
        _orderChildrenAsPages()
        _view?.setNeedsLayout()
    }

    /// Adds `page` as a child with both containment callbacks, at once (the
    /// scroll style's cache of pages), unless it is a child already.
    func _addPageAtOnce(_ page: UIViewController) {
        guard page._parent !== self else { return }
        addChild(page)
        page._frameworkCall("didMove(toParent: \(_resolvedTraceName))") { page.didMove(toParent: self) }
    }

    /// Orders the children as the pages, then any other child.
    func _orderChildrenAsPages() {
        var ordered: [UIViewController] = []
        for page in _pages where page._parent === self { ordered.append(page) }
        for child in _children where ordered._lastIndex(ofIdentical: child) == nil { ordered.append(child) }
        _children = ordered
    }

    /// Runs the first change that waited for an animated one, if any.
    func _runNextPendingPageChange() {
        guard _pageTransition == nil, !_pendingPageChanges.isEmpty else { return }
        _pendingPageChanges.removeFirst()()
    }
}

/// The pages' layout, and the options read at creation.
extension UIPageViewController {
    /// Where page `index` of the pages shown sits: the whole view, or its
    /// half with the spine in the middle (side by side horizontally, one
    /// above the other vertically).
    func _pageFrame(at index: Int) -> CGRect {
        guard let bounds = _view?.bounds else { return .zero }
        guard _spineLocation == .mid else { return bounds }
        if _navigationOrientation == .horizontal {
            let width = bounds.width / 2
            return CGRect(x: bounds.minX + CGFloat(index) * width, y: bounds.minY, width: width, height: bounds.height)
        }
        let height = bounds.height / 2
        return CGRect(x: bounds.minX, y: bounds.minY + CGFloat(index) * height, width: bounds.width, height: height)
    }

    /// Puts `page`'s view (loading it) in the page view controller's view, at its place.
    func _installPageView(_ page: UIViewController) {
        guard let container = _view, page._modal.removedView == nil else { return }
        let view = page.view!
        let index = _pages._lastIndex(ofIdentical: page) ?? 0
        view.transform = .identity
        view.alpha = 1
        view.frame = _pageFrame(at: index)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if view._superview !== container { container.addSubview(view) }
    }

    /// Puts the views of the pages that are missing in (not during an animated change).
    func _installPageViewsIfNeeded() {
        guard _pageTransition == nil, let container = _view else { return }
        for page in _pages where page._parent === self && page._view?._superview !== container { _installPageView(page) }
    }

    /// Puts missing page views in and gives every page its frame.
    func _layoutPages() {
        guard _pageTransition == nil else { return }
        _installPageViewsIfNeeded()
        for (index, page) in _pages.enumerated() {
            guard let view = page._view, view._superview === _view else { continue }
            view.frame = _pageFrame(at: index)
        }
    }

    /// The spine location an options dictionary gives, read by its key.
    static func _spineLocation(in options: [OptionsKey: Any]?) -> SpineLocation? {
        guard let value = options?[.spineLocation] else { return nil }
        if let location = value as? SpineLocation { return location }
        if let number = value as? NSNumber { return SpineLocation(rawValue: number.intValue) }
        if let raw = value as? Int { return SpineLocation(rawValue: raw) }
        return nil
    }

    /// The spacing an options value gives; 0 (reported) when it is not a
    /// finite, non-negative number.
    static func _spacing(from value: Any) -> CGFloat {
        var spacing: CGFloat?
        if let number = value as? CGFloat {
            spacing = number
        } else if let number = value as? Double {
            spacing = CGFloat(number)
        } else if let number = value as? Int {
            spacing = CGFloat(number)
        } else if let number = value as? NSNumber {
            spacing = CGFloat(number.doubleValue)
        }
        guard let spacing, spacing.isFinite, spacing >= 0 else {
            UIApplication.shared.diagnostics.report(
                .misuse,
                "UIPageViewController.OptionsKey.interPageSpacing must be a finite number of points, 0 or more (got \(value)); 0 is used."
            )
            return 0
        }
        return spacing
    }

    /// Asks the delegate for the spine location as the page view controller
    /// begins to appear (page curl only), and takes the pages it sets for it.
    func _askForSpineLocation() {
        guard let delegate else { return }
        let orientation = _view?._window?.interfaceOrientation ?? .portrait
        _isAskingForSpineLocation = true
        _stashedPages = nil
        let location = delegate.pageViewController(self, spineLocationFor: orientation)
        _isAskingForSpineLocation = false
        let stashed = _stashedPages
        _stashedPages = nil
        guard location != _spineLocation || stashed != nil else { return }
        guard location != .none else {
            UIApplication.shared.diagnostics.report(.misuse, "'\(location._name)' is not a valid spine location. Nothing changed.")
            return
        }
        let pages = stashed ?? _pages
        guard pages.count == location._pageCount else {
            UIApplication.shared.diagnostics.report(
                .misuse,
                "The number of provided view controllers (\(pages.count)) doesn't match the number required (\(location._pageCount)) for the requested spine location (\(location._name)). Nothing changed."
            )
            return
        }
        _changeSpine(to: location, with: pages)
    }

    /// Moves the spine to `location` and shows `pages` there, both or
    /// neither: pages that cannot be shown (another container's
    /// presentation, say) are reported and the spine stays. While an
    /// animated change runs, the move waits for its end, as other changes do.
    private func _changeSpine(to location: SpineLocation, with pages: [UIViewController]) {
        if _pageTransition != nil {
            _pendingPageChanges.append { [weak self] in self?._changeSpine(to: location, with: pages) }
            return
        }
        let oldLocation = _spineLocation
        let wasDoubleSided = _doubleSided
        _spineLocation = location
        if location == .mid { _doubleSided = true }
        guard _pagesProblem(pages, animated: false) == nil else {
            _spineLocation = oldLocation
            _doubleSided = wasDoubleSided
            _runNextPendingPageChange()
            return
        }
        _setPages(pages, direction: .forward, animated: false, completion: nil)
    }
}

/// A page view controller's own view: it lays the pages out after its own layout.
final class _PageContainerView: UIView {
    private let layoutPages: () -> Void

    init(frame: CGRect, layoutPages: @escaping () -> Void) {
        self.layoutPages = layoutPages
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutPages()
    }
}
