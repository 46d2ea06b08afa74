import Foundation
import OpenUIKit
import OpenUIKitTesting
import Synchronization
import Testing

// Bad-input tests run each family of inputs in an exit test (a child
// process), so that a crash fails that test and not the whole run.
//
// Inside the child, `probe(_:)` prints to stderr which input is being tried
// and `require(_:_:)` ends the child with exit code 3 when a check fails.
// (On Swift 6.3 an `#expect` that fails in the child is also recorded by
// the parent — measured — but the exit code and the stderr line make the
// failure readable without it.) The parent asserts `.success` and prints
// the child's stderr when it did not get it.

/// Notes, on stderr, the input the child is about to try (and, when
/// `BAD_INPUT_TIMING` names a file, appends the time and the input to it:
/// how the deep-tree tests' steps were timed).
func probe(_ input: String) {
    lastProbe.withLock { $0 = input }
    FileHandle.standardError.write(Data("trying: \(input)\n".utf8))
    if let path = ProcessInfo.processInfo.environment["BAD_INPUT_TIMING"], let file = FileHandle(forWritingAtPath: path) {
        file.seekToEndOfFile()
        file.write(Data("\(ProcessInfo.processInfo.systemUptime) \(input)\n".utf8))
        try? file.close()
    }
}

private let lastProbe = Mutex("(no probe yet)")

/// Ends the child process with a failure when `condition` is false.
func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    guard !condition else { return }
    let text = "UNSOUND after \(lastProbe.withLock { $0 }): \(message())"
    FileHandle.standardError.write(Data("\(text)\n".utf8))
    Issue.record(Comment(rawValue: text))
    exit(3)
}

/// Prepares a child process: manual time, and diagnostics silenced (they
/// are still recorded where a test asserts on them).
@MainActor
func childSetUp() {
    TestClock.useManualTime()
    UIApplication.shared.diagnostics.silencedKinds = [
        .misuse, .layoutFeedbackLoop, .hierarchyInconsistency,
        .unbalancedAppearanceTransition, .detachedViewController,
    ]
}

/// Shows the child's stderr when it did not exit normally. (Exit-test
/// bodies cannot capture context, so each test writes its
/// `#expect(processExitsWith:)` itself and passes the result here.)
func explain(_ result: ExitTest.Result?, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let result, result.exitStatus != .exitCode(0) else { return }
    let stderr = String(decoding: result.standardErrorContent, as: UTF8.self)
    Issue.record("the child's stderr ended with:\n\(stderr.suffix(2_000))", sourceLocation: sourceLocation)
}

/// The messages `body` reported, in order.
@MainActor
func reports(_ body: () -> Void) -> [String] {
    UIApplication.shared.diagnostics.recording(body).diagnostics.map(\.message)
}

/// Checks that `view`'s tree is sound: the tree invariants hold and every
/// frame, bounds and center in it is finite.
@MainActor
func requireSound(_ view: UIView, _ what: @autoclosure () -> String) {
    let problems = (view as? UIWindow)?.invariantViolations(settled: true) ?? view.invariantViolations()
    require(problems.isEmpty, "\(what()): \(problems.prefix(3))")
    var stack = [view]
    while let current = stack.popLast() {
        let f = current.frame
        let b = current.bounds
        let values = [f.minX, f.minY, f.width, f.height, b.minX, b.minY, b.width, b.height, current.center.x, current.center.y]
        require(values.allSatisfy(\.isFinite), "\(what()): \(current) has frame \(f), bounds \(b)")
        require(!current.alpha.isNaN && current.alpha >= 0 && current.alpha <= 1, "\(what()): alpha \(current.alpha)")
        stack.append(contentsOf: current.subviews)
    }
}

/// Values a user could pass where a number is expected.
let badNumbers: [CGFloat] = [.nan, .infinity, -.infinity, 1e308, -1e308, -1, 0, .greatestFiniteMagnitude, .leastNonzeroMagnitude]
