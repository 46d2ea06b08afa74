import Foundation

/// A page view controller's gesture recognizers and the turn a pan drives.
@MainActor
struct _PageGestures {
    /// The pan that drags (scroll) or turns (page curl) pages.
    var pan: UIPanGestureRecognizer?
    /// The page curl's tap near an edge.
    var tap: UITapGestureRecognizer?
    /// The turn the pan drives, from its start until the pages settle.
    var turn: _GestureTurn?
}

/// A turn of pages a pan drives, from the finger's first move until the
/// pages settle where the release sends them.
@MainActor
final class _GestureTurn {
    let direction: UIPageViewController.NavigationDirection
    /// The change it makes, which holds back changes made in code meanwhile.
    let transition: _PageTransition
    /// How far the turn has gone, 0 to 1.
    var progress: CGFloat = 0
    /// Whether the finger has lifted and the pages are settling.
    var isSettling = false

    init(direction: UIPageViewController.NavigationDirection, transition: _PageTransition) {
        self.direction = direction
        self.transition = transition
    }
}
