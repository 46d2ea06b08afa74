import Foundation

extension UIView {
    /// Whether this view is `view` or lies inside it.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate._superview
        }
        return false
    }

    /// The first view with `tag` in a depth-first search starting at this view.
    ///
    /// - Complexity: O(views in the subtree); iterative, so any depth works.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        var stack = Array(_subviews.reversed())
        while let view = stack.popLast() {
            if view.tag == tag { return view }
            stack.append(contentsOf: view._subviews.reversed())
        }
        return nil
    }

    // MARK: Inserting

    /// Inserts next to a sibling; a sibling that is not a subview is misuse.
    func _insertSubview(_ view: UIView, relativeTo sibling: UIView, above: Bool) {
        guard sibling._superview === self, let siblingIndex = _subviews._lastIndex(ofIdentical: sibling) else {
            UIApplication.shared.diagnostics.report(
                .misuse,
                "insertSubview(_:\(above ? "aboveSubview" : "belowSubview"):): \(sibling._shortDescription) is not a subview of \(_shortDescription); \(view._shortDescription) was not inserted."
            )
            return
        }
        var index = above ? siblingIndex + 1 : siblingIndex
        // When `view` is already a subview before the sibling, removing it first shifts the sibling down.
        if view._superview === self, let current = _subviews._lastIndex(ofIdentical: view), current < siblingIndex {
            index -= 1
        }
        _insertSubview(view, at: index)
    }

    /// The one place a view joins a superview.
    ///
    /// Order of callbacks (as UIKit): the old superview's
    /// `willRemoveSubview(_:)`, the view's `willMove(toSuperview:)`, the
    /// appearance will-callbacks of the controllers it carries on or off
    /// screen, `willMove(toWindow:)` down the subtree, the move itself,
    /// `didMoveToWindow()` down the subtree, `didMoveToSuperview()`, this
    /// view's `didAddSubview(_:)`, then the appearance did-callbacks
    /// (`viewDidDisappear(_:)` now, `viewDidAppear(_:)` at the end of the turn).
    func _insertSubview(_ view: UIView, at requestedIndex: Int) {
        let diagnostics = UIApplication.shared.diagnostics
        if view === self {
            diagnostics.report(.misuse, "Can't add self as subview: \(_shortDescription).")
            return
        }
        // Only a view with subviews can be an ancestor: adding a leaf to a
        // deep tree skips the walk up.
        if !view._subviews.isEmpty, isDescendant(of: view) {
            diagnostics.report(
                .misuse,
                "Can't add \(view._shortDescription) as a subview of \(_shortDescription): it is an ancestor, and the view tree would have a cycle."
            )
            return
        }
        if view is UIWindow {
            diagnostics.report(.misuse, "Can't add the window \(view._shortDescription) as a subview of \(_shortDescription).")
            return
        }
        let limit = view._superview === self ? _subviews.count - 1 : _subviews.count
        var index = requestedIndex
        if index < 0 || index > max(limit, 0) {
            diagnostics.report(
                .misuse,
                "insertSubview(_:at:): index \(requestedIndex) is outside 0...\(max(limit, 0)) for \(_shortDescription); clamped."
            )
            index = min(max(index, 0), max(limit, 0))
        }
        if view._superview === self {
            guard let current = _subviews._lastIndex(ofIdentical: view) else {
                Violations.viewTreeCorrupted("\(view._shortDescription) names a superview that does not list it")
            }
            view._displayWillChange()
            _subviews.remove(at: current)
            _subviews.insert(view, at: index)
            _subviewsDidChangeForIndex()
            return
        }
        if let inconsistency = UIViewController._hierarchyInconsistency(adding: view, to: self) {
            diagnostics.report(.hierarchyInconsistency, inconsistency)
            return
        }
        let oldSuperview = view._superview
        let oldWindow = view._window
        let newWindow = (self as? UIWindow) ?? _window
        let oldEngine = view._autoLayout.itemEngine ?? view._treeRoot._autoLayout.treeEngine
        let appearance = UIViewController._AppearancePlan(moving: view, from: oldWindow, to: newWindow)

        let ownSuperview = _superview
        let generation = _HierarchyMoves.generation
        oldSuperview?.willRemoveSubview(view)
        view.willMove(toSuperview: self)
        guard
            _moveStillStands(
                view, from: oldSuperview, window: oldWindow, ownSuperview: ownSuperview, since: generation, appearance: nil,
                callback: "willMove(toSuperview:)")
        else {
            return _retryInsert(view, at: requestedIndex)
        }
        appearance.begin()
        if oldWindow !== newWindow { view._notifyWillMove(toWindow: newWindow) }
        guard
            _moveStillStands(
                view, from: oldSuperview, window: oldWindow, ownSuperview: ownSuperview, since: generation, appearance: appearance,
                callback: "willMove(toWindow:)")
        else {
            return _retryInsert(view, at: requestedIndex)
        }
        let oldTint = view._effectiveTintColor
        view._displayWillChange()
        if let oldSuperview {
            oldSuperview._detach(view)
            oldSuperview.setNeedsLayout()
        }
        _subviews.insert(view, at: index)
        view._superview = self
        _HierarchyMoves.generation &+= 1
        _subviewsDidChangeForIndex()
        if oldWindow !== newWindow {
            view._setWindow(newWindow, resigningFirstResponderOf: oldWindow)
            view._notifyDidMoveToWindow()
        }
        view._inheritTraits()
        view._inheritTint(from: oldTint)
        view._safeArea.needsUpdateFromSuperview = false
        view._frameDidChangeForSafeArea()
        view.didMoveToSuperview()
        didAddSubview(view)
        _LayoutEngine.subtreeDidMove(view, from: oldEngine)
        view._displayDidMoveToSuperview()
        appearance.end()
        view._setNeedsLayoutAfterMove()
        view._setNeedsUpdateConstraintsAfterMove()
        setNeedsLayout()
    }

    // MARK: Removing

    /// The one place a view leaves its superview; callbacks mirror ``_insertSubview(_:at:)``.
    func _removeFromSuperview() {
        guard let superview = _superview else { return }
        let oldWindow = _window
        let oldEngine = _autoLayout.itemEngine ?? _treeRoot._autoLayout.treeEngine
        let appearance = UIViewController._AppearancePlan(moving: self, from: oldWindow, to: nil)
        let aboveSuperview = superview._superview
        let generation = _HierarchyMoves.generation
        superview.willRemoveSubview(self)
        willMove(toSuperview: nil)
        // A callback that moved or removed this view did the whole move itself.
        guard
            superview._moveStillStands(
                self, from: superview, window: oldWindow, ownSuperview: aboveSuperview, since: generation, appearance: nil,
                callback: "willMove(toSuperview:)")
        else { return }
        appearance.begin()
        if oldWindow != nil { _notifyWillMove(toWindow: nil) }
        guard
            superview._moveStillStands(
                self, from: superview, window: oldWindow, ownSuperview: aboveSuperview, since: generation, appearance: appearance,
                callback: "willMove(toWindow:)")
        else { return }
        let oldTint = _effectiveTintColor
        _displayWillChange()
        superview._detach(self)
        if oldWindow != nil {
            _setWindow(nil, resigningFirstResponderOf: oldWindow)
            _notifyDidMoveToWindow()
        }
        _inheritTraits()
        _inheritTint(from: oldTint)
        didMoveToSuperview()
        _LayoutEngine.subtreeDidMove(self, from: oldEngine)
        appearance.end()
        superview.setNeedsLayout()
    }

    // MARK: Callbacks that move the view being moved

    /// Whether `view` is still where it was when its move began (in
    /// `oldSuperview`, in `oldWindow`): a will-callback that moved it, or
    /// put this view inside it, is misuse (UIKit's tree would be left
    /// undefined). The move is then given up, reported, and the
    /// will-callbacks already delivered by `appearance` are taken back.
    ///
    /// `ownSuperview` is this view's superview when the move began: only
    /// when it changed can this view have gone inside `view` (no walk up on
    /// the ordinary path).
    func _moveStillStands(
        _ view: UIView, from oldSuperview: UIView?, window oldWindow: UIWindow?, ownSuperview: UIView?,
        since generation: Int, appearance: UIViewController._AppearancePlan?, callback: String
    ) -> Bool {
        // The ordinary path: no tree changed at all.
        guard _HierarchyMoves.generation != generation else { return true }
        guard
            view._superview !== oldSuperview || view._window !== oldWindow
                || (_superview !== ownSuperview && isDescendant(of: view))
        else { return true }
        appearance?.cancel()
        UIApplication.shared.diagnostics.report(
            .misuse,
            "\(view._shortDescription) was moved by its own \(callback) while it was being moved; the move under way was given up where it stood."
        )
        return false
    }

    /// After a move given up because a callback moved the view: adding it
    /// here is tried again from where it now is, a few times at most (a
    /// callback that always moves it would otherwise never let go).
    private func _retryInsert(_ view: UIView, at index: Int) {
        guard _HierarchyMoves.retryDepth < 4 else {
            UIApplication.shared.diagnostics.report(
                .misuse, "\(view._shortDescription) keeps being moved by its own callbacks; it was not added to \(_shortDescription).")
            return
        }
        _HierarchyMoves.retryDepth += 1
        defer { _HierarchyMoves.retryDepth -= 1 }
        _insertSubview(view, at: index)
    }

    /// Unlinks `view` from this view's subviews.
    private func _detach(_ view: UIView) {
        guard let index = _subviews._lastIndex(ofIdentical: view) else {
            Violations.viewTreeCorrupted("\(view._shortDescription) names a superview that does not list it")
        }
        _subviews.remove(at: index)
        view._superview = nil
        _HierarchyMoves.generation &+= 1
        _subviewsDidChangeForIndex()
    }

    // MARK: Reordering

    func _reorderSubview(_ view: UIView, toFront: Bool) {
        guard view._superview === self, let index = _subviews._lastIndex(ofIdentical: view) else {
            UIApplication.shared.diagnostics.report(
                .misuse,
                "\(toFront ? "bringSubviewToFront" : "sendSubviewToBack")(_:): \(view._shortDescription) is not a subview of \(_shortDescription)."
            )
            return
        }
        view._displayWillChange()
        _subviews.remove(at: index)
        if toFront { _subviews.append(view) } else { _subviews.insert(view, at: 0) }
        _subviewsDidChangeForIndex()
    }

    func _exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard _subviews.indices.contains(index1), _subviews.indices.contains(index2) else {
            UIApplication.shared.diagnostics.report(
                .misuse,
                "exchangeSubview(at: \(index1), withSubviewAt: \(index2)): \(_shortDescription) has \(_subviews.count) subviews; nothing exchanged."
            )
            return
        }
        _subviews[index1]._displayWillChange()
        _subviews[index2]._displayWillChange()
        _subviews.swapAt(index1, index2)
        _subviewsDidChangeForIndex()
    }

    // MARK: Releasing

    /// Releases the subviews without recursion: a chain of subviews each
    /// owning the next would otherwise be released deeper than the stack
    /// goes. Called by `deinit`.
    func _releaseSubviewsIteratively() {
        guard !_subviews.isEmpty else { return }
        var orphans = _takeSubviewsForRelease()
        while var view = orphans.popLast() {
            guard isKnownUniquelyReferenced(&view), !view._subviews.isEmpty else { continue }
            orphans += view._takeSubviewsForRelease()
        }
    }

    /// Empties every list through which this view holds its subviews, and
    /// returns the subviews, last first. `deinit` takes apart, one level at
    /// a time, the subviews only it owned, in the order a recursive release
    /// would reach them.
    func _takeSubviewsForRelease() -> [UIView] {
        let subviews = _subviews
        _subviews = []
        _safeArea.changedSubviews = []
        _autoLayout.subviewsWithNewEngineFrames = []
        _display.childIndex = nil
        return subviews.reversed()
    }

    // MARK: Window membership

    /// `willMove(toWindow:)` down the subtree, top-down (each view's
    /// subviews as they are after its own callback).
    func _notifyWillMove(toWindow newWindow: UIWindow?) {
        _forEachTopDown { $0.willMove(toWindow: newWindow) }
    }

    /// `didMoveToWindow()` down the subtree, top-down.
    func _notifyDidMoveToWindow() {
        _forEachTopDown { $0.didMoveToWindow() }
    }

    /// Calls `body` on this view and then on each subview's subtree in
    /// order (pre-order), without recursion; see ``_walkTopDown(_:)``.
    @inline(__always)
    func _forEachTopDown(_ body: (UIView) -> Void) {
        _walkTopDown {
            body($0)
            return true
        }
    }

    /// Walks this view's subtree top-down as a recursive walk would, with an
    /// explicit stack (a tree of any depth works): `enter` does a view's own
    /// work and says whether to go into its subviews. A view's subviews are
    /// read after `enter` returns (a snapshot, as `for subview in _subviews`
    /// takes one), and each is entered when its turn comes, after its
    /// earlier siblings' subtrees.
    ///
    /// - Complexity: O(views entered and their siblings); no allocation for
    ///   a leaf, one for a subtree.
    @inline(__always)
    func _walkTopDown(_ enter: (UIView) -> Bool) {
        guard enter(self) else { return }
        _walkDescendantsTopDown(enter)
    }

    /// ``_walkTopDown(_:)`` below this view, which was already entered.
    @inline(__always)
    func _walkDescendantsTopDown(_ enter: (UIView) -> Bool) {
        guard !_subviews.isEmpty else { return }
        // The level under way lives in locals (cheaper than the array: every
        // retain of a view, which has weak references, takes the slow path);
        // the levels above wait in `parents`.
        var subviews = _subviews
        var next = 0
        var parents: [(subviews: [UIView], next: Int)] = []
        while true {
            guard next < subviews.count else {
                guard let parent = parents.popLast() else { return }
                (subviews, next) = parent
                continue
            }
            let view = subviews[next]
            next += 1
            if enter(view), !view._subviews.isEmpty {
                parents.append((subviews, next))
                subviews = view._subviews
                next = 0
            }
        }
    }

    func _setWindow(_ newWindow: UIWindow?, resigningFirstResponderOf oldWindow: UIWindow?) {
        if let oldWindow, let responder = oldWindow._firstResponder as? UIView, responder.isDescendant(of: self) {
            oldWindow._firstResponder = nil
        }
        _setWindowRecursively(newWindow)
    }

    private func _setWindowRecursively(_ newWindow: UIWindow?) {
        _forEachTopDown { $0._window = newWindow }
    }
}

/// Bookkeeping for callbacks that move the view being moved.
@MainActor
private enum _HierarchyMoves {
    /// Counts changes to any view tree, so that a move can tell cheaply
    /// whether its callbacks changed one.
    static var generation = 0
    /// How deep retried moves are nested (see `UIView._retryInsert(_:at:)`).
    static var retryDepth = 0
}
