import Foundation
import OpenUIKit
import OpenUIKitTesting

/// A controller written exactly as UIKit code would be: the overrides call
/// super and do nothing else (the trace comes from the framework).
final class Content: UIViewController {
    override func viewDidLoad() { super.viewDidLoad() }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
}

/// The seed's container (listing 5-1 … 5-3): adds, removes and cycles children.
final class Container: UIViewController {
    func displayContentController(_ content: UIViewController) {
        addChild(content)
        content.view.frame = frameForContentController
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }

    func hideContentController(_ content: UIViewController) {
        content.willMove(toParent: nil)
        content.view.removeFromSuperview()
        content.removeFromParent()
    }

    func cycle(from oldVC: UIViewController, to newVC: UIViewController) {
        oldVC.willMove(toParent: nil)
        addChild(newVC)
        newVC.view.frame = newViewStartFrame
        let endFrame = oldViewEndFrame
        transition(
            from: oldVC, to: newVC, duration: 0.25, options: [],
            animations: {
                newVC.view.frame = oldVC.view.frame
                oldVC.view.frame = endFrame
            },
            completion: { _ in
                oldVC.removeFromParent()
                newVC.didMove(toParent: self)
            })
    }

    var frameForContentController: CGRect { view.bounds }
    var newViewStartFrame: CGRect { view.bounds.offsetBy(dx: view.bounds.width, dy: 0) }
    var oldViewEndFrame: CGRect { view.bounds.offsetBy(dx: -view.bounds.width, dy: 0) }
}

/// The seed's manual container (listings 5-4, 5-5).
final class ManualContainer: UIViewController {
    var child: UIViewController?

    /// Listing 5-1 for the child whose appearance this container forwards.
    func embed(_ content: UIViewController) {
        addChild(content)
        view.addSubview(content.view)
        content.didMove(toParent: self)
        child = content
    }
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        child?.beginAppearanceTransition(true, animated: animated)
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        child?.endAppearanceTransition()
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        child?.beginAppearanceTransition(false, animated: animated)
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        child?.endAppearanceTransition()
    }
}

@MainActor
func recorder(_ pairs: (UIViewController, String)...) -> LifecycleRecorder {
    let recorder = LifecycleRecorder()
    for (controller, name) in pairs { recorder.track(controller, as: name) }
    return recorder
}

/// A new view added to `view`, pinned with constraints to `guide`'s four edges.
@MainActor
func addViewPinned(to guide: UILayoutGuide, in view: UIView) -> UIView {
    let pinned = UIView()
    pinned.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(pinned)
    NSLayoutConstraint.activate([
        pinned.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
        pinned.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        pinned.topAnchor.constraint(equalTo: guide.topAnchor),
        pinned.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
    return pinned
}

/// Records marks (a completion block ran, an animator was asked …) at their
/// place in a lifecycle trace.
@MainActor
final class TraceMarks {
    let trace: LifecycleRecorder
    private var marks: [(index: Int, line: String)] = []
    init(_ trace: LifecycleRecorder) { self.trace = trace }

    /// Notes `line` after what the trace holds now.
    func mark(_ line: String) { marks.append((trace.lines.count, line)) }

    /// The trace with the marks in place; forgets both.
    func take() -> [String] {
        var lines = trace.take()
        for mark in marks.reversed() { lines.insert(mark.line, at: mark.index) }
        marks.removeAll()
        return lines
    }
}
