import Foundation

extension UIViewController {
    func _setPreferredContentSize(_ size: CGSize) {
        // NaN is never equal to itself: without this, every assignment of a
        // NaN size would notify the parent again.
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            UIApplication.shared.diagnostics.report(
                .misuse,
                "\(_shortDescription): preferredContentSize (\(UIView._format(size.width)) \(UIView._format(size.height))) is not a finite, non-negative size; it stays (\(UIView._format(_preferredContentSize.width)) \(UIView._format(_preferredContentSize.height)))."
            )
            return
        }
        guard size != _preferredContentSize else { return }
        _preferredContentSize = size
        guard let parent = _parent else {
            _modal.presentation?.controller.preferredContentSizeDidChange(forChildContentContainer: self)
            return
        }
        parent._frameworkCall("preferredContentSizeDidChange(forChildContentContainer: \(_resolvedTraceName))") {
            parent.preferredContentSizeDidChange(forChildContentContainer: self)
        }
    }

    /// The default `viewWillTransition(to:with:)`: each child hears of the
    /// size its parent gives it.
    ///
    /// The forwarding recurses through the overridable default (as
    /// UIKit's does), so it is bounded: see ``_TransitionForwarding``.
    func _forwardViewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        guard _TransitionForwarding.enter(self, "viewWillTransition(to:with:)") else { return }
        defer { _TransitionForwarding.leave() }
        for child in _children {
            let childSize = self.size(forChildContentContainer: child, withParentContainerSize: size)
            child._callViewWillTransition(to: childSize, with: coordinator)
        }
    }

    func _callViewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        _frameworkCall("viewWillTransition(to: CGSize(width: \(Double(size.width)), height: \(Double(size.height))), with: coordinator)") {
            viewWillTransition(to: size, with: coordinator)
        }
    }

    /// The default `willTransition(to:with:)`: each child hears of the
    /// traits it will have (with its override applied).
    ///
    /// Bounded as ``_forwardViewWillTransition(to:with:)`` is.
    func _forwardWillTransition(to collection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        guard _TransitionForwarding.enter(self, "willTransition(to:with:)") else { return }
        defer { _TransitionForwarding.leave() }
        for child in _children {
            var childTraits = collection
            if let override = _overrideTraitCollection(forChild: child) {
                childTraits = UITraitCollection(traitsFrom: [collection, override])
            }
            child._callWillTransition(to: childTraits, with: coordinator)
        }
    }

    func _callWillTransition(to collection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        _frameworkCall("willTransition(to: \(collection.sizeClassSummary), with: coordinator)") {
            willTransition(to: collection, with: coordinator)
        }
    }
}

/// The nesting of the default size and trait transition forwarding.
///
/// `viewWillTransition(to:with:)` and `willTransition(to:with:)` reach
/// children through the default implementations, which an override calls
/// as `super` at a point of its choosing: the walk cannot be made
/// iterative without changing when an override's own code runs. Instead
/// it stops ``maximumDepth`` levels of child controllers down (a stack
/// holds that many easily; 20,000 it does not), reported once per
/// transition: controllers deeper than that are not told.
@MainActor
enum _TransitionForwarding {
    static let maximumDepth = 1_000
    private static var depth = 0
    private static var reported = false

    /// Enters one more level; false (reported once) past the maximum.
    static func enter(_ controller: UIViewController, _ callback: String) -> Bool {
        guard depth < maximumDepth else {
            if !reported {
                reported = true
                UIApplication.shared.diagnostics.report(
                    .misuse,
                    "\(callback) was forwarded through \(maximumDepth) levels of child view controllers and stops at \(controller._shortDescription): its children and theirs are not told of this transition."
                )
            }
            return false
        }
        depth += 1
        return true
    }

    static func leave() {
        depth -= 1
        if depth == 0 { reported = false }
    }
}
