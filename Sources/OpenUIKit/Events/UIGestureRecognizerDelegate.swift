import Foundation

/// The methods a gesture recognizer's delegate may implement to change how
/// it recognizes and competes with other recognizers.
///
/// Apple, `UIGestureRecognizerDelegate`. Every method is optional; the
/// defaults (in the extension) are UIKit's: begin, do not recognize
/// simultaneously, require no failures, receive every touch.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Whether `gestureRecognizer` may leave `.possible` for `.began` or `.recognized`.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether the two recognizers may both recognize at once.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    /// Whether `gestureRecognizer` waits for `otherGestureRecognizer` to fail.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    /// Whether `otherGestureRecognizer` waits for `gestureRecognizer` to fail.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    /// Whether `gestureRecognizer` receives `touch` at all.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
}
