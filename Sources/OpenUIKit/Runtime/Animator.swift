import Foundation

/// A value a view can animate.
enum AnimatableValue: Equatable {
    case point(CGPoint)
    case rect(CGRect)
    case scalar(CGFloat)
    case transform(CGAffineTransform)
    case color(UIColor?)

    /// The value `fraction` of the way from `self` to `other`.
    func interpolated(to other: AnimatableValue, fraction f: CGFloat) -> AnimatableValue {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * f }
        switch (self, other) {
        case (.point(let a), .point(let b)):
            return .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case (.rect(let a), .rect(let b)):
            return .rect(
                CGRect(
                    x: mix(a.minX, b.minX), y: mix(a.minY, b.minY),
                    width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case (.scalar(let a), .scalar(let b)):
            return .scalar(mix(a, b))
        case (.transform(let a), .transform(let b)):
            return .transform(
                CGAffineTransform(
                    a: mix(a.a, b.a), b: mix(a.b, b.b), c: mix(a.c, b.c),
                    d: mix(a.d, b.d), tx: mix(a.tx, b.tx), ty: mix(a.ty, b.ty)))
        case (.color(let a), .color(let b)):
            let from = a ?? UIColor.clear
            let to = b ?? UIColor.clear
            return .color(
                UIColor(
                    red: mix(from.red, to.red), green: mix(from.green, to.green),
                    blue: mix(from.blue, to.blue), alpha: mix(from.alpha, to.alpha)))
        default:
            return f < 1 ? self : other
        }
    }
}

/// The animatable properties of a view.
enum AnimatableProperty: Int, Comparable {
    case center, bounds, alpha, transform, backgroundColor
    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Keeps running animations and answers presentation values.
///
/// The model value of a property changes at once when it is set inside an
/// animation block; the presentation value follows the clock from where it
/// was to the model value along the animation's curve. An animation may be
/// paused (its presentation stays where it is, or where it is scrubbed to),
/// reversed and continued: ``UIViewPropertyAnimator`` drives those.
@MainActor
final class Animator {
    /// One property of one view moving from one value to another.
    struct Track {
        weak var view: UIView?
        let property: AnimatableProperty
        let from: AnimatableValue
        let to: AnimatableValue
        /// The part of the animation's value fraction over which this track
        /// moves (`0...1` for most; later blocks of a property animator and
        /// keyframes move over a part).
        var windowStart: Double = 0
        var windowEnd: Double = 1

        /// This track's own fraction when its animation stands at `value`.
        func fraction(at value: Double) -> Double {
            guard windowEnd > windowStart else { return value >= windowEnd ? 1 : 0 }
            let local = (value - windowStart) / (windowEnd - windowStart)
            // A spring may overshoot the end of a track that ends with its animation.
            return windowEnd < 1 ? min(max(local, 0), 1) : max(local, 0)
        }
    }

    /// An open `animations` block collecting property changes.
    final class Context {
        let duration: TimeInterval
        let delay: TimeInterval
        let timing: _TimingCurve
        /// The window the tracks recorded now get.
        var windowStart: Double = 0
        var windowEnd: Double = 1
        /// Whether this block builds a keyframe animation: a property's later
        /// keyframes start from the model value the one before left, not
        /// from what shows.
        var isKeyframeAnimation = false
        var tracks: [Track] = []

        init(duration: TimeInterval, delay: TimeInterval, timing: _TimingCurve) {
            self.duration = duration
            self.delay = delay
            self.timing = timing
        }
    }

    private(set) var running: [Animation] = [] { didSet { changes.count &+= 1 } }
    /// Counts the changes to which animations run and to what they show.
    private let changes = ChangeCounter()
    /// The display's record of what shows while animations run
    /// (``_PresentedViews``).
    let presented = _PresentedViews()
    private var contexts: [Context?] = []
    private var lastID = 0
    /// `UIView.areAnimationsEnabled`.
    var animationsEnabled = true
    /// `CATransaction`'s stack of open transactions (Core Animation's,
    /// one level down).
    var transactions: _TransactionStack { CATransaction._stack }
    /// Hears each animation added while it is set: an interactive
    /// transition collects the animations its animator starts.
    var captureHook: ((Animation) -> Void)?

    nonisolated init() {}

    /// The innermost open animation block; nil inside `performWithoutAnimation`,
    /// while animations are disabled, or in a transaction that disables actions.
    var currentContext: Context? {
        guard animationsEnabled, !transactions.disablesActions else { return nil }
        return contexts.last ?? nil
    }

    /// The earliest time at which a running (not paused) animation ends.
    var nextDeadline: TimeInterval? { running.lazy.compactMap(\.end).min() }

    /// Whether an animation moves with the clock (paused ones do not).
    var hasRunningAnimations: Bool { running.contains { !$0.isPaused } }

    /// Whether any animation, running or paused, may make a presentation
    /// value differ from the model.
    var hasAnimations: Bool { !running.isEmpty }

    /// Changes whenever the set of animations or what one of them shows at
    /// a given time changes (added, removed, finished, paused, scrubbed,
    /// reversed, resumed, given tracks): with the clock's time, what
    /// presentation values depend on.
    var revision: Int { changes.count }

