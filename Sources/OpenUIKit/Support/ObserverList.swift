/// Observers of one kind of event, called in the order they were added;
/// each is removed with the token its addition returned.
@MainActor
struct ObserverList<Event> {
    private var observers: [(token: Int, body: @MainActor (Event) -> Void)] = []
    private var lastToken = 0

    nonisolated init() {}

    var isEmpty: Bool { observers.isEmpty }

    mutating func add(_ body: @escaping @MainActor (Event) -> Void) -> Int {
        lastToken += 1
        observers.append((lastToken, body))
        return lastToken
    }

    mutating func remove(_ token: Int) {
        observers.removeAll { $0.token == token }
    }

    func notify(_ event: Event) {
        for observer in observers { observer.body(event) }
    }
}
