import Foundation

/// Values a control keeps per state (a button's titles, colours, images),
/// in the order they were set.
struct _PerState<Value> {
    private var entries: [(state: UIControl.State, value: Value)] = []

    /// The value set for exactly `state`.
    subscript(exactly state: UIControl.State) -> Value? {
        get {
            for entry in entries where entry.state == state { return entry.value }
            return nil
        }
        set {
            var index = 0
            while index < entries.count, entries[index].state != state { index += 1 }
            if let newValue {
                if index < entries.count { entries[index].value = newValue } else { entries.append((state, newValue)) }
            } else if index < entries.count {
                entries.remove(at: index)
            }
        }
    }

    /// The value for `state`, or the normal state's when none was set for it
    /// (Apple, `setTitle(_:for:)`: a state without a title uses the normal one).
    func resolved(for state: UIControl.State) -> Value? { self[exactly: state] ?? self[exactly: .normal] }
}
