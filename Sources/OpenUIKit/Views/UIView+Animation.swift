import Foundation

extension UIView {
    /// Animates the changes `animations` makes to views: each changed
    /// property's model value changes at once, its presentation value follows
    /// the clock from where it was, and `completion` runs when the clock
    /// passes the end (at the end of the current turn when nothing changed,
    /// the duration is zero or animations are disabled).
    public static func animate(
        withDuration duration: TimeInterval,
        delay: TimeInterval,
        options: AnimationOptions = [],
        animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        _animate(duration: duration, delay: delay, timing: .named(options.curve), animations: animations, completion: completion)
    }

    /// Runs `animations` in an animation block of `duration` after `delay`
    /// along `timing`, then starts the animation it collected.
    static func _animate(
        _ caller: String = "UIView.animate",
        duration: TimeInterval,
        delay: TimeInterval,
        timing: _TimingCurve,
        keepingDuration: Bool = false,
        configure: (Animator.Context) -> Void = { _ in },
        animations: () -> Void,
        completion: ((Bool) -> Void)?,
        started: (Animator.Animation) -> Void = { _ in }
    ) {
        let app = UIApplication.shared
        let safeDuration = duration.isFinite ? max(0, duration) : 0
        let safeDelay = delay.isFinite ? max(0, delay) : 0
        if !duration.isFinite || !delay.isFinite {
            app.diagnostics.report(
                .misuse, "\(caller): duration \(duration) and delay \(delay) must be finite; using \(safeDuration) and \(safeDelay).")
        }
        let context = Animator.Context(duration: safeDuration, delay: safeDelay, timing: timing)
        configure(context)
        // With animations disabled the changes apply at once and the
        // completion comes at the end of the turn, as for a block that
        // changes nothing (Apple, `setAnimationsEnabled(_:)`).
        let animating = app.animator.animationsEnabled && !app.animator.transactions.disablesActions
        app.animator.pushContext(context)
        animations()
        app.animator.popContext()
        if !animating { context.tracks.removeAll() }
        let animation = app.animator.start(
            context, now: app.clock.now, keepingDuration: keepingDuration && animating, completion: completion)
        started(animation)
        app._setNeedsTurn()
        app._scheduleAnimationTickIfNeeded()
    }

    /// Animates with no delay and default options.
    public static func animate(
        withDuration duration: TimeInterval,
        animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates with no delay, default options and no completion.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Runs `actionsWithoutAnimation` with animations disabled, even inside
    /// an animation block: its changes apply at once.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let animator = UIApplication.shared.animator
        let wasEnabled = animator.animationsEnabled
        animator.animationsEnabled = false
        animator.pushContext(nil)
        actionsWithoutAnimation()
        animator.popContext()
        animator.animationsEnabled = wasEnabled
    }

    /// The duration of the animation block changes made now join; 0 outside
    /// one or while animations are disabled.
    public static var inheritedAnimationDuration: TimeInterval {
        UIApplication.shared.animator.currentContext?.duration ?? 0
    }

    /// Whether changes made inside animation blocks are animated.
    public static var areAnimationsEnabled: Bool { UIApplication.shared.animator.animationsEnabled }

    /// Turns animations on or off for the animation blocks that follow.
    ///
    /// While animations are off, animation blocks still run, but their
    /// changes apply at once and their completions come at the end of the
    /// turn; animations already running go on to their ends.
    public static func setAnimationsEnabled(_ enabled: Bool) {
        UIApplication.shared.animator.animationsEnabled = enabled
    }

    /// Records a property change for the open animation block, if any.
    func _recordAnimatableChange(_ property: AnimatableProperty, from old: AnimatableValue, to new: AnimatableValue) {
        let app = UIApplication.shared
        guard let context = app.animator.currentContext else { return }
        let fromModel = context.isKeyframeAnimation && app.animator.currentContextMoves(self, property)
        let from = fromModel ? old : app.animator.presentationValue(of: self, property, now: app.clock.now) ?? old
        app.animator.recordChange(of: self, property, from: from, to: new)
    }

    /// What is on screen now, while animations run: OpenUIKit's stand-in for
    /// `layer.presentation()`. The window's pixels, `drawHierarchy` and the
    /// SVG paint a view that animations move at these values.
    public struct PresentationValues: Equatable, Sendable {
        public var center: CGPoint
        public var bounds: CGRect
        public var transform: CGAffineTransform
        public var alpha: CGFloat
        public var backgroundColor: UIColor?
        /// The transition style (`.transitionFlipFromLeft`, `.transitionCrossDissolve` …)
        /// a `UIView.transition` of this view shows now; empty when none.
        /// OpenUIKit records the style; its pictures do not draw it yet.
        public var transition: AnimationOptions = []

        /// The frame these values give.
        public var frame: CGRect {
            let local = CGRect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height)
            let box = local.applying(transform)
            return CGRect(x: center.x + box.minX, y: center.y + box.minY, width: box.width, height: box.height)
        }
    }

    /// The presentation values at the clock's current time.
    public var presentationValues: PresentationValues {
        let app = UIApplication.shared
        let now = app.clock.now
        var values = PresentationValues(
            center: _center, bounds: _bounds, transform: _transform,
            alpha: _alpha, backgroundColor: _backgroundColor)
        guard app.animator.hasAnimations else { return values }
        values.transition = app.animator.transitionStyle(of: self)
        let shown = app.animator.presentedValues(of: self, now: now)
        if let center = shown.center { values.center = center }
        if let bounds = shown.bounds { values.bounds = bounds }
        if let transform = shown.transform { values.transform = transform }
        if let alpha = shown.alpha { values.alpha = alpha }
        if let color = shown.backgroundColor { values.backgroundColor = color }
        return values
    }
}
