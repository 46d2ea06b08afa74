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
    /// Where the presenter's view was when the presentation began.
    var presenterHome: _RemovedView?

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
