import Foundation
internal import _OpenUIKitShared

/// The methods an application's delegate may implement.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
}

extension UIApplicationDelegate {
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
}

/// The process's application object: it owns the run-loop turn, the clock,
/// the diagnostics channel, the lifecycle trace and the windows.
///
/// UIKit does part of a transition synchronously inside the call that causes
/// it and the rest at the end of the run-loop turn (its Core Animation
/// commit). OpenUIKit keeps that split: the end of a turn is a main-actor job
/// scheduled as soon as work becomes pending, so it runs by itself in a live
/// program and in any test that awaits; a synchronous test calls
/// ``runUntilIdle()``. A turn runs, in order: animation completions that are
/// due, layout (top-down, per visible window), display (`draw(_:)` where
/// needed, then the window's damaged pixels painted again), then the work
/// deferred to the end of the turn (such as `viewDidAppear(_:)`), repeating
/// until nothing is pending.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The shared application.
    public static let shared = UIApplication()

    /// The diagnostics channel.
    public let diagnostics = UIDiagnostics()
    /// The lifecycle trace.
    public let lifecycleTrace = LifecycleTrace()
    /// The clock animations and completions follow.
    public let clock = FrameClock()

    /// The application's delegate.
    public weak var delegate: (any UIApplicationDelegate)?

    let animator = Animator()

    /// Visible windows, in the order they became visible; the application
    /// keeps them alive while they are shown.
    private(set) var visibleWindows: [UIWindow] = []
    /// Every live window, in creation order, for memory warnings.
    private var allWindows: [WeakWindow] = []
    private struct WeakWindow { weak var window: UIWindow? }

    private var deferred: [() -> Void] = []
    /// Child controllers whose fitting size may have changed this turn.
    private var fittingSizeCandidates: [WeakController] = []
    private var turnScheduled = false
    /// The clock scope of the code that scheduled the pending turn job.
    private var turnScope: FrameClock.Scope?
    /// The end the scheduled real-time wake-up is for.
    private var tickDeadline: TimeInterval?
    private var runningTurn = false
    /// Whether the end of a turn is running now (a callback is inside it).
    var _isRunningTurn: Bool { runningTurn }

    /// How many passes one turn may take before it is cut off as a feedback loop.
    /// At least 1 (a smaller value is reported and taken as 1).
    public var maximumPassesPerTurn = 100 {
        didSet {
            guard maximumPassesPerTurn < 1 else { return }
            diagnostics.report(.misuse, "maximumPassesPerTurn \(maximumPassesPerTurn) is not a number of passes; using 1.")
            maximumPassesPerTurn = 1
        }
    }

    private override init() {
        super.init()
        // The layers below UIKit know no application: hand them its
        // diagnostics channel and its turn (which commits the implicit
        // CATransaction).
        _Misuse.sink = { [unowned self] message in diagnostics.report(.misuse, message) }
        CATransaction._stack.scheduleCommit = { [unowned self] in _setNeedsTurn() }
    }

    // MARK: Windows

    /// The visible windows, in the order they were shown.
    public var windows: [UIWindow] { visibleWindows }

    /// The key window.
    public private(set) weak var keyWindow: UIWindow?

    func _registerWindow(_ window: UIWindow) {
        allWindows.removeAll { $0.window == nil }
        allWindows.append(WeakWindow(window: window))
    }

    func _windowDidBecomeVisible(_ window: UIWindow) {
        if !visibleWindows._containsIdentical(window) { visibleWindows.append(window) }
    }

    func _windowDidBecomeHidden(_ window: UIWindow) {
        visibleWindows.removeAll { $0 === window }
        if keyWindow === window { keyWindow = visibleWindows.last(where: { $0.isKeyWindowCandidate }) }
    }

    func _makeKey(_ window: UIWindow) { keyWindow = window }

    /// Every live controller, in creation order (UIKit's controllers each
    /// observe the memory-warning notification from their creation on).
    private var allControllers: [WeakController] = []
    private var controllerCompactionThreshold = 1024
    private struct WeakController { weak var controller: UIViewController? }

    func _registerController(_ controller: UIViewController) {
        if allControllers.count >= controllerCompactionThreshold {
            allControllers.removeAll { $0.controller == nil }
            controllerCompactionThreshold = max(1024, allControllers.count * 2)
        }
        allControllers.append(WeakController(controller: controller))
    }

    /// Every live window (shown or not), in creation order.
    var liveWindows: [UIWindow] { allWindows.compactMap(\.window) }

    // MARK: The run-loop turn

    /// Whether anything waits for the end of the turn.
    public var hasPendingWork: Bool {
        !deferred.isEmpty || !fittingSizeCandidates.isEmpty
            || visibleWindows.contains {
                $0._layout.needsLayout || $0._layout.subtreeNeedsLayout || $0._constraintPassPending
                    || $0._autoLayout.treeEngine?.needsSolve == true
            }
            || visibleWindows.contains { $0._windowDisplay?.needsPass == true }
            || animator.nextDeadline.map { Animator.reached($0, by: clock.now) } == true
            || animator.presented.isStale(animator, now: clock.mode == .manual ? clock.now : nil)
    }

    /// Whether an animation is running: moving with the clock towards an end
    /// where its completion runs (a paused animation is not).
    public var hasRunningAnimations: Bool { animator.hasRunningAnimations }

    /// Asks for the end of the current turn to run (as a main-actor job).
    ///
    /// The job inherits the task-local values of the code that asked, such
    /// as a test's (``FrameClock/Scope``). When code under another clock
    /// scope asks while a job is pending, a new job is scheduled and the
    /// pending one will do nothing, so that the turn runs in the job of the
    /// scope that asked last (a test that awaits the turn gets its own job,
    /// not one an earlier test left queued). In a program there is no scope
    /// and one job at a time.
    func _setNeedsTurn() {
        let scope = FrameClock.Scope.current
        guard !(turnScheduled && turnScope === scope), !runningTurn else { return }
        turnScheduled = true
        turnScope = scope
        Task { @MainActor in
            let app = UIApplication.shared
            guard app.turnScope === scope else { return }
            app.turnScheduled = false
            app.runUntilIdle()
        }
    }

    /// Queues a child controller for ``UIViewController/_deliverFittingSizeChangeIfNeeded()``.
    func _noteFittingSizeCandidate(_ controller: UIViewController) {
        fittingSizeCandidates.append(WeakController(controller: controller))
        _setNeedsTurn()
    }

    /// Queues `work` for the end of the current turn, after layout.
    func _deferToEndOfTurn(_ work: @escaping () -> Void) {
        deferred.append(work)
        _setNeedsTurn()
    }

    /// Runs the end of the turn now, repeatedly, until nothing is pending at
    /// the current time: due animation completions, layout, display (as
    /// Core Animation's commit: layout, then display), deferred work.
    /// A turn that keeps making work for itself is cut off after
    /// ``maximumPassesPerTurn`` passes and reported as a layout feedback loop.
    public func runUntilIdle() {
        guard !runningTurn else { return }
        runningTurn = true
        defer { runningTurn = false }
        var passes = 0
        // The implicit CATransaction commits at the end of the turn; blocks
        // it runs may make more work for the same turn.
        while hasPendingWork || animator.transactions.canCommitImplicit {
            passes += 1
            if !hasPendingWork, passes <= maximumPassesPerTurn {
                animator.transactions.commitImplicit()
                continue
            }
            if passes > maximumPassesPerTurn {
                diagnostics.report(
                    .layoutFeedbackLoop,
                    "The run-loop turn was cut off after \(maximumPassesPerTurn) passes: layout or deferred work keeps invalidating itself."
                )
                deferred.removeAll()
                animator.transactions.abandonImplicit()
                for window in visibleWindows {
                    window._clearLayoutFlags()
                    window._windowDisplay?.recompositeWithoutDrawing()
                }
                break
            }
            for animation in animator.takeFinished(now: clock.now) {
                animator.complete(animation)
            }
            for window in visibleWindows {
                window._runConstraintPasses()
                window._autoLayout.treeEngine?.solveAndDistribute()
            }
            let candidates = fittingSizeCandidates
            fittingSizeCandidates.removeAll()
            for candidate in candidates { candidate.controller?._deliverFittingSizeChangeIfNeeded() }
            for window in visibleWindows { window._layoutSubtreeIfNeeded() }
            // What animations show now is painted (Core Animation's render
            // tree shows the presentation layers).
            animator.presented.refresh(animator, now: clock.now)
            for window in visibleWindows { window._displayIfNeeded() }
            let work = deferred
            deferred.removeAll()
            for item in work { item() }
        }
        _scheduleAnimationTickIfNeeded()
    }

    /// In real time, wakes up when the next running animation ends. A wake-up
    /// already scheduled for a later time does not hold back an earlier end
    /// (a short animation after a long one, a reversed animator): another is
    /// scheduled, and the later one runs a turn with nothing due.
    func _scheduleAnimationTickIfNeeded() {
        guard clock.mode == .real, let deadline = animator.nextDeadline else { return }
        if let scheduled = tickDeadline, scheduled <= deadline { return }
        tickDeadline = deadline
        // At most a day at a time: an animation of 1e300 seconds must not
        // overflow the conversion to nanoseconds (the tick runs again).
        let delay = min(max(0, deadline - clock.now), 86_400)
        Task { @MainActor in
            try? await Task.sleep(nanoseconds: UInt64(delay * 1_000_000_000))
            let app = UIApplication.shared
            if app.tickDeadline == deadline { app.tickDeadline = nil }
            app.runUntilIdle()
        }
    }

    /// Sends `event` to the windows its touches are in
    /// (`Events/UIApplication+Events.swift`).
    open func sendEvent(_ event: UIEvent) { _sendEvent(event) }

    // MARK: Memory warnings

    /// Delivers a memory warning, as the system does when memory runs low:
    /// the delegate, then `UIApplication.didReceiveMemoryWarningNotification`,
    /// then `didReceiveMemoryWarning()` on every controller in every window's
    /// controller tree (windows in creation order, root first, children in
    /// order), shown or not, and then on every other live controller (in
    /// creation order), as every UIKit controller observes the notification.
    ///
    /// UIKit raises memory warnings only from the system; this is OpenUIKit's
    /// way to raise one.
    public func simulateMemoryWarning() {
        delegate?.applicationDidReceiveMemoryWarning(self)
        NotificationCenter.default.post(name: UIApplication.didReceiveMemoryWarningNotification, object: self)
        var warned = Set<ObjectIdentifier>()
        for window in liveWindows {
            window.rootViewController?._deliverMemoryWarning(noting: &warned)
        }
        for entry in allControllers {
            guard let controller = entry.controller, !warned.contains(ObjectIdentifier(controller)) else { continue }
            controller._deliverMemoryWarning(noting: &warned)
        }
    }

    /// Posted when the application receives a memory warning.
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
}
