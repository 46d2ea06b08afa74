import Foundation

/// Where a controller is in its appearance cycle.
///
/// The only edges are UIKit's: disappeared → appearing → appeared →
/// disappearing → disappeared, plus the two reversals of a cancelled
/// transition (appearing → disappearing, disappearing → appearing), each
/// marked by the opposite will-callback.
/// Where a controller is in forwarding an appearance transition to its children.
enum _AppearanceForwardingPhase: Sendable, Equatable {
    case willBegin(appearing: Bool, animated: Bool)
    case didBegin(appearing: Bool, animated: Bool)
    case didEnd(appearing: Bool, animated: Bool)
}

enum _AppearState: Sendable, Equatable, CustomStringConvertible {
    case disappeared, appearing, appeared, disappearing

    var isOnScreenOrGoing: Bool { self == .appearing || self == .appeared }

    var description: String {
        switch self {
        case .disappeared: "disappeared"; case .appearing: "appearing"
        case .appeared: "appeared"; case .disappearing: "disappearing"
        }
    }
}

extension UIViewController {
    /// Starts an appearance transition if the controller is not already
    /// headed that way; forwards to children when automatic forwarding is on.
    ///
    /// Returns false (and does nothing) when the transition would be unbalanced.
    @discardableResult
    func _beginAppearance(_ appearing: Bool, animated: Bool) -> Bool {
        switch (appearing, _appearState) {
        case (true, .disappeared), (true, .disappearing):
            _loadViewIfNeeded()
            _appearState = .appearing
            _appearanceAnimated = animated
            _pendingIsAppearing = animated
            _frameworkCall("viewWillAppear(animated: \(animated))") { viewWillAppear(animated) }
        case (false, .appeared), (false, .appearing):
            _appearState = .disappearing
            _appearanceAnimated = animated
            _pendingIsAppearing = nil
            _frameworkCall("viewWillDisappear(animated: \(animated))") { viewWillDisappear(animated) }
        default:
            return false
        }
        if shouldAutomaticallyForwardAppearanceMethods {
            _forwardingAppearance(.willBegin(appearing: appearing, animated: animated))
            for child in _childrenShownInView {
                child._beginAppearance(appearing, animated: animated)
            }
            _forwardingAppearance(.didBegin(appearing: appearing, animated: animated))
        }
        return true
    }

    /// Finishes the transition in progress: `viewDidAppear(_:)` (after an
    /// owed `viewIsAppearing(_:)`) or `viewDidDisappear(_:)`, then the
    /// children that were forwarded the same way.
    ///
    /// Returns false (and does nothing) when no transition is in progress.
    @discardableResult
    func _endAppearance() -> Bool {
        let animated = _appearanceAnimated
        switch _appearState {
        case .appearing:
            _deliverViewIsAppearingIfPending()
            _appearState = .appeared
            _frameworkCall("viewDidAppear(animated: \(animated))") { viewDidAppear(animated) }
            if shouldAutomaticallyForwardAppearanceMethods {
                for child in _childrenShownInView where child._appearState == .appearing {
                    child._endAppearance()
                }
                _forwardingAppearance(.didEnd(appearing: true, animated: animated))
            }
            // Children end inside their parent's end: the top of the tree
            // asks the window once.
            if _parent == nil { _rootWindow?._updateStatusBarAppearance() }
        case .disappearing:
            _appearState = .disappeared
            _frameworkCall("viewDidDisappear(animated: \(animated))") { viewDidDisappear(animated) }
            if shouldAutomaticallyForwardAppearanceMethods {
                for child in _childrenShownInView where child._appearState == .disappearing {
                    child._endAppearance()
                }
                _forwardingAppearance(.didEnd(appearing: false, animated: animated))
            }
        default:
            return false
        }
        return true
    }

    /// Calls the owed `viewIsAppearing(_:)`, once.
    func _deliverViewIsAppearingIfPending() {
        guard let animated = _pendingIsAppearing, _appearState == .appearing else { return }
        _pendingIsAppearing = nil
        _frameworkCall("viewIsAppearing(animated: \(animated))") { viewIsAppearing(animated) }
    }

    /// Children whose root views are loaded and inside this controller's view.
    var _childrenShownInView: [UIViewController] {
        guard let view = _view, !_children.isEmpty else { return [] }
        var shown: [UIViewController] = []
        for child in _children {
            if let childView = child._view, childView.isDescendant(of: view) { shown.append(child) }
        }
        return shown
    }

    func _beginAppearanceTransitionByHand(_ isAppearing: Bool, animated: Bool) {
        if !_beginAppearance(isAppearing, animated: animated) {
            _reportUnbalancedAppearance()
        }
    }

    func _endAppearanceTransitionByHand() {
        if !_endAppearance() {
            _reportUnbalancedAppearance()
        }
    }

    /// UIKit's wording for begin/end calls that do not pair up.
    func _reportUnbalancedAppearance() {
        UIApplication.shared.diagnostics.report(
            .unbalancedAppearanceTransition,
            "Unbalanced calls to begin/end appearance transitions for \(_shortDescription)."
        )
    }
}
