import Foundation

extension UIWindow {
    /// Tells each presentation controller of the window about a size (and
    /// trait) transition of the window; by default it tells its presented
    /// controller, as in UIKit (Apple, `UIContentContainer.viewWillTransition(to:with:)`:
    /// called before the size of a presented controller's view changes; the
    /// presentation controller forwards size changes to the presented
    /// controller). Presenters first, in the order of the controller trees;
    /// after the root's own (an order no source fixes).
    func _forwardSizeTransitionToPresentations(
        to size: CGSize, traits: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        guard let root = _rootViewController else { return }
        var presented: [UIViewController] = []
        var stack: [UIViewController] = [root]
        var seen = Set<ObjectIdentifier>()
        while let controller = stack.popLast() {
            guard seen.insert(ObjectIdentifier(controller)).inserted else { continue }
            if let next = controller._modal.presented {
                presented.append(next)
                stack.append(next)
            }
            for child in controller._children.reversed() { stack.append(child) }
        }
        for controller in presented {
            guard let presentation = controller._modal.presentation, presentation.container._superview === self else { continue }
            presentation.controller.willTransition(to: traits, with: coordinator)
            presentation.controller.viewWillTransition(to: size, with: coordinator)
        }
    }
}

extension UIPresentationController {
    /// The default `willTransition(to:with:)`: the presented controller hears
    /// of traits that differ from its own.
    func _forwardWillTransition(to traits: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        guard let presented = _presented, traits != presented._traits else { return }
        presented._callWillTransition(to: traits, with: coordinator)
    }

    /// The default `viewWillTransition(to:with:)`: the presented controller
    /// hears of the size its view will have in a container of `size`.
    func _forwardViewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        guard let presented = _presented else { return }
        let window = _containerView?._window
        let safeArea = window.map { $0.screen.safeAreaInsets(forWindowSize: size) } ?? .zero
        let traits = window.map { $0.screen.traits(forWindowSize: size) }
        let viewSize = _presentedViewSize(
            inWindowOf: size, safeArea: safeArea, regular: traits?.horizontalSizeClass == .regular,
            compactHeight: traits?.verticalSizeClass == .compact)
        presented._callViewWillTransition(
            to: self.size(forChildContentContainer: presented, withParentContainerSize: viewSize), with: coordinator)
    }

    /// The size the presented view will have once the window (and so a
    /// window-level container) takes `size`: the container's for the styles
    /// that fill it (and a custom one that presents in full screen), a
    /// sheet's card for sheets, and the present size otherwise (a popover
    /// keeps its size).
    func _presentedViewSize(inWindowOf size: CGSize, safeArea: UIEdgeInsets, regular: Bool, compactHeight: Bool) -> CGSize {
        let current = presentedView?.bounds.size ?? .zero
        let bounds = CGRect(origin: .zero, size: size)
        switch _effectiveBuiltInStyle {
        case .pageSheet?, .formSheet?:
            return (self as? UISheetPresentationController)?._sheetFrame(
                in: bounds, safeArea: safeArea, regular: regular, compactHeight: compactHeight
            ).size
                ?? size
        case .popover?:
            return current
        case nil:
            return shouldPresentInFullscreen ? size : current
        default:
            return size
        }
    }
}
