import Foundation

/// The animator of a presentation or dismissal that has no custom one: the
/// presented view slides up from the bottom edge and back down
/// (`.coverVertical`), or fades (the other transition styles: OpenUIKit
/// draws no flip or curl).
///
/// The duration, 0.5 seconds with ease-in-out, is OpenUIKit's: no source
/// found gives UIKit's.
@MainActor
final class _ModalAnimator: UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.5
    let isPresenting: Bool
    let transitionStyle: UIModalTransitionStyle

    init(presenting: Bool, transitionStyle: UIModalTransitionStyle) {
        isPresenting = presenting
        self.transitionStyle = transitionStyle
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let key: UITransitionContextViewKey = isPresenting ? .to : .from
        guard let view = transitionContext.view(forKey: key) else {
            return transitionContext.completeTransition(true)
        }
        let slides = transitionStyle == .coverVertical
        let offscreen = CGAffineTransform(translationX: 0, y: max(0, container.bounds.height - view.frame.minY))
        if isPresenting {
            if let controller = transitionContext.viewController(forKey: .to) {
                view.frame = transitionContext.finalFrame(for: controller)
            }
            container.addSubview(view)
            if slides { view.transform = offscreen } else { view.alpha = 0 }
        }
        let presenting = isPresenting
        UIView._animateKeepingDuration(
            Self.duration, options: .curveEaseInOut,
            animations: {
                if slides {
                    view.transform = presenting ? .identity : offscreen
                } else {
                    view.alpha = presenting ? 1 : 0
                }
            },
            completion: { _ in
                // A dismissed view leaves as it came, ready for the next presentation.
                if !presenting {
                    view.transform = .identity
                    view.alpha = 1
                }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
