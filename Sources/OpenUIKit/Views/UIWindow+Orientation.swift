import Foundation

extension UIWindow {
    /// Rotates the window to `orientation`, as the device turning does.
    ///
    /// The root controller decides (`shouldAutorotate`,
    /// `supportedInterfaceOrientations`); when it agrees, controllers hear
    /// `willTransition(to:with:)` (when the size classes change) and
    /// `viewWillTransition(to:with:)` down the tree, then the window takes
    /// its new size inside one animation (traits change, views resize,
    /// alongside animations run), and the coordinator's completions run when
    /// the clock passes its end.
    ///
    /// - Returns: Whether the window rotated.
    @discardableResult
    public func rotate(to orientation: UIInterfaceOrientation, animated: Bool = true) -> Bool {
        guard orientation != .unknown else {
            UIApplication.shared.diagnostics.report(.misuse, "rotate(to:): .unknown is not an orientation to rotate to.")
            return false
        }
        guard orientation != interfaceOrientation else { return true }
        if let root = _rootViewController {
            guard root.shouldAutorotate, root.supportedInterfaceOrientations.contains(orientation.mask) else { return false }
        }
        let portrait = screen.bounds.size
        let size =
            orientation.isLandscape
            ? CGSize(width: max(portrait.width, portrait.height), height: min(portrait.width, portrait.height))
            : CGSize(width: min(portrait.width, portrait.height), height: max(portrait.width, portrait.height))
        resize(to: size, orientation: orientation, animated: animated)
        return true
    }

    /// Resizes the window (a multitasking split, an external display), with
    /// the same transition as a rotation.
    public func resize(to size: CGSize, animated: Bool = true) {
        resize(to: size, orientation: interfaceOrientation, animated: animated)
    }

    private func resize(to size: CGSize, orientation: UIInterfaceOrientation, animated: Bool) {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            UIApplication.shared.diagnostics.report(.misuse, "resize(to:): \(size) is not a window size.")
            return
        }
        let newTraits = screen.traits(forWindowSize: size)
        let angle: CGFloat = orientation.isLandscape == interfaceOrientation.isLandscape ? 0 : -CGFloat.pi / 2
        let coordinator = _SizeTransitionCoordinator(
            duration: animated ? 0.4 : 0, containerView: self,
            targetTransform: CGAffineTransform(rotationAngle: angle)
        )
        if let root = _rootViewController {
            if newTraits != _traits { root._callWillTransition(to: newTraits, with: coordinator) }
            root._callViewWillTransition(to: size, with: coordinator)
        }
        _forwardSizeTransitionToPresentations(to: size, traits: newTraits, with: coordinator)
        interfaceOrientation = orientation
        coordinator.run { [weak self] in
            guard let self else { return }
            self.frame = CGRect(origin: self.frame.origin, size: size)
            self._updateStatusBarAppearance()
        }
    }
}
