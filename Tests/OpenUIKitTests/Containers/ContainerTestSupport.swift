import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Records a navigation controller delegate's calls at their place in a
/// lifecycle trace.
@MainActor
final class NavigationLog: UINavigationControllerDelegate {
    let trace: LifecycleRecorder
    private(set) var marks: [(index: Int, line: String)] = []
    init(_ trace: LifecycleRecorder) { self.trace = trace }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        marks.append((trace.lines.count, "delegate.willShow(\(name(viewController)), animated: \(animated))"))
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        marks.append((trace.lines.count, "delegate.didShow(\(name(viewController)), animated: \(animated))"))
    }
    private func name(_ controller: UIViewController) -> String { controller.title ?? "?" }

    /// The trace with the delegate's calls in place; forgets both.
    func take() -> [String] {
        var lines = trace.take()
        for mark in marks.reversed() { lines.insert(mark.line, at: mark.index) }
        marks.removeAll()
        return lines
    }
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
