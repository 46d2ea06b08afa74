import Foundation

/// Presentations and dismissals run one at a time: one asked for while
/// another runs waits for its end (UIKit coordinates them as well; no source
/// says exactly how, so the queue is OpenUIKit's).
@MainActor
final class _ModalTransitionQueue {
    static let shared = _ModalTransitionQueue()
    private(set) var isBusy = false
    /// How many presentations are made and not dismissed yet (containment
    /// checks for cycles through presentations only when there are some).
    var livePresentations = 0
    private var pending: [() -> Void] = []

    /// Keeps `work` for later and returns true when a transition runs;
    /// returns false (and keeps nothing) when none does.
    func deferIfBusy(_ work: @escaping () -> Void) -> Bool {
        guard isBusy else { return false }
        pending.append(work)
        return true
    }

    func begin() { isBusy = true }

    /// Marks the end of a transition; the caller then calls ``drain()``.
    func end() { isBusy = false }

    /// Starts waiting transitions until one runs.
    func drain() {
        while !isBusy, !pending.isEmpty {
            pending.removeFirst()()
        }
    }
}
