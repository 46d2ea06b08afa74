/// One callback the framework made on a view controller, as one readable line:
/// `Child.viewWillAppear(animated: true)`.
public struct LifecycleEvent: Equatable, Sendable, CustomStringConvertible {
    /// The controller's trace name (see ``LifecycleTrace/setName(_:for:)``).
    public var controller: String
    /// The callback with its arguments, written as Swift source.
    public var callback: String
    /// Identity of the controller, for filtering; not part of equality.
    let controllerID: ObjectIdentifier?

    public init(controller: String, callback: String) {
        self.controller = controller
        self.callback = callback
        self.controllerID = nil
    }

    init(controller: String, callback: String, controllerID: ObjectIdentifier) {
        self.controller = controller
        self.callback = callback
        self.controllerID = controllerID
    }

    public var description: String { "\(controller).\(callback)" }

    /// Whether the event is about one of `controllers` (by identity).
    public func isFor(_ controllers: Set<ObjectIdentifier>) -> Bool {
        guard let controllerID else { return false }
        return controllers.contains(controllerID)
    }

    public static func == (lhs: LifecycleEvent, rhs: LifecycleEvent) -> Bool {
        lhs.controller == rhs.controller && lhs.callback == rhs.callback
    }
}
