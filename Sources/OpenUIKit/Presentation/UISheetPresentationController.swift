import Foundation

/// The presentation controller of a page or form sheet: a card over the
/// presenter, whose height follows its detents.
///
/// In a compact width the card fills the width, its top 10 points below
/// the container's top safe area at the `.large()` detent and at half the
/// container's height at `.medium()` (Apple, `Detent.medium()`: about half
/// the screen's height; the 10 points are OpenUIKit's). In a regular width a
/// page sheet is 704 points wide and a form sheet 540 by 620, centred (also
/// OpenUIKit's numbers: no source gives UIKit's). In a compact height (a
/// phone in landscape) the sheet fills the container unless
/// ``prefersEdgeAttachedInCompactHeight`` is true, when it hangs from the
/// bottom edge across the safe area's width (Apple, both properties).
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// Creates the sheet presentation controller of a page sheet.
    public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        _builtInStyle = .pageSheet
    }

    convenience init(style: UIModalPresentationStyle, presented: UIViewController, presenting: UIViewController?) {
        self.init(presentedViewController: presented, presenting: presenting)
        _builtInStyle = style
    }

    /// The heights the sheet may rest at, smallest first; `[.large()]` by
    /// default. An empty list is taken as `[.large()]`.
    open var detents: [Detent] = [.large()] {
        didSet { _sheetGeometryDidChange() }
    }

    /// The detent the sheet rests at; nil (the default) is the smallest.
    open var selectedDetentIdentifier: Detent.Identifier? {
        didSet { _sheetGeometryDidChange() }
    }

    /// The largest detent at which the presenter is not dimmed (nil: always dimmed).
    open var largestUndimmedDetentIdentifier: Detent.Identifier?

    /// Whether the sheet shows a grabber at its top (false by default).
    open var prefersGrabberVisible = false

    /// Whether scrolling to the edge grows the sheet to a larger detent (true by default).
    open var prefersScrollingExpandsWhenScrolledToEdge = true

    /// Whether the sheet attaches to the bottom edge in a compact height
    /// (false by default: the sheet then fills the screen there).
    open var prefersEdgeAttachedInCompactHeight = false

    /// Whether an edge-attached sheet takes its width from the preferred content size.
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false

    /// The corner radius (nil: the system's).
    open var preferredCornerRadius: CGFloat?

    /// Runs `changes` (to detents or the selected detent) and animates the
    /// sheet to its new height.
    open func animateChanges(_ changes: () -> Void) {
        changes()
        guard let container = containerView else { return }
        UIView.animate(withDuration: 0.35, animations: { container.layoutIfNeeded() })
    }

    /// The detent in effect: the selected one when it is among the detents, else the smallest.
    var _detentInEffect: Detent {
        let list = detents.isEmpty ? [Detent.large()] : detents
        if let selected = selectedDetentIdentifier, let match = list.first(where: { $0.identifier == selected }) {
            return match
        }
        return list[0]
    }

    /// The card's frame in `container` (see the type's discussion).
    func _sheetFrame(in container: UIView) -> CGRect {
        let traits = container.traitCollection
        return _sheetFrame(
            in: container.bounds, safeArea: container.safeAreaInsets, regular: traits.horizontalSizeClass == .regular,
            compactHeight: traits.verticalSizeClass == .compact)
    }

    /// The card's frame in a container with `bounds`, its safe area and size classes.
    func _sheetFrame(in bounds: CGRect, safeArea: UIEdgeInsets, regular: Bool, compactHeight: Bool) -> CGRect {
        if compactHeight {
            // Apple, `prefersEdgeAttachedInCompactHeight`: false (the
            // default) gives the sheet a full-screen appearance in a compact
            // height; true attaches it to the screen on its bottom edge only.
            guard prefersEdgeAttachedInCompactHeight else { return bounds }
            return _edgeAttachedFrame(in: bounds, safeArea: safeArea)
        }
        if regular {
            let size =
                _effectiveBuiltInStyle == .pageSheet
                ? CGSize(width: 704, height: bounds.height - 40) : CGSize(width: 540, height: 620)
            let width = max(0, min(size.width, bounds.width))
            let height = max(0, min(size.height, bounds.height))
            return CGRect(x: bounds.midX - width / 2, y: bounds.midY - height / 2, width: width, height: height)
        }
        let largeTop = min(bounds.height, safeArea.top + 10)
        let top = _detentInEffect.identifier == .medium ? max(largeTop, bounds.height / 2) : largeTop
        return CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
    }

    /// An edge-attached sheet in a compact height: as wide as the
    /// container's safe area (Apple, `widthFollowsPreferredContentSizeWhenEdgeAttached`:
    /// false by default; true takes the preferred content size's width),
    /// centred, on the bottom edge, its top placed as in a compact width.
    private func _edgeAttachedFrame(in bounds: CGRect, safeArea: UIEdgeInsets) -> CGRect {
        let safeWidth = max(0, bounds.width - safeArea.left - safeArea.right)
        let preferred = _presented?.preferredContentSize.width ?? 0
        let width =
            widthFollowsPreferredContentSizeWhenEdgeAttached && preferred.isFinite && preferred > 0
            ? min(preferred, safeWidth) : safeWidth
        let largeTop = min(bounds.height, safeArea.top + 10)
        let top = _detentInEffect.identifier == .medium ? max(largeTop, bounds.height / 2) : largeTop
        let x = safeArea.left + (safeWidth - width) / 2
        return CGRect(x: x, y: top, width: width, height: bounds.height - top)
    }

    /// A detent change while presented moves the card at the next layout.
    private func _sheetGeometryDidChange() {
        containerView?.setNeedsLayout()
    }
}
