import Foundation

extension UIWindow {
    /// Tells each presented controller of the window about a size (and
    /// trait) transition of the window, as its presentation controller
    /// forwards it in UIKit (Apple, `UIContentContainer.viewWillTransition(to:with:)`:
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
        let safeAreaTop = screen.safeAreaInsets(forWindowSize: size).top
        for controller in presented {
            guard let presentation = controller._modal.presentation, presentation.container._superview === self else { continue }
            if traits != controller._traits { controller._callWillTransition(to: traits, with: coordinator) }
            let newSize = presentation.controller._presentedViewSize(
                inWindowOf: size, safeAreaTop: safeAreaTop, regular: traits.horizontalSizeClass == .regular)
            controller._callViewWillTransition(to: newSize, with: coordinator)
        }
    }
}

extension UIPresentationController {
    /// The size the presented view will have once the window (and so a
    /// window-level container) takes `size`: the container's for the styles
    /// that fill it (and a custom one that presents in full screen), a
    /// sheet's card for sheets, and the present size otherwise (a popover
    /// keeps its size).
    func _presentedViewSize(inWindowOf size: CGSize, safeAreaTop: CGFloat, regular: Bool) -> CGSize {
        let current = presentedView?.bounds.size ?? .zero
        let bounds = CGRect(origin: .zero, size: size)
        switch _effectiveBuiltInStyle {
        case .pageSheet?, .formSheet?:
            return (self as? UISheetPresentationController)?._sheetFrame(in: bounds, safeAreaTop: safeAreaTop, regular: regular).size
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
