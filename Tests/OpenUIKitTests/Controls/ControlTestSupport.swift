import Foundation
import OpenUIKit

/// Records, in order, the events a control performs actions for: one
/// action per event, added in the order of the events' raw values, each
/// logging the event's name and checking that its sender is the control.
@MainActor
final class ControlEventRecorder {
    static let names: [(UIControl.Event, String)] = [
        (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "touchDragInside"),
        (.touchDragOutside, "touchDragOutside"), (.touchDragEnter, "touchDragEnter"),
        (.touchDragExit, "touchDragExit"), (.touchUpInside, "touchUpInside"),
        (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
        (.primaryActionTriggered, "primaryActionTriggered"),
    ]

    var events: [String] = []
    /// Senders that were not the control (should stay empty).
    var wrongSenders = 0

    init(_ control: UIControl) {
        for (event, name) in Self.names {
            control.addAction(
                UIAction { [weak self, weak control] action in
                    if action.sender as AnyObject? !== control { self?.wrongSenders += 1 }
                    self?.events.append(name)
                }, for: event)
        }
    }

    /// The events recorded since the last call.
    func take() -> [String] {
        defer { events.removeAll() }
        return events
    }

    /// The events recorded since the last call, runs of the same event
    /// collapsed to one (a drag sends one per move).
    func takeCollapsed() -> [String] {
        var result: [String] = []
        for name in take() where result.last != name { result.append(name) }
        return result
    }
}
