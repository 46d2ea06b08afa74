import Foundation

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
