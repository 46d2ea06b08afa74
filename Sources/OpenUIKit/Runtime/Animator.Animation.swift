import Foundation

extension Animator {
    /// A count of changes, shared by an animator and its animations.
    final class ChangeCounter {
        var count = 0
    }

    /// A running animation: its tracks, its timeline and its completion.
    ///
    /// The timeline is a segment: at `anchorTime` the animation stands at
    /// `anchorProgress` (the fraction of its time that has passed) and
    /// `anchorValue` (the fraction of its change that shows), and it moves
    /// towards the end (or, reversed, the start) over `remaining` seconds
    /// along `timing`. A new animation is one segment from 0 to 1; pausing,
    /// scrubbing, reversing and continuing each start a new segment from
    /// where the animation stands, so nothing jumps.
    final class Animation {
        let id: Int
        /// The length of the whole animation from start to end.
        var duration: TimeInterval
        var timing: _TimingCurve { didSet { changes.count &+= 1 } }
        var tracks: [Track] = [] { didSet { changes.count &+= 1 } }
        var completion: ((Bool) -> Void)?

        var anchorTime: TimeInterval = 0 { didSet { changes.count &+= 1 } }
        var anchorProgress: Double = 0
        var anchorValue: Double = 0 { didSet { changes.count &+= 1 } }
        var remaining: TimeInterval { didSet { changes.count &+= 1 } }
        var isReversed = false { didSet { changes.count &+= 1 } }
        var isPaused = false { didSet { changes.count &+= 1 } }
        /// Counts the changes to what this animation shows at a given time
        /// (its tracks and its timeline), with its animator's other
        /// animations: see ``Animator/revision``.
        let changes: ChangeCounter

        /// The transition style (`.transitionFlipFromLeft` …) a
        /// `UIView.transition` animation shows, on `transitionView`.
        var transitionStyle: UIView.AnimationOptions = []
        weak var transitionView: UIView?

        /// The `CATransaction` completion groups waiting for this animation.
        var transactionGroups: [_TransactionGroup] = []

        init(id: Int, duration: TimeInterval, timing: _TimingCurve, changes: ChangeCounter) {
            self.id = id
            self.changes = changes
            self.duration = duration
            self.timing = timing
            self.remaining = duration
        }

        /// When the running segment reaches its end; nil while paused.
        var end: TimeInterval? { isPaused ? nil : anchorTime + remaining }

        private var target: Double { isReversed ? 0 : 1 }

        /// How far through the running segment the clock at `now` is (`0...1`).
        private func segmentProgress(at now: TimeInterval) -> Double {
            guard !isPaused else { return 0 }
            let elapsed = now - anchorTime
            guard elapsed > 0 else { return 0 }
            guard remaining > 0 else { return 1 }
            return min(1, elapsed / remaining)
        }

        /// The fraction of the animation's time that has passed at `now`.
        func progress(at now: TimeInterval) -> Double {
            anchorProgress + (target - anchorProgress) * segmentProgress(at: now)
        }

        /// The fraction of the change that shows at `now` (a spring may pass 1).
        func valueFraction(at now: TimeInterval) -> Double {
            let local = segmentProgress(at: now)
            guard local > 0 else { return anchorValue }
            return anchorValue + (target - anchorValue) * timing.fraction(at: local)
        }

        /// Holds the animation where it stands at `now`.
        func pause(at now: TimeInterval) {
            guard !isPaused else { return }
            anchorProgress = progress(at: now)
            anchorValue = valueFraction(at: now)
            anchorTime = now
            isPaused = true
        }

        /// Moves a paused animation to `progress`, showing `value` of its change.
        func scrub(toProgress progress: Double, value: Double) {
            anchorProgress = progress
            anchorValue = value
        }

        /// Runs a paused animation on from where it stands, towards its end
        /// (or its start when reversed), over `seconds`.
        func resume(at now: TimeInterval, over seconds: TimeInterval, timing newTiming: _TimingCurve? = nil) {
            if !isPaused { pause(at: now) }
            if let newTiming { timing = newTiming }
            anchorTime = now
            remaining = max(0, seconds.isFinite ? seconds : 0)
            isPaused = false
        }

        /// The time a paused animation needs from where it stands to its
        /// target at its own pace.
        var remainingAtOwnPace: TimeInterval {
            duration * abs(target - anchorProgress)
        }
    }
}