    func pushContext(_ context: Context?) { contexts.append(context) }
    func popContext() { contexts.removeLast() }

    /// Whether the open block already moves `property` of `view`.
    func currentContextMoves(_ view: UIView, _ property: AnimatableProperty) -> Bool {
        guard let context = currentContext else { return false }
        for track in context.tracks where track.view === view && track.property == property { return true }
        return false
    }

    /// Records a change made to a view property inside an animation block.
    func recordChange(of view: UIView, _ property: AnimatableProperty, from: AnimatableValue, to: AnimatableValue) {
        guard let context = currentContext, from != to else { return }
        context.tracks.append(
            Track(
                view: view, property: property, from: from, to: to,
                windowStart: context.windowStart, windowEnd: context.windowEnd))
    }

    /// Starts an animation for the changes a closed block collected.
    ///
    /// A block that changed nothing finishes at the end of the current turn,
    /// unless `keepingDuration` says the animation is more than its changes.
    @discardableResult
    func start(
        _ context: Context, now: TimeInterval, keepingDuration: Bool = false, completion: ((Bool) -> Void)?
    ) -> Animation {
        let lasts = keepingDuration || !context.tracks.isEmpty
        let animation = makeAnimation(duration: lasts ? max(0, context.duration) : 0, timing: context.timing)
        animation.anchorTime = now + (lasts ? max(0, context.delay) : 0)
        animation.tracks = context.tracks
        animation.completion = completion
        add(animation)
        return animation
    }

    /// A new animation of `duration`, not yet running.
    func makeAnimation(duration: TimeInterval, timing: _TimingCurve) -> Animation {
        lastID += 1
        return Animation(id: lastID, duration: duration, timing: timing, changes: changes)
    }

    /// Makes `animation` one of the running ones (paused or not), counted by
    /// the open transactions.
    func add(_ animation: Animation) {
        guard !running._containsIdentical(animation) else { return }
        running.append(animation)
        captureHook?(animation)
        animation.transactionGroups.append(contentsOf: transactions.noteAdded())
        UIApplication.shared._setNeedsTurn()
        UIApplication.shared._scheduleAnimationTickIfNeeded()
    }

    /// Takes `animation` out of the running ones without running its
    /// completion; the transactions waiting for it hear it was removed.
    func remove(_ animation: Animation) {
        guard let index = running._lastIndex(ofIdentical: animation) else { return }
        running.remove(at: index)
        endTransactionGroups(of: animation)
    }

    /// Tells the transaction groups `animation` was counted in that it has
    /// ended (taking them from it first, as their blocks may run now).
    private func endTransactionGroups(of animation: Animation) {
        let groups = animation.transactionGroups
        animation.transactionGroups.removeAll()
        transactions.noteEnded(groups)
    }

    /// Times closer than this are the same instant: a clock advanced by 0.2
    /// twice must finish an animation of 0.4 started at the same time, whatever
    /// the rounding of the sums.
    static let tolerance: TimeInterval = 1e-9

    /// Whether the clock at `now` has reached `time`: within ``tolerance``,
    /// or within a few units in the last place where the clock stands so far
    /// on that those are larger (at 10⁹ seconds one unit is 1.2e-7, and
    /// two advances of 0.175 can land 2e-7 short of a 0.35 animation's end).
    static func reached(_ time: TimeInterval, by now: TimeInterval) -> Bool {
        time <= now + max(tolerance, 4 * now.magnitude.ulp)
    }

    /// Removes and returns the animations that have ended by `now`, earliest first.
    func takeFinished(now: TimeInterval) -> [Animation] {
        var finished: [Animation] = []
        var remaining: [Animation] = []
        for animation in running {
            if let end = animation.end, Self.reached(end, by: now) {
                finished.append(animation)
            } else {
                remaining.append(animation)
            }
        }
        guard !finished.isEmpty else { return [] }
        running = remaining
        return finished.sorted { ($0.end ?? 0, $0.id) < ($1.end ?? 0, $1.id) }
    }

    /// Runs the completion of an animation `takeFinished` returned, then
    /// the transaction blocks that were waiting for it.
    func complete(_ animation: Animation) {
        animation.completion?(true)
        endTransactionGroups(of: animation)
    }

    /// The presentation value of `property` on `view` at `now`, when animating.
    func presentationValue(of view: UIView, _ property: AnimatableProperty, now: TimeInterval) -> AnimatableValue? {
        var value: AnimatableValue?
        for animation in running {
            let position = animation.valueFraction(at: now)
            var setHere = false
            for track in animation.tracks where track.view === view && track.property == property {
                // A keyframe whose time has not come leaves the one before it showing.
                if setHere, position < track.windowStart { continue }
                // Later animations start from the presentation value of earlier
                // ones, so the last matching track wins.
                let fraction = track.fraction(at: position)
                value =
                    fraction == 0
                    ? track.from : fraction == 1 ? track.to : track.from.interpolated(to: track.to, fraction: CGFloat(fraction))
                setHere = true
            }
        }
        return value
    }

    /// The style of the latest running transition of `view`.
    func transitionStyle(of view: UIView) -> UIView.AnimationOptions {
        var style: UIView.AnimationOptions = []
        for animation in running where animation.transitionView === view { style = animation.transitionStyle }
        return style
    }
}
