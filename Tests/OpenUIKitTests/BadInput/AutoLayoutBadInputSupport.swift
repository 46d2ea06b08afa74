import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

// Helpers of the Auto Layout bad-input tests, run in the child processes.

/// NaN, both infinities, a number far past the solver's bound and one just past it.
let badLayoutNumbers: [CGFloat] = [.nan, .infinity, -.infinity, 1e308, 2e30]

/// A view with an intrinsic size that can be anything.
final class Intrinsic: UIView {
    var size: CGSize
    init(_ size: CGSize) {
        self.size = size
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { fatalError("no archives") }
    override var intrinsicContentSize: CGSize { size }
}

/// Fails the child process unless `condition` holds, naming the input and
/// what was wrong (through ``require(_:_:)``, which all bad-input tests share).
@MainActor
func require(_ condition: Bool, _ input: @autoclosure () -> String, _ detail: @autoclosure () -> String) {
    require(condition, "bad input \(input()) left things unsound: \(detail())")
}

/// The diagnostics `body` reports.
@MainActor
func recorded(_ body: () -> Void) -> [UIDiagnostic] {
    UIApplication.shared.diagnostics.recording(body).diagnostics
}

/// A shown 390 × 844 window under manual time with a root view filling it.
@MainActor
func makeWindow() -> (UIWindow, UIView) {
    TestClock.useManualTime()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.makeKeyAndVisible()
    let root = UIView(frame: window.bounds)
    window.addSubview(root)
    UIApplication.shared.runUntilIdle()
    return (window, root)
}

@MainActor
func close(_ window: UIWindow) {
    window.isHidden = true
    window.rootViewController = nil
    TestClock.settle()
}

/// A view in `root` that does not translate its mask, pinned at the top-left corner.
@MainActor
func constrainedView(in root: UIView) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    NSLayoutConstraint.activate([
        view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        view.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    return view
}

/// Runs the turn and checks soundness: the window's invariants (trees and
/// layout engine) and finite frames everywhere.
@MainActor
func requireSound(_ window: UIWindow, _ input: String) {
    let reports = recorded {
        window.layoutIfNeeded()
        UIApplication.shared.runUntilIdle()
    }
    // Conflicts may be reported while settling, and a view that draws
    // (a label) grown too large to back is refused as Core Animation logs
    // it; anything else is a new problem.
    let expected = reports.allSatisfy {
        $0.kind == .unsatisfiableConstraints || ($0.kind == .misuse && $0.message.contains("Ignoring bogus layer size"))
    }
    require(expected, input, "settling reported \(reports)")
    let problems = window.invariantViolations(settled: true)
    require(problems.isEmpty, input, "invariants: \(problems)")
    var stack: [UIView] = [window]
    while let view = stack.popLast() {
        let f = view.frame
        require(f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite, input, "\(view) has frame \(f)")
        stack.append(contentsOf: view.subviews)
    }
}
