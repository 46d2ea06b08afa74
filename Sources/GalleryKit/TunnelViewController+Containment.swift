#if canImport(UIKit)
    import UIKit
#else
    import OpenUIKit
#endif

extension TunnelViewController {
    /// Replaces the right-hand child with `newController`, cross-dissolving
    /// between their views, in the order of Apple's container guide
    /// (listing 5-3): tell the old child it is leaving, add the new one,
    /// transition, and in the completion remove the old one and tell the
    /// new one it arrived.
    ///
    /// The view moves are `transition(from:to:…)`'s: it adds the new view
    /// next to the old one and removes the old one at the end.
    public func switchRightController(
        to newController: UIViewController,
        duration: TimeInterval = 0.3,
        completion: (() -> Void)? = nil
    ) {
        let oldController = rightController
        guard newController !== oldController else { return }
        oldController.willMove(toParent: nil)
        addChild(newController)
        newController.view.alpha = 0
        rightController = newController
        transition(
            from: oldController, to: newController, duration: duration,
            options: [.transitionCrossDissolve, .curveEaseInOut],
            animations: {
                newController.view.alpha = 1
                oldController.view.alpha = 0
            },
            completion: { [weak self] _ in
                guard let self else { return }
                oldController.removeFromParent()
                newController.didMove(toParent: self)
                oldController.view.alpha = 1
                self.oppositeMapDidChange()
                completion?()
            })
        // `transition` put the new view next to the old one: constrain it now
        // (the old view's constraints go when it leaves the container).
        if newController.view.superview === view { pin(newController.view, toSlot: 1) }
    }

    /// Shows `content` as a small overlay above the maps (listing 5-1).
    public func displayOverlay(_ content: UIViewController) {
        addChild(content)
        view.addSubview(content.view)
        pinOverlay(content.view)
        content.didMove(toParent: self)
        overlay = content
    }

    /// Removes the overlay shown with ``displayOverlay(_:)`` (listing 5-2).
    public func hideOverlay() {
        guard let content = overlay else { return }
        content.willMove(toParent: nil)
        content.view.removeFromSuperview()
        content.removeFromParent()
        overlay = nil
    }

    /// A new map on the right hears at once where the tunnel comes out.
    private func oppositeMapDidChange() {
        oppositeMap?.updateAnnotationLocation(startMap.currentLocation.antipode)
    }
}
