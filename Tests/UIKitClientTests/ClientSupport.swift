import UIKit
import XCTest

// Client code as iOS teams write it, compiled in the Swift 5 language mode:
// plain `XCTestCase` subclasses (not `@MainActor`), non-isolated helpers,
// NSObject-based delegates, and `import UIKit` (on Linux, OpenUIKit's
// module of that name). The same source compiles against UIKit on Apple
// platforms; OpenUIKit-only calls sit behind `#if canImport(OpenUIKit)`,
// Objective-C-only ones (`#selector`) behind `#if canImport(ObjectiveC)`.

/// Lets the run loop turn, as iOS tests do so that the work UIKit defers
/// to the end of the turn (layout, `viewDidAppear`) happens.
///
/// For at least 10 ms, pass after pass: one pass of Foundation's run loop
/// on Linux may handle a timer (an animation's tick left by an earlier
/// test) and return before the main queue's work runs (a `.ci/run` under
/// load missed `viewDidAppear` once with a single zero-length pass).
func spinRunLoop(for seconds: TimeInterval = 0) {
    let end = Date().addingTimeInterval(max(seconds, 0.01))
    repeat { RunLoop.current.run(until: end) } while Date() < end
}

/// Puts the clock back on real time, as on a device: another suite in the
/// same process may have left the manual clock on.
func useRealTimeAsOnADevice() {
    #if canImport(OpenUIKit)
        UIApplication.shared.clock.useRealTime()
    #endif
}

/// Puts a controller in a window the size of the main screen and shows it.
final class WindowHost {
    let window: UIWindow

    init(_ root: UIViewController) {
        window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        window.makeKeyAndVisible()
    }

    func tearDown() {
        window.isHidden = true
        window.rootViewController = nil
    }
}

/// A non-isolated helper, the kind container libraries ship: embeds and
/// removes child controllers as Apple's container guide shows.
final class ChildEmbedder {
    func embed(_ child: UIViewController, in parent: UIViewController, frame: CGRect? = nil) {
        parent.addChild(child)
        child.view.frame = frame ?? parent.view.bounds
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
    }

    func remove(_ child: UIViewController) {
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
    }
}

/// A controller that records its callbacks, as test doubles in iOS suites do.
class SpyViewController: UIViewController {
    var log: [String] = []
    var viewDidLoadCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        viewDidLoadCount += 1
        log.append("viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.append("viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.append("viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.append("viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.append("viewDidDisappear")
    }

    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        log.append(parent == nil ? "willMove(toParent: nil)" : "willMove(toParent:)")
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log.append(parent == nil ? "didMove(toParent: nil)" : "didMove(toParent:)")
    }
}
