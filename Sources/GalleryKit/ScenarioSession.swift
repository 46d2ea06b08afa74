import Foundation
import OpenUIKit

/// What a running scenario writes with: numbered section headers, the
/// actions it takes, the lifecycle trace of the controllers it named, and
/// state lines.
///
/// ```
/// == 1. Launch: the tunnel container becomes the root ==
/// > window.makeKeyAndVisible()
/// Tunnel.viewWillAppear(animated: false)
///   window 390×844
/// ```
@MainActor
public final class ScenarioSession {
    private let write: @MainActor (String) -> Void
    private var hasWritten = false
    private var traceToken: Int?
    private var named: Set<ObjectIdentifier> = []
    private var names: [(controller: ObjectIdentifier, name: String)] = []
    private var sectionCount = 0
    private var windows: [UIWindow] = []
    private var startTime: TimeInterval = 0
    private let wasPrintingTrace: Bool
    private let wasUsingRealTime: Bool
    /// Shown the scenario's first window at its picture step (``takePicture()``),
    /// else at the end, before it is hidden.
    var picture: (@MainActor (UIWindow) -> Void)?
    private var hasTakenPicture = false
    /// Shown the first window at the end of every step, when `gallery
    /// --frames` asks for one picture a step: a step begins with an action
    /// and ends where the next action or section begins with the turn
    /// settled, or as the scenario ends.
    var stepEnded: (@MainActor (UIWindow) -> Void)?
    /// Whether an action was written since the last step ended.
    private var stepHasAction = false

    init(log: @escaping @MainActor (String) -> Void) {
        write = log
        let clock = UIApplication.shared.clock
        // Keep a manual clock where it is (a test may be using it), so only
        // times relative to the start are meaningful.
        wasUsingRealTime = clock.mode == .real
        if wasUsingRealTime { clock.useManualTime() }
        startTime = clock.now
        // The session writes the trace itself (filtered, in order with its
        // other lines); OPENUIKIT_LIFECYCLE_TRACE would print it a second time.
        let trace = UIApplication.shared.lifecycleTrace
        wasPrintingTrace = trace.isPrinting
        trace.isPrinting = false
        traceToken = trace.addObserver { [weak self] event in
            self?.receive(event)
        }
    }

    private func receive(_ event: LifecycleEvent) {
        // Only the scenario's own controllers: the application is shared.
        guard event.isFor(named) else { return }
        log(event.description)
    }

    private func log(_ line: String) {
        hasWritten = true
        write(line)
    }

    /// Gives `controller` its name in the trace, and traces it from now on.
    public func name(_ controller: UIViewController, _ name: String) {
        UIApplication.shared.lifecycleTrace.setName(name, for: controller)
        named.insert(ObjectIdentifier(controller))
        names.append((ObjectIdentifier(controller), name))
    }

    /// The name given to `controller` with ``name(_:_:)``, else its type name.
    public func displayName(of controller: UIViewController) -> String {
        names.last { $0.controller == ObjectIdentifier(controller) }?.name ?? String(describing: type(of: controller))
    }

    /// Creates a window the session hides again at the end.
    public func makeWindow(size: CGSize) -> UIWindow {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        windows.append(window)
        return window
    }

    /// Starts a numbered section: `== 2. Digging ==`, after a blank line
    /// unless it is the first thing written.
    public func section(_ title: String) {
        endStepIfSettled()
        if hasWritten { log("") }
        sectionCount += 1
        log("== \(sectionCount). \(title) ==")
    }

    /// Notes an action the script takes, as the Swift it runs: `> window.makeKeyAndVisible()`.
    public func action(_ code: String) {
        endStepIfSettled()
        stepHasAction = true
        log("> \(code)")
    }

    /// Notes an action that a handler takes while an action of the script
    /// runs (a button's action, during a tap), as the Swift it runs, with
    /// `comment` after it: it belongs to the step of the action that caused it.
    public func action(_ code: String, inside comment: String) {
        log("> \(code)  // \(comment)")
    }

    /// Ends the step that the last action began, showing the window to
    /// ``stepEnded``, if its turn has settled: nothing is left for the
    /// turn to do. A step whose turn is still pending (an action the script
    /// follows with `runUntilIdle()`) goes on into the next action, so the
    /// transcript is the same whether pictures are taken or not.
    private func endStepIfSettled() {
        guard stepHasAction, let stepEnded, let window = windows.first, !UIApplication.shared.hasPendingWork else { return }
        stepHasAction = false
        stepEnded(window)
    }

    /// Writes a line of state, indented: `  window 390×844`.
    public func state(_ text: String) {
        log("  \(text)")
    }

    /// Writes a multi-line dump (a hierarchy), each line indented.
    public func dump(_ text: String) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            log("    \(line)")
        }
    }

    /// Writes a callback made to one of the scenario's own objects (a
    /// presentation controller, an animator) as a trace line, in order with
    /// the lifecycle trace: `CardPresentation.presentationTransitionWillBegin()`.
    public func callback(_ line: String) {
        log(line)
    }

    /// Marks the scenario's picture step: the window, as it is now, is what
    /// `gallery --png` writes (instead of the window as the scenario ends),
    /// and a state line says so.
    ///
    /// The turn runs first whether or not a picture is wanted, so the
    /// transcript is the same either way; call it where nothing is pending.
    /// Only the first picture step counts.
    public func takePicture() {
        state("picture: the frame `gallery --png` writes")
        UIApplication.shared.runUntilIdle()
        guard !hasTakenPicture, let picture, let window = windows.first else { return }
        hasTakenPicture = true
        picture(window)
    }

    /// Runs the end of the turn, noting it as an action.
    public func runUntilIdle() {
        action("UIApplication.shared.runUntilIdle()")
        UIApplication.shared.runUntilIdle()
    }

    /// Advances manual time, noting it as an action (with an optional comment).
    public func advance(by seconds: TimeInterval, comment: String? = nil) {
        action("UIApplication.shared.clock.advance(by: \(seconds))" + (comment.map { "  // \($0)" } ?? ""))
        UIApplication.shared.clock.advance(by: seconds)
    }

    /// Seconds of manual time since the session started.
    public var elapsed: TimeInterval { UIApplication.shared.clock.now - startTime }

    /// Stops tracing, shows the first window to ``picture`` (after the
    /// turn: layout and display) unless the scenario took its picture
    /// earlier, then hides the session's windows and lets their
    /// controllers go, running the turn and any animation to its end; puts
    /// the clock back to real time if that is how the session found it.
    func tearDown() {
        let trace = UIApplication.shared.lifecycleTrace
        if let traceToken { trace.removeObserver(traceToken) }
        traceToken = nil
        let app = UIApplication.shared
        // The last step's turn runs untraced, as the picture's below does.
        app.runUntilIdle()
        endStepIfSettled()
        if !hasTakenPicture, let picture, let window = windows.first {
            app.runUntilIdle()
            picture(window)
        }
        for window in windows {
            window.isHidden = true
            window.rootViewController = nil
        }
        windows.removeAll()
        app.runUntilIdle()
        var waited: TimeInterval = 0
        while app.hasRunningAnimations, waited < 60 {
            app.clock.advance(by: 0.1)
            waited += 0.1
        }
        if wasUsingRealTime { app.clock.useRealTime() }
        trace.isPrinting = wasPrintingTrace
    }
}
