import Foundation

/// The time of one interactive transition's animations: OpenUIKit's stand-in
/// for the container layer whose time UIKit stops, sets and restarts to
/// drive an animator that uses plain view animations.
///
/// It collects every animation started while ``capture(_:)`` runs, remembers
/// where each one starts on the transition's time line, and then holds them
/// (``pause()``), sets them all to one moment (``scrub(to:)``), or lets them
/// run on to their ends or back to their starts (``play(forward:speed:curve:)``).
/// Animations that run back put their views' values back where they started.
@MainActor
final class _TransitionTimeline {
    private struct Entry {
        let animation: Animator.Animation
        /// When the animation starts, in seconds after the transition did.
        let offset: TimeInterval
    }

    /// The transition's length at its own pace.
    let duration: TimeInterval
    private var entries: [Entry] = []
    private let startTime: TimeInterval
    /// Where the time line stood at `anchorNow`, and how fast it moves (0: held).
    private var anchorTime: TimeInterval = 0
    private var anchorNow: TimeInterval
    private var rate: Double = 1

    init(duration: TimeInterval) {
        self.duration = duration.isFinite ? max(0, duration) : 0
        startTime = UIApplication.shared.clock.now
        anchorNow = startTime
    }

    private var now: TimeInterval { UIApplication.shared.clock.now }

    /// Where the transition stands, in seconds of its own time (`0...duration`).
    var time: TimeInterval {
        min(max(anchorTime + (now - anchorNow) * rate, 0), duration)
    }

    /// The fraction of the transition done (`0...1`).
    var fraction: CGFloat { duration > 0 ? CGFloat(time / duration) : (rate < 0 ? 0 : 1) }

    /// Runs `body`, collecting the animations it starts.
    func capture(_ body: () -> Void) {
        let animator = UIApplication.shared.animator
        let outer = animator.captureHook
        let start = startTime
        animator.captureHook = { [weak self] animation in
            outer?(animation)
            self?.entries.append(Entry(animation: animation, offset: max(0, animation.anchorTime - start)))
        }
        body()
        animator.captureHook = outer
    }

    /// Holds every animation where it stands.
    func pause() {
        anchorTime = time
        anchorNow = now
        rate = 0
        for entry in entries { entry.animation.pause(at: max(now, entry.animation.anchorTime)) }
        scrub(to: anchorTime)
    }

    /// Puts every held animation where it is at `seconds` of the transition.
    func scrub(to seconds: TimeInterval) {
        guard rate == 0 else { return }
        anchorTime = min(max(seconds.isFinite ? seconds : 0, 0), duration)
        anchorNow = now
        for entry in entries {
            let progress = Self.progress(of: entry, at: anchorTime)
            entry.animation.isReversed = false
            entry.animation.scrub(toProgress: progress, value: entry.animation.timing.fraction(at: progress))
        }
        // The display paints the new presentation values at the end of the turn.
        UIApplication.shared._setNeedsTurn()
    }

    /// Lets the animations run on to their ends (`forward`) or back to their
    /// starts, `speed` times as fast as their own pace, along `curve`.
    func play(forward: Bool, speed: Double, curve: _TimingCurve?) {
        guard rate == 0 else { return }
        let pace = speed.isFinite && speed > 0 ? speed : 1
        let from = anchorTime
        let clock = now
        anchorNow = clock
        rate = forward ? pace : -pace
        for entry in entries {
            let animation = entry.animation
            let progress = Self.progress(of: entry, at: from)
            let ending = entry.offset + animation.duration
            let wait = forward ? max(0, entry.offset - from) : max(0, from - ending)
            let length = animation.duration * (forward ? 1 - progress : progress)
            animation.isReversed = !forward
            if !forward { Self.putBackOnReturn(animation) }
            animation.resume(at: clock + wait / pace, over: length / pace, timing: curve)
        }
        UIApplication.shared._setNeedsTurn()
        UIApplication.shared._scheduleAnimationTickIfNeeded()
    }

    /// The fraction of its own time `entry`'s animation has done at `seconds`.
    private static func progress(of entry: Entry, at seconds: TimeInterval) -> Double {
        let length = entry.animation.duration
        guard length > 0 else { return 0 }
        return min(max((seconds - entry.offset) / length, 0), 1)
    }

    /// Makes `animation`, once back at its start, leave its views' values
    /// where they started.
    private static func putBackOnReturn(_ animation: Animator.Animation) {
        let original = animation.completion
        let tracks = animation.tracks
        animation.completion = { [weak animation] finished in
            if animation?.isReversed == true { UIViewPropertyAnimator._apply(tracks, atStart: true) }
            original?(finished)
        }
    }
}
