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
/// was to the model value along the animation's curve.
@MainActor
final class Animator {
    struct Track {
        weak var view: UIView?
        let property: AnimatableProperty
        let from: AnimatableValue
        let to: AnimatableValue
    }

    final class Animation {
        let id: Int
        let start: TimeInterval
        let duration: TimeInterval
        let curve: UIView.AnimationCurve
        var tracks: [Track] = []
        var completion: ((Bool) -> Void)?
        var end: TimeInterval { start + duration }

        init(id: Int, start: TimeInterval, duration: TimeInterval, curve: UIView.AnimationCurve) {
            self.id = id
            self.start = start
            self.duration = duration
            self.curve = curve
        }
    }

    /// An open `animations` block collecting property changes.
    final class Context {
        let duration: TimeInterval
        let delay: TimeInterval
        let curve: UIView.AnimationCurve
        var tracks: [Track] = []
        init(duration: TimeInterval, delay: TimeInterval, curve: UIView.AnimationCurve) {
            self.duration = duration
            self.delay = delay
            self.curve = curve
        }
    }

    private(set) var running: [Animation] = []
    private var contexts: [Context?] = []
    private var lastID = 0

    nonisolated init() {}

    /// The innermost open animation block, or nil inside `performWithoutAnimation`.
    var currentContext: Context? { contexts.last ?? nil }

    /// The earliest time at which a running animation ends.
    var nextDeadline: TimeInterval? { running.lazy.map(\.end).min() }

    var hasRunningAnimations: Bool { !running.isEmpty }

    func pushContext(_ context: Context?) { contexts.append(context) }
    func popContext() { contexts.removeLast() }

    /// Records a change made to a view property inside an animation block.
    func recordChange(of view: UIView, _ property: AnimatableProperty, from: AnimatableValue, to: AnimatableValue) {
        guard let context = currentContext, from != to else { return }
        context.tracks.append(Track(view: view, property: property, from: from, to: to))
    }

    /// Starts an animation for the changes a closed block collected.
    ///
    /// A block that changed nothing finishes at the end of the current turn,
    /// unless `keepingDuration` says the animation is more than its changes.
    func start(_ context: Context, now: TimeInterval, keepingDuration: Bool = false, completion: ((Bool) -> Void)?) {
        lastID += 1
        let lasts = keepingDuration || !context.tracks.isEmpty
        let animation = Animation(
            id: lastID, start: now + (lasts ? max(0, context.delay) : 0),
            duration: lasts ? max(0, context.duration) : 0,
            curve: context.curve)
        animation.tracks = context.tracks
        animation.completion = completion
        running.append(animation)
    }

    /// Times closer than this are the same instant: a clock advanced by 0.2
    /// twice must finish an animation of 0.4 started at the same time, whatever
    /// the rounding of the sums.
    static let tolerance: TimeInterval = 1e-9

    /// Whether the clock at `now` has reached `time` (within ``tolerance``).
    static func reached(_ time: TimeInterval, by now: TimeInterval) -> Bool {
        time <= now + tolerance
    }

    /// Removes and returns the animations that have ended by `now`, earliest first.
    func takeFinished(now: TimeInterval) -> [Animation] {
        var finished: [Animation] = []
        var remaining: [Animation] = []
        for animation in running {
            if Self.reached(animation.end, by: now) { finished.append(animation) } else { remaining.append(animation) }
        }
        guard !finished.isEmpty else { return [] }
        running = remaining
        return finished.sorted { ($0.end, $0.id) < ($1.end, $1.id) }
    }

    /// The presentation value of `property` on `view` at `now`, when animating.
    func presentationValue(of view: UIView, _ property: AnimatableProperty, now: TimeInterval) -> AnimatableValue? {
        var value: AnimatableValue?
        for animation in running {
            for track in animation.tracks where track.view === view && track.property == property {
                let progress = animation.duration > 0 ? (now - animation.start) / animation.duration : 1
                let fraction = CGFloat(animation.curve.fraction(at: progress))
                // Later animations start from the presentation value of earlier
                // ones, so the last matching track wins.
                value = now < animation.start ? track.from : track.from.interpolated(to: track.to, fraction: fraction)
            }
        }
        return value
    }
}
