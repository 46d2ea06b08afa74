import Foundation

/// What a container asks of the controllers it contains: preferred size,
/// sizes for children, and notice of size and trait transitions.
@preconcurrency @MainActor
public protocol UIContentContainer: AnyObject {
    var preferredContentSize: CGSize { get }
    func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)
    func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator)
}

/// What an animation block of a transition learns about it.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var initiallyInteractive: Bool { get }
    var isInterruptible: Bool { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    var percentComplete: CGFloat { get }
    var completionVelocity: CGFloat { get }
    var completionCurve: UIView.AnimationCurve { get }
    var containerView: UIView { get }
    var targetTransform: CGAffineTransform { get }
    /// The presentation style of a presentation or dismissal (`.custom` for other transitions).
    var presentationStyle: UIModalPresentationStyle { get }
    /// The controller for `key` (nil for a size transition).
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view for `key` (nil for a size transition).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// Lets a controller run its own animations alongside a transition and act when it ends.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool

    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?,
        animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

/// The coordinator of a size transition (a window resizing or rotating).
///
/// Controllers register alongside animations and completions while they are
/// told of the transition; ``run(_:)`` then makes the change inside one
/// animation of ``transitionDuration``, runs the alongside animations in the
/// same block, and the completions when the clock passes its end.
@MainActor
final class _SizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
    let transitionDuration: TimeInterval
    let containerView: UIView
    let targetTransform: CGAffineTransform
    var isAnimated: Bool { transitionDuration > 0 }
    let initiallyInteractive = false
    let isInterruptible = false
    let isInteractive = false
    let isCancelled = false
    private(set) var percentComplete: CGFloat = 0
    let completionVelocity: CGFloat = 1
    let completionCurve = UIView.AnimationCurve.easeInOut
    let presentationStyle = UIModalPresentationStyle.none
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

    private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(duration: TimeInterval, containerView: UIView, targetTransform: CGAffineTransform) {
        transitionDuration = duration
        self.containerView = containerView
        self.targetTransform = targetTransform
    }

    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?,
        animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// Size transitions are never interactive, so the handler is never called.
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {}

    /// Makes `change` and the alongside animations in one animation; calls
    /// the completions at its end.
    func run(_ change: @escaping () -> Void) {
        UIView._animateKeepingDuration(
            transitionDuration, options: [],
            animations: {
                change()
                for animation in self.alongside { animation(self) }
            },
            completion: { _ in
                self.percentComplete = 1
                for completion in self.completions { completion(self) }
            })
    }
}
