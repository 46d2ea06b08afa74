import Foundation

/// The lifecycle trace: every callback the framework makes on a view
/// controller, as one readable line.
///
/// Turn printing on with ``isPrinting`` or by setting the environment variable
/// `OPENUIKIT_LIFECYCLE_TRACE=1`; observe events with ``addObserver(_:)``
/// (`OpenUIKitTesting`'s `LifecycleRecorder` does).
///
/// ```
/// Child.willMove(toParent: Container)
/// Child.viewDidLoad()
/// Child.viewWillAppear(animated: false)
/// ```
@preconcurrency @MainActor
public final class LifecycleTrace {
    /// Whether events are printed to standard output as they happen.
    public var isPrinting: Bool

    /// Where printed lines go; standard output by default.
    public var printLine: @MainActor (String) -> Void = { print($0) }

    private var observers = ObserverList<LifecycleEvent>()

    nonisolated init() {
        let value = ProcessInfo.processInfo.environment["OPENUIKIT_LIFECYCLE_TRACE"] ?? ""
        isPrinting = !(value.isEmpty || value == "0" || value.lowercased() == "false")
    }

    /// Whether anyone is listening; callers skip formatting when not.
    var isActive: Bool { isPrinting || !observers.isEmpty }

    /// Gives `controller` the name used for it in trace lines (by default its
    /// type name).
    public func setName(_ name: String, for controller: UIViewController) {
        controller._traceName = name
    }

    /// Calls `body` for every event until the token is passed to ``removeObserver(_:)``.
    @discardableResult
    public func addObserver(_ body: @escaping @MainActor (LifecycleEvent) -> Void) -> Int {
        observers.add(body)
    }

    /// Stops an observer added with ``addObserver(_:)``.
    public func removeObserver(_ token: Int) {
        observers.remove(token)
    }

    /// Records that the framework is calling `callback` on `controller`.
    /// `callback` is only evaluated when someone listens.
    func record(_ controller: UIViewController, _ callback: @autoclosure () -> String) {
        guard isActive else { return }
        let event = LifecycleEvent(
            controller: controller._resolvedTraceName,
            callback: callback(),
            controllerID: ObjectIdentifier(controller)
        )
        if isPrinting { printLine(event.description) }
        observers.notify(event)
    }
}
