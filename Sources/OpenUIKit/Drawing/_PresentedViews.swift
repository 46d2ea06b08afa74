import Foundation

/// The views painted at presentation values: those an animation (running
/// or paused) moves, each holding what shows now in its display state
/// (`_ViewDisplayState.presented`), as Core Animation's render tree shows
/// the presentation layers.
///
/// ``refresh(_:now:)`` reads the values again when the clock's time or the
/// animations changed since the last read: each view whose values changed
/// damages where it showed, then (in the display pass) where it shows; a
/// view no animation moves any more drops its values and shows its model
/// again. Without animations nothing is read and no view is visited.
@MainActor
final class _PresentedViews {
    /// The views holding presented values, in the order their first track
    /// was found.
    private var views: [WeakView] = []
    private struct WeakView { weak var view: UIView? }
    private var readTime: TimeInterval = .nan
    private var readRevision = -1
    /// Stamps the views found by a refresh (`_ViewDisplayState.presentedStamp`).
    private var stamp = 0

    nonisolated init() {}

    /// Whether the values held may differ from those at `now` (from those
    /// at the last read's time, when `now` is nil: a clock in real time
    /// moves on between any two questions).
    func isStale(_ animator: Animator, now: TimeInterval?) -> Bool {
        guard animator.hasAnimations || !views.isEmpty else { return false }
        return readRevision != animator.revision || (now.map { !(readTime == $0) } ?? false)
    }

    /// Reads the presentation values at `now` when they may have changed,
    /// and damages what moved.
    func refresh(_ animator: Animator, now: TimeInterval) {
        guard isStale(animator, now: now) else { return }
        readTime = now
        readRevision = animator.revision
        stamp &+= 1
        var found: [WeakView] = []
        var changed: [(view: UIView, values: _PresentedValues?)] = []
        for animation in animator.running {
            for track in animation.tracks {
                guard let view = track.view, view._display.presentedStamp != stamp else { continue }
                view._display.presentedStamp = stamp
                let values = animator.presentedValues(of: view, now: now)
                let shown: _PresentedValues? = values.isEmpty ? nil : values
                if shown != nil { found.append(WeakView(view: view)) }
                if shown != view._display.presented { changed.append((view, shown)) }
            }
        }
        for entry in views {
            guard let view = entry.view, view._display.presentedStamp != stamp, view._display.presented != nil else { continue }
            changed.append((view, nil))
        }
        views = found
        // Every old place is damaged before any value changes (an animated
        // view inside an animated view moves with it), then the new values
        // apply and the display pass damages the new places.
        for change in changed { change.view._displayWillChange() }
        for change in changed { change.view._display.presented = change.values }
    }
}
