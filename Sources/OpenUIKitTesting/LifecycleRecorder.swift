import OpenUIKit

/// Records the lifecycle trace for a test: every callback the framework
/// makes on the controllers it tracks, as lines that print as Swift source.
///
/// ```swift
/// let recorder = LifecycleRecorder()
/// recorder.track(container, as: "Container")
/// recorder.track(child, as: "Child")
/// container.addChild(child)
/// #expect(recorder.lines == ["Child.willMove(toParent: Container)"])
/// ```
///
/// The expectation is written from a source outside OpenUIKit (Apple's
/// documentation, a published device log, a WWDC session), named in the
/// test, or marked as our choice where no source fixes the order; never
/// pasted from what the recorder printed. ``swiftSource`` prints the lines
/// as Swift source, to read a failure beside that source.
@preconcurrency @MainActor
public final class LifecycleRecorder {
    /// Every event recorded, in order.
    public private(set) var events: [LifecycleEvent] = []
    private var tracked: Set<ObjectIdentifier> = []
    private var token: Int?

    /// Starts recording. With no tracked controllers every controller is
    /// recorded; once one is tracked, only tracked ones are.
    public init() {
        token = UIApplication.shared.lifecycleTrace.addObserver { [weak self] event in
            self?.receive(event)
        }
    }

    isolated deinit {
        stop()
    }

    private func receive(_ event: LifecycleEvent) {
        guard tracked.isEmpty || event.isFor(tracked) else { return }
        events.append(event)
    }

    /// Records `controller` under `name` (also its name in every trace line).
    public func track(_ controller: UIViewController, as name: String) {
        UIApplication.shared.lifecycleTrace.setName(name, for: controller)
        tracked.insert(ObjectIdentifier(controller))
    }

    /// The events as trace lines: `Child.viewWillAppear(animated: false)`.
    public var lines: [String] { events.map(\.description) }

    /// Returns the lines recorded since the last call (or since the start) and forgets them.
    public func take() -> [String] {
        defer { events.removeAll() }
        return lines
    }

    /// Forgets what was recorded.
    public func reset() { events.removeAll() }

    /// Stops recording.
    public func stop() {
        if let token { UIApplication.shared.lifecycleTrace.removeObserver(token) }
        token = nil
    }

    /// The recorded lines as a Swift array literal, to read beside the
    /// source a test's expectation comes from (not to paste as the
    /// expectation: that would only check that the code does what it did).
    public var swiftSource: String {
        "[\n" + lines.map { "    \"\($0)\",\n" }.joined() + "]"
    }
}
