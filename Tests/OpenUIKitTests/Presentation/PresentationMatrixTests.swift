import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A transitioning delegate that vends a plain `UIPresentationController`
/// and no animators (UIKit's default animation then runs).
@MainActor
final class PlainPresentationDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        UIPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

/// Records the appearance callbacks (and view loading) of named
/// controllers, each appearance line followed by `isBeingPresented` or
/// `isBeingDismissed` when the controller says so at that moment.
@MainActor
final class AppearanceTrace {
    private(set) var lines: [String] = []
    private var controllers: [String: UIViewController] = [:]
    private var token: Int?
    private static let kept = [
        "loadView(", "viewDidLoad(", "viewWillAppear(", "viewDidAppear(", "viewWillDisappear(", "viewDidDisappear(",
    ]

    init(_ pairs: [(UIViewController, String)]) {
        for (controller, name) in pairs {
            UIApplication.shared.lifecycleTrace.setName(name, for: controller)
            controllers[name] = controller
        }
        token = UIApplication.shared.lifecycleTrace.addObserver { [weak self] event in self?.receive(event) }
    }

    isolated deinit {
        if let token { UIApplication.shared.lifecycleTrace.removeObserver(token) }
    }

    private func receive(_ event: LifecycleEvent) {
        guard let controller = controllers[event.controller], Self.kept.contains(where: { event.callback.hasPrefix($0) })
        else { return }
        var line = event.description
        if event.callback.hasPrefix("view") && event.callback.contains("ppear") {
            if controller.isBeingPresented { line += " isBeingPresented" }
            if controller.isBeingDismissed { line += " isBeingDismissed" }
        }
        lines.append(line)
    }

    /// Notes `line` at its place in the trace.
    func mark(_ line: String) { lines.append(line) }

    /// The lines recorded since the last call; forgets them.
    func take() -> [String] {
        defer { lines.removeAll() }
        return lines
    }
}

/// Every presentation style, animated and not, presented from the window's
/// root, from a child inside a navigation controller and from a presented
/// controller, then dismissed: the whole ordered trace of the appearance
/// callbacks of the presented controller and of the presenter's side, who
/// is `presentingViewController`, whether the presenter's view left the
/// window, `isBeingPresented`/`isBeingDismissed` during the callbacks and
/// the completion's place.
///
/// The expectation comes from ``PresentationRules``, written from the
/// sources of docs/LifecycleSources.md, each branch naming its own: [Present],
/// [Dismiss], [Styles] (Apple `UIModalPresentationStyle`,
/// `shouldRemovePresentersView`), [WWDC19], [Affogato], [Readke], [Jianshu],
/// [Context] (Apple `definesPresentationContext`,
/// `UIPresentationController.presentingViewController`), [Mo4tech],
/// [Adapt]; Apple `isBeingPresented` and `isBeingDismissed` (true inside
/// the appearance callbacks of that transition).
///
/// The safe-area, margin and layout lines are left out of this trace: no
/// source fixes their place, and the per-case tests
/// (`PresentationLifecycleTests`, `PresentationStyleTests`,
/// `PresentationChainTests`) pin OpenUIKit's choice with a note.
@MainActor
@Suite(.uikitTest) struct PresentationMatrixTests {
    @Test(arguments: PresentationCase.all)
    func presentAndDismiss(_ matrixCase: PresentationCase) {
        let style = matrixCase.style
        let animated = matrixCase.animated
        let a = Content()
        let child = Content()
        let navigation = UINavigationController(rootViewController: child)
        let m = presentable(.fullScreen)
        let p = presentable(style)
        let delegate = PlainPresentationDelegate()
        if style == .custom { p.transitioningDelegate = delegate }
        let root: UIViewController = matrixCase.origin == .navigationChild ? navigation : a
        withTestWindow(root: root) { window in
            let caller: UIViewController
            switch matrixCase.origin {
            case .root: caller = a
            case .navigationChild: caller = child
            case .presented:
                a.present(m, animated: false)
                TestClock.settle()
                caller = m
            }
            if style == .popover { p.popoverPresentationController?.sourceView = caller.view }
            let names: [String: UIViewController] = ["A": a, "Nav": navigation, "Child": child, "M": m]
            let contextName = PresentationRules.context(of: matrixCase.origin, style: style)
            let context = names[contextName]
            let trace = AppearanceTrace([(a, "A"), (navigation, "Nav"), (child, "Child"), (m, "M"), (p, "P")])

            caller.present(p, animated: animated) {
                trace.mark(
                    "completion: presenting \(Self.name(of: p.presentingViewController, in: names)), presenter in window: \(context?.view.window != nil)"
                )
            }
            #expect(p.presentingViewController === context)
            #expect(caller.presentedViewController === p)
            TestClock.settle()
            #expect(
                trace.take() == PresentationRules.expectedPresentTrace(style: style, animated: animated, origin: matrixCase.origin))
            #expect(p.view.window === window)
            if PresentationRules.effectiveStyle(style) == .fullScreen { #expect(p.view.frame == window.bounds) }
            expectSound(window)

            p.dismiss(animated: animated) {
                trace.mark(
                    "completion: presenting \(Self.name(of: p.presentingViewController, in: names)), presenter in window: \(context?.view.window != nil)"
                )
            }
            TestClock.settle()
            #expect(
                trace.take() == PresentationRules.expectedDismissTrace(style: style, animated: animated, origin: matrixCase.origin))
            #expect(caller.presentedViewController == nil)
            #expect(p.view.window == nil)
            expectSound(window)
        }
    }

    /// The trace name of `controller` among `names`, or `nil`.
    private static func name(of controller: UIViewController?, in names: [String: UIViewController]) -> String {
        guard let controller else { return "nil" }
        for key in ["A", "Nav", "Child", "M"] where names[key] === controller { return key }
        return "?"
    }
}
