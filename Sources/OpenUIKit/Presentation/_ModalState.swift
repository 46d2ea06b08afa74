import Foundation

/// A controller's presentation state (stored on `UIViewController` as `_modal`).
struct _ModalState {
    var style: UIModalPresentationStyle = .automatic
    var transitionStyle: UIModalTransitionStyle = .coverVertical
    /// The controller this one presented (it owns it, as in UIKit).
    var presented: UIViewController?
    /// How this controller is presented, while it is.
    var presentation: _Presentation?
    /// The presentation controller: made on first use, kept across presentations.
    var presentationController: UIPresentationController?
    var isBeingPresented = false
    var isBeingDismissed = false
    /// Where this controller's view was when a presentation took it off screen.
    var removedView: _RemovedView?
}

/// One presentation in progress or shown: who presents, in which container,
/// and with which presentation controller.
@MainActor
final class _Presentation {
    weak var presenting: UIViewController?
    let style: UIModalPresentationStyle
    let controller: UIPresentationController
    let container: _UITransitionView
    /// The presenter's view leaves once the presentation ends.
    let removesPresentersView: Bool

    init(
        presenting: UIViewController, style: UIModalPresentationStyle, controller: UIPresentationController,
        container: _UITransitionView
    ) {
        self.presenting = presenting
        self.style = style
        self.controller = controller
        self.container = container
        removesPresentersView = controller.shouldRemovePresentersView
    }
}

/// Where a presenter's view was before a presentation removed it, to put it back.
struct _RemovedView {
    weak var superview: UIView?
    var index: Int
    var frame: CGRect
}

/// The presentation container view (UIKit's `UITransitionView`): the
/// presented view lives in it, and it tells its presentation controller
/// around each layout. Controllers whose views lie inside it belong to no
/// enclosing controller.
@MainActor
final class _UITransitionView: UIView {
    weak var _presentationController: UIPresentationController?

    override func layoutSubviews() {
        _presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        _presentationController?.containerViewDidLayoutSubviews()
    }
}

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
