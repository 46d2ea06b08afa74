import Foundation

/// The actions a control performs.
///
/// Apple, `addAction(_:for:)`: actions are told apart by their identifier;
/// one added with the identifier of an action already there replaces it,
/// and an action may be added for several events.
extension UIControl {
    /// Adds `action`, performed for each of `controlEvents`.
    ///
    /// An action with the same identifier as one already added replaces
    /// it, keeping its place; the events add up.
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        if let index = _entryIndex(of: action.identifier) {
            _entries[index].action = action
            _entries[index].events.formUnion(controlEvents)
        } else {
            _entries.append(_Entry(action: action, events: controlEvents))
        }
    }

    /// Stops performing `action` for `controlEvents`.
    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Stops performing the action named `actionIdentifier` for `controlEvents`.
    public func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        guard let index = _entryIndex(of: actionIdentifier) else { return }
        _entries[index].events.subtract(controlEvents)
        if _entries[index].events.isEmpty { _entries.remove(at: index) }
    }

    /// Calls `iterator` with each action added to the control and its
    /// events, in the order they were added, until it sets its last
    /// argument to true.
    ///
    /// The second argument, a target and selector in UIKit, is always nil:
    /// OpenUIKit has no target–action pairs.
    public func enumerateEventHandlers(
        _ iterator: (_ actionHandler: UIAction?, _ targetAction: (Any?, Selector)?, _ controlEvent: Event, _ stop: inout Bool) -> Void
    ) {
        let entries = _entries
        var stop = false
        for entry in entries {
            iterator(entry.action, nil, entry.events, &stop)
            if stop { return }
        }
    }

    func _entryIndex(of identifier: UIAction.Identifier) -> Int? {
        var index = 0
        while index < _entries.count {
            if _entries[index].action.identifier == identifier { return index }
            index += 1
        }
        return nil
    }

    /// Performs each action added for any of `events` once, in the order
    /// added; actions added or removed by a handler take effect next time.
    func _sendActions(for events: Event) {
        let entries = _entries
        for entry in entries where !entry.events.isDisjoint(with: events) {
            sendAction(entry.action)
        }
    }
}
