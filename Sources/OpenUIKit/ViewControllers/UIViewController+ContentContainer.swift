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
        guard let parent = _parent else { return }
        parent._frameworkCall("preferredContentSizeDidChange(forChildContentContainer: \(_resolvedTraceName))") {
            parent.preferredContentSizeDidChange(forChildContentContainer: self)
        }
    }

    /// The default `viewWillTransition(to:with:)`: each child hears of the
    /// size its parent gives it.
    func _forwardViewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
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
    func _forwardWillTransition(to collection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
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
