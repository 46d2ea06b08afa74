import Foundation

extension UIViewController {
    /// `transition(from:to:duration:options:animations:completion:)`.
    ///
    /// Both controllers must be children of this one. The new child's view
    /// joins the old one's superview; when this controller is on screen the
    /// old child gets `viewWillDisappear(_:)` and the new one
    /// `viewWillAppear(_:)` at once; `animations` runs as an animation of
    /// `duration`; when the clock passes its end the old view leaves, the old
    /// child gets `viewDidDisappear(_:)`, the new one `viewDidAppear(_:)`, and
    /// then `completion` runs — where the caller finishes the containment
    /// (`removeFromParent()`, `didMove(toParent:)`), as the seeds show.
    func _transition(
        from old: UIViewController,
        to new: UIViewController,
        duration: TimeInterval,
        options: UIView.AnimationOptions,
        animations: (() -> Void)?,
        completion: ((Bool) -> Void)?
    ) {
        let diagnostics = UIApplication.shared.diagnostics
        guard old._parent === self, new._parent === self else {
            diagnostics.report(
                .misuse,
                "Children view controllers \(old._shortDescription) and \(new._shortDescription) must have a common parent view controller when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]"
            )
            return
        }
        guard old !== new else {
            diagnostics.report(
                .misuse, "transition(from:to:…) was asked to transition \(old._shortDescription) to itself; nothing changed.")
            return
        }
        guard let container = old._view?._superview else {
            diagnostics.report(
                .misuse,
                "transition(from:to:…): the view of \(old._shortDescription) is not in a view tree, so there is nowhere to put the view of \(new._shortDescription); nothing changed."
            )
            return
        }
        if !duration.isFinite {
            diagnostics.report(.misuse, "transition(from:to:duration:…): duration \(duration) must be finite; using 0.")
        }
        let animated = duration.isFinite && duration > 0
        let onScreen = _view?._window?._isShowing == true && _appearState.isOnScreenOrGoing
        if onScreen {
            old._beginAppearance(false, animated: animated)
            new._beginAppearance(true, animated: animated)
        }
        container.addSubview(new.view)
        guard new.view._superview === container else {
            // The move was refused (and reported); undo the will-callbacks.
            if onScreen {
                new._beginAppearance(false, animated: false)
                new._endAppearance()
                old._beginAppearance(true, animated: false)
                old._endAppearance()
            }
            return
        }
        UIView._animateKeepingDuration(duration, options: options, animations: animations ?? {}) { finished in
            if let oldView = old._view, oldView._superview != nil { oldView.removeFromSuperview() }
            if onScreen {
                if old._appearState == .disappearing { old._endAppearance() }
                if new._appearState == .appearing { new._endAppearance() }
            }
            completion?(finished)
        }
    }
}

extension UIView {
    /// Like `animate(withDuration:…)`, but the animation lasts `duration` even
    /// when it changes no property (a controller transition is an animation
    /// in its own right); with animations disabled it ends with the turn.
    static func _animateKeepingDuration(
        _ duration: TimeInterval,
        options: AnimationOptions,
        animations: () -> Void,
        completion: @escaping (Bool) -> Void
    ) {
        _animate(
            duration: duration.isFinite ? duration : 0, delay: 0, timing: .named(options.curve), keepingDuration: true,
            animations: animations, completion: completion)
    }
}
