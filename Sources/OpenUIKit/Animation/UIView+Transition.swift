import Foundation

/// Transitions: a container's content changing, or one view replacing another.
///
/// Sources: Apple, `transition(with:duration:options:animations:completion:)`,
/// `transition(from:to:duration:options:completion:)` (by default the
/// from-view leaves its superview and the to-view joins it; a duration of
/// 0 or less makes the change without animating) and
/// `AnimationOptions.showHideTransitionViews` (hide and show instead, both
/// views already in place); cnblogs.com/liuwj/p/6599608.html (once the call
/// returns, the to-view is in the superview and the from-view is out).
extension UIView {
    /// Runs `animations` as a transition of `view`: the style the options
    /// name (flip, curl, cross-dissolve) is recorded on the animation, the
    /// changes apply at once (animated along the way only with
    /// `.allowAnimatedContent`), and `completion` runs when the transition's
    /// duration has passed.
    public static func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        let style = options.intersection(.transitionStyleMask)
        _animate(
            "UIView.transition", duration: duration, delay: 0, timing: .named(options.curve), keepingDuration: true,
            animations: {
                if options.contains(.allowAnimatedContent) {
                    animations?()
                } else {
                    performWithoutAnimation { animations?() }
                }
            },
            completion: completion,
            started: { animation in
                animation.transitionStyle = style
                animation.transitionView = view
            })
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview as a
    /// transition of that superview: `toView` joins it and `fromView` leaves
    /// it at once (with `.showHideTransitionViews`, `fromView` is hidden and
    /// `toView` shown instead); `completion` runs when the duration has passed.
    public static func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        let diagnostics = UIApplication.shared.diagnostics
        guard fromView !== toView else {
            diagnostics.report(
                .misuse, "UIView.transition(from:to:…) was asked to replace \(fromView._shortDescription) with itself; nothing changed.")
            return
        }
        guard let container = fromView.superview else {
            diagnostics.report(
                .misuse,
                "UIView.transition(from:to:…): \(fromView._shortDescription) has no superview, so there is nowhere to put \(toView._shortDescription); nothing changed."
            )
            return
        }
        if options.contains(.showHideTransitionViews) {
            guard toView.superview === container else {
                diagnostics.report(
                    .misuse,
                    "UIView.transition(from:to:…) with .showHideTransitionViews needs \(toView._shortDescription) in the same superview as \(fromView._shortDescription); nothing changed."
                )
                return
            }
        }
        transition(
            with: container, duration: duration, options: options,
            animations: {
                if options.contains(.showHideTransitionViews) {
                    fromView.isHidden = true
                    toView.isHidden = false
                } else {
                    container.addSubview(toView)
                    fromView.removeFromSuperview()
                }
            }, completion: completion)
    }
}

extension UIView.AnimationOptions {
    /// Bits 20–23: the transition style.
    static let transitionStyleMask = UIView.AnimationOptions(rawValue: 0xF << 20)
}
