import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Records a navigation controller delegate's calls at their place in a
/// lifecycle trace.
@MainActor
final class NavigationLog: UINavigationControllerDelegate {
    let marks: TraceMarks
    var trace: LifecycleRecorder { marks.trace }
    init(_ trace: LifecycleRecorder) { marks = TraceMarks(trace) }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        marks.mark("delegate.willShow(\(name(viewController)), animated: \(animated))")
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        marks.mark("delegate.didShow(\(name(viewController)), animated: \(animated))")
    }
    private func name(_ controller: UIViewController) -> String { controller.title ?? "?" }

    /// The trace with the delegate's calls in place; forgets both.
    func take() -> [String] { marks.take() }
}

/// A titled controller for the navigation tests.
@MainActor
func titled(_ title: String) -> Content {
    let controller = Content()
    controller.title = title
    return controller
}

@MainActor
func expectSound(_ window: UIWindow, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(window.invariantViolations(settled: true).isEmpty, sourceLocation: sourceLocation)
}
